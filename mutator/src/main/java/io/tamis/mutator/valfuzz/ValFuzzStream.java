package io.tamis.mutator.valfuzz;

import io.tamis.core.eval.Model;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.gen.Answer;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.term.Term;
import io.tamis.mutator.RandomSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * valfuzz's tests of one seed, alternating: a meta-formula, then (when a solver's model of it gives
 * the holes values) the seed with those values. Meta-formulas do not depend on answers except
 * through coverage, so the next one is sent while the seed with values runs. The stream ends after
 * {@link #MAX_TESTS} tests or {@link #MAX_FAILURES} meta-formulas in a row without values.
 *
 * <p>The tests depend on the models, so a stream is reproducible given the same answers; every
 * finding keeps its script, which replays it exactly.
 */
final class ValFuzzStream implements TestStream {
  static final int MAX_TESTS = 1000;
  static final int MAX_FAILURES = 16;

  private final String generator;
  private final SeedScript seed;
  private final long campaignSeed;
  private final MetaFormula meta;
  private final List<Term> watched;
  private final HoleValues holeValues;
  private final Coverage coverage;
  private final int enforced;
  private final boolean effinal;
  private final ValFuzz.Counts counts;
  private final ConcurrentLinkedQueue<Answer> inbox = new ConcurrentLinkedQueue<>();
  private volatile long outstanding = -1;
  private List<Coverage.Pair> outstandingPairs = List.of();
  private long iteration;
  private long round;
  private int failures;

  ValFuzzStream(String generator, SeedScript seed, long campaignSeed, MetaFormula meta, List<Term> watched,
      HoleValues holeValues, Set<Refinement> refinements, ValFuzz.Counts counts) {
    this.generator = generator;
    this.seed = seed;
    this.campaignSeed = campaignSeed;
    this.meta = meta;
    this.watched = watched;
    this.holeValues = holeValues;
    this.coverage = new Coverage(meta.monitorCount());
    this.enforced = refinements.contains(Refinement.MULTIEF7) ? 7 : 1;
    this.effinal = refinements.contains(Refinement.EFFINAL);
    this.counts = counts;
  }

  @Override
  public boolean learns() {
    return true;
  }

  @Override
  public boolean ready() {
    return outstanding < 0 || !inbox.isEmpty();
  }

  @Override
  public void answered(TestCase test, Answer answer) {
    if (test.iteration() == outstanding) {
      inbox.add(answer);
    }
  }

  @Override
  public TestCase next() {
    Answer answer = inbox.poll();
    if (answer != null) {
      outstanding = -1;
      TestCase valued = valued(answer);
      if (valued != null) {
        return valued;
      }
    }
    if (iteration >= MAX_TESTS || failures >= MAX_FAILURES) {
      return null;
    }
    return metaTest();
  }

  private TestCase metaTest() {
    long i = iteration++;
    RandomSource random = RandomSource.seeded(TestSeeds.of(campaignSeed, seed.sha256(), i));
    outstandingPairs = coverage.enforce(enforced, random);
    String text = meta.text(outstandingPairs, round++, random.nextInt(1 << 30));
    counts.metas().increment();
    TestCase t = test(text, i);
    outstanding = i;
    return t;
  }

  /** The seed with the values of the meta-formula's model, or null (a failure) without a model. */
  private TestCase valued(Answer answer) {
    Model model = answer.model() == null ? null : model(answer.model());
    Map<Term, Term> chosen = model == null ? Map.of() : holeValues.fromModel(model);
    if (chosen.isEmpty() || iteration >= MAX_TESTS) {
      failures++;
      return null;
    }
    failures = 0;
    counts.solved().increment();
    meta.record(model, coverage);
    List<Term> extra = new ArrayList<>();
    for (Coverage.Pair p : effinal ? outstandingPairs : List.<Coverage.Pair>of()) {
      Term t = holeValues.valued(watched.get(p.monitor()), chosen);
      if (t != null) {
        extra.add(p.value() ? t : holeValues.not(t));
      }
    }
    counts.finals().increment();
    return test(holeValues.text(chosen, extra), iteration++);
  }

  private Model model(String text) {
    try {
      return ModelReader.read(meta.declarations(), text.getBytes(StandardCharsets.ISO_8859_1));
    } catch (RuntimeException e) {
      return null;
    }
  }

  private TestCase test(String script, long i) {
    byte[] text = script.getBytes(StandardCharsets.UTF_8);
    return new TestCase(text, null, generator, seed.name(), seed.sha256(), campaignSeed, i,
        TestSeeds.of(campaignSeed, seed.sha256(), i));
  }
}
