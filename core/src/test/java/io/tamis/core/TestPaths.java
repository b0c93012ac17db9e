package io.tamis.core;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the shared corpus is: surefire sets {@code tamis.shared}; IDE runs fall back to ../shared. */
public final class TestPaths {
  private TestPaths() {}

  public static Path shared() {
    String property = System.getProperty("tamis.shared");
    Path dir = property != null ? Path.of(property) : Path.of("..", "..", "shared");
    if (!Files.isDirectory(dir.resolve("corpus"))) {
      throw new IllegalStateException("shared corpus not found at " + dir.toAbsolutePath()
          + " (expected ../shared beside the checkout)");
    }
    return dir;
  }
}
