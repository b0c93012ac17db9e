package io.tamis.runner.campaign;

import static io.tamis.runner.campaign.SeedBudgetTest.call;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.core.gen.TestCase;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.SolverPool;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StatisticsTest {
  @Test
  @SuppressWarnings("unchecked")
  void theTimeoutShareByGeneratorAndByLogicMostTimeInTimeoutsFirst() {
    try (SolverPool pool = new SolverPool(1)) {
      Statistics s = new Statistics(pool);
      s.record(result("typefuzz", "QF_LIA", List.of(call(Verdict.SAT, 100), call(Verdict.SAT, 300))));
      s.record(result("typefuzz", "QF_NIA", List.of(call(Verdict.TIMEOUT, 600), call(Verdict.UNSAT, 200))));
      s.record(result("opfuzz", "QF_NIA", List.of(call(Verdict.TIMEOUT, 500), call(Verdict.TIMEOUT, 500))));
      Map<String, Object> summary = s.summary();
      Map<String, Map<String, Object>> logic = (Map<String, Map<String, Object>>) summary.get("timeoutShareByLogic");
      assertEquals(List.of("QF_NIA", "QF_LIA"), List.copyOf(logic.keySet()));
      assertEquals(Map.of("solverSeconds", 1.8, "timeoutShare", 0.889), logic.get("QF_NIA"));
      assertEquals(Map.of("solverSeconds", 0.4, "timeoutShare", 0.0), logic.get("QF_LIA"));
      Map<String, Map<String, Object>> generator =
          (Map<String, Map<String, Object>>) summary.get("timeoutShareByGenerator");
      assertEquals(List.of("opfuzz", "typefuzz"), List.copyOf(generator.keySet()), "1 s in timeouts before 0.6 s");
      assertEquals(Map.of("solverSeconds", 1.2, "timeoutShare", 0.5), generator.get("typefuzz"));
      assertEquals(0.727, (Double) summary.get("timeoutShareOfSolverTime"), 1e-9);
    }
  }

  private static TestResult result(String generator, String logic, List<Outcome> calls) {
    TestCase t = new TestCase(new byte[0], null, generator, "a.smt2", null, 0, 0, 0);
    return new TestResult(0, "a.smt2", t, logic, calls, List.of(), null);
  }
}
