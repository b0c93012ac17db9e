package io.tamis.mutator;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Test helper: corpus seeds (every {@code step}-th file of ../shared/corpus), and the regression
 * suites' files that the reader takes (every {@code step}-th of ../shared/suites).
 */
public final class Corpus {
  private Corpus() {}

  public static List<SeedScript> seeds(int step) throws IOException {
    List<Path> files = files("corpus");
    if (files.size() < 5000) {
      throw new IllegalStateException("corpus not found or incomplete");
    }
    ScriptReader reader = new ScriptReader();
    List<SeedScript> seeds = new ArrayList<>();
    for (int i = 0; i < files.size(); i += step) {
      byte[] text = Files.readAllBytes(files.get(i));
      seeds.add(SeedScript.of(files.get(i).toString(), text, reader.read(files.get(i).toString(), text)));
    }
    return seeds;
  }

  /** Suite files the reader refuses (scripts meant to fail, a few extensions) are left out. */
  public static List<SeedScript> suiteSeeds(int step) throws IOException {
    List<Path> files = files("suites");
    if (files.size() < 5000) {
      throw new IllegalStateException("suites not found or incomplete");
    }
    ScriptReader reader = new ScriptReader();
    List<SeedScript> seeds = new ArrayList<>();
    for (int i = 0; i < files.size(); i += step) {
      byte[] text = Files.readAllBytes(files.get(i));
      try {
        seeds.add(SeedScript.of(files.get(i).toString(), text, reader.read(files.get(i).toString(), text)));
      } catch (SmtLibException e) {
        // not a seed
      }
    }
    return seeds;
  }

  private static List<Path> files(String folder) throws IOException {
    Path dir = Path.of(System.getProperty("tamis.shared", "../../shared")).resolve(folder);
    if (!Files.isDirectory(dir)) {
      throw new IllegalStateException(folder + " not found at " + dir.toAbsolutePath());
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().endsWith(".smt2") && !p.toString().contains("/smoke/")).sorted().toList();
    }
  }
}
