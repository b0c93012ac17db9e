package io.tamis.bench.smtlib;

import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptPrinter;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** How fast do we print? One operation prints one pre-read corpus script into a reused buffer. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PrintBench {
  private Script[] scripts;
  private final ByteBuf buf = new ByteBuf(1 << 20);
  private ScriptPrinter printer;
  private int next;

  @Setup
  public void load() {
    scripts = Corpus.scripts().toArray(new Script[0]);
    printer = new ScriptPrinter(buf);
  }

  @Benchmark
  public int print(Throughput counters) {
    Script script = scripts[next];
    next = (next + 1) % scripts.length;
    buf.clear();
    printer.print(script);
    counters.bytes += buf.length();
    return buf.length();
  }
}
