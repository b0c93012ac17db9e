package io.tamis.bench.smtlib;

import io.tamis.core.script.Script;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermCopier;
import io.tamis.core.term.TermFactory;
import java.util.List;
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
 * How fast is interning, and which table keeps memory bounded more cheaply? One operation copies
 * the assertions of one corpus script into a factory: {@code reset} makes a new strong factory per
 * script (what workers do per seed), {@code weak} keeps one long-lived weakly-held table.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class InternBench {
  @Param({"reset", "weak"})
  String table;

  private List<List<Term>> assertions;
  private TermFactory weak;
  private int next;

  @Setup
  public void load() {
    assertions = Corpus.scripts().stream().map(Script::assertions).toList();
    weak = TermFactory.weak();
  }

  @Benchmark
  public int intern(Throughput counters) {
    List<Term> terms = assertions.get(next);
    next = (next + 1) % assertions.size();
    TermFactory target = table.equals("weak") ? weak : new TermFactory();
    TermCopier copier = new TermCopier(target);
    for (Term t : terms) {
      copier.copy(t);
    }
    counters.terms += copier.copied();
    return copier.copied();
  }
}
