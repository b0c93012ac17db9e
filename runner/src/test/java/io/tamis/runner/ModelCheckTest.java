package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.oracle.ModelCheck;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** {@code --models}: tamis evaluates the sat side's model and names the solver at fault. */
class ModelCheckTest {
  private static final String SCRIPT = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n";

  @TempDir
  Path dir;

  @Test
  void aSatisfyingModelBlamesTheUnsatSide() throws Exception {
    String sat = FakeSolvers.path("model.sh") + " 5";
    String unsat = FakeSolvers.path("unsat.sh").toString();
    List<JsonNode> findings = check(sat + ";" + unsat);
    assertEquals(1, findings.size(), findings::toString);
    assertEquals("soundness", findings.get(0).get("kind").asText());
    assertEquals(unsat, findings.get(0).get("culprit").asText());
    assertTrue(findings.get(0).get("detail").asText().contains("model satisfies every assertion"));
    assertEquals("soundness|" + unsat + " wrong: unsat|QF_LIA", findings.get(0).get("dedupKey").asText());
  }

  /** Two peers that each show the unsat side wrong: one bug, whatever the peers were. */
  @Test
  void theWrongSideKeysTheFindingNotItsPeer() throws Exception {
    String unsat = FakeSolvers.path("unsat.sh").toString();
    String model = FakeSolvers.path("model.sh").toString();
    List<JsonNode> findings = check(model + " 5;" + model + " 7;" + unsat);
    assertEquals(1, findings.size(), findings::toString);
    assertEquals(unsat, findings.get(0).get("culprit").asText());
  }

  @Test
  void theStoredScriptHasItsGetModelAndReplaysWithTheAttribution() throws Exception {
    check(FakeSolvers.path("model.sh") + " 5;" + FakeSolvers.path("unsat.sh"));
    Path folder = CheckCommandTest.folders(dir.resolve("out")).get(0);
    assertTrue(Files.readString(folder.resolve("test.smt2")).endsWith("(get-model)\n"));
    Cli r = Cli.run("replay", folder.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("at fault: " + FakeSolvers.path("unsat.sh") + " is wrong"), r.out());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"model.sh", "validated-model.sh"})
  void aFalsifyingModelBlamesTheSatSideAndIsAnInvalidModel(String fake) throws Exception {
    // validated-model.sh prints z3's model_validate error between the answer and the model.
    String sat = FakeSolvers.path(fake) + " (- 1)";
    List<JsonNode> findings = check(sat + ";" + FakeSolvers.path("unsat.sh"));
    assertEquals(List.of("invalid-model", "soundness"), findings.stream().map(f -> f.get("kind").asText()).sorted()
        .toList());
    JsonNode soundness = findings.stream().filter(f -> f.get("kind").asText().equals("soundness")).findFirst().get();
    assertEquals(sat, soundness.get("culprit").asText(), soundness::toString);
  }

  /**
   * cvc5 stops at an answer against the script's :status and prints no model: the script goes without it,
   * and the status (kept by the oracle) outranks a model that falsifies an assertion.
   */
  @Test
  void theStatusIsSentNoMoreButStillDecides() throws Exception {
    String sat = FakeSolvers.path("model.sh") + " (- 1)";
    String unsat = FakeSolvers.path("unsat.sh").toString();
    Path f = Files.writeString(dir.resolve("t.smt2"), SCRIPT.replace("(declare", "(set-info :status sat)\n(declare"));
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--solvers", sat + ";" + unsat, "--out", out.toString(), f.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    ObjectMapper json = new ObjectMapper();
    JsonNode soundness = CheckCommandTest.folders(out).stream().map(d -> read(json, d.resolve("finding.json")))
        .filter(n -> n.get("kind").asText().equals("soundness")).findFirst().orElseThrow();
    assertEquals(unsat, soundness.get("culprit").asText(), soundness::toString);
    assertEquals("status", soundness.get("evidence").asText(), soundness::toString);
    Path stored = CheckCommandTest.folders(out).get(0).resolve("test.smt2");
    assertTrue(!Files.readString(stored).contains(":status"), Files.readString(stored));
  }

  /** The model is asked of what the solver reads: nothing after the first (exit). */
  @Test
  void theModelRequestEndsAtTheFirstExit() {
    String text = SCRIPT + "(set-info :status sat)\n(exit)\n(set-info :status unsat)\n(check-sat)\n(exit)\n";
    String sent = new String(ModelCheck.request(text.getBytes(StandardCharsets.ISO_8859_1)),
        StandardCharsets.ISO_8859_1);
    assertEquals(SCRIPT + "\n\n(get-model)\n", sent);
  }

  /** z3 drops an assertion it rejects ("logic only supports difference arithmetic") and answers the rest. */
  @Test
  void aModelAfterAnErrorIsNotChecked() throws Exception {
    Path f = Files.writeString(dir.resolve("t.smt2"), SCRIPT);
    Cli r = Cli.run("check", "--models", "--solvers", FakeSolvers.path("error-model.sh") + " (- 1)", f.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(!r.out().contains("models checked by tamis"), r.out());
  }

  /**
   * cvc5's model of a false finding: a comment says Index has one element, under which a and b are equal; a
   * comment is no part of the model, and with two elements it holds (cvc5's get-value agrees).
   */
  @Test
  void aCardinalityCommentMakesNoInvalidModel() throws Exception {
    Path f = Files.writeString(dir.resolve("t.smt2"), """
        (set-logic QF_AX)
        (declare-sort Index 0)
        (declare-sort Element 0)
        (declare-fun a () (Array Index Element))
        (declare-fun b () (Array Index Element))
        (declare-fun i () Index)
        (assert (= (select a i) (select b i)))
        (assert (not (= a b)))
        (check-sat)
        """);
    Path answer = Files.writeString(dir.resolve("answer.txt"), """
        sat
        (
        ; cardinality of Index is 1
        ; rep: (as @Index_0 Index)
        (define-fun a () (Array Index Element) (store ((as const (Array Index Element)) (as @Element_0 Element)) \
        (as @Index_0 Index) (as @Element_1 Element)))
        (define-fun b () (Array Index Element) ((as const (Array Index Element)) (as @Element_1 Element)))
        (define-fun i () Index (as @Index_0 Index))
        )
        """);
    Cli r = Cli.run("check", "--solvers", FakeSolvers.path("answer.sh") + " " + answer, f.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("t.smt2: sat") && r.out().contains("models checked by tamis: {unknown=1}"), r.out());
  }

  private List<JsonNode> check(String solvers) throws Exception {
    Path f = Files.writeString(dir.resolve("t.smt2"), SCRIPT);
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--models", "--solvers", solvers, "--out", out.toString(), f.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("models checked by tamis: {"), r.out());
    ObjectMapper json = new ObjectMapper();
    return CheckCommandTest.folders(out).stream().map(d -> read(json, d.resolve("finding.json"))).toList();
  }

  private static JsonNode read(ObjectMapper json, Path p) {
    try {
      return json.readTree(p.toFile());
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
