package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.ScriptCheck;
import io.tamis.runner.oracle.Evidence;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.oracle.Outcome;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code --evidence}: what it reads, and which answers get evidence. */
class EvidenceTest {
  private static final Outcome Z3_SAT = ClassifierTest.outcome("z3", 0, "sat\\n", "");
  private static final Outcome CVC5_UNSAT = ClassifierTest.outcome("cvc5", 0, "unsat\\n", "");
  private static final Outcome CVC4_UNSAT = ClassifierTest.outcome("cvc4", 0, "unsat\\n", "");
  private static final Outcome YICES_TIMEOUT = ClassifierTest.outcome("yices2", 0, "", "");

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "none                         | none",
      "all                          | cores,proofs,modes:all,every",
      "cores                        | cores,unconfirmed",
      "proofs,modes,unsat           | proofs,modes,unsat",
      "Cores, modes:3, 0.25         | cores,modes:3,unconfirmed,0.25",
      "modes:all,every              | modes:all,every"})
  void specsReadBackAsWritten(String spec, String read) {
    assertEquals(read, Evidence.parse(spec).toString());
    assertEquals(Evidence.parse(spec), Evidence.parse(read));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"cores,models", "modes:x", "0", "1.5", "unsat,-1"})
  void badSpecsSayWhatIsKnown(String spec) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Evidence.parse(spec));
    assertTrue(e.getMessage().contains(spec) || e.getMessage().contains("must be"), e.getMessage());
  }

  /** An unsat no one else gave, and a sat whose model is not checked true, are unconfirmed. */
  @Test
  void unconfirmedAnswersAreThoseNothingElseConfirms() {
    Evidence e = Evidence.parse("cores");
    List<Outcome> split = List.of(Z3_SAT, CVC5_UNSAT, YICES_TIMEOUT);
    assertEquals(List.of(0, 1), e.targets(split, List.of(), List.of()));
    List<ModelCheck.Checked> trueModel = List.of(new ModelCheck.Checked(Z3_SAT, ScriptCheck.Result.SATISFIED));
    assertEquals(List.of(1), e.targets(split, List.of(), trueModel), "a model checked true confirms the sat");
    assertEquals(List.of(0), e.targets(split, List.of("unsat"), List.of()), "the expected answer confirms");
    assertEquals(List.of(0), e.targets(List.of(Z3_SAT, CVC5_UNSAT, CVC4_UNSAT), List.of(), List.of()),
        "a second unsat confirms the first");
    assertEquals(List.of(1, 2), Evidence.parse("cores,unsat").targets(List.of(Z3_SAT, CVC5_UNSAT, CVC4_UNSAT),
        List.of(), trueModel));
    assertEquals(List.of(0, 1, 2), Evidence.parse("cores,every").targets(List.of(Z3_SAT, CVC5_UNSAT, CVC4_UNSAT),
        List.of(), trueModel));
  }

  @Test
  void aShareSamplesTheTestsByTheirKey() {
    Evidence fifth = Evidence.parse("modes,0.2");
    long in = LongStream.range(0, 10_000).filter(fifth::sampled).count();
    assertTrue(in > 1_800 && in < 2_200, in + " of 10,000");
    assertTrue(LongStream.range(0, 100).allMatch(Evidence.parse("modes")::sampled));
    assertFalse(Evidence.NONE.any());
  }
}
