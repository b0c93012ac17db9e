package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A build's source folder, brought to another commit by changing only the files that differ: make and
 * ninja then rebuild what changed, and the build's own outputs beside the sources are left alone. The
 * files of the last checkout are listed in {@code .tamis-checkout}, so a file the new commit lacks is deleted.
 */
final class Checkout {
  static final String MANIFEST = ".tamis-checkout";

  private Checkout() {}

  /** What a sync did: files written and files deleted. */
  record Changes(int written, int deleted) {}

  /** Makes {@code src} hold the files of {@code fresh} (an export of the commit); {@code fresh} is consumed. */
  static Changes sync(Path fresh, Path src) throws IOException {
    Files.createDirectories(src);
    List<String> files = new ArrayList<>();
    int written = 0;
    try (Stream<Path> walk = Files.walk(fresh)) {
      for (Path p : walk.filter(p -> !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)).toList()) {
        String rel = fresh.relativize(p).toString();
        files.add(rel);
        if (place(p, src.resolve(rel))) {
          written++;
        }
      }
    }
    Path manifest = src.resolve(MANIFEST);
    Set<String> now = new HashSet<>(files);
    int deleted = 0;
    if (Files.isRegularFile(manifest)) {
      for (String old : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
        if (!old.isEmpty() && !now.contains(old) && Files.deleteIfExists(src.resolve(old))) {
          deleted++;
        }
      }
    }
    Files.write(manifest, files, StandardCharsets.UTF_8);
    Installer.deleteTree(fresh);
    return new Changes(written, deleted);
  }

  /** Puts {@code from} at {@code to} unless {@code to} has the same content (and kind); true when it wrote. */
  private static boolean place(Path from, Path to) throws IOException {
    boolean link = Files.isSymbolicLink(from);
    if (Files.exists(to, LinkOption.NOFOLLOW_LINKS) && Files.isSymbolicLink(to) == link
        && (link ? Files.readSymbolicLink(from).equals(Files.readSymbolicLink(to))
            : Files.isExecutable(from) == Files.isExecutable(to) && Files.mismatch(from, to) == -1)) {
      return false;
    }
    Files.createDirectories(to.getParent());
    Files.deleteIfExists(to);
    if (link) {
      Files.createSymbolicLink(to, Files.readSymbolicLink(from));
    } else {
      Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
      Files.setLastModifiedTime(to, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis()));
    }
    return true;
  }
}
