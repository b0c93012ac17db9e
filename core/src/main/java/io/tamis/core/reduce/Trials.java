package io.tamis.core.reduce;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Runs candidates, up to {@code jobs} at once, and takes the first in the passes' order that is smaller
 * than the current script (fewer term nodes, or as many and a shorter text: a well-founded order, so
 * reduction ends), reads back (sorts, scopes, declarations) and is interesting. Later candidates run
 * beside earlier ones, but one is taken only once every earlier one has failed: the result is the
 * sequential one, whatever {@code jobs}. The workers print, measure and read back their candidates too
 * (terms are immutable; only the thread that calls {@link #first} builds new ones in the factory). A text that failed once is not run again. Stops starting candidates
 * at the time limit.
 */
final class Trials implements AutoCloseable {
  private final Interesting interesting;
  private final SignatureTable table;
  private final int jobs;
  private final long deadline;
  private final Consumer<String> onSmaller;
  private final ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
  private final Set<String> failed = ConcurrentHashMap.newKeySet();
  private final AtomicInteger tries = new AtomicInteger();
  private final AtomicInteger malformed = new AtomicInteger();
  /** Changes only when a candidate is taken, with no trial of the old size left running. */
  private volatile Size size;

  Trials(Interesting interesting, SignatureTable table, int jobs, Duration limit, Consumer<String> onSmaller,
      Size size) {
    if (jobs < 1) {
      throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
    }
    this.interesting = interesting;
    this.table = table;
    this.jobs = jobs;
    this.deadline = System.nanoTime() + limit.toNanos();
    this.onSmaller = onSmaller;
    this.size = size;
  }

  /** What became of one candidate: its text and size, and whether it shows the finding (null: not run). */
  private record Trial(String text, Size size, Boolean shows) {}

  private record Running(Candidate candidate, Future<Trial> trial) {}

  /** A pass's steps over a script, from step {@code from} on. */
  interface Walk {
    Steps steps(Script script, int from);
  }

  /**
   * Walks a pass's steps over {@code script}, taking candidates as it goes: after a taken one, on from the
   * same step over the smaller script when {@code again} (the next chunk starts where the removed one
   * did), else from the next. Ends when no step is left or the time is up.
   */
  Script walk(Script script, boolean again, Walk walk) throws InterruptedException {
    Script current = script;
    Candidate taken;
    int from = 0;
    while ((taken = first(walk.steps(current, from))) != null) {
      current = taken.script();
      from = again ? taken.at() : taken.at() + 1;
    }
    return current;
  }

  /** The first of {@code candidates} (in order) that is taken, or null when none is or the time is up. */
  Candidate first(Iterator<Candidate> candidates) throws InterruptedException {
    Deque<Running> window = new ArrayDeque<>();
    try {
      while (true) {
        while (window.size() < jobs && !exhausted() && candidates.hasNext()) {
          Candidate c = candidates.next();
          window.add(new Running(c, executor.submit(() -> trial(c))));
        }
        Running head = window.poll();
        if (head == null) {
          return null;
        }
        Trial t = outcome(head.trial());
        if (Boolean.TRUE.equals(t.shows())) {
          size = t.size();
          onSmaller.accept(t.text());
          return head.candidate();
        }
        if (Boolean.FALSE.equals(t.shows())) {
          failed.add(t.text());
        }
      }
    } finally {
      window.forEach(r -> r.trial().cancel(true));
    }
  }

  /** Runs {@code c} when it is smaller, new and reads back. */
  private Trial trial(Candidate c) throws InterruptedException {
    String text = ScriptPrinter.toText(c.script());
    Size smaller = Size.of(c.script(), text);
    if (smaller.compareTo(size) >= 0 || failed.contains(text) || !readsBack(c, text)) {
      return new Trial(text, smaller, null);
    }
    tries.incrementAndGet();
    return new Trial(text, smaller, interesting.test(text));
  }

  private static Trial outcome(Future<Trial> trial) throws InterruptedException {
    try {
      return trial.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException("an interestingness test failed", e.getCause());
    }
  }

  /** Whether the text reads back; a pass that built one that does not is counted (a bug in the pass). */
  private boolean readsBack(Candidate c, String text) {
    try {
      new ScriptReader(table).read(c.script().source(), text.getBytes(StandardCharsets.UTF_8));
      return true;
    } catch (SmtLibException e) {
      malformed.incrementAndGet();
      return false;
    }
  }

  boolean exhausted() {
    return System.nanoTime() - deadline >= 0;
  }

  SignatureTable table() {
    return table;
  }

  int tries() {
    return tries.get();
  }

  /** Candidates that did not read back, not run. */
  int malformed() {
    return malformed.get();
  }

  /** The size of the smallest interesting script so far. */
  Size size() {
    return size;
  }

  @Override
  public void close() {
    executor.shutdownNow();
  }
}
