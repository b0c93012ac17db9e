package io.smtfuzz.runner.cli;

import io.smtfuzz.core.op.SignatureTable;
import io.smtfuzz.enumerator.Enumeration;
import io.smtfuzz.enumerator.Enumerator;
import io.smtfuzz.enumerator.IndexRange;
import io.smtfuzz.enumerator.LastLevelShuffle;
import io.smtfuzz.enumerator.count.Counts;
import io.smtfuzz.enumerator.grammar.TheoryGrammar;
import io.smtfuzz.enumerator.render.Style;
import io.smtfuzz.enumerator.render.TextBuffer;
import io.smtfuzz.runner.campaign.Shard;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code smtfuzz enumerate}: every test of a grammar, in size order, by global index. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
    description = {"Write the tests of a grammar in size order; test i is the same on every machine.",
        "Grammars: config/grammars (Core Ints Reals RealInts LIA NIA LRA NRA Strings Bitvectors FP",
        "Arrays UF QLIA), or the ET ones with --et-order (Core Ints Reals RealInts Bitvectors FP",
        "Strings Arrays), or a grammar file (format: config/grammars/README.md).",
        "Or derive a grammar: --theories Ints,Strings --vars 3 --literals 0,1,\"a\".",
        "Output: one file per test (DIR/<index>.smt2) or standard output: ET tests one per line,",
        "SMT-LIB tests followed by an empty line. A summary goes to standard error."})
public final class EnumerateCommand implements Callable<Integer> {
  private static final int DEFAULT_COUNT_SIZES = 10;
  private static final long CANONICAL_COUNT_LIMIT = 2_000_000;

  @Option(names = "--grammar", paramLabel = "NAME|FILE", description = "Grammar name or file.")
  String grammar;

  @Option(names = "--theories", split = ",", paramLabel = "T,...",
      description = "Instead of --grammar: derive one from the signature table for these theories (Ints, Reals,"
          + " Reals_Ints, Strings, Core, ...).")
  List<String> theories;

  @Option(names = "--vars", paramLabel = "N", defaultValue = "3",
      description = "With --theories: variables per theory sort (default 3).")
  int vars;

  @Option(names = "--literals", split = ",", paramLabel = "L,...", defaultValue = "0,1",
      description = "With --theories: literals, each in the sort it reads as (default 0,1).")
  List<String> literals;

  @Option(names = "--et-order", description = "ET compatibility: its grammars, order and output, so index i is"
      + " ET's test i.")
  boolean etOrder;

  @Option(names = "--from", paramLabel = "I", defaultValue = "0", description = "First index (default 0).")
  BigInteger from;

  @ArgGroup(exclusive = true)
  Bound bound;

  static final class Bound {
    @Option(names = "--count", paramLabel = "N", description = "Write N tests.")
    BigInteger count;

    @Option(names = "--max-size", paramLabel = "K", description = "Write every test up to size K.")
    Integer maxSize;
  }

  @Option(names = "--shard", paramLabel = "i/N", defaultValue = "0/1",
      description = "Take the i-th of N contiguous pieces of the range (0 <= i < N); needs --count or --max-size.")
  String shard;

  @Option(names = "--out", paramLabel = "DIR|-", defaultValue = "-", description = "Folder, or - for stdout.")
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

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
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
      spec.commandLine().getErr().println("smtfuzz enumerate: " + e.getMessage());
      return ExitCodes.USAGE;
    }
    Enumeration stream = enumerator.stream(range, shuffle);
    if (canonical) {
      stream.canonicalOnly();
    }
    long written = out.equals("-") ? toStdout(stream) : toFolder(stream);
    summary(enumerator.counts(), range, stream.produced(), written);
    return ExitCodes.OK;
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
    StringBuilder line = new StringBuilder("wrote " + written + " tests" + (canonical ? " (canonical)" : "")
        + ", indices " + range.from() + ".." + end + " (exclusive)");
    if (range.from().signum() == 0 && positions > 0) {
      int next = table.sizeOf(end.subtract(BigInteger.ONE));
      boolean complete = table.testsUpTo(next).equals(end);
      int full = complete ? next : next - 1;
      line.append(full >= 0 ? ": all tests up to size " + full : ":");
      if (!complete) {
        BigDecimal part = new BigDecimal(end.subtract(table.testsUpTo(full)));
        BigDecimal share = part.multiply(BigDecimal.valueOf(100)).divide(new BigDecimal(table.tests(next)),
            MathContext.DECIMAL64);
        line.append(full >= 0 ? ", plus " : " ").append(share.round(new MathContext(3)).toPlainString()).append("% of size ")
            .append(next);
      }
    }
    err.println(line);
    err.flush();
  }
}
