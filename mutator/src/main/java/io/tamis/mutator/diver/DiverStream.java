package io.tamis.mutator.diver;

import io.tamis.core.eval.Model;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.eval.ScriptCheck;
import io.tamis.core.gen.Answer;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * Diver's tests of one seed. Test 0 is the seed itself: its answer brings the model (the runner asks
 * for one). When the solver says sat and tamis's evaluator confirms every assertion under that
 * model, the seed becomes the first candidate; each later test mutates a random candidate and
 * expects sat. Mutants the solvers answer sat rejoin the candidates. The stream ends after
 * {@link #MAX_MUTANTS} mutants or {@link #MAX_FAILURES} mutations in a row without one.
 *
 * <p>The tests depend on the model and on which mutants were answered sat, so a stream is
 * reproducible given the same answers; every finding keeps its script, which replays it exactly.
 */
final class DiverStream implements TestStream {
  static final int MAX_MUTANTS = 1000;
  private static final int MAX_FAILURES = 8;
  private static final int MAX_CANDIDATES = 64;

  private record Feedback(long iteration, Answer answer) {}

  private final String generator;
  private final SeedScript seed;
  private final long campaignSeed;
  private final Function<Model, DiverMutation> mutations;
  private final PreparedSeed prepared;
  private final String prefix;
  private final LongAdder started;
  private final ConcurrentLinkedQueue<Feedback> inbox = new ConcurrentLinkedQueue<>();
  private final Map<Long, Candidate> awaiting = new HashMap<>();
  private final List<Candidate> candidates = new ArrayList<>();
  private final int maxBytes;
  private volatile boolean waiting;
  private boolean done;
  private DiverMutation mutation;
  private long iteration;
  private int failures;

  /**
   * @param prefix fresh constants are named prefix + iteration + "_" + k (no seed name starts so)
   * @param started counts the seeds whose model was confirmed
   * @param mutations the mutation for the seed's model
   */
  DiverStream(String generator, SeedScript seed, long campaignSeed, PreparedSeed prepared, String prefix,
      LongAdder started, Function<Model, DiverMutation> mutations) {
    this.started = started;
    this.generator = generator;
    this.seed = seed;
    this.campaignSeed = campaignSeed;
    this.prepared = prepared;
    this.prefix = prefix;
    this.mutations = mutations;
    this.maxBytes = Math.max(64 << 10, 8 * seed.text().length);
  }

  @Override
  public boolean learns() {
    return true;
  }

  @Override
  public boolean ready() {
    return !waiting || !inbox.isEmpty();
  }

  @Override
  public void answered(TestCase test, Answer answer) {
    inbox.add(new Feedback(test.iteration(), answer));
  }

  @Override
  public TestCase next() {
    if (iteration == 0) {
      iteration = 1;
      waiting = true;
      return test(seed.text(), seed.script().status(), 0);
    }
    drain();
    while (!done && !waiting && iteration <= MAX_MUTANTS && failures < MAX_FAILURES) {
      long i = iteration++;
      long testSeed = TestSeeds.of(campaignSeed, seed.sha256(), i);
      RandomSource random = RandomSource.seeded(testSeed);
      Candidate base = random.pick(candidates);
      Optional<Candidate> mutant = mutation.mutate(base, random, k -> prefix + i + "_" + k);
      if (mutant.isEmpty()) {
        failures++;
        continue;
      }
      failures = 0;
      byte[] text = ScriptPrinter.toText(mutant.get().script()).getBytes(StandardCharsets.UTF_8);
      if (text.length <= maxBytes) {
        awaiting.put(i, mutant.get());
      }
      return new TestCase(text, "sat", generator, seed.name(), seed.sha256(), campaignSeed, i, testSeed);
    }
    return null;
  }

  /** The mutant of test {@code iteration} while its answer is awaited, or null (for tests). */
  Candidate pending(long iteration) {
    return awaiting.get(iteration);
  }

  private void drain() {
    for (Feedback f = inbox.poll(); f != null; f = inbox.poll()) {
      if (f.iteration() == 0) {
        start(f.answer());
      } else {
        Candidate c = awaiting.remove(f.iteration());
        if (c != null && f.answer().sat() && candidates.size() < MAX_CANDIDATES) {
          candidates.add(c);
        }
      }
    }
  }

  /** The seed's answer: with a model that makes every assertion true, mutation starts. */
  private void start(Answer answer) {
    waiting = false;
    Model model = answer.sat() && answer.model() != null ? model(answer.model()) : null;
    if (model == null) {
      done = true;
      return;
    }
    started.increment();
    candidates.add(new Candidate(prepared.script(), model));
    mutation = mutations.apply(model);
  }

  private Model model(String text) {
    try {
      Model m = ModelReader.read(prepared.script(), text.getBytes(StandardCharsets.ISO_8859_1));
      return ScriptCheck.check(prepared.script(), m).verdict() == ScriptCheck.Verdict.TRUE ? m : null;
    } catch (RuntimeException e) {
      return null;
    }
  }

  private TestCase test(byte[] text, String expected, long i) {
    return new TestCase(text, expected, generator, seed.name(), seed.sha256(), campaignSeed, i,
        TestSeeds.of(campaignSeed, seed.sha256(), i));
  }
}
