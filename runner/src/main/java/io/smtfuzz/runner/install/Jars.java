package io.smtfuzz.runner.install;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Takes single files out of downloaded jars. */
final class Jars {
  private Jars() {}

  static void extract(Path jar, String entry, Path dest) throws InstallException {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      ZipEntry e = zip.getEntry(entry);
      if (e == null) {
        throw new InstallException(jar.getFileName() + " has no " + entry + " (not a linux x86-64 build?)");
      }
      Files.createDirectories(dest.getParent());
      try (InputStream in = zip.getInputStream(e)) {
        Files.copy(in, dest, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new InstallException("cannot unpack " + entry + " from " + jar + ": " + e.getMessage(), e);
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
