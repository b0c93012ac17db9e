package io.tamis.core.smtlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.TestPaths;
import io.tamis.core.check.SortChecker;
import io.tamis.core.script.Script;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every file of ../shared/suites (the regression suites of cvc5 and z3) reads, sort-checks and
 * round-trips (print, read back, the same terms), except the refusals listed in
 * {@code suites-refused.tsv}: scripts meant to fail and the few forms not read yet, each with its
 * reason (bench/suites/refusals.md says which ones the solvers themselves reject). A new refusal
 * fails, and so does a listed file that now reads: the list stays exact.
 */
class SuitesTest {

  @Test
  void suitesReadCheckAndRoundTripExceptTheListedRefusals() throws IOException {
    Path suites = TestPaths.shared().resolve("suites");
    List<Path> files;
    try (Stream<Path> walk = Files.walk(suites)) {
      files = walk.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
    assertTrue(files.size() > 5_000, "suites have only " + files.size() + " files");
    Map<String, String> listed = listedRefusals();
    Map<String, String> refused = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    ScriptReader reader = new ScriptReader();
    SortChecker checker = new SortChecker();
    ByteBuf buf = new ByteBuf();
    for (Path file : files) {
      String name = suites.relativize(file).toString();
      String problem = problem(file, reader, checker, buf);
      if (problem != null && problem.contains("round trip")) {
        problems.add(problem);
      } else if (problem != null) {
        refused.put(name, problem.substring(problem.indexOf(".smt2:") + 6));
      }
    }
    assertEquals(List.of(), problems.subList(0, Math.min(20, problems.size())), problems.size() + " round-trip failures");
    List<String> unlisted = refused.entrySet().stream().filter(e -> !listed.containsKey(e.getKey()))
        .map(e -> e.getKey() + ":" + e.getValue()).toList();
    List<String> nowRead = listed.keySet().stream().filter(f -> !refused.containsKey(f)).toList();
    assertEquals(List.of(), unlisted.subList(0, Math.min(20, unlisted.size())), unlisted.size() + " new refusals");
    assertEquals(List.of(), nowRead, "listed in suites-refused.tsv but read now: remove them from the list");
  }

  private static String problem(Path file, ScriptReader reader, SortChecker checker, ByteBuf buf) throws IOException {
    try {
      Script script = reader.read(file);
      List<String> errors = checker.check(script);
      return errors.isEmpty() ? RoundTrip.check(script, reader, buf) : errors.get(0);
    } catch (SmtLibException e) {
      return e.getMessage();
    }
  }

  /** {@code suites-refused.tsv}: a file (relative to the suites) and the reader's reason, per line. */
  private static Map<String, String> listedRefusals() throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (InputStream in = SuitesTest.class.getResourceAsStream("/suites-refused.tsv")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          String[] cells = line.split("\t", 2);
          out.put(cells[0], cells.length > 1 ? cells[1] : "");
        }
      }
    }
    return out;
  }
}
