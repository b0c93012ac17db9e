package io.tamis.runner.oracle;

import io.tamis.solvers.pool.ProcessRun;
import java.util.List;

/**
 * The classified run of one configuration on one script.
 *
 * @param answers the answers to each check-sat, in order ("sat", "unsat", "unknown")
 * @param detail the line that decided the verdict (a crash message, an error), or ""
 * @param expectedBySolver the status the solver itself says the script declares when it aborted over
 *     a contradiction ("Expected result X but got Y"), else null
 */
public record Outcome(String label, Verdict verdict, List<String> answers, String detail, String expectedBySolver,
    ProcessRun run) {

  public Outcome {
    answers = List.copyOf(answers);
  }
}
