package io.smtfuzz.mutator;

import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.smtlib.ScriptReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Test helper: corpus seeds (every {@code step}-th file of ../shared/corpus). */
final class Corpus {
  private Corpus() {}

  static List<SeedScript> seeds(int step) throws IOException {
    Path dir = Path.of(System.getProperty("smtfuzz.shared", "../../shared")).resolve("corpus");
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dir)) {
      files = walk.filter(p -> p.toString().endsWith(".smt2") && !p.toString().contains("/smoke/")).sorted().toList();
    }
    if (files.size() < 5000) {
      throw new IllegalStateException("corpus not found or incomplete at " + dir.toAbsolutePath());
    }
    ScriptReader reader = new ScriptReader();
    List<SeedScript> seeds = new ArrayList<>();
    for (int i = 0; i < files.size(); i += step) {
      byte[] text = Files.readAllBytes(files.get(i));
      seeds.add(SeedScript.of(files.get(i).toString(), text, reader.read(files.get(i).toString(), text)));
    }
    return seeds;
  }
}
