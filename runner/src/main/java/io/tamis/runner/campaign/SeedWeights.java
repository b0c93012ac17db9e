package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestSeeds;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Seeds weighted toward theories that changed, so that the tests follow the changed lines rather than
 * how many seeds a theory has: {@link #FLOOR} of the weight is spread evenly over the seeds (none
 * starves), the rest over the changed theory groups by their shares, each group's part split evenly
 * among the seeds that use it. A seed takes part in a round with its weight over the largest one.
 * Whether it sits a round out is drawn from (campaign seed, seed, round) alone: the same campaign seed
 * gives the same rounds, whatever the timing.
 */
public final class SeedWeights {
  /** The share of the weight spread evenly over all seeds. */
  public static final double FLOOR = 0.1;
  private static final long SALT = 0x5EEDC4A9E5L;

  private final long campaignSeed;
  private final Map<String, Double> chance;
  private final Map<String, LongAdder> tests = new ConcurrentHashMap<>();
  /** The changed groups each seed uses, in the shares' order. */
  private final Map<String, List<String>> groups = new HashMap<>();
  private final List<String> order;

  /**
   * @param theories each seed's theories, by seed name
   * @param shares each changed theory group ({@code Strings/Sequences}: any of them) with its share
   */
  public SeedWeights(long campaignSeed, Map<String, Set<String>> theories, Map<String, Double> shares) {
    this.campaignSeed = campaignSeed;
    Map<String, Double> weight = new HashMap<>();
    this.order = List.copyOf(shares.keySet());
    Map<String, Integer> users = new HashMap<>();
    theories.forEach((seed, used) -> {
      List<String> mine = order.stream().filter(g -> uses(used, g)).toList();
      groups.put(seed, mine);
      mine.forEach(g -> users.merge(g, 1, Integer::sum));
    });
    groups.forEach((seed, mine) -> weight.put(seed, FLOOR / groups.size()
        + (1 - FLOOR) * mine.stream().mapToDouble(g -> shares.get(g) / users.get(g)).sum()));
    double max = weight.values().stream().mapToDouble(Double::doubleValue).max().orElse(1);
    this.chance = new HashMap<>();
    weight.forEach((seed, w) -> chance.put(seed, w / max));
  }

  /** For each changed group, the tests of the seeds that use it. */
  private Map<String, Long> testsByGroup() {
    Map<String, Long> by = new LinkedHashMap<>();
    order.forEach(g -> by.put(g, 0L));
    tests.forEach((seed, n) -> groups.getOrDefault(seed, List.of()).forEach(g -> by.merge(g, n.sum(), Long::sum)));
    return by;
  }

  /** Each seed's chance per round and the changed groups it uses, by name. */
  private Map<String, Object> seeds() {
    Map<String, Object> m = new TreeMap<>();
    chance.forEach((seed, c) -> m.put(seed, Map.of("chance", Math.round(1000 * c) / 1000.0, "theories",
        groups.get(seed))));
    return m;
  }

  private static boolean uses(Set<String> used, String group) {
    return Arrays.stream(group.split("/")).anyMatch(used::contains);
  }

  /** The share of rounds {@code seed} takes part in (1 for a seed not weighed). */
  public double chance(String seed) {
    return chance.getOrDefault(seed, 1.0);
  }

  /** True when {@code seed} sits out {@code round}. */
  public boolean skips(SeedScript seed, long round) {
    double c = chance(seed.name());
    if (c >= 1) {
      return false;
    }
    long draw = TestSeeds.of(campaignSeed ^ SALT, seed.sha256(), round);
    return (draw >>> 11) * 0x1.0p-53 >= c;
  }

  /** The smallest chance per round of any seed. */
  public double lowestChance() {
    return chance.values().stream().mapToDouble(Double::doubleValue).min().orElse(1);
  }

  /** Counts a test started from {@code seed}. */
  void started(String seed) {
    tests.computeIfAbsent(seed, k -> new LongAdder()).increment();
  }

  private boolean targets(String seed) {
    return !groups.getOrDefault(seed, List.of()).isEmpty();
  }

  /** The seeds that use a changed theory. */
  public List<String> targeted() {
    return groups.keySet().stream().filter(this::targets).sorted().toList();
  }

  /** What summary.json keeps: the seeds targeted and the tests their streams started against the others'. */
  public Map<String, Object> json() {
    long on = 0;
    long off = 0;
    for (var e : tests.entrySet()) {
      long n = e.getValue().sum();
      on += targets(e.getKey()) ? n : 0;
      off += targets(e.getKey()) ? 0 : n;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("floor", FLOOR);
    m.put("targetedSeeds", targeted().size());
    m.put("otherSeeds", groups.size() - targeted().size());
    m.put("testsOfTargetedSeeds", on);
    m.put("testsOfOtherSeeds", off);
    m.put("testsByTheory", testsByGroup());
    m.put("seeds", seeds());
    return m;
  }
}
