package io.tamis.runner.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Expands command-line paths: folders recursively to their *.smt2 files, in sorted order. */
final class SmtFiles {
  private SmtFiles() {}

  static List<Path> collect(List<Path> paths) throws IOException {
    List<Path> files = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> walk = Files.walk(p)) {
          walk.filter(f -> f.toString().endsWith(".smt2") && Files.isRegularFile(f)).sorted().forEach(files::add);
        }
      } else {
        files.add(p);
      }
    }
    return files;
  }
}
