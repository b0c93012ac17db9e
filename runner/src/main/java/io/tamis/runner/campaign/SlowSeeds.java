package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Performance;
import io.tamis.solvers.solver.Mode;
import io.tamis.solvers.solver.OptionVariation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Performance findings that the seed shows by itself: the seed is hard for that solver, and the test only
 * inherited it (the trunk skeleton campaign's z3 timeout on a KLEE query that z3 takes 5.4 s on alone). Each
 * seed is run once, on first need, and such findings are counted instead of kept.
 */
final class SlowSeeds {
  /** Runs a script as a finding's test was run, with the configurations' own limits. */
  interface SeedRun {
    List<Outcome> run(TestCase seed) throws InterruptedException;
  }

  private final Map<String, byte[]> texts = new ConcurrentHashMap<>();
  private final Map<String, Map<String, Outcome>> ran = new ConcurrentHashMap<>();
  private final LongAdder dropped = new LongAdder();

  void add(List<SeedScript> seeds) {
    seeds.forEach(s -> texts.put(s.name(), s.text()));
  }

  /** {@code findings} of a test of {@code test}'s seed, without the performance findings the seed shows alone. */
  List<Finding> withoutSeeds(List<Finding> findings, TestCase test, String logic, Performance oracle, SeedRun run)
      throws InterruptedException {
    byte[] seed = test.seedName() == null ? null : texts.get(test.seedName());
    if (seed == null || oracle.off() || findings.stream().noneMatch(SlowSeeds::performance)) {
      return findings;
    }
    Map<String, Outcome> alone = ran.get(test.seedName());
    if (alone == null) {
      alone = byConfiguration(run.run(new TestCase(seed, null, test.generator(), test.seedName(), test.seedSha256(),
          test.campaignSeed(), -1, 0)));
      ran.putIfAbsent(test.seedName(), alone);
    }
    Map<String, Outcome> seedOutcomes = alone;
    List<Finding> kept = findings.stream().filter(f -> !performance(f) || !shown(f, seedOutcomes, oracle, logic))
        .toList();
    dropped.add(findings.size() - kept.size());
    return kept;
  }

  /** How many performance findings were the seed's own, not kept. */
  long dropped() {
    return dropped.sum();
  }

  /** True when the finding's slow configuration is slow on the seed too, by the same oracle, beside the same peer. */
  private static boolean shown(Finding f, Map<String, Outcome> seed, Performance oracle, String logic) {
    Outcome slow = seed.get(base(f.solvers().get(0)));
    Outcome fast = seed.get(base(f.solvers().get(1)));
    return slow != null && fast != null && oracle.judge(List.of(slow, fast), logic)
        .filter(g -> g.solvers().get(0).equals(slow.label())).isPresent();
  }

  private static Map<String, Outcome> byConfiguration(List<Outcome> outcomes) {
    Map<String, Outcome> out = new HashMap<>();
    outcomes.forEach(o -> out.put(base(o.label()), o));
    return out;
  }

  private static String base(String label) {
    return Mode.base(OptionVariation.base(label));
  }

  private static boolean performance(Finding f) {
    return f.kind().equals("performance") && f.solvers().size() == 2;
  }
}
