package io.tamis.runner.cli;

import io.tamis.core.op.SignatureTable;
import io.tamis.enumerator.Coverage;
import io.tamis.enumerator.Enumeration;
import io.tamis.enumerator.Enumerator;
import io.tamis.enumerator.IndexRange;
import io.tamis.enumerator.LastLevelShuffle;
import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.grammar.TheoryGrammar;
import io.tamis.enumerator.render.Style;
import io.tamis.enumerator.render.TextBuffer;
import io.tamis.runner.campaign.Shard;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tamis enumerate}: every test of a grammar, in size order, by global index. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
    description = {"Write the tests of a grammar in size order; test i is the same on every machine.",
        "Grammars: config/grammars (Core Ints Reals RealInts LIA NIA LRA NRA Strings Bitvectors FP " +
        "Arrays UF QLIA), or the ET ones with --et-order (Core Ints Reals RealInts Bitvectors FP " +
        "Strings Arrays), or a grammar file (format: config/grammars/README.md).",
        "Or derive a grammar: --theories Ints,Strings --vars 3 --literals 0,1,\"a\".",
        "Output: one file per test (DIR/<index>.smt2) or standard output: ET tests one per line, " +
        "SMT-LIB tests followed by an empty line. A summary goes to standard error.",
        "With --solvers: run the tests through the oracle instead (warm sessions that separate tests by " +
        "push/pop), findings to --out DIR, ending with the bounded guarantee \"checked indices 0..N: " +
        "all tests up to size k, plus x%% of size k+1\". Exit code then: 0 no finding, 10 findings."})
public final class EnumerateCommand implements Callable<Integer> {
  private static final int DEFAULT_COUNT_SIZES = 10;
  private static final long CANONICAL_COUNT_LIMIT = 2_000_000;
  private static final int DEFAULT_WARM = 1000;

  @Option(names = "--grammar", paramLabel = "NAME|FILE", description = "Grammar name or file.")
  String grammar;

  @Option(names = "--theories", split = ",", paramLabel = "T,...",
      description = "Instead of --grammar: derive one from the signature table for these theories (Ints, Reals,"
          + " Reals_Ints, Strings, Core, ...).")
  List<String> theories;

  @Option(names = "--vars", paramLabel = "N", defaultValue = "3",
      description = "With --theories: variables per theory sort (default 3).", converter = Inputs.Count.class)
  int vars;

  @Option(names = "--literals", split = ",", paramLabel = "L,...", defaultValue = "0,1",
      description = "With --theories: literals, each in the sort it reads as (default 0,1).")
  List<String> literals;

  @Option(names = "--et-order", description = "ET compatibility: its grammars, order and output, so index i is"
      + " ET's test i.")
  boolean etOrder;

  @Option(names = "--from", paramLabel = "I", defaultValue = "0", description = "First index (default 0).",
      converter = Inputs.Index.class)
  BigInteger from;

  @ArgGroup(exclusive = true)
  Bound bound;

  static final class Bound {
    @Option(names = "--count", paramLabel = "N", description = "Write N tests.", converter = Inputs.Index.class)
    BigInteger count;

    @Option(names = "--max-size", paramLabel = "K", description = "Write every test up to size K.",
        converter = Inputs.Count.class)
    Integer maxSize;
  }

  @Option(names = "--shard", paramLabel = "i/N", defaultValue = "0/1",
      description = "Take the i-th of N contiguous pieces of the range (0 <= i < N); needs --count or --max-size.")
  String shard;

  @Option(names = "--out", paramLabel = "DIR|-", defaultValue = "-",
      description = "Folder, or - for stdout; with --solvers the bug store and summary.json.")
  String out;

  @Option(names = "--shuffle-last-level", description = "Tests of the last, partly covered size take a fixed"
      + " pseudo-random permutation of that size's tests instead of its first ones.")
  boolean shuffleLastLevel;

  @Option(names = "--canonical", description = "Only one test per symmetry class: commutative arguments in"
      + " enumeration order, interchangeable constants in order of first use. Indices keep counting all tests;"
      + " with --counts, adds the canonical count of each size (sizes of at most 2,000,000 tests).")
  boolean canonical;

  @Option(names = "--counts", description = "Print size, count and cumulative count per size (up to --max-size,"
      + " default " + DEFAULT_COUNT_SIZES + ") instead of tests.")
  boolean counts;

  @Mixin
  SolverOptions solverOptions;

  @Mixin
  PoolOptions poolOptions;

  @Option(names = "--time", paramLabel = "T", converter = DurationConverter.class,
      description = "With --solvers: stop after this long (90s, 10m, 2h).")
  Duration time;

  @Mixin
  FreshFolder fresh;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    fresh.claim(out.equals("-") ? null : Path.of(out), spec);
    Enumerator enumerator;
    IndexRange range;
    LastLevelShuffle shuffle;
    try {
      enumerator = enumerator();
      if (counts) {
        printCounts(enumerator);
        return ExitCodes.OK;
      }
      IndexRange whole = range(enumerator);
      shuffle = shuffleLastLevel ? LastLevelShuffle.of(enumerator.counts(), whole) : null;
      range = shardOf(whole);
    } catch (IllegalArgumentException e) {
      spec.commandLine().getErr().println("tamis enumerate: " + e.getMessage());
      return ExitCodes.USAGE;
    }
    Enumeration stream = enumerator.stream(range, shuffle);
    if (canonical) {
      stream.canonicalOnly();
    }
    if (solverOptions.solvers != null) {
      return new EnumerateRun(runSetup(enumerator, range)).run(stream, System.out, System.err);
    }
    long written = out.equals("-") ? toStdout(stream) : toFolder(stream);
    summary(enumerator.counts(), range, stream.produced(), written);
    return ExitCodes.OK;
  }

  private EnumerateRun.Setup runSetup(Enumerator enumerator, IndexRange range) {
    String name = grammar != null ? grammar : String.join(",", theories);
    Path store = out.equals("-") ? null : Path.of(out);
    var setup = new EnumerateRun.Setup(name, enumerator.grammar().logic(), enumerator.counts(), range,
        solverOptions.configs(spec), poolOptions.slots(spec), poolOptions.launcher(spec), poolOptions.warm(spec, DEFAULT_WARM),
        solverOptions.judging(spec), time, store);
    solverOptions.sayChosen(spec);
    if (store == null) {
      spec.commandLine().getErr().println("tamis enumerate: findings are counted, not stored: give --out DIR");
    }
    return setup;
  }

  private Enumerator enumerator() {
    if ((grammar == null) == (theories == null)) {
      throw new IllegalArgumentException("give either --grammar or --theories");
    }
    if (grammar != null) {
      return Enumerator.load(grammar, etOrder);
    }
    if (etOrder) {
      throw new IllegalArgumentException("--et-order needs one of the ET grammars, not --theories");
    }
    return new Enumerator(TheoryGrammar.derive(SignatureTable.standard(), theories, vars, literals), Style.SMTLIB);
  }

  private IndexRange range(Enumerator enumerator) {
    if (bound == null) {
      return new IndexRange(from, null);
    }
    if (bound.count != null) {
      return new IndexRange(from, from.add(bound.count.max(BigInteger.ZERO)));
    }
    return enumerator.upToSize(from, bound.maxSize);
  }

  private IndexRange shardOf(IndexRange range) {
    Shard s = Shard.parse(shard);
    return s.count() == 1 ? range : range.shard(s.index(), s.count());
  }

  private void printCounts(Enumerator enumerator) {
    Counts table = enumerator.counts();
    PrintWriter w = spec.commandLine().getOut();
    int max = bound != null && bound.maxSize != null ? bound.maxSize : DEFAULT_COUNT_SIZES;
    w.println("size\tcount\tcumulative" + (canonical ? "\tcanonical" : ""));
    for (int n = 0; n <= max; n++) {
      String line = n + "\t" + table.tests(n) + "\t" + table.testsUpTo(n);
      if (canonical) {
        BigInteger c = enumerator.canonicalTests(n, CANONICAL_COUNT_LIMIT);
        line += "\t" + (c == null ? "-" : c.toString());
      }
      w.println(line);
    }
    w.flush();
  }

  private long toStdout(Enumeration stream) throws IOException {
    PrintWriter w = spec.commandLine().getOut();
    long written = 0;
    for (TextBuffer text = stream.nextText(); text != null; text = stream.nextText()) {
      w.print(text);
      w.print('\n');
      written++;
    }
    w.flush();
    return written;
  }

  private long toFolder(Enumeration stream) throws IOException {
    Path dir = Path.of(out);
    Files.createDirectories(dir);
    long written = 0;
    for (TextBuffer text = stream.nextText(); text != null; text = stream.nextText(), written++) {
      write(dir.resolve(stream.index() + ".smt2"), text);
    }
    return written;
  }

  private static void write(Path file, TextBuffer text) {
    try (OutputStream stream = new BufferedOutputStream(Files.newOutputStream(file))) {
      text.writeTo(stream);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /** The bounded guarantee: which sizes the written range covers completely, and how much of the next. */
  private void summary(Counts table, IndexRange range, long positions, long written) {
    PrintWriter err = spec.commandLine().getErr();
    BigInteger end = range.from().add(BigInteger.valueOf(positions));
    String line = "wrote " + written + " tests" + (canonical ? " (canonical)" : "") + ", indices " + range.from()
        + ".." + end + " (exclusive)";
    err.println(range.from().signum() == 0 ? line + Coverage.ofPrefix(table, end) : line);
    err.flush();
  }
}
