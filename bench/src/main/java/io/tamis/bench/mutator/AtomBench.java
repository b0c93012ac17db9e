package io.tamis.bench.mutator;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.theory.AtomBuilder;
import io.tamis.mutator.theory.TheoryGenerators;
import java.util.Set;
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
 * How many atoms per second per core does one theory generator build and print? Each atom is built
 * in a weak factory (as a long stream's would be) from a fresh random source, then printed.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AtomBench {
  @Param({"Ints", "BitVectors", "FloatingPoint", "Strings", "Sequences", "FiniteSets", "Sets", "Bags"})
  String theory;

  private AtomBuilder builder;
  private long next;

  @Setup
  public void setUp() {
    Set<String> solvers = Set.of(theory.equals("FiniteSets") ? "z3" : theory.equals("Sets")
        || theory.equals("Bags") ? "cvc5" : "z3");
    TheoryGenerators g = TheoryGenerators.standard(SignatureTable.standard(), solvers, Set.of(theory));
    builder = g.usable().get(0).builder(TermFactory.weak(), "b_");
  }

  @Benchmark
  public String atom() {
    Term t = builder.atom(RandomSource.seeded(next++));
    return t == null ? "" : TermPrinter.toText(t);
  }
}
