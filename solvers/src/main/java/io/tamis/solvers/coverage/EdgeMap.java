package io.tamis.solvers.coverage;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One map a coverage build's runtime counts edges into ({@code solvers/coverage/tamis-coverage.c}): a file in
 * shared memory, mapped here and in the solver. A 64-byte header ("TAMISCOV", the indices in use as a native
 * uint32), then one saturating counter per edge. One solver process writes it at a time; {@link #drain} reads
 * it after that process's test and zeroes what it read, so it is clean for the next test or process.
 */
public final class EdgeMap implements AutoCloseable {
  /** The variable that names the map to the solver. */
  public static final String VARIABLE = "TAMIS_COVERAGE_MAP";
  static final int HEADER = 64;
  /** Words read together before any is looked at. */
  private static final int BLOCK = 8;
  /** Little-endian whatever the machine: byte b of a word is counter 8w + b. */
  private static final ValueLayout.OfLong WORD = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(java.nio.ByteOrder.LITTLE_ENDIAN);
  private static final ValueLayout.OfInt USED = ValueLayout.JAVA_INT_UNALIGNED;

  private final Path file;
  private final Arena arena = Arena.ofShared();
  private final MemorySegment map;
  private final int capacity;

  /** A zeroed map of {@code capacity} counters in a new file under {@code dir} (sparse: pages cost when used). */
  public EdgeMap(Path dir, int capacity) throws IOException {
    this.capacity = capacity;
    this.file = Files.createTempFile(dir, "tamis-edges-", ".map");
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      ch.truncate(0);
      ch.write(java.nio.ByteBuffer.allocate(1), HEADER + (long) capacity - 1); // the file's size, sparse
      map = ch.map(FileChannel.MapMode.READ_WRITE, 0, HEADER + (long) capacity, arena);
    }
  }

  public Path file() {
    return file;
  }

  public int capacity() {
    return capacity;
  }

  /** The counters the runtime numbered (the guards of the program, plus index 0), 0 before a run. */
  public int used() {
    return Math.min(capacity, Math.max(0, map.get(USED, 8)));
  }

  /** Counter {@code index}, for tests. */
  public int counter(int index) {
    return Byte.toUnsignedInt(map.get(ValueLayout.JAVA_BYTE, HEADER + (long) index));
  }

  /** Sets counter {@code index}, as the runtime would: for tests and benchmarks. */
  public void hit(int index) {
    map.set(ValueLayout.JAVA_BYTE, HEADER + (long) index, (byte) 1);
    if (index >= used()) {
      map.set(USED, 8, index + 1);
    }
  }

  /**
   * Reads the edges taken since the last drain into {@code seen} and zeroes them: eight counters a word, and
   * only the words with a counter set are written back.
   */
  public Hits drain(SeenEdges seen) {
    int words = (used() + 7) >>> 3;
    Hits.Sum sum = new Hits.Sum();
    for (int block = 0; block < words; block += BLOCK) {
      int end = Math.min(words, block + BLOCK);
      if (!zero(block, end)) {
        for (int w = block; w < end; w++) {
          drainWord(w, seen, sum);
        }
      }
    }
    return sum.hits();
  }

  /** Whether words {@code [from, to)} are all zero: one branch for a block of 64 counters, most of them untaken. */
  private boolean zero(int from, int to) {
    long any = 0;
    for (int w = from; w < to; w++) {
      any |= map.get(WORD, HEADER + ((long) w << 3));
    }
    return any == 0;
  }

  private void drainWord(int w, SeenEdges seen, Hits.Sum sum) {
    long offset = HEADER + ((long) w << 3);
    long v = map.get(WORD, offset);
    if (v == 0) {
      return;
    }
    map.set(WORD, offset, 0L);
    int taken = nonZeroBytes(v);
    int added = seen.addEight(w << 3, taken);
    sum.add(taken, added, seen.aimedEight(w << 3, taken));
  }

  /** Bit {@code b} set for each non-zero byte {@code b} of {@code v} (byte 0 the lowest: counter {@code 8w + b}). */
  static int nonZeroBytes(long v) {
    int mask = 0;
    for (int b = 0; b < 8; b++) {
      mask |= (v >>> (b << 3) & 0xFF) != 0 ? 1 << b : 0;
    }
    return mask;
  }

  /** Zeroes every counter, read or not (what a process that was killed mid-test left). */
  public void clear() {
    map.asSlice(HEADER, ((long) used() + 7) & ~7L).fill((byte) 0);
  }

  @Override
  public void close() {
    arena.close();
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // A file in shared memory: the OS's temp cleaning takes it.
    }
  }
}
