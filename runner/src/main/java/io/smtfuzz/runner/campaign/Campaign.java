package io.smtfuzz.runner.campaign;

import io.smtfuzz.core.gen.Generator;
import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.core.gen.TestStream;
import io.smtfuzz.core.smtlib.LogicNames;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;

/**
 * The fuzzing loop: takes tests from the seeds' streams in turn (one test per seed per round, so
 * every seed gets its share early) and submits them until the seeds are exhausted, the time is up,
 * {@code maxTests} were started, or the engine stops. A stream waiting for answers to its earlier
 * tests is passed over until they come; each test's answer goes back to its stream.
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
   */
  public record Options(long campaignSeed, Duration time, long maxTests, Shard shard, SeedBudget budget,
      Duration timeout, PushPop pushPop) {}

  private final Engine engine;
  private final Generator generator;
  private final List<SeedScript> seeds;
  private final Options options;
  private long started;
  private long incremental;
  private long deadline;

  public Campaign(Engine engine, Generator generator, List<SeedScript> seeds, Options options) {
    this.engine = engine;
    this.generator = generator;
    this.seeds = List.copyOf(seeds);
    this.options = options;
  }

  /** Runs the loop; returns the number of tests started. */
  public long run() throws InterruptedException {
    deadline = options.time() == null ? Long.MAX_VALUE : System.nanoTime() + options.time().toNanos();
    List<Stream> streams = open();
    for (long round = 0; !streams.isEmpty(); round++) {
      long before = started;
      boolean waiting = false;
      Iterator<Stream> it = streams.iterator();
      while (it.hasNext()) {
        if (over()) {
          return started;
        }
        Stream s = it.next();
        if (options.budget() != null && options.budget().skips(s.seed().name(), round)) {
          continue;
        }
        if (!s.tests().ready()) {
          waiting = true;
          continue;
        }
        TestCase t = s.tests().next();
        if (t == null) {
          it.remove();
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

  private record Stream(SeedScript seed, TestStream tests) {}

  private List<Stream> open() {
    List<Stream> streams = new ArrayList<>();
    for (int i = 0; i < seeds.size(); i++) {
      if (options.shard().owns(i)) {
        SeedScript seed = seeds.get(i);
        streams.add(new Stream(seed, generator.open(seed, options.campaignSeed())));
      }
    }
    return streams;
  }

  private boolean submit(Stream s, TestCase t) throws InterruptedException {
    SeedScript seed = s.seed();
    Duration timeout = options.budget() == null ? null : options.budget().timeout(seed.name(), options.timeout());
    // Building an answer copies the model text: only for streams that learn from answers.
    Consumer<TestResult> then = s.tests().learns() ? r -> s.tests().answered(t, r.answer()) : r -> {};
    // A stream that learns from answers (diver) needs the answer to its own script.
    TestCase sent = s.tests().learns() ? t : options.pushPop().apply(t);
    // A widened mutant declares a logic of its own: option sets and dedup keys go by it.
    String declared = LogicNames.declared(sent.text());
    String logic = declared != null ? declared : seed.script().logic();
    while (!engine.submit(started, seed.name(), sent, logic, timeout, SUBMIT_WAIT_MILLIS, then)) {
      if (over()) {
        return false;
      }
    }
    started++;
    incremental += sent != t ? 1 : 0;
    return true;
  }

  /** How many of the tests started were sent in incremental form ({@link PushPop}). */
  public long incrementalTests() {
    return incremental;
  }

  private boolean over() {
    return engine.stopping() || System.nanoTime() >= deadline
        || (options.maxTests() > 0 && started >= options.maxTests());
  }
}
