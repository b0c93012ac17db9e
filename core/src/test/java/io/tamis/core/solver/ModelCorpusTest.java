package io.tamis.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.TestPaths;
import io.tamis.core.eval.Model;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.eval.ScriptCheck;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.core.smtlib.TermPrinter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The practical test of the model reader and the evaluator: z3 and cvc5 solve the sat files of
 * ../shared/corpus/smoke and the project's seeds, we read every model they give and check the
 * script under it. No model may make an assertion false; unknown is allowed where the standard or
 * the model leaves a value open (quantifiers over infinite domains, division by zero). The tally is
 * printed and written to {@code target/eval-models.txt}. {@code -Dtamis.eval.models=corpus} runs
 * every sat file of the whole shared corpus instead (slow; for reports).
 */
@Tag("solver")
class ModelCorpusTest {
  @BeforeAll
  static void solversInstalled() {
    SolverRun.requireInstalled("z3", "cvc5");
  }

  /** Outcomes for one solver. */
  static final class Tally {
    int files;
    int sat;
    int readErrors;
    final Map<ScriptCheck.Verdict, Integer> verdicts = new EnumMap<>(ScriptCheck.Verdict.class);
    final Map<String, Integer> unknownReasons = new TreeMap<>();
    final List<String> problems = new ArrayList<>();

    String summary(String solver) {
      return solver + ": " + files + " files, " + sat + " sat, models TRUE " + count(ScriptCheck.Verdict.TRUE)
          + " / FALSE " + count(ScriptCheck.Verdict.FALSE) + " / UNKNOWN " + count(ScriptCheck.Verdict.UNKNOWN)
          + ", unreadable " + readErrors;
    }

    int count(ScriptCheck.Verdict v) {
      return verdicts.getOrDefault(v, 0);
    }
  }

  @Test
  void everyModelSatisfiesItsScript() throws Exception {
    List<Path> files = files();
    Tally z3 = new Tally();
    Tally cvc5 = new Tally();
    for (Path file : files) {
      Script script = new ScriptReader().read(file);
      String query = query(script);
      check(file, script, SolverRun.output(SolverRun.Z3, query, 30), z3);
      check(file, script, SolverRun.output(SolverRun.CVC5, query, 30), cvc5);
    }
    report(z3, cvc5);
    assertEquals(List.of(), z3.problems, z3.summary("z3"));
    assertEquals(List.of(), cvc5.problems, cvc5.summary("cvc5"));
    assertTrue(z3.count(ScriptCheck.Verdict.TRUE) >= z3.sat * 3 / 4, z3.summary("z3"));
    assertTrue(cvc5.count(ScriptCheck.Verdict.TRUE) >= cvc5.sat * 3 / 4, cvc5.summary("cvc5"));
  }

  private static List<Path> files() throws IOException {
    Path corpus = TestPaths.shared().resolve("corpus");
    if ("corpus".equals(System.getProperty("tamis.eval.models"))) {
      return manifestSat(corpus);
    }
    List<Path> out = new ArrayList<>(smt2Files(corpus.resolve("smoke")));
    // seeds/FS is z3 5's finite sets: Debian's z3 and cvc5 do not read it (FiniteSetSeedsTest runs it).
    out.addAll(smt2Files(Path.of(System.getProperty("tamis.root", "..")).resolve("seeds")).stream()
        .filter(p -> !p.getParent().getFileName().toString().equals("FS")).toList());
    return out;
  }

  private static List<Path> smt2Files(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
  }

  /** Every file of the shared corpus that one of the solvers answered sat. */
  private static List<Path> manifestSat(Path corpus) throws IOException {
    List<Path> out = new ArrayList<>();
    for (String line : Files.readAllLines(corpus.resolve("manifest.tsv")).subList(1, 0 + Files.readAllLines(
        corpus.resolve("manifest.tsv")).size())) {
      String[] f = line.split("\t");
      if (f[4].equals("sat") || f[6].equals("sat")) {
        out.add(corpus.resolve(f[0]));
      }
    }
    return out;
  }

  /** The script up to its first check-sat, then get-model. */
  static String query(Script script) {
    ByteBuf out = new ByteBuf();
    ScriptPrinter printer = new ScriptPrinter(out);
    for (Command c : script.commands()) {
      printer.print(c);
      out.append('\n');
      if (c instanceof Command.CheckSat || c instanceof Command.CheckSatAssuming) {
        break;
      }
    }
    return out.append("(get-model)\n").toString();
  }

  private static void check(Path file, Script script, String output, Tally tally) {
    tally.files++;
    int at = answerLine(output);
    if (at < 0) {
      return;
    }
    tally.sat++;
    String answer = output.substring(at);
    try {
      Model model = ModelReader.read(script, file.getFileName().toString(), answer.getBytes(StandardCharsets.ISO_8859_1));
      ScriptCheck.Result r = ScriptCheck.check(script, model);
      tally.verdicts.merge(r.verdict(), 1, Integer::sum);
      if (r.verdict() == ScriptCheck.Verdict.UNKNOWN) {
        tally.unknownReasons.merge(shortReason(r.reason()), 1, Integer::sum);
      } else if (r.verdict() == ScriptCheck.Verdict.FALSE) {
        tally.problems.add(file + ": assertion at " + script.position(r.command()) + " is false: "
            + TermPrinter.toText(r.assertion()));
      }
    } catch (SmtLibException e) {
      tally.readErrors++;
      tally.problems.add(file + ": cannot read the model: " + e.getMessage());
    }
  }

  /** The offset of the model after a "sat" line, or -1 when the answer is not sat. */
  private static int answerLine(String output) {
    int offset = 0;
    for (String line : output.split("\n", -1)) {
      if (line.strip().equals("sat")) {
        return offset + line.length() + 1;
      }
      if (line.strip().equals("unsat") || line.strip().equals("unknown")) {
        return -1;
      }
      offset += line.length() + 1;
    }
    return -1;
  }

  private static String shortReason(String reason) {
    String r = reason.replaceAll("\\(.*\\)", "(...)").replaceAll("[0-9]+", "N");
    return r.length() > 90 ? r.substring(0, 90) : r;
  }

  private static void report(Tally z3, Tally cvc5) throws IOException {
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, Tally> e : Map.of("z3", z3, "cvc5", cvc5).entrySet()) {
      text.append(e.getValue().summary(e.getKey())).append('\n');
      e.getValue().unknownReasons.forEach((r, n) -> text.append("  unknown ").append(n).append("x: ").append(r)
          .append('\n'));
      e.getValue().problems.forEach(p -> text.append("  PROBLEM ").append(p).append('\n'));
    }
    System.out.print(text);
    Path target = Path.of("target");
    if (Files.isDirectory(target)) {
      Files.writeString(target.resolve("eval-models.txt"), text.toString());
    }
  }
}
