package io.tamis.runner.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Durable writes: data reaches the disk before the rename that publishes it. */
public final class AtomicFiles {
  private AtomicFiles() {}

  static void writeSynced(Path file, byte[] bytes) throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING)) {
      ByteBuffer buf = ByteBuffer.wrap(bytes);
      while (buf.hasRemaining()) {
        ch.write(buf);
      }
      ch.force(true);
    }
  }

  static void syncDirectory(Path dir) throws IOException {
    try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
      ch.force(true);
    }
  }

  /** Writes {@code file} through a temporary sibling and an atomic rename (its folder made if need be). */
  public static void replace(Path file, byte[] bytes) throws IOException {
    Files.createDirectories(file.getParent());
    Path tmp = file.resolveSibling(".tmp-" + file.getFileName());
    writeSynced(tmp, bytes);
    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    syncDirectory(file.getParent());
  }
}
