package io.tamis.bench.smtlib;

import io.tamis.core.check.SortChecker;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How fast do we read SMT-LIB? One operation reads one file (cycling through all of them);
 * {@code bytes} per second is the MB/s figure. Reading always sort-checks every application;
 * {@code check=true} adds the independent {@link SortChecker} pass. {@code input} is the shared
 * corpus or the regression suites of cvc5 and z3 (their files that the reader takes).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReadBench {
  @Param({"false", "true"})
  boolean check;

  @Param({"corpus", "suites"})
  String input;

  private byte[][] files;
  private String[] names;
  private final ScriptReader reader = new ScriptReader();
  private final SortChecker checker = new SortChecker();
  private int next;

  @Setup
  public void load() {
    var paths = Corpus.files(input);
    byte[][] all = Corpus.bytes(paths);
    java.util.List<byte[]> readable = new java.util.ArrayList<>();
    java.util.List<String> readableNames = new java.util.ArrayList<>();
    for (int i = 0; i < all.length; i++) {
      try {
        reader.read(paths.get(i).toString(), all[i]);
        readable.add(all[i]);
        readableNames.add(paths.get(i).toString());
      } catch (io.tamis.core.smtlib.SmtLibException e) {
        // a refused file (bench/suites/refusals.md) is not part of the input
      }
    }
    files = readable.toArray(new byte[0][]);
    names = readableNames.toArray(new String[0]);
  }

  @Benchmark
  public Object read(Throughput counters) {
    int i = next;
    next = (next + 1) % files.length;
    Script script = reader.read(names[i], files[i]);
    counters.bytes += files[i].length;
    counters.terms += script.factory().size();
    return check ? checker.check(script) : script;
  }
}
