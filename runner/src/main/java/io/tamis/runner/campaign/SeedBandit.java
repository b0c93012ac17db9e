package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.op.SignatureTable;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.coverage.Hits;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A bandit over seeds: each test goes to a seed drawn with a chance in proportion to its yield, what
 * its tests brought back per solver-second. A test brings back {@value #ANSWER} when every solver
 * answered, {@value #NEW_ITEM} for each theory operator or (parent, child) pair its text adds to what
 * the seed's tests had shown ({@link TheoryCoverage}'s items), {@value #FINDING} for a finding the
 * campaign had not seen, and on a coverage build {@value #NEW_EDGES} per doubling of the solver's edges it
 * took first ({@code 2 log2(1 + n)} for {@code n} new edges). Drawing in proportion to yield gives every seed whose tests answer about the
 * same solver time, whatever its speed (the fast get more tests), and a seed whose tests time out
 * little of it; round robin gave the slowest seeds the most.
 *
 * <p>A share of the draws ({@link #EXPLORE}) go to seeds not tried yet, the rest to seeds tried. A seed
 * with few tests borrows the yield of its logic (the seed's {@code set-logic}), and a logic
 * with few that of the campaign: {@value #SEED_PRIOR_SECONDS} and {@value #LOGIC_PRIOR_SECONDS}
 * solver-seconds of the wider yield are mixed in, so a new seed of a logic that times out starts low
 * and one whose answers come back starts where its logic is.
 *
 * <p>A seed's first test is its probe: no other test of it is drawn until that one's answers are back
 * ({@link #weight}). A tried seed's chance is its yield times {@code (1 - t)^}{@value #PENALTY}, {@code t}
 * the share of its solver time spent in timeouts, so a seed whose probe timed out loses its draws at
 * once and one with a timeout in twenty tests keeps most of them. Yield alone does not do that: a timeout
 * at a cut of 0.2-0.5 s costs only two or three answers' time, and at a fifth of a good seed's chance the
 * seeds that had timed out gave a corpus campaign 17 of its 35 % of solver time in timeouts. No seed's
 * chance falls below {@value #MIN_CHANCE} of its yield, so a campaign whose every seed times out goes on.
 * Among the seeds not tried yet, a seed's chance is its yield times {@code (1 - p)^}{@value #PROBE_PENALTY},
 * {@code p} the share of its logic's probes' solver time in timeouts (the campaign's mixed in): a new seed
 * of a logic whose seeds' first tests time out is tried less often, and still tried (in a corpus
 * campaign, 4 % of the AUFDTLIA seeds' first tests timed out and 54 % of the BV seeds').
 *
 * <p>Draw {@code n} of a campaign uses one number of the campaign's seeded stream, {@code n}-th of it:
 * with the same results in the same order, a campaign makes the same draws, and a resumed one
 * (restored from its journal: solver times, verdicts, findings' keys; its coverage from the done tests
 * the campaign passes again) goes on with the numbers the stopped one would have used. Results come
 * on the result writer's thread, draws and coverage on the campaign's.
 */
public final class SeedBandit {
  static final double ANSWER = 1;
  static final double NEW_ITEM = 0.5;
  static final double FINDING = 20;
  /**
   * Per doubling of the new edges a test took on a coverage build: a test that opens one new edge brings
   * back as much as two answers, one that opens the thousands of a new theory's code about a finding.
   */
  static final double NEW_EDGES = 2;
  /**
   * Per doubling of the new edges in the code a campaign aims at (a commit's changed functions), on top of
   * {@link #NEW_EDGES}, and for a test that takes any of those edges at all: such seeds get most draws.
   */
  static final double NEW_AIMED_EDGES = 8;
  static final double AIMED = 1;
  /**
   * 0.25 s, about one test: with 1 s a seed whose every test had timed out kept a fifth of a good seed's
   * chance, and those seeds gave a 10-minute corpus campaign 30 % of its solver time in timeouts.
   */
  static final double SEED_PRIOR_SECONDS = 0.25;
  static final double LOGIC_PRIOR_SECONDS = 4;
  /** The campaign's yield before any test ended: about an answered test per 0.2 solver-seconds. */
  static final double START_YIELD = 5;
  /**
   * The share of draws that go to seeds not tried yet: with thousands of seeds (../shared/corpus: 5,664) a
   * campaign of minutes would otherwise spend nearly every draw on a new seed, where the timeouts are (a
   * 10-minute corpus campaign had a timeout in 40 % of its tests; with a quarter of the draws, the new
   * seeds' first tests, 46 % of their solver time in timeouts, still gave it 14 points of its 35 %).
   */
  static final double EXPLORE = 0.15;
  /** How hard timeouts weigh on a tried seed's chance: a seed with a quarter of its time in timeouts keeps a third. */
  static final int PENALTY = 4;
  static final double MIN_CHANCE = 1e-3;
  static final int PROBE_PENALTY = 2;
  /** Bits per seed for the coverage items its tests have shown (hashed: a few collisions are no matter). */
  private static final int ITEM_BITS = 1024;
  private static final long SALT = 0xBA9D17L;

  private final Map<String, Arm> seeds = new ConcurrentHashMap<>();
  private final Map<String, Arm> logics = new ConcurrentHashMap<>();
  private final Arm campaign = new Arm(null);
  private volatile boolean edges = true;
  private volatile boolean aimed = true;
  private final Set<String> keys = ConcurrentHashMap.newKeySet();
  /** The scan for coverage items and the bit set it fills; the campaign thread's alone. */
  private BitSet filling;
  private int added;
  private final TheoryCoverage scan = new TheoryCoverage(SignatureTable.standard(), this::item);

  /** What one seed, one logic or the campaign brought back and cost. */
  public static final class Arm {
    final Arm logic;
    /** Reward from answers and findings (the writer's), and from coverage (the campaign thread's). */
    private volatile double answers;
    private volatile double coverage;
    private volatile double seconds;
    private volatile double timeoutSeconds;
    /** Of a logic or the campaign: the solver time of its seeds' first tests, and theirs in timeouts. */
    private volatile double probeSeconds;
    private volatile double probeTimeoutSeconds;
    private volatile long tests;
    /** The coverage items its tests have shown (null until its first) and its tests drawn: the campaign thread's. */
    BitSet items;
    long drawn;

    Arm(Arm logic) {
      this.logic = logic;
    }

    double reward() {
      return answers + coverage;
    }
  }

  /** Whether new edges count in the yield (a campaign on a coverage build that only counts them: no). */
  public void creditEdges(boolean credit) {
    this.edges = credit;
  }

  /** Whether the edges of the code aimed at count more ({@code --no-direct}: no; their first reach is still told). */
  public void creditAimed(boolean credit) {
    this.aimed = credit;
  }

  /** Makes an arm of each seed, under its logic; before any result (or the journal's) is recorded. */
  public void enroll(List<SeedScript> scripts) {
    for (SeedScript s : scripts) {
      String logic = s.script() != null ? s.script().logic() : OpaqueScripts.logic(s.text());
      seeds.computeIfAbsent(s.name(), k -> new Arm(logics.computeIfAbsent(logic == null ? "" : logic,
          l -> new Arm(campaign))));
    }
  }

  /** The arm of {@code seed} (an arm of its own under no logic when it was not enrolled). */
  public Arm arm(String seed) {
    return seeds.computeIfAbsent(seed, k -> new Arm(logics.computeIfAbsent("", l -> new Arm(campaign))));
  }

  /** Counts a finished test: its solver time, whether every solver answered, its findings new to the campaign. */
  void record(TestResult r) {
    Arm a = arm(r.name());
    double seconds = 0;
    double timedOut = 0;
    boolean answered = !r.outcomes().isEmpty();
    for (Outcome o : r.outcomes()) {
      double wall = o.run() == null ? 0 : o.run().wallNanos() / 1e9;
      seconds += wall;
      timedOut += o.verdict() == Verdict.TIMEOUT ? wall : 0;
      answered &= o.verdict() == Verdict.SAT || o.verdict() == Verdict.UNSAT;
    }
    double reward = (answered ? ANSWER : 0) + (edges ? edgeReward(r.hits(), aimed) : 0);
    for (Finding f : r.findings()) {
      reward += keys.add(f.dedupKey()) ? FINDING : 0;
    }
    boolean probe = a.tests == 0;
    for (Arm x = a; x != null; x = x.logic) {
      x.answers += reward;
      x.seconds += seconds;
      x.timeoutSeconds += timedOut;
      x.probeSeconds += probe ? seconds : 0;
      x.probeTimeoutSeconds += probe ? timedOut : 0;
      x.tests++;
    }
  }

  /**
   * Credits the coverage items {@code test} adds to what {@code seed}'s earlier tests showed (the seed's
   * own text counts as shown): a function of the seed's stream alone, the same in whatever order answers come.
   */
  void drawn(SeedScript seed, Arm a, byte[] test) {
    a.drawn++;
    if (a.items == null) {
      a.items = new BitSet(ITEM_BITS);
      fill(a.items, seed.text());
    }
    int n = fill(a.items, test);
    for (Arm x = a; x != null && n > 0; x = x.logic) {
      x.coverage += NEW_ITEM * n;
    }
  }

  private static double edgeReward(Hits h, boolean aimed) {
    return NEW_EDGES * log2(1 + h.fresh()) + (aimed ? NEW_AIMED_EDGES * log2(1 + h.freshTargets())
        + (h.targets() > 0 ? AIMED : 0) : 0);
  }

  private static double log2(double x) {
    return Math.log(x) / Math.log(2);
  }

  private int fill(BitSet bits, byte[] text) {
    filling = bits;
    added = 0;
    scan.add(text);
    return added;
  }

  private void item(String item) {
    int bit = Math.floorMod(item.hashCode(), ITEM_BITS);
    if (!filling.get(bit)) {
      filling.set(bit);
      added++;
    }
  }

  /** What {@code a}'s tests brought back per solver-second, its logic's and the campaign's mixed in. */
  public double yield(Arm a) {
    double all = mixed(campaign, START_YIELD, LOGIC_PRIOR_SECONDS);
    return mixed(a, mixed(a.logic, all, LOGIC_PRIOR_SECONDS), SEED_PRIOR_SECONDS);
  }

  /**
   * {@code a}'s chance in the draws: 0 while its first test is out (the probe); before, its yield times
   * {@code (1 - p)^}{@value #PROBE_PENALTY}, {@code p} its logic's probes' share of solver time in
   * timeouts; after, its yield times {@code (1 - t)^}{@value #PENALTY}, {@code t} its own share (at least
   * {@value #MIN_CHANCE}). The campaign thread's.
   */
  public double weight(Arm a) {
    if (a.tests > 0) {
      double answered = 1 - share(a.timeoutSeconds, a.seconds, 0, 0);
      return this.yield(a) * Math.max(MIN_CHANCE, Math.pow(answered, PENALTY));
    }
    double answered = 1 - probeShare(a.logic);
    return a.drawn > 0 ? 0 : this.yield(a) * Math.max(MIN_CHANCE, Math.pow(answered, PROBE_PENALTY));
  }

  /** The share of {@code logic}'s probes' solver time in timeouts, {@value #LOGIC_PRIOR_SECONDS} s of the campaign's in. */
  private double probeShare(Arm logic) {
    double all = share(campaign.probeTimeoutSeconds, campaign.probeSeconds, 0, 0);
    return share(logic.probeTimeoutSeconds, logic.probeSeconds, all, LOGIC_PRIOR_SECONDS);
  }

  /** {@code part / whole} with {@code priorSeconds} at {@code prior} mixed in, within [0, 1] (0 without either). */
  private static double share(double part, double whole, double prior, double priorSeconds) {
    double d = whole + priorSeconds;
    return d > 0 ? Math.min(1, Math.max(0, (part + prior * priorSeconds) / d)) : 0;
  }

  private static double mixed(Arm a, double prior, double priorSeconds) {
    return (a.reward() + prior * priorSeconds) / (a.seconds + priorSeconds);
  }

  /** True when no test of {@code a}'s seed was drawn yet (nor passed again on resume). */
  static boolean fresh(Arm a) {
    return a.drawn == 0;
  }

  /**
   * Draw {@code n} of the campaign {@code campaignSeed}: {@value #EXPLORE} of the draws go to the seeds
   * not tried yet ({@code fresh}), the rest to those tried (either kind when the other has none ready),
   * each seed in proportion to its weight within its kind. Returns the index drawn, -1 when every weight
   * is 0.
   */
  static int draw(double[] weights, boolean[] fresh, int count, long campaignSeed, long n) {
    double fresh0 = 0;
    double tried = 0;
    for (int i = 0; i < count; i++) {
      fresh0 += fresh[i] ? weights[i] : 0;
      tried += fresh[i] ? 0 : weights[i];
    }
    if (fresh0 + tried <= 0) {
      return -1;
    }
    boolean explore = tried <= 0 || fresh0 > 0 && unit(campaignSeed, 2 * n + 1) < EXPLORE;
    double u = unit(campaignSeed, 2 * n) * (explore ? fresh0 : tried);
    int last = -1;
    for (int i = 0; i < count; i++) {
      if (weights[i] > 0 && fresh[i] == explore) {
        last = i;
        u -= weights[i];
        if (u < 0) {
          return i;
        }
      }
    }
    return last;
  }

  /** The {@code n}-th number in [0, 1) of the campaign's draws. */
  static double unit(long campaignSeed, long n) {
    return (TestSeeds.inStream(campaignSeed ^ SALT, n) >>> 11) * 0x1.0p-53;
  }

  /** What summary.json keeps: by logic, the tests, solver time and yield, most solver time first. */
  public Map<String, Object> json() {
    double all = mixed(campaign, START_YIELD, LOGIC_PRIOR_SECONDS);
    Map<String, Object> byLogic = new LinkedHashMap<>();
    new TreeMap<>(logics).entrySet().stream()
        .sorted(Comparator.comparingDouble((Map.Entry<String, Arm> e) -> -e.getValue().seconds))
        .forEach(e -> byLogic.put(e.getKey().isEmpty() ? "(none)" : e.getKey(), json(e.getValue(), all)));
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("seedsTested", seeds.values().stream().filter(a -> a.tests > 0).count());
    m.put("seedsMostlyTimedOut", seeds.values().stream()
        .filter(a -> a.tests > 0 && a.timeoutSeconds > a.seconds / 2).count());
    m.put("yield", round(all));
    m.put("byLogic", byLogic);
    return m;
  }

  private static Map<String, Object> json(Arm logic, double all) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tests", logic.tests);
    m.put("solverSeconds", round(logic.seconds));
    m.put("yield", round(mixed(logic, all, LOGIC_PRIOR_SECONDS)));
    return m;
  }

  private static double round(double x) {
    return Math.round(x * 1000) / 1000.0;
  }
}
