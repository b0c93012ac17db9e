package io.smtfuzz.bench.smtlib;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The benchmark input: every file of ../shared/corpus (or -Dsmtfuzz.shared=DIR), in sorted order. */
final class Corpus {
  private Corpus() {}

  static List<Path> files() {
    Path dir = Path.of(System.getProperty("smtfuzz.shared", "../shared")).resolve("corpus");
    try (Stream<Path> walk = Files.walk(dir)) {
      List<Path> files = walk.filter(p -> p.toString().endsWith(".smt2") && !p.toString().contains("/smoke/"))
          .sorted().toList();
      if (files.isEmpty()) {
        throw new IllegalStateException("no corpus files under " + dir.toAbsolutePath()
            + "; run from the checkout or pass -Dsmtfuzz.shared=PATH");
      }
      return files;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static byte[][] bytes(List<Path> files) {
    byte[][] out = new byte[files.size()][];
    for (int i = 0; i < out.length; i++) {
      try {
        out[i] = Files.readAllBytes(files.get(i));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }
}
