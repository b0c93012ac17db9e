package io.tamis.runner.findings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.evidence.Frame;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.store.Related;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The issue search with a recorded response: search-fp-to-real.json is GitHub's search API answer in its own shape,
 * its items as the z3 tracker lists them (this machine has no route to api.github.com, so the test never asks it).
 */
class IssueSearchTest {
  private static final String SCRIPT = "(declare-fun x () Float32)\n(assert (> (fp.to_real (fp.add RNE x x)) 1.0))\n"
      + "(assert (fp.isNormal x))\n(check-sat)\n";

  @Test
  void aRecordedResponseGivesCandidatesWithTheQueryThatFoundThem() throws Exception {
    List<URI> asked = new ArrayList<>();
    IssueSearch.Outcome o = IssueSearch.search("z3", List.of(IssueClues.operators(SCRIPT)), uri -> {
      asked.add(uri);
      return recorded("search-fp-to-real.json");
    });
    assertNull(o.unreachable());
    assertEquals(1, asked.size());
    assertTrue(asked.get(0).toString().startsWith("https://api.github.com/search/issues?per_page=3&q="), asked.toString());
    assertTrue(asked.get(0).getRawQuery().contains("fp.to_real+fp.add+repo%3AZ3Prover%2Fz3+is%3Aissue"), asked.toString());
    assertEquals(List.of("z3#8169", "z3#7321", "z3#7431"), o.found().stream().map(Related::shortName).toList());
    Related first = o.found().get(0);
    assertEquals("closed", first.state());
    assertEquals("search: fp.to_real fp.add", first.foundBy());
    assertTrue(first.candidate());
  }

  @Test
  void withoutANetworkTheReportSaysSoAndGivesTheSearchByHand() throws Exception {
    IssueSearch.Outcome o = IssueSearch.search("cvc5", List.of("theory_sets propagate", "set.union"), uri -> {
      throw new UnknownHostException("api.github.com");
    });
    assertEquals("UnknownHostException: api.github.com", o.unreachable());
    assertTrue(o.found().isEmpty());
    StringBuilder md = new StringBuilder();
    new RelatedSection(List.of(), o).append(md);
    assertEquals("**Issue search**: not run, the machine that wrote this report has no network. The tracker's "
        + "search: https://github.com/cvc5/cvc5/issues?q=is%3Aissue+theory_sets+propagate\n\n", md.toString());
  }

  /** A person's finds stay and come first; the search's replace the earlier search's, unless it could not run. */
  @Test
  void issuesFoundByHandStayAndComeFirst() throws Exception {
    Related byHand = new Related("https://github.com/Z3Prover/z3/issues/10176", "fp.to_real round trip", "open",
        "the same wrong value of fp.to_real", null);
    Related stale = new Related("https://github.com/Z3Prover/z3/issues/1", "old", "closed", "x", "search: old");
    IssueSearch.Outcome ran = IssueSearch.search("z3", List.of("fp.to_real fp.add"),
        uri -> recorded("search-fp-to-real.json"));
    List<Related> merged = IssueSearch.merged(List.of(byHand, stale), ran);
    assertEquals(List.of("z3#10176", "z3#8169", "z3#7321", "z3#7431"), merged.stream().map(Related::shortName).toList());
    IssueSearch.Outcome offline = new IssueSearch.Outcome("Z3Prover/z3", List.of("q"), List.of(), "offline");
    assertEquals(List.of(byHand, stale), IssueSearch.merged(List.of(byHand, stale), offline));
    StringBuilder md = new StringBuilder();
    new RelatedSection(merged, ran).append(md);
    String text = md.toString();
    assertTrue(text.startsWith("**Related issues**:\n- [z3#10176](https://github.com/Z3Prover/z3/issues/10176) "
        + "\"fp.to_real round trip\" (open): the same wrong value of fp.to_real\n\n**Maybe related** (GitHub's issue "
        + "search; not read yet):\n- [z3#8169](https://github.com/Z3Prover/z3/issues/8169) \"Incorrect model with "
        + "(_ FloatingPoint 2 24) and `fp.to_real`\" (closed), for `fp.to_real fp.add`\n"), text);
    assertFalse(text.contains("could not be reached"), text);
  }

  @Test
  void theCluesAreTheTopFrameTheOperatorsAndTheMessageWithoutItsNumbers() {
    Stack stack = new Stack(Stack.GDB, "SIGSEGV", List.of(
        new Frame("smt::theory_finite_set::propagate(smt::context&)", "../src/smt/theory_finite_set.cpp", 412)));
    assertEquals("theory_finite_set propagate", IssueClues.frame(stack));
    assertEquals("theory_finite_set", IssueClues.frame(new Stack(Stack.ASSERTION, "n > 0",
        List.of(new Frame(null, "../src/smt/theory_finite_set.cpp", 412)))));
    assertEquals("fp.to_real fp.add", IssueClues.operators(SCRIPT));
    assertEquals("Fatal failure within cvc5 NodeManager mkNode", IssueClues.message(
        "Fatal failure within cvc5::NodeManager::mkNode at /root/cvc5/src/expr/node_manager.cpp:123 (x=4)"));
  }

  private static String recorded(String name) throws IOException {
    try (InputStream in = IssueSearchTest.class.getResourceAsStream("/github/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
