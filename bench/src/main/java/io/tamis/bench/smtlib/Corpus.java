package io.tamis.bench.smtlib;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The benchmark input: every file of ../shared/corpus (or -Dtamis.shared=DIR), in sorted order;
 * or of ../shared/suites, the regression suites of cvc5 and z3.
 */
final class Corpus {
  private Corpus() {}

  static List<Path> files() {
    return files("corpus");
  }

  /** The {@code .smt2} files under {@code folder} of the shared directory ({@code corpus} without smoke/). */
  static List<Path> files(String folder) {
    Path dir = Path.of(System.getProperty("tamis.shared", "../shared")).resolve(folder);
    try (Stream<Path> walk = Files.walk(dir)) {
      List<Path> files = walk.filter(p -> p.toString().endsWith(".smt2") && !p.toString().contains("/smoke/"))
          .sorted().toList();
      if (files.isEmpty()) {
        throw new IllegalStateException("no corpus files under " + dir.toAbsolutePath()
            + "; run from the checkout or pass -Dtamis.shared=PATH");
      }
      return files;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every corpus file, read. */
  static List<io.tamis.core.script.Script> scripts() {
    List<Path> files = files();
    byte[][] bytes = bytes(files);
    io.tamis.core.smtlib.ScriptReader reader = new io.tamis.core.smtlib.ScriptReader();
    List<io.tamis.core.script.Script> out = new java.util.ArrayList<>();
    for (int i = 0; i < bytes.length; i++) {
      out.add(reader.read(files.get(i).toString(), bytes[i]));
    }
    return out;
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
