package io.tamis.core.reduce;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import java.time.Duration;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Shrinks a script while it stays interesting, in rounds until a round changes nothing or the time is
 * up: whole commands, whole theories, sub-terms, then names. Every accepted step is smaller (fewer
 * term nodes, or as many and a shorter text), so it ends; candidates run {@code jobs} at a time, and the result does not depend on how many.
 */
public final class Reducer {
  private final SignatureTable table;
  private final Interesting interesting;
  private final Options options;
  private final Consumer<String> onSmaller;

  /**
   * @param limit when to stop, keeping the smallest script found
   * @param jobs candidates tested at once (the interestingness test is called from that many threads)
   * @param solvers the solvers the test runs (profile names: z3, cvc5): an operator is swapped only for
   *     one the signature table says they all accept; empty for any operator of the signature
   */
  public record Options(Duration limit, int jobs, Set<String> solvers) {
    public Options {
      if (jobs < 1) {
        throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
      }
      solvers = Set.copyOf(solvers);
    }

    /** One candidate at a time, any operator. */
    public static Options of(Duration limit) {
      return new Options(limit, 1, Set.of());
    }
  }

  /** @param onSmaller gets the text of every smaller interesting script, as soon as it is found */
  public Reducer(SignatureTable table, Interesting interesting, Options options, Consumer<String> onSmaller) {
    this.table = table;
    this.interesting = interesting;
    this.options = options;
    this.onSmaller = onSmaller;
  }

  /**
   * What a reduction did: the smallest interesting text, how many candidates were run, and how many a
   * pass built that did not read back (none is expected: each would be a bug in a pass).
   */
  public record Result(String text, int tries, int malformed, boolean timedOut) {}

  /** Reduces {@code script}, which the caller has found interesting as printed. */
  public Result reduce(Script script) throws InterruptedException {
    String text = ScriptPrinter.toText(script);
    try (Trials trials = new Trials(interesting, table, options.jobs(), options.limit(), onSmaller,
        Size.of(script, text))) {
      CommandPass commands = new CommandPass(trials);
      TheoryPass theories = new TheoryPass(trials);
      TermPass terms = new TermPass(trials, new OperatorSwaps(table, options.solvers()));
      NamePass names = new NamePass(trials);
      Script current = script;
      Size before;
      do {
        before = trials.size();
        current = names.run(terms.run(theories.run(commands.run(current))));
      } while (trials.size().compareTo(before) < 0 && !trials.exhausted());
      return new Result(ScriptPrinter.toText(current), trials.tries(), trials.malformed(), trials.exhausted());
    }
  }
}
