package io.tamis.solvers.launch;

import java.io.IOException;
import java.io.InputStream;

/** Where a child's output goes, chunk by chunk, as it is read. */
public interface Sink {
  /** Takes the first {@code n} bytes of {@code buf}; the array is reused after the call. */
  void append(byte[] buf, int n);

  /** Moves {@code in} to its end (or until it fails, e.g. closed because its process was killed). */
  static void readAll(InputStream in, Sink sink) {
    byte[] buf = new byte[8192];
    try (in) {
      int n;
      while ((n = in.read(buf)) > 0) {
        sink.append(buf, n);
      }
    } catch (IOException e) {
      // The stream dies with its process: what was read so far is the output.
    }
  }
}
