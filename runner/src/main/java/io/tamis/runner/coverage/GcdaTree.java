package io.tamis.runner.coverage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * A {@code GCOV_PREFIX} folder: the runs of a gcov build wrote each object's counts there as
 * {@code TREE/ABSOLUTE/PATH/OF/object.gcda}. gcov reads a {@code .gcda} with the {@code .gcno} the compiler
 * wrote beside the object, so each is linked (or copied, across file systems) in beside its {@code .gcda}.
 */
final class GcdaTree {
  private GcdaTree() {}

  /** Links each {@code .gcda}'s {@code .gcno} into {@code tree}; returns how many {@code .gcda} there are. */
  static int addNotes(Path tree) throws IOException {
    List<Path> counts;
    try (Stream<Path> walk = Files.walk(tree)) {
      counts = walk.filter(p -> p.toString().endsWith(".gcda")).toList();
    }
    for (Path gcda : counts) {
      Path notes = Path.of("/").resolve(tree.relativize(gcda).toString().replaceFirst("\\.gcda$", ".gcno"));
      if (Files.isRegularFile(notes)) {
        place(notes, gcda.resolveSibling(notes.getFileName()));
      }
    }
    return counts.size();
  }

  private static void place(Path from, Path to) throws IOException {
    Files.deleteIfExists(to);
    try {
      Files.createLink(to, from);
    } catch (IOException | UnsupportedOperationException e) {
      Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** Copies the tree {@code from} (a campaign's {@code gcda/}) to {@code to}, leaving the campaign as it was. */
  static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else if (p.toString().endsWith(".gcda")) {
          Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }
}
