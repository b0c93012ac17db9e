package io.tamis.runner.known;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.FakeSolvers;
import io.tamis.runner.cli.Main;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KnownBugsTest {
  private static final String LOOP = "(declare-fun x () String)\n"
      + "(assert (str.in_re x (re.inter ((_ re.loop 0 0) (re.* re.allchar)) re.allchar)))\n(check-sat)\n";

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  /** Every bundled entry names a thread of z3's or cvc5's tracker, and its patterns find its own example. */
  @Test
  void theBundledListLoadsAndEachEntryMatchesItsExample() {
    List<KnownBug> bugs = KnownBugs.bundled().bugs();
    assertTrue(bugs.size() >= 10, bugs::toString);
    Pattern thread = Pattern.compile("https://github\\.com/(Z3Prover/z3|cvc5/cvc5)/issues/\\d+");
    for (KnownBug b : bugs) {
      assertTrue(thread.matcher(b.link()).matches(), b.id() + ": " + b.link());
      assertTrue(b.example() != null && b.title() != null && b.note() != null, b.id() + " lacks a field");
      for (String regex : b.script()) {
        assertTrue(Pattern.compile(regex, Pattern.MULTILINE).matcher(b.example()).find(), b.id() + ": " + regex);
      }
    }
  }

  /**
   * A finding of a fake cvc5 1.0.3 that answers sat where a fake peer answers unsat, matched field by
   * field: each row changes one field of an entry that otherwise matches.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "                                   | true",
      "\"versions\": [\"1.0.4..\"]        | false",
      "\"versions\": [\"..1.0.3\"]        | true",
      "\"solver\": \"z3\"                 | false",
      "\"kinds\": [\"crash\"]             | false",
      "\"answers\": [\"unsat\"]           | false",
      "\"answers\": [\"sat\"]             | true",
      "\"options\": \"--ee-mode=central\" | false",
      "\"options\": \"-q\"                | true",
      "\"logic\": \"QF_S\"                | false",
      "\"script\": [\"re\\\\.comp\"]      | false",
      "\"script\": [\"re\\\\.loop 0 0\", \"re\\\\.\\\\*\"] | true"})
  void eachGivenFieldMustHold(String change, boolean matches) throws Exception {
    FindingRecord finding = finding();
    String entry = entry(change == null ? "" : change);
    KnownBugs list = new KnownBugs(KnownBugs.parse("[" + entry + "]", "test"));
    Optional<KnownBug> m = list.match(finding, List.of(Files.readString(dir.resolve("t.smt2"))));
    assertEquals(matches, m.isPresent(), entry);
  }

  @Test
  void badEntriesSayWhatIsWrong() {
    assertError(entry("\"script\": [\"(unclosed\"]"), "t1: bad regular expression");
    assertError(entry("\"kinds\": [\"wrong\"]"), "t1: kinds must be among");
    assertError(entry("\"link\": \"github.com/x\""), "t1: no https link");
    assertError(entry("\"versions\": [\"latest\"]"), "'latest' is not a release range");
    assertError(entry("\"match\": \"maybe\""), "t1: match must be same or likely");
    assertError(entry("") + "," + entry(""), "known bug t1 is listed twice");
    assertError("[{\"id\": \"t2\", \"colour\": 1}]", "Unrecognized field \"colour\"");
  }

  private static void assertError(String list, String expected) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new KnownBugs(KnownBugs.parse(list.startsWith("[") ? list : "[" + list + "]", "list.json")));
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }

  /** An entry that matches {@link #finding()}, with one field replaced or added by {@code change}. */
  private static String entry(String change) {
    try {
      ObjectNode e = (ObjectNode) JSON.readTree("{\"id\": \"t1\", \"link\": "
          + "\"https://github.com/cvc5/cvc5/issues/9784\", \"solver\": \"cvc5\", \"kinds\": [\"soundness\"], "
          + "\"versions\": [\"..1.0.5\"]}");
      e.setAll((ObjectNode) JSON.readTree("{" + change + "}"));
      return JSON.writeValueAsString(e);
    } catch (JsonProcessingException ex) {
      throw new IllegalArgumentException(change, ex);
    }
  }

  /** A finding folder made by a run: the fake cvc5 says sat, the fake unsat.sh unsat, on {@link #LOOP}. */
  private FindingRecord finding() throws Exception {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path cvc5 = FakeSolvers.copy("cvc5-sat.sh", bin.resolve("cvc5"));
    Path test = Files.writeString(dir.resolve("t.smt2"), LOOP);
    Path out = dir.resolve("out");
    int exit = Main.run("check", "--solvers", cvc5 + " -q;" + FakeSolvers.path("unsat.sh"), "--out", out.toString(),
        test.toString());
    assertEquals(10, exit);
    try (Stream<Path> s = Files.list(out)) {
      return BugStore.read(s.filter(Files::isDirectory).findFirst().orElseThrow());
    }
  }
}
