package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Performance;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.ProcessRun;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerformanceOracleTest {
  private static final long MS = 1_000_000;

  @ParameterizedTest(name = "{0} {1} ms vs {2} {3} ms, factor {4} -> {5}")
  @CsvSource(textBlock = """
      SAT,     5000, SAT,    100, 10, z3
      SAT,     5000, SAT,    600, 10, ''
      TIMEOUT, 8000, UNSAT,  300, 10, z3
      TIMEOUT, 8000, UNKNOWN, 10, 10, ''
      SAT,      900, SAT,      5, 10, ''
      SAT,     1500, SAT,      5, 10, z3
      SAT,     5000, SAT,    100,  0, ''
      REJECTED,9000, SAT,    100, 10, ''
      """)
  void slowerThanAPeerThatAnswered(Verdict slow, long slowMs, Verdict fast, long fastMs, double factor,
      String culprit) {
    Optional<Finding> f = Performance.of(factor).judge(List.of(out("z3", slow, slowMs), out("cvc5", fast, fastMs)),
        "QF_LIA");
    assertEquals(culprit, f.map(x -> x.solvers().get(0)).orElse(""), f::toString);
    f.ifPresent(x -> assertEquals(DedupKeys.performance("z3", "cvc5", "QF_LIA"), x.dedupKey()));
  }

  /** A +debug or +asan build is slow by design: it is never the slow side; the release build beside it is. */
  @Test
  void aCheckingBuildIsNotBlamedForSlowness() {
    Performance p = Performance.of(10);
    for (String label : List.of("yices2@main+asan", "z3@main+debug", "yices2@main+debug --mcsat")) {
      assertEquals(Optional.empty(), p.judge(List.of(out(label, Verdict.TIMEOUT, 10_000),
          out("z3@main", Verdict.SAT, 20)), "ALL"), label);
    }
    Optional<Finding> release = p.judge(List.of(out("yices2@main+asan", Verdict.TIMEOUT, 10_000),
        out("yices2@main", Verdict.TIMEOUT, 10_000), out("z3@main", Verdict.SAT, 20)), "ALL");
    assertEquals("yices2@main", release.orElseThrow().solvers().get(0));
    assertEquals("z3@main+asan", p.judge(List.of(out("z3@main+asan", Verdict.SAT, 20),
        out("yices2@main", Verdict.SAT, 5_000)), "ALL").orElseThrow().solvers().get(1), "a fast one still counts");
  }

  @Test
  void aFactorOfOneOrLessIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> Performance.of(1));
  }

  private static Outcome out(String label, Verdict v, long ms) {
    boolean timeout = v == Verdict.TIMEOUT;
    List<String> answers = v.definite() || v == Verdict.UNKNOWN ? List.of(v.label()) : List.of();
    ProcessRun run = new ProcessRun(List.of(label), timeout ? -1 : 0, 0, timeout, false, ms * MS, -1, "", 0, "", 0,
        null);
    return new Outcome(label, v, answers, "", null, run);
  }
}
