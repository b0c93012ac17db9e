package io.tamis.bench.eval;

import io.tamis.bench.smtlib.Throughput;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.eval.ScriptCheck;
import io.tamis.core.script.Script;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
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
 * How fast does the evaluator check a script under a real model? Input: corpus scripts z3 answers
 * sat quickly, with z3's models (see {@link SolvedScripts}). {@code check}: one operation checks
 * every assertion of the next script with a fresh evaluator (no values carried over); the aux
 * counter {@code terms} counts the distinct terms (DAG nodes) of its assertions, so terms/s is the
 * evaluation rate. {@code readModel}: one operation reads the next z3 answer into a model.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EvalBench {
  @Param({"300"})
  int scripts;

  private List<SolvedScripts.Solved> solved;
  private int[] dagSizes;
  private int next;

  @Setup
  public void load() {
    solved = SolvedScripts.load(scripts);
    dagSizes = new int[solved.size()];
    for (int i = 0; i < dagSizes.length; i++) {
      dagSizes[i] = dagSize(solved.get(i).script());
    }
  }

  /** Distinct terms reachable from the assertions. */
  private static int dagSize(Script script) {
    Set<Term> seen = new HashSet<>();
    List<Term> work = new ArrayList<>(script.assertions());
    while (!work.isEmpty()) {
      Term t = work.remove(work.size() - 1);
      if (seen.add(t)) {
        for (int i = 0; i < t.argCount(); i++) {
          work.add(t.arg(i));
        }
      }
    }
    return seen.size();
  }

  private int advance() {
    int i = next;
    next = (next + 1) % solved.size();
    return i;
  }

  @Benchmark
  public ScriptCheck.Result check(Throughput counters) {
    int i = advance();
    SolvedScripts.Solved s = solved.get(i);
    counters.terms += dagSizes[i];
    return ScriptCheck.check(s.script(), s.model());
  }

  @Benchmark
  public Object readModel(Throughput counters) {
    SolvedScripts.Solved s = solved.get(advance());
    counters.bytes += s.answer().length;
    return ModelReader.read(s.script(), s.answer());
  }
}
