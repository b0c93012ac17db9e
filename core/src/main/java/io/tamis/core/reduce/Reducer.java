package io.tamis.core.reduce;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Shrinks a script while it stays interesting: whole commands first, then sub-terms, in rounds until
 * a round changes nothing or the time is up. Every accepted step is shorter as text, so it ends.
 */
public final class Reducer {
  private final SignatureTable table;
  private final Interesting interesting;
  private final Duration limit;
  private final Consumer<String> onSmaller;

  /**
   * @param onSmaller gets the text of every smaller interesting script, as soon as it is found
   */
  public Reducer(SignatureTable table, Interesting interesting, Duration limit, Consumer<String> onSmaller) {
    this.table = table;
    this.interesting = interesting;
    this.limit = limit;
    this.onSmaller = onSmaller;
  }

  /** What a reduction did: the smallest interesting text and how many candidates were tried. */
  public record Result(String text, int tries, boolean timedOut) {}

  /** Reduces {@code script}, which the caller has found interesting as printed. */
  public Result reduce(Script script) throws InterruptedException {
    String text = ScriptPrinter.toText(script);
    Candidates candidates = new Candidates(interesting, table, limit, onSmaller, text.length());
    CommandPass commands = new CommandPass(candidates);
    TermPass terms = new TermPass(candidates);
    Script current = script;
    int before;
    do {
      before = candidates.length();
      current = terms.run(commands.run(current));
    } while (candidates.length() < before && !candidates.exhausted());
    return new Result(ScriptPrinter.toText(current), candidates.tries(), candidates.exhausted());
  }
}
