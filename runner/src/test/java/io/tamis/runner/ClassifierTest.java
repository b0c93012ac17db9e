package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Oracle;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Real solver messages (as printed by z3 4.8.12, cvc5 1.0.3, CVC4 1.8) and what they mean. */
class ClassifierTest {
  private static final SolverProfiles PROFILES = SolverProfiles.bundled();

  /** cvc5 1.3.2 gives a check-sat-assuming's unknown with its reason: still the query's answer. */
  @Test
  void anUnknownWithItsReasonIsAnAnswer() {
    assertEquals(List.of("unknown", "unsat"), outcome("cvc5", 0, "unknown (INCOMPLETE)\\nunsat\\n", "").answers());
  }

  @ParameterizedTest(name = "{0}: {4}")
  @CsvSource(delimiter = '|', textBlock = """
      z3   | 0   | 'sat\\n'                                                                    | ''  | SAT
      z3   | 1   | 'sat\\n(error "line 5 column 10: check annotation that says unsat")\\n'     | ''  | SAT
      z3   | 0   | 'unsupported\\nunsat\\n'                                       | '; :reason line: 3 position: 0' | UNSAT
      cvc5 | 0   | 'unsupported\\nunsat\\n'                                       | ''  | UNSAT
      z3   | 0   | 'unsupported\\nunsupported\\nunsat\\n'                       | '; :reason line: 3 position: 0' | REJECTED
      z3   | 0   | 'unsupported\\nunsat\\n'                                       | '; block-model line: 4 position: 1' | REJECTED
      z3   | 0   | 'unsat\\nunsupported\\nsat\\n'                               | '; block-model line: 6 position: 1' | UNSAT
      z3   | 0   | 'unsat\\nunsupported\\n; block-model line: 6 position: 1\\nsat\\n' | ''                      | UNSAT
      z3   | 1   | '(error "line 1 column 10: unknown logic")\\n'                              | ''  | REJECTED
      z3   | 1   | '(error "line 80 column 1: datatype is not co-variant")\\nsat\\n(error "line 90 column 10: an invalid model was generated")\\n' | '' | REJECTED
      z3   | 1   | '(error "line 3 column 25: unknown parameter strings_exp")\\nunsat\\n'   | ''  | UNSAT
      z3   | 1   | '(error "line 4 column 23: logic only supports difference arithmetic")\\nsat\\n' | '' | REJECTED
      z3   | 1   | 'unsat\\n(error "line 6 column 3: logic only supports difference arithmetic")\\nsat\\n' | '' | UNSAT
      z3   | 1   | '(error "line 4 column 23: logic only supports difference arithmetic")\\nsat\\n(error "line 5 column 10: check annotation that says unsat")\\n' | '' | REJECTED
      z3   | 1   | '(error "line 7 column 12: unknown constant y")\\nunsat\\n'              | ''  | UNSAT
      z3   | 1   | '(error "line 70 column 12: unknown constant y")\\nunsat\\n'             | ''  | REJECTED
      z3   | 1   | '(error "unexpected")\\nunsat\\n'                                        | ''  | REJECTED
      cvc5 | 1   | '(error "Parse Error: x.smt2:1.4294967295: Error finding next token.")\\nunsat\\n' | '' | REJECTED
      cvc5 | 0   | '(error "Cannot get unsat core unless in unsat mode.")\\nsat\\n'   | ''  | SAT
      z3   | 1   | '(error "line 8 column 2: x")\\nunsat\\n'                                | ''  | REJECTED
      z3   | 0   | 'sat\\n(error "line 9 column 10: an invalid model was generated")\\n'       | ''  | INVALID_MODEL
      z3   | 139 | ''                                                                          | ''  | CRASH
      z3   | 134 | ''                                                                          | 'ASSERTION VIOLATION\\nFile: ../src/ast/ast.cpp\\nLine: 412' | CRASH
      cvc5 | 134 | ''                       | 'Fatal failure within void f() at ./src/smt/solver_engine_state.cpp:73\\nExpected result unsat but got sat' | SAT
      cvc5 | 134 | 'sat\\n'                  | 'Fatal failure within void f() at ./src/smt/check_models.cpp:70\\nERRORS SATISFYING ASSERTIONS WITH MODEL' | INVALID_MODEL
      cvc5 | 1   | '(error "Parse Error: a.smt2:3.9: Symbol seq.nth is not declared.")\\n'    | ''  | REJECTED
      cvc5 | 134 | ''                                                                          | 'Fatal failure within f() at ./src/theory/arith/x.cpp:9\\nCheck failure' | CRASH
      cvc4 | 134 | ''                       | 'Fatal failure within CVC4::Node f() at ./src/theory/fp/fp_converter.cpp:1700\\nUnimplemented code encounteredConversion is dependent on SymFPU' | REJECTED
      cvc5 | 0   | 'unknown\\n'                                                                | ''  | UNKNOWN
      cvc5 | 0   | ''                                                                          | ''  | UNKNOWN
      cvc5 | 3   | ''                                                                          | ''  | CRASH
      cvc5 | 130 | ''                                                                          | ''  | CANCELLED
      z3   | 143 | 'sat\\n'                                                                   | ''  | CANCELLED
      z3   | 129 | ''                                                                          | ''  | CANCELLED
      z3   | 137 | ''                                                                          | ''  | CANCELLED
      z3   | 127 | ''                                                                          | ''  | REJECTED
      z3   | 127 | ''                       | 'z3: error while loading shared libraries: libz3.so.4: cannot open shared object file' | REJECTED
      cvc5 | 126 | ''                                                                          | ''  | REJECTED
      cvc5 | 127 | 'sat\\n'                                                                   | ''  | SAT
      """)
  void classifies(String solver, int exit, String stdout, String stderr, Verdict expected) {
    assertEquals(expected, outcome(solver, exit, stdout, stderr).verdict());
  }

  /** A solver that never ran says so in one line: never a crash, never a finding. */
  @Test
  void aLaunchFailureIsRejectedWithItsReason() {
    Outcome o = outcome("z3", 127, "", "z3: error while loading shared libraries: libfoo.so: cannot open\\n");
    assertEquals("exit code 127 (not found): z3: error while loading shared libraries: libfoo.so: cannot open",
        o.detail());
    assertEquals(List.of(), Oracle.judge(List.of(o, outcome("cvc5", 0, "sat\\n", "")), "sat", "QF_LIA"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      cvc5 contradiction   | unsat | 134 | 'Fatal failure within f() at ./x.cpp:73\\nExpected result unsat but got sat' | status
      z3 contradiction     | unsat | 1   | '(error "line 5 column 10: check annotation that says unsat")' | status
      """)
  void statusContradictionIsAStatusFindingNotACrash(String name, String expected, int exit, String text, String kind) {
    Outcome o = outcome(name.split(" ")[0], exit, name.startsWith("z3") ? "sat\n" + unescape(text) : "",
        name.startsWith("z3") ? "" : text);
    List<Finding> findings = Oracle.judge(List.of(o), expected, "QF_LIA");
    assertEquals(1, findings.size(), findings::toString);
    assertEquals(kind, findings.get(0).kind());
  }

  /** The script the outputs above answer: an error's line tells which command failed. */
  private static final byte[] SCRIPT = """
      (set-logic QF_RDL)
      (declare-fun x () Real)
      (set-option :strings-exp true)
      (assert (< (+ x x) 2.0))
      (check-sat)
      (assert (> x 1.0))
      (get-value (y "(" |(|)) ; ( in a string, a symbol and a comment does not open a command
      (check-sat)
      """.getBytes(StandardCharsets.US_ASCII);

  static Outcome outcome(String solver, int exit, String stdout, String stderr) {
    ProcessRun run = new ProcessRun(List.of(solver), exit, exit > 128 ? exit - 128 : 0, false, false, 1_000_000, -1,
        unescape(stdout), stdout.length(), unescape(stderr), stderr.length(), null);
    return new Classifier(PROFILES.profileFor(solver)).classify(solver, run, SCRIPT);
  }

  private static String unescape(String s) {
    return s.replace("\\n", "\n");
  }
}
