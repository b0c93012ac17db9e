package io.tamis.enumerator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The ET reference files: surefire sets {@code tamis.shared}; IDE runs fall back to ../shared. */
final class SharedFiles {
  private SharedFiles() {}

  static Path et() {
    String property = System.getProperty("tamis.shared");
    Path dir = (property != null ? Path.of(property) : Path.of("..", "..", "shared")).resolve("et");
    if (!Files.isDirectory(dir)) {
      throw new IllegalStateException("ET reference files not found at " + dir.toAbsolutePath()
          + " (expected ../shared/et beside the checkout)");
    }
    return dir;
  }

  /** Tab-separated rows of an ET file, comments skipped. */
  static List<String[]> rows(String file) {
    try {
      return Files.readAllLines(et().resolve(file)).stream()
          .filter(l -> !l.isBlank() && !l.startsWith("#"))
          .map(l -> l.split("\t", -1))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
