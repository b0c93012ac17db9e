package io.tamis.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.BoolValue;
import io.tamis.core.eval.Evaluator;
import io.tamis.core.eval.Model;
import io.tamis.core.eval.Value;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.SExpr;
import io.tamis.core.smtlib.ScriptReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Our evaluator against the solvers' own evaluation: seeded random closed terms go to one solver
 * process as {@code (get-value (t))} commands after {@code (check-sat)}; each answer v is read back
 * and {@code (= t v)} must evaluate to true. Terms our evaluator leaves unknown (division by zero,
 * unspecified floating-point conversions) and answers that are not values (z3 sometimes answers a
 * term it could not simplify) are counted, not compared. The tally is written to {@code target/eval-agreement-*.txt}.
 */
@Tag("solver")
class EvaluatorAgreementTest {
  /** The fixed seed; {@code -Dtamis.eval.seed=N} explores others. */
  private static final long SEED = Long.getLong("tamis.eval.seed", 20_261_122L);

  /** Agreement counts of one run. */
  record Tally(int agree, int unknown, int solverErrors, List<String> disagreements) {
    String summary(String solver, int terms) {
      return solver + ": " + terms + " terms, " + agree + " agree, " + disagreements.size() + " disagree, " + unknown
          + " unknown to us, " + solverErrors + " answers that are no value (seed " + SEED + ")";
    }
  }

  @BeforeAll
  static void solversInstalled() {
    SolverRun.requireInstalled("z3", "cvc5");
  }

  @Test
  void z3AgreesOnRandomTerms() throws Exception {
    Tally t = compare(SolverRun.Z3, "z3", terms(SEED, 1500));
    assertEquals(List.of(), t.disagreements());
    assertTrue(t.agree() >= 1000, t.summary("z3", 1500));
  }

  @Test
  void cvc5AgreesOnRandomTerms() throws Exception {
    Tally t = compare(SolverRun.CVC5, "cvc5", terms(SEED + 1, 400));
    assertEquals(List.of(), t.disagreements());
    assertTrue(t.agree() >= 300, t.summary("cvc5", 400));
  }

  static List<String> terms(long seed, int count) {
    RandomTerms random = new RandomTerms(seed);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(random.compound(random.topKind(), 5));
    }
    return out;
  }

  private static Tally compare(List<String> solver, String name, List<String> terms) throws Exception {
    StringBuilder script = new StringBuilder("(set-option :produce-models true)\n(set-logic ALL)\n(check-sat)\n");
    terms.forEach(t -> script.append("(get-value (").append(t).append("))\n"));
    String output = SolverRun.output(solver, script.toString(), 600);
    List<SExpr> answers = SExpr.readAll(name, output.getBytes(StandardCharsets.ISO_8859_1));
    int agree = 0;
    int unknown = 0;
    int errors = 0;
    List<String> disagreements = new ArrayList<>();
    for (int i = 0; i < terms.size(); i++) {
      SExpr answer = answers.get(i + 1);
      if (!(answer instanceof SExpr.SList l) || !(l.get(0) instanceof SExpr.SList pair)) {
        errors++;
        continue;
      }
      String term = terms.get(i);
      String value = pair.get(1).toString();
      if (evaluate(value).isUnknown()) {
        errors++;
      } else if (evaluate(term).isUnknown()) {
        unknown++;
      } else if (evaluate("(= " + term + " " + value + ")") == BoolValue.TRUE) {
        agree++;
      } else {
        disagreements.add(term + "\n  " + name + ": " + value + "\n  ours: " + evaluate(term));
      }
    }
    Tally tally = new Tally(agree, unknown, errors, disagreements);
    report(name, tally, terms.size());
    return tally;
  }

  private static void report(String name, Tally tally, int terms) throws Exception {
    String text = tally.summary(name, terms) + "\n" + String.join("\n", tally.disagreements()) + "\n";
    System.out.print(text);
    Path dir = Path.of("target");
    if (Files.isDirectory(dir)) {
      Files.writeString(dir.resolve("eval-agreement-" + name + ".txt"), text);
    }
  }

  /** Our value of a closed term. */
  static Value evaluate(String term) {
    String text = "(set-logic ALL)\n(get-value (" + term + "))";
    Script s = new ScriptReader().read("term", text.getBytes(StandardCharsets.ISO_8859_1));
    Command.GetValue g = (Command.GetValue) s.commands().get(1);
    return Evaluator.evaluate(g.terms().get(0), Model.builder().build());
  }
}
