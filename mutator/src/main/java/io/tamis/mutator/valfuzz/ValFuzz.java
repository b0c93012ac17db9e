package io.tamis.mutator.valfuzz;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.FreshNames;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;

/**
 * valfuzz (value mutation with Boolean sub-expression coercion; thesis in papers/valfuzz-*.txt): the
 * seed's literals become holes, a meta-formula over the holes forces chosen Boolean sub-expressions
 * true or false, and the values of its model replace the literals. Both the meta-formulas and the
 * seeds with new values are tests. See {@link ValFuzzStream}.
 */
public final class ValFuzz implements Generator {
  /**
   * Over all streams: meta-formulas sent, meta-formulas whose model gave values, seeds with new values
   * sent, and seeds without a hole or a watched term (no test).
   */
  public record Counts(LongAdder metas, LongAdder solved, LongAdder finals, LongAdder unusable) {}

  private final SignatureTable table;
  private final Set<Refinement> refinements;
  private final Counts counts = new Counts(new LongAdder(), new LongAdder(), new LongAdder(), new LongAdder());

  public ValFuzz(SignatureTable table, Set<Refinement> refinements) {
    this.table = table;
    this.refinements = refinements.isEmpty() ? EnumSet.noneOf(Refinement.class) : EnumSet.copyOf(refinements);
  }

  @Override
  public String name() {
    return "valfuzz";
  }

  @Override
  public boolean learns() {
    return true;
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    PreparedSeed prepared = PreparedSeed.of(seed.script(), TermFactory.weak());
    String prefix = FreshNames.prefix(prepared.factory(), "vf_");
    Skeleton skeleton = Skeleton.of(prepared, prefix, !refinements.contains(Refinement.NOSKOLE));
    // The stream's own choices (RELC3's holes) come from a seed no test uses.
    RandomSource random = RandomSource.seeded(TestSeeds.of(campaignSeed, seed.sha256(), -1));
    List<Term> watched = new Monitors(prepared.factory(), table).of(skeleton, refinements, random);
    if (skeleton.holes().isEmpty() || watched.isEmpty()) {
      counts.unusable().increment();
      return () -> null;
    }
    MetaFormula meta = new MetaFormula(skeleton, watched, table, prefix, refinements);
    return new ValFuzzStream(name(), seed, campaignSeed, meta, watched, new HoleValues(skeleton, table),
        refinements, counts);
  }

  public Set<Refinement> refinements() {
    return EnumSet.copyOf(refinements.isEmpty() ? EnumSet.noneOf(Refinement.class) : refinements);
  }

  public Counts counts() {
    return counts;
  }
}
