package io.tamis.bench.enumerator;

import io.tamis.enumerator.Enumerator;
import io.tamis.enumerator.order.Derivation;
import java.math.BigInteger;
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
 * How long does jumping to index 10^100 take? {@code unrank}: with the counts already computed (a
 * worker that jumps to its shard); {@code countAndUnrank}: from a fresh grammar, counting every level
 * up to that size first (a process that starts at that index). {@code rank} is the way back.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class UnrankBench {
  private static final BigInteger INDEX = BigInteger.TEN.pow(100);

  @Param({"et:Ints", "Ints", "et:Strings"})
  String grammar;

  private Enumerator warm;
  private Derivation test;

  @Setup
  public void load() {
    warm = load(grammar);
    test = warm.derivation(INDEX);
  }

  private static Enumerator load(String grammar) {
    boolean et = grammar.startsWith("et:");
    return Enumerator.load(et ? grammar.substring(3) : grammar, et);
  }

  @Benchmark
  public Derivation unrank() {
    return warm.derivation(INDEX);
  }

  @Benchmark
  public BigInteger rank() {
    return warm.index(test);
  }

  @Benchmark
  public Derivation countAndUnrank() {
    return load(grammar).derivation(INDEX);
  }
}
