package io.tamis.bench.smtlib;

import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * MB read per second of this thread's CPU time (what {@link ReadBench#read} measures with
 * {@code check=false}, but by CPU time, which other jobs on a shared machine do not inflate). Reads
 * every file of the input (files the reader refuses are left out) once per round and prints each
 * round. Arguments: {@code corpus} or {@code suites}, and the number of rounds. Uses the reader's
 * public API only, so the class can run against an older build's jar: put that jar first on the
 * class path and a folder with this class after it.
 *
 * <pre>java -cp bench/target/benchmarks.jar io.tamis.bench.smtlib.ReadCpu corpus 20</pre>
 */
public final class ReadCpu {
  private ReadCpu() {}

  public static void main(String[] args) {
    String input = args[0];
    int rounds = Integer.parseInt(args[1]);
    List<Path> paths = Corpus.files(input);
    byte[][] all = Corpus.bytes(paths);
    ScriptReader reader = new ScriptReader();
    List<byte[]> files = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (int i = 0; i < all.length; i++) {
      try {
        reader.read(paths.get(i).toString(), all[i]);
        files.add(all[i]);
        names.add(paths.get(i).toString());
      } catch (SmtLibException e) {
        // refused: not part of the input
      }
    }
    long bytes = files.stream().mapToLong(b -> b.length).sum();
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    System.out.printf("%s: %d files read of %d, %.1f MB%n", input, files.size(), all.length, bytes / 1e6);
    for (int r = 0; r < rounds; r++) {
      long start = cpu.getCurrentThreadCpuTime();
      long terms = 0;
      for (int i = 0; i < files.size(); i++) {
        terms += reader.read(names.get(i), files.get(i)).factory().size();
      }
      double seconds = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
      System.out.printf("%s round %d: %.1f MB per CPU second (%.0f terms per CPU second, %.2f s)%n", input, r,
          bytes / 1e6 / seconds, terms / seconds, seconds);
    }
  }
}
