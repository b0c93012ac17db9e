package io.tamis.runner.campaign;

import io.tamis.runner.store.AtomicFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The edges a campaign took on one coverage build, as saved in its folder: "TAMISEDG", then one
 * little-endian long per 64 edges. Zero words at the end are left out, so a file is as long as the
 * highest edge taken.
 */
public final class EdgeFile {
  private static final byte[] MAGIC = "TAMISEDG".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  private EdgeFile() {}

  public static void write(Path file, long[] words) throws IOException {
    int n = words.length;
    while (n > 0 && words[n - 1] == 0) {
      n--;
    }
    ByteBuffer b = ByteBuffer.allocate(MAGIC.length + 8 * n).order(ByteOrder.LITTLE_ENDIAN);
    b.put(MAGIC);
    for (int i = 0; i < n; i++) {
      b.putLong(words[i]);
    }
    AtomicFiles.replace(file, b.array());
  }

  public static long[] read(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    if (bytes.length < MAGIC.length || !java.util.Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)
        || (bytes.length - MAGIC.length) % 8 != 0) {
      throw new IOException(file + ": not a file of edges (tamis writes them in a campaign's coverage/ folder)");
    }
    ByteBuffer b = ByteBuffer.wrap(bytes, MAGIC.length, bytes.length - MAGIC.length).order(ByteOrder.LITTLE_ENDIAN);
    long[] words = new long[(bytes.length - MAGIC.length) / 8];
    for (int i = 0; i < words.length; i++) {
      words[i] = b.getLong();
    }
    return words;
  }

  /** Adds the edges of {@code inputs}' files to {@code out} (shards merged: an OR of their bits). */
  public static void merge(java.util.List<Path> inputs, Path out) throws IOException {
    long[] all = new long[0];
    for (Path in : inputs) {
      long[] w = read(in);
      if (w.length > all.length) {
        all = java.util.Arrays.copyOf(all, w.length);
      }
      for (int i = 0; i < w.length; i++) {
        all[i] |= w[i];
      }
    }
    write(out, all);
  }
}
