package io.tamis.core.reduce;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Tries candidate scripts: one is accepted when its text is shorter than the current one (so
 * reduction always ends), reads back (a declaration still in use was not removed) and is still
 * interesting. Counts the tries and stops at the time limit.
 */
final class Candidates {
  private final Interesting interesting;
  private final SignatureTable table;
  private final long deadline;
  private final Consumer<String> onSmaller;
  private int tries;
  private int current;

  Candidates(Interesting interesting, SignatureTable table, Duration limit, Consumer<String> onSmaller, int length) {
    this.interesting = interesting;
    this.table = table;
    this.deadline = System.nanoTime() + limit.toNanos();
    this.onSmaller = onSmaller;
    this.current = length;
  }

  /** {@code candidate} when it is shorter and still interesting, else null. */
  Script accept(Script candidate) throws InterruptedException {
    String text = ScriptPrinter.toText(candidate);
    if (text.length() >= current || exhausted() || !wellFormed(text)) {
      return null;
    }
    tries++;
    if (!interesting.test(text)) {
      return null;
    }
    current = text.length();
    onSmaller.accept(text);
    return candidate;
  }

  private boolean wellFormed(String text) {
    try {
      new ScriptReader(table).read("candidate", text.getBytes(StandardCharsets.UTF_8));
      return true;
    } catch (SmtLibException e) {
      return false;
    }
  }

  boolean exhausted() {
    return System.nanoTime() - deadline >= 0;
  }

  /** The table literals are built from. */
  SignatureTable table() {
    return table;
  }

  int tries() {
    return tries;
  }

  int length() {
    return current;
  }
}
