package io.tamis.runner.install;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Objects;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Takes single files out of downloaded jars. */
final class Jars {
  private Jars() {}

  /** Copies the first of {@code entries} the jar has to {@code dest}. */
  static void extract(Path jar, List<String> entries, Path dest) throws InstallException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      ZipEntry e = entries.stream().map(zip::getEntry).filter(Objects::nonNull).findFirst().orElse(null);
      if (e == null) {
        throw new InstallException(jar.getFileName() + " has none of " + entries + " (not a linux x86-64 build?)");
      }
      Files.createDirectories(dest.getParent());
      try (InputStream in = zip.getInputStream(e)) {
        Files.copy(in, dest, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new InstallException("cannot unpack " + entries + " from " + jar + ": " + e.getMessage(), e);
    }
  }

  static void delete(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // The staging folder is removed as a whole on failure; a leftover download only costs disk.
    }
  }
}
