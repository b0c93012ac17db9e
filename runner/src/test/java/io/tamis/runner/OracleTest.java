package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.oracle.Expectations;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Oracle;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.solver.Mode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OracleTest {
  @ParameterizedTest(name = "{0} vs {1} -> {2}")
  @CsvSource(delimiter = '|', textBlock = """
      'sat\\n'          | 'unsat\\n'          | soundness
      'sat\\n'          | 'sat\\n'            | ''
      'unknown\\n'      | 'unsat\\n'          | ''
      'sat\\nunsat\\n'  | 'sat\\nsat\\n'      | soundness
      'sat\\nunsat\\n'  | 'sat\\n'            | ''
      """)
  void differential(String a, String b, String kind) {
    List<Finding> f = Oracle.judge(List.of(out("z3", a), out("cvc5", b)), null, "QF_LIA");
    assertEquals(kind, f.isEmpty() ? "" : f.get(0).kind(), f::toString);
  }

  @Test
  void timeoutAgreesWithEverything() {
    Outcome z3 = ClassifierTest.outcome("z3", 0, "sat\n", "");
    Outcome cvc5 = new Outcome("cvc5", Verdict.TIMEOUT, List.of(), "timeout",
        null, z3.run());
    assertEquals(List.of(), Oracle.judge(List.of(z3, cvc5), "sat", "QF_LIA"));
  }

  @Test
  void expectedAnswerContradictedByOneSolver() {
    List<Finding> f = Oracle.judge(List.of(out("z3", "unsat\n")), "sat", "QF_LIA");
    assertEquals(List.of("status"), f.stream().map(Finding::kind).toList());
    assertEquals("status|z3|expected sat got unsat|QF_LIA", f.get(0).dedupKey());
  }

  @Test
  void crashKeysIgnoreAddressesPathsAndNumbers() {
    String a = DedupKeys.crash("z3", "ASSERTION VIOLATION File: /build/z3-4.8/src/ast/ast.cpp Line: 412 at 0x7ffd12");
    String b = DedupKeys.crash("z3", "ASSERTION VIOLATION File: ../src/ast/ast.cpp Line: 977 at 0x55aa00");
    assertEquals(a, b);
    assertEquals("crash|z3|ASSERTION VIOLATION File: ast.cpp Line: N at ADDR", a);
  }

  /** z3 prints File: and Line: under its ASSERTION VIOLATION: two files are two bugs. */
  @Test
  void z3AssertionViolationsInTwoFilesAreTwoFindings() {
    Outcome euf = ClassifierTest.outcome("z3", 0, "",
        "ASSERTION VIOLATION\\nFile: ./src/sat/smt/q_eval.cpp\\nLine: 264\\nUNEXPECTED CODE WAS REACHED.\\n4.8.12.0");
    Outcome fpa = ClassifierTest.outcome("z3", 0, "",
        "ASSERTION VIOLATION\\nFile: ../src/ast/fpa/fpa2bv_converter.cpp\\nLine: 118");
    assertEquals("ASSERTION VIOLATION File: ./src/sat/smt/q_eval.cpp Line: 264", euf.detail());
    String a = Oracle.judge(List.of(euf), null, "ALIA").get(0).dedupKey();
    String b = Oracle.judge(List.of(fpa), null, "ALIA").get(0).dedupKey();
    assertEquals("crash|z3|ASSERTION VIOLATION File: q_eval.cpp Line: N", a);
    assertEquals("crash|z3|ASSERTION VIOLATION File: fpa2bv_converter.cpp Line: N", b);
    assertEquals(a, Oracle.judge(List.of(euf), null, "QF_FP").get(0).dedupKey(), "a located crash ignores the logic");
  }

  @Test
  void aBareSignalIsKeyedByItsLogic() {
    Outcome segv = ClassifierTest.outcome("z3", 139, "unsupported\\n", "");
    assertEquals("signal 11", segv.detail());
    assertEquals("crash|z3|signal N|AUFDTLIA", Oracle.judge(List.of(segv), null, "AUFDTLIA").get(0).dedupKey());
    assertEquals("crash|z3|signal N|QF_FP", Oracle.judge(List.of(segv), null, "QF_FP").get(0).dedupKey());
  }

  /** The key of a crash under an added set is the plain one, so its detail has to say which set it was. */
  @Test
  void aCrashUnderAnAddedSetNamesTheSetInItsDetail() {
    Outcome plain = ClassifierTest.outcome("z3", 139, "", "");
    Outcome added = ClassifierTest.outcome("z3 [tactic.default_tactic=smt sat.euf=true]", 139, "", "");
    Finding p = Oracle.judge(List.of(plain), null, "BV").get(0);
    Finding a = Oracle.judge(List.of(added), null, "BV").get(0);
    assertEquals(p.dedupKey(), a.dedupKey());
    assertEquals("signal 11", p.detail());
    assertEquals("signal 11; under the added options [tactic.default_tactic=smt sat.euf=true]", a.detail());
  }

  @Test
  void soundnessKeyNamesPairAnswersAndLogic() {
    List<Finding> f = Oracle.judge(List.of(out("z3", "sat\n"), out("cvc5", "unsat\n")), null, "QF_S");
    assertEquals("soundness|z3=sat|cvc5=unsat|QF_S", f.get(0).dedupKey());
  }

  /** A wrong answer with a crash or an invalid model after it: each kind is recorded. */
  @Test
  void aWrongAnswerIsRecordedBesideACrashAndAnInvalidModel() {
    Outcome crashed = ClassifierTest.outcome("cvc5", 134, "unsat\\n", "Fatal failure within foo\\n");
    assertEquals(List.of("crash", "status"), Oracle.judge(List.of(crashed), "sat", "QF_LIA").stream()
        .map(Finding::kind).toList());
    Outcome invalid = ClassifierTest.outcome("z3", 0, "sat\\n(error \"an invalid model was generated\")\\n", "");
    assertEquals(Verdict.INVALID_MODEL, invalid.verdict());
    assertEquals(List.of("invalid-model", "status"), Oracle.judge(List.of(invalid), "unsat", "QF_LIA").stream()
        .map(Finding::kind).toList());
  }

  /**
   * A run under a mode is judged against its configuration: a disagreement names the mode; a wrong answer or a
   * crash its configuration shows too is no second finding; a crash under a checking mode is that check's.
   */
  @Test
  void runsUnderModesAreJudgedAgainstTheirConfiguration() {
    Outcome base = out("cvc5", "unsat\n");
    Outcome incremental = out("cvc5 {--incremental}", "sat\n");
    List<Finding> f = Oracle.judgeModes(List.of(base), List.of(incremental), List.of(), "unsat",
        Expectations.NONE, "QF_LIA");
    assertEquals(List.of("status", "soundness"), f.stream().map(Finding::kind).toList(), f::toString);
    assertEquals("soundness|cvc5=unsat|cvc5 {--incremental}=sat|QF_LIA", f.get(1).dedupKey());
    Outcome wrongToo = out("cvc5 {--incremental}", "unsat\n");
    assertEquals(List.of(), Oracle.judgeModes(List.of(base), List.of(wrongToo), List.of(), "sat",
        Expectations.NONE, "QF_LIA"), "the same wrong answer is the configuration's finding only");
    Mode proofs = new Mode(null, "--check-proofs", Mode.PROOF, null, null, null);
    Outcome failed = ClassifierTest.outcome("cvc5 {--check-proofs}", 134, "", "Fatal failure within mkScope\\n");
    Finding p = Oracle.judgeModes(List.of(base), List.of(failed), List.of(proofs), null, Expectations.NONE,
        "QF_LIA").get(0);
    assertEquals("proof", p.kind());
    assertEquals("cvc5 {--check-proofs}", p.culprit());
    assertEquals("proof", p.evidence());
    assertEquals("proof|cvc5|Fatal failure within mkScope", p.dedupKey());
  }

  private static Outcome out(String solver, String stdout) {
    return ClassifierTest.outcome(solver, 0, stdout, "");
  }
}
