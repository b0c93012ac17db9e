package io.tamis.solvers.install;

import io.tamis.core.gen.SeedScript;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Objects;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Takes single files out of downloaded jars and wheels. */
final class Jars {
  private Jars() {}

  /** Copies the first of {@code entries} the jar has to {@code dest}. */
  static void extract(Path jar, List<String> entries, Path dest) throws InstallException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      copy(zip, entries.stream().map(zip::getEntry).filter(Objects::nonNull).findFirst().orElse(null), dest);
    } catch (IOException e) {
      throw new InstallException("cannot unpack " + entries + " from " + jar + ": " + e.getMessage(), e);
    }
  }

  /** Copies the one entry whose name ends with {@code suffix} (a wheel's {@code .data/data/bin/z3}) to {@code dest}. */
  static void extractSuffix(Path zipFile, String suffix, Path dest) throws InstallException {
    try (ZipFile zip = new ZipFile(zipFile.toFile())) {
      copy(zip, zip.stream().filter(e -> e.getName().endsWith(suffix)).findFirst().orElse(null), dest);
    } catch (IOException e) {
      throw new InstallException("cannot unpack *" + suffix + " from " + zipFile + ": " + e.getMessage(), e);
    }
  }

  private static void copy(ZipFile zip, ZipEntry e, Path dest) throws IOException, InstallException {
    if (e == null) {
      throw new InstallException(Path.of(zip.getName()).getFileName() + " has no such file (not a linux x86-64 "
          + "build?)");
    }
    Files.createDirectories(dest.getParent());
    try (InputStream in = zip.getInputStream(e)) {
      Files.copy(in, dest, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** The SHA-256 of a downloaded file, which the install record keeps. */
  static String sha256(Path file) throws InstallException {
    try {
      return SeedScript.sha256(Files.readAllBytes(file));
    } catch (IOException e) {
      throw new InstallException("cannot read " + file + ": " + e.getMessage(), e);
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
