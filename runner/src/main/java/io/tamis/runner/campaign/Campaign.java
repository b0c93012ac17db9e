package io.tamis.runner.campaign;

import io.tamis.core.gen.Answer;
import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.smtlib.LogicNames;
import io.tamis.mutator.session.Sessions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The fuzzing loop: takes tests from the seeds' streams and submits them until the seeds are
 * exhausted, the time is up, {@code maxTests} were started, or the engine stops. With a budget, each
 * test comes from a seed drawn by its yield ({@link SeedBandit}); without one ({@code --budget fixed}),
 * from the seeds in turn (one test per seed per round). A stream waiting for answers to its earlier
 * tests is passed over until they come; each test's answer goes back to its stream.
 *
 * <p>A resumed campaign ({@link #resume}) takes each stream's tests in the same order and counts those
 * it did before as started without running them: in turn, with the same seed and limits, it starts the
 * same tests as a run that was never stopped; drawn, it goes on with the bandit the journal restored. A
 * stream whose checkpointed prefix it can skip to ({@link TestStream#skipTo}) does not make those tests
 * again: a campaign of millions of tests resumes in seconds.
 */
public final class Campaign {
  private static final long SUBMIT_WAIT_MILLIS = 100;
  /** How long a round in which every stream waited for answers pauses before the next. */
  private static final long WAIT_FOR_ANSWERS_MILLIS = 5;

  /**
   * @param time null for no limit
   * @param maxTests 0 for no limit
   * @param budget per-seed timeouts and demotion, or null for the configured timeout everywhere
   * @param timeout the configured timeout (the budget never goes above it)
   * @param pushPop the share of tests sent in incremental form
   * @param sessions the share of tests sent as interactive sessions
   */
  public record Options(long campaignSeed, Duration time, long maxTests, Shard shard, SeedBudget budget,
      Duration timeout, PushPop pushPop, Sessions sessions) {
    /** The test as sent: a session, in push/pop form, or as it is. */
    TestCase sent(TestCase t) {
      TestCase session = sessions.apply(t);
      return session != t ? session : pushPop.apply(t);
    }
  }

  private final Engine engine;
  private final Generator generator;
  private final List<SeedScript> seeds;
  private final Options options;
  private Done done = Done.NONE;
  private StreamMarks marks = new StreamMarks();
  private SeedWeights weights;
  private CoverageGuide guide;
  private long started;
  private long incremental;
  private long deadline;

  public Campaign(Engine engine, Generator generator, List<SeedScript> seeds, Options options) {
    this.engine = engine;
    this.generator = generator;
    this.seeds = List.copyOf(seeds);
    this.options = options;
  }

  /** The tests a campaign did before it was stopped (its journal), and what their streams learned. */
  public interface Done {
    Done NONE = new Done() {
      @Override
      public boolean contains(TestCase test) {
        return false;
      }

      @Override
      public Answer answer(TestCase test) {
        return null;
      }
    };

    /** True when {@code test} (by seed and iteration) has a verdict already. */
    boolean contains(TestCase test);

    /** What the done {@code test}'s stream was told, for streams that learn from answers; null if nothing. */
    Answer answer(TestCase test);

    /** The checkpointed mark of {@code seed}'s stream (its tests below the mark are done), or null. */
    default Map.Entry<StreamMarks.Key, StreamMarks.Mark> mark(SeedScript seed) {
      return null;
    }
  }

  /** Continues a stopped campaign: the tests in {@code done} count as started and are not run again. */
  public Campaign resume(Done done) {
    this.done = done;
    return this;
  }

  /** Tells {@code marks} which tests were taken and passed, and which streams ended (the journal's checkpoints). */
  public Campaign track(StreamMarks marks) {
    this.marks = marks;
    return this;
  }

  /** Runs seeds in rounds by {@code weights} (seeds of changed theories more often) rather than every round. */
  public Campaign weigh(SeedWeights weights) {
    this.weights = weights;
    return this;
  }

  /** Draws from the tests {@code guide} keeps, as new seeds, too (a campaign on a coverage build). */
  public Campaign grow(CoverageGuide guide) {
    this.guide = guide;
    return this;
  }

  /** Opens a stream for each test the guide kept since the last look; true when there was one. */
  private boolean adopt(List<Stream> streams) {
    if (guide == null) {
      return false;
    }
    List<SeedScript> kept = guide.take();
    for (SeedScript seed : kept) {
      SeedBandit.Arm arm = null;
      if (options.budget() != null) {
        options.budget().bandit().enroll(List.of(seed));
        arm = options.budget().bandit().arm(seed.name());
      }
      streams.add(new Stream(seed, generator.open(seed, options.campaignSeed()), arm));
    }
    return !kept.isEmpty();
  }

  /** Runs the loop; returns the number of tests started. */
  public long run() throws InterruptedException {
    deadline = options.time() == null ? Long.MAX_VALUE : System.nanoTime() + options.time().toNanos();
    List<Stream> streams = open();
    return options.budget() == null ? rounds(streams) : draws(streams, options.budget().bandit());
  }

  /**
   * Each test from a seed drawn by its weight (times its --changed-since chance) among the streams that
   * have a test ready, a share of the draws among the seeds not tried yet ({@link SeedBandit#draw}). The
   * draw's number is the count of tests started, done ones included, so a resumed campaign draws on from
   * where the stopped one was.
   */
  private long draws(List<Stream> streams, SeedBandit bandit) throws InterruptedException {
    double[] w = new double[streams.size()];
    boolean[] fresh = new boolean[streams.size()];
    while (!streams.isEmpty()) {
      if (over()) {
        return started;
      }
      if (adopt(streams)) {
        w = new double[streams.size()];
        fresh = new boolean[streams.size()];
      }
      for (int i = 0; i < streams.size(); i++) {
        Stream s = streams.get(i);
        boolean ready = s.pending != null || s.tests.ready();
        w[i] = ready ? bandit.weight(s.arm) * chance(s) : 0;
        fresh[i] = SeedBandit.fresh(s.arm);
      }
      int i = SeedBandit.draw(w, fresh, streams.size(), options.campaignSeed(), started);
      if (i < 0) {
        Thread.sleep(WAIT_FOR_ANSWERS_MILLIS);
        continue;
      }
      Stream s = streams.get(i);
      TestCase t = s.take();
      if (t == null) {
        streams.remove(i);
      } else if (done.contains(t)) {
        passed(s, t);
      } else if (!submit(s, t)) {
        return started;
      }
    }
    return started;
  }

  private double chance(Stream s) {
    return weights == null ? 1 : weights.chance(s.seed.name());
  }

  /** One test per seed per round, in the seeds' order. */
  private long rounds(List<Stream> streams) throws InterruptedException {
    for (long round = 0; !streams.isEmpty(); round++) {
      adopt(streams);
      long before = started;
      boolean waiting = false;
      Iterator<Stream> it = streams.iterator();
      while (it.hasNext()) {
        if (over()) {
          return started;
        }
        Stream s = it.next();
        if (s.passive > 0) {
          s.passive--;
          continue;
        }
        if (weights != null && weights.skips(s.seed, round)) {
          continue;
        }
        if (s.pending == null && !s.tests.ready()) {
          waiting = true;
          continue;
        }
        TestCase t = s.take();
        if (t == null) {
          it.remove();
          if (s.key != null) {
            marks.ended(s.key);
          }
        } else if (done.contains(t)) {
          passed(s, t);
        } else if (!submit(s, t)) {
          return started;
        }
      }
      if (waiting && started == before) {
        Thread.sleep(WAIT_FOR_ANSWERS_MILLIS);
      }
    }
    return started;
  }

  /**
   * One seed's tests. A resumed stream first passes the tests it had done ({@link #fastForward}); it
   * then sits out as many rounds ({@code passive}) and holds the first test still to run.
   */
  private static final class Stream {
    final SeedScript seed;
    final TestStream tests;
    /** Its arm of the bandit, or null without a budget. */
    final SeedBandit.Arm arm;
    long passive;
    TestCase pending;
    /** The stream's key, from its first test. */
    StreamMarks.Key key;

    Stream(SeedScript seed, TestStream tests, SeedBandit.Arm arm) {
      this.seed = seed;
      this.tests = tests;
      this.arm = arm;
    }

    TestCase take() {
      TestCase t = pending != null ? pending : tests.next();
      pending = null;
      if (t != null && key == null) {
        key = StreamMarks.Key.of(t);
      }
      return t;
    }
  }

  private List<Stream> open() {
    List<Stream> streams = new ArrayList<>();
    for (int i = 0; i < seeds.size(); i++) {
      if (options.shard().owns(i)) {
        SeedScript seed = seeds.get(i);
        Map.Entry<StreamMarks.Key, StreamMarks.Mark> mark = done.mark(seed);
        if (mark != null && mark.getValue().ended()) {
          skipped(mark.getKey(), mark.getValue());
          continue;
        }
        SeedBandit.Arm arm = options.budget() == null ? null : options.budget().bandit().arm(seed.name());
        Stream s = new Stream(seed, generator.open(seed, options.campaignSeed()), arm);
        // A checkpointed prefix is skipped unseen: the bandit learns that seed's yield afresh.
        if (mark != null && mark.getValue().next() > 0 && s.tests.skipTo(mark.getValue().next())) {
          s.passive += skipped(s.key = mark.getKey(), mark.getValue());
        }
        if (fastForward(s)) {
          streams.add(s);
        }
      }
    }
    return streams;
  }

  /** Counts a checkpointed prefix as started; returns its tests. */
  private long skipped(StreamMarks.Key key, StreamMarks.Mark m) {
    marks.restore(key, m);
    started += m.done();
    incremental += m.pushPop();
    return m.done();
  }

  /** Passes the stream's leading tests that are done; false when the stream ends among them. */
  private boolean fastForward(Stream s) {
    if (done == Done.NONE) {
      return true;
    }
    while (s.tests.ready()) {
      TestCase t = s.tests.next();
      if (t == null) {
        return false;
      }
      if (!done.contains(t)) {
        s.pending = t;
        return true;
      }
      passed(s, t);
      s.passive++;
    }
    return true;
  }

  /** A test done before the resume: counted as started, and its answer told to a stream that learns. */
  private void passed(Stream s, TestCase t) {
    started++;
    drawn(s, t);
    boolean pushed = !s.tests.learns() && options.sent(t) != t;
    incremental += pushed ? 1 : 0;
    marks.passed(t, pushed);
    if (s.tests.learns()) {
      Answer a = done.answer(t);
      s.tests.answered(t, a != null ? a : new Answer("unknown", null));
    }
  }

  private boolean submit(Stream s, TestCase t) throws InterruptedException {
    SeedScript seed = s.seed;
    // Building an answer copies the model text: only for streams that learn from answers.
    Consumer<TestResult> then = s.tests.learns() ? r -> s.tests.answered(t, r.answer()) : r -> {};
    // A stream that learns from answers (diver) needs the answer to its own script.
    TestCase sent = s.tests.learns() ? t : options.sent(t);
    // A widened mutant declares a logic of its own: option sets and dedup keys go by it.
    String declared = LogicNames.declared(sent.text());
    String logic = declared != null ? declared
        : seed.script() != null ? seed.script().logic() : OpaqueScripts.logic(seed.text());
    marks.taken(t, sent != t);
    Duration timeout = options.budget() == null ? null : options.budget().timeout(seed.name(), logic,
        options.timeout());
    while (!engine.submit(started, seed.name(), sent, logic, timeout, SUBMIT_WAIT_MILLIS, then)) {
      if (over()) {
        return false;
      }
    }
    started++;
    drawn(s, t);
    incremental += sent != t ? 1 : 0;
    if (weights != null) {
      weights.started(seed.name());
    }
    return true;
  }

  /** Tells the bandit what the test's text adds to its seed's coverage (in the stream's order, done or run). */
  private void drawn(Stream s, TestCase t) {
    if (s.arm != null) {
      options.budget().bandit().drawn(s.seed, s.arm, t.text());
    }
  }

  public Options options() {
    return options;
  }

  /** How many of the tests started were sent in incremental form ({@link PushPop}, {@link Sessions}). */
  public long incrementalTests() {
    return incremental;
  }

  private boolean over() {
    return engine.stopping() || System.nanoTime() >= deadline
        || (options.maxTests() > 0 && started >= options.maxTests());
  }
}
