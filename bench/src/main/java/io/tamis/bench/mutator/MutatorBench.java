package io.tamis.bench.mutator;

import io.tamis.core.gen.Answer;
import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.mutator.Mutators;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
 * How many mutants per second per core, printing included? Seeds are the 300 of the yinyang
 * baseline (../shared/bench-seeds/yinyang300), split by size into thirds ({@code size}). {@code
 * mutate} takes the next mutant of the next seed's stream; {@code open} is the per-seed setup
 * (copy, preparation, operator instances). One {@code mutate} of valfuzz is a meta-formula and the
 * seed with its model's values (two tests: building and printing the meta-formula, reading the model,
 * substituting); the model gives each hole a fixed value of its sort, as a solver's would, and is
 * written once per seed outside the measure. rbase's is one seed with random values: valfuzz's
 * substitution step alone. fusion's partners are the seeds of the same third (those with a status);
 * histfuzz's history is that third too. skeleton uses every theory generator z3 and cvc5 both accept
 * (no self-check: that needs the solvers).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MutatorBench {
  @Param({"typefuzz", "opfuzz", "valfuzz", "rbase", "fusion", "skeleton", "histfuzz"})
  String generator;

  @Param({"small", "medium", "large"})
  String size;

  private Generator g;
  private List<SeedScript> seeds;
  private TestStream[] streams;
  private String[] models;
  private int next;

  @Setup
  public void load() {
    seeds = third(size);
    // fusion's partners: the same third (a seed is fused with one of its logic and status)
    g = Mutators.create(generator, Set.of("z3", "cvc5"), Mutators.Settings.DEFAULT, seeds).orElseThrow();
    // Only seeds the generator uses (fusion: those with a status and a partner).
    seeds = seeds.stream().filter(s -> g.open(s, 1).next() != null).toList();
    streams = new TestStream[seeds.size()];
    models = new String[seeds.size()];
    for (int i = 0; i < streams.length; i++) {
      streams[i] = g.open(seeds.get(i), 1);
    }
  }

  /** The seeds of one third by size: small, medium or large. */
  static List<SeedScript> third(String size) {
    List<SeedScript> all = readSeeds();
    all.sort(Comparator.comparingInt(s -> s.text().length));
    int third = all.size() / 3;
    int from = switch (size) {
      case "small" -> 0;
      case "medium" -> third;
      default -> 2 * third;
    };
    return all.subList(from, from + third);
  }

  private static List<SeedScript> readSeeds() {
    Path dir = Path.of(System.getProperty("tamis.shared", "../shared")).resolve("bench-seeds/yinyang300");
    ScriptReader reader = new ScriptReader();
    List<SeedScript> out = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.filter(f -> f.toString().endsWith(".smt2")).sorted().toList()) {
        byte[] text = Files.readAllBytes(p);
        out.add(SeedScript.of(p.toString(), text, reader.read(p.toString(), text)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  @Benchmark
  public TestCase mutate() {
    int i = next;
    next = (next + 1) % streams.length;
    TestCase t = streams[i].next();
    if (t != null && generator.equals("valfuzz")) {
      // A seed's holes are the same in every meta-formula: its model is written once.
      models[i] = models[i] != null ? models[i] : model(t);
      streams[i].answered(t, new Answer("sat", models[i]));
      t = streams[i].next();
    }
    if (t == null) {
      streams[i] = g.open(seeds.get(i), 1);
    }
    return t;
  }

  @Benchmark
  public TestStream open() {
    int i = next;
    next = (next + 1) % seeds.size();
    return g.open(seeds.get(i), 1);
  }

  /** A model of a meta-formula: each hole (a declared constant named like vf_h3) gets a value of its sort. */
  static String model(TestCase meta) {
    Script s = new ScriptReader().read("meta", meta.text());
    StringBuilder out = new StringBuilder("(");
    for (Command c : s.commands()) {
      if (c instanceof Command.DeclareFun d && d.symbol().name().matches("_*vf_h\\d+")) {
        Sort sort = d.symbol().result();
        out.append("(define-fun ").append(d.symbol().name()).append(" () ").append(sort).append(' ')
            .append(value(sort)).append(")\n");
      }
    }
    return out.append(')').toString();
  }

  private static String value(Sort sort) {
    if (sort.kind() == SortKind.BITVEC) {
      return "#b" + "0".repeat(sort.width() - 1) + "1";
    }
    return sort.equals(Sort.STRING) ? "\"ab\"" : sort.equals(Sort.REAL) ? "(/ 3.0 4.0)" : "(- 7)";
  }
}
