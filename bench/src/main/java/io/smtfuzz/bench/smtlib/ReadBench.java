package io.smtfuzz.bench.smtlib;

import io.smtfuzz.core.check.SortChecker;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.smtlib.ScriptReader;
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
 * How fast do we read SMT-LIB? One operation reads one corpus file (cycling through all of them);
 * {@code bytes} per second is the MB/s figure. Reading always sort-checks every application;
 * {@code check=true} adds the independent {@link SortChecker} pass.
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

  private byte[][] files;
  private String[] names;
  private final ScriptReader reader = new ScriptReader();
  private final SortChecker checker = new SortChecker();
  private int next;

  @Setup
  public void load() {
    var paths = Corpus.files();
    files = Corpus.bytes(paths);
    names = paths.stream().map(Object::toString).toArray(String[]::new);
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
