package io.tamis.runner.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** Expands command-line paths: folders recursively to their *.smt2 files, in sorted order. */
final class SmtFiles {
  private SmtFiles() {}

  /** The files; a folder without any *.smt2 file is a usage error (a wrong path, not a run of nothing). */
  static List<Path> collect(CommandSpec spec, List<Path> paths) throws IOException {
    Inputs.exist(spec, paths);
    List<Path> files = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        int before = files.size();
        try (Stream<Path> walk = Files.walk(p)) {
          walk.filter(f -> f.toString().endsWith(".smt2") && Files.isRegularFile(f)).sorted().forEach(files::add);
        }
        if (files.size() == before) {
          throw new ParameterException(spec.commandLine(), "no *.smt2 file in " + p);
        }
      } else {
        files.add(p);
      }
    }
    return files;
  }
}
