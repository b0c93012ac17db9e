package io.tamis.core.smtlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.TestPaths;
import io.tamis.core.check.SortChecker;
import io.tamis.core.script.Script;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every file of ../shared/corpus reads, sort-checks and round-trips. */
class CorpusTest {

  @Test
  void wholeCorpusReadsChecksAndRoundTrips() throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(TestPaths.shared().resolve("corpus"))) {
      files = walk.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
    assertTrue(files.size() > 5_000, "corpus has only " + files.size() + " files");
    ScriptReader reader = new ScriptReader();
    SortChecker checker = new SortChecker();
    ByteBuf buf = new ByteBuf();
    List<String> errors = new ArrayList<>();
    for (Path file : files) {
      try {
        Script script = reader.read(file);
        errors.addAll(checker.check(script));
        String problem = RoundTrip.check(script, reader, buf);
        if (problem != null) {
          errors.add(problem);
        }
      } catch (SmtLibException e) {
        errors.add(e.getMessage());
      }
    }
    assertEquals(List.of(), errors.subList(0, Math.min(20, errors.size())), errors.size() + " errors");
  }
}
