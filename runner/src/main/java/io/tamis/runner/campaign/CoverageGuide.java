package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.runner.store.AtomicFiles;
import io.tamis.solvers.coverage.Coverages;
import io.tamis.solvers.coverage.EdgeCoverage;
import io.tamis.solvers.coverage.Hits;
import io.tamis.solvers.coverage.SeenEdges;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A campaign guided by the edges of its coverage builds, as AFL is: a test that took an edge no earlier test
 * took is kept ({@code DIR/corpus/}, one file per distinct text, at most {@code limit}) and becomes a seed
 * whose streams the campaign draws from as from the others ({@link Campaign#grow}). The edges taken so far
 * are saved beside it ({@code DIR/coverage/BUILD.edges}), so a resumed campaign goes on from them, and
 * {@code merge} adds the shards' up. Seeds are read and written on the result writer's thread; the
 * campaign's thread takes the new ones.
 */
public final class CoverageGuide {
  public static final String CORPUS = "corpus";
  public static final String EDGES = "coverage";
  /** How often the edges are saved while the campaign runs: a kill loses at most this much. */
  private static final long SAVE_NANOS = 30_000_000_000L;

  private final Coverages coverages;
  private final Path dir;
  private final int limit;
  private final boolean guides;
  private final PrintStream err;
  private final Set<String> kept = ConcurrentHashMap.newKeySet();
  private final Queue<SeedScript> fresh = new ConcurrentLinkedQueue<>();
  private final ScriptReader reader = new ScriptReader();
  private long savedAt = System.nanoTime();
  private final List<Target> targets = new java.util.concurrent.CopyOnWriteArrayList<>();
  private java.util.function.DoubleSupplier clock = () -> 0;

  /** A function the campaign aims at (the code a commit changed), and when a test first took one of its edges. */
  static final class Target {
    final String build;
    final String function;
    final int[] edges;
    volatile double reachedSeconds = -1;
    volatile String reachedBy;

    Target(String build, String function, int[] edges) {
      this.build = build;
      this.function = function;
      this.edges = edges;
    }
  }

  private CoverageGuide(Coverages coverages, Path dir, int limit, boolean guides, PrintStream err) {
    this.coverages = coverages;
    this.dir = dir;
    this.limit = limit;
    this.guides = guides;
    this.err = err;
  }

  /**
   * The guide of a campaign that runs a coverage build among {@code configs}, writing to {@code dir} (null:
   * nothing kept on disk); null when none is a coverage build: such a campaign runs as it always did. With
   * {@code guides} false it only counts: the tests that took a new edge are kept as a record of what the
   * campaign reached (what {@code tamis coverage} replays on a {@code +gcov} build), never drawn from.
   */
  public static CoverageGuide of(SolverPool pool, List<SolverConfig> configs, Path dir, int limit, boolean guides,
      PrintStream err) {
    boolean any = configs.stream().anyMatch(c -> Coverages.buildOf(c.executable()) != null);
    if (!any) {
      return null;
    }
    configs.forEach(c -> pool.coverages().of(c.executable()));
    return new CoverageGuide(pool.coverages(), dir, limit, guides, err);
  }

  /** Whether kept tests become seeds, and new edges count in the seed bandit's yield. */
  public boolean guides() {
    return guides;
  }

  /** The tests kept by an earlier session (resume) as seeds (none when not guiding), and the edges it had taken. */
  public List<SeedScript> restore() throws IOException {
    if (dir == null) {
      return List.of();
    }
    for (EdgeCoverage c : coverages.builds().values()) {
      Path saved = edgesFile(dir, c.build());
      if (Files.isRegularFile(saved)) {
        c.seen().merge(EdgeFile.read(saved));
      }
    }
    List<SeedScript> seeds = new ArrayList<>();
    Path corpus = dir.resolve(CORPUS);
    if (Files.isDirectory(corpus)) {
      try (var files = Files.list(corpus)) {
        for (Path f : files.filter(CoverageGuide::keptFile).sorted().toList()) {
          SeedScript s = seed(CORPUS + "/" + f.getFileName(), Files.readAllBytes(f));
          if (s != null && kept.add(s.sha256()) && guides) {
            seeds.add(s);
          }
        }
      }
    }
    return seeds;
  }

  /**
   * Aims at {@code functions} of {@code build} (each with its edges): their edges weigh most in the seed
   * bandit's yield, and the campaign records when a test first took an edge of each.
   */
  public void aim(String build, Map<String, int[]> functions) {
    EdgeCoverage c = coverages.builds().get(build);
    if (c == null || functions.isEmpty()) {
      return;
    }
    c.seen().aim(functions.values().stream().flatMapToInt(java.util.Arrays::stream).toArray());
    functions.forEach((f, edges) -> targets.add(new Target(build, f, edges)));
  }

  /** Whether some build is aimed at changed functions. */
  public boolean aimed() {
    return !targets.isEmpty();
  }

  /** The campaign's clock, for when a changed function was first reached. */
  public CoverageGuide clock(java.util.function.DoubleSupplier elapsedSeconds) {
    this.clock = elapsedSeconds;
    return this;
  }

  /** Marks the aimed functions whose edges {@code r}'s test took first. */
  private void reached(TestResult r) {
    for (Target t : targets) {
      if (t.reachedSeconds >= 0) {
        continue;
      }
      SeenEdges seen = coverages.builds().get(t.build).seen();
      for (int e : t.edges) {
        if (seen.contains(e)) {
          t.reachedBy = r.name() + " (test " + r.index() + ")";
          t.reachedSeconds = clock.getAsDouble();
          break;
        }
      }
    }
  }

  /** Keeps {@code r}'s test when it took a new edge (the result writer's thread). */
  public void accept(TestResult r) {
    Hits h = r.hits();
    if (h.targets() > 0) {
      reached(r);
    }
    if (h.fresh() == 0 || r.test() == null || r.cancelled() || kept.size() >= limit) {
      return;
    }
    byte[] text = r.test().text();
    String sha = SeedScript.sha256(text);
    if (!kept.add(sha)) {
      return;
    }
    String name = CORPUS + "/" + sha.substring(0, 16) + ".smt2";
    SeedScript s = seed(name, text);
    if (s == null) {
      return;
    }
    if (dir != null) {
      try {
        AtomicFiles.replace(dir.resolve(name), text);
      } catch (IOException e) {
        err.println("tamis: cannot keep " + name + ": " + e.getMessage());
      }
    }
    if (guides) {
      fresh.add(s);
    }
  }

  /** The seeds kept since the last call (the campaign's thread). */
  public List<SeedScript> take() {
    List<SeedScript> out = new ArrayList<>();
    SeedScript s;
    while ((s = fresh.poll()) != null) {
      out.add(s);
    }
    return out;
  }

  /** Saves the edges when the last save is old enough (after each batch of results). */
  public void saveNow(boolean always) {
    if (dir == null || !always && System.nanoTime() - savedAt < SAVE_NANOS) {
      return;
    }
    savedAt = System.nanoTime();
    for (EdgeCoverage c : coverages.builds().values()) {
      try {
        EdgeFile.write(edgesFile(dir, c.build()), c.seen().words());
      } catch (IOException e) {
        err.println("tamis: cannot save the edges of " + c.build() + ": " + e.getMessage());
      }
    }
  }

  /**
   * The kept tests and the edges of campaign folders (shards) in {@code out}: the tests of all (one file per
   * text: names are their hashes), the edges of each build OR-ed, as AFL's instances share their queues when
   * they sync. Returns a line that says what was merged, or null when no input ran a coverage build.
   */
  public static String merge(List<Path> inputs, Path out) throws IOException {
    Map<String, List<Path>> byBuild = new java.util.TreeMap<>();
    int tests = 0;
    for (Path in : inputs) {
      tests += copyCorpus(in.resolve(CORPUS), out.resolve(CORPUS));
      Path edges = in.resolve(EDGES);
      if (Files.isDirectory(edges)) {
        try (var files = Files.list(edges)) {
          files.filter(f -> f.toString().endsWith(".edges") && !f.getFileName().toString().startsWith(".")).forEach(f -> byBuild.computeIfAbsent(
              f.getFileName().toString(), k -> new ArrayList<>()).add(f));
        }
      }
    }
    if (byBuild.isEmpty() && tests == 0) {
      return null;
    }
    List<String> builds = new ArrayList<>();
    for (Map.Entry<String, List<Path>> e : byBuild.entrySet()) {
      Path merged = out.resolve(EDGES).resolve(e.getKey());
      EdgeFile.merge(e.getValue(), merged);
      long taken = java.util.Arrays.stream(EdgeFile.read(merged)).map(Long::bitCount).sum();
      builds.add(e.getKey().replace(".edges", "") + " " + taken + " edges");
    }
    return "coverage: " + String.join(", ", builds) + "; corpus: " + tests + " tests";
  }

  private static int copyCorpus(Path from, Path to) throws IOException {
    if (!Files.isDirectory(from)) {
      return 0;
    }
    int n = 0;
    try (var files = Files.list(from)) {
      for (Path f : files.filter(CoverageGuide::keptFile).toList()) {
        Path target = to.resolve(f.getFileName());
        if (!Files.exists(target)) {
          AtomicFiles.replace(target, Files.readAllBytes(f));
          n++;
        }
      }
    }
    return n;
  }

  /** A kept test's file: not the temporary sibling a killed write may leave ({@code .tmp-NAME}). */
  private static boolean keptFile(Path file) {
    String name = file.getFileName().toString();
    return name.endsWith(".smt2") && !name.startsWith(".");
  }

  static Path edgesFile(Path dir, String build) {
    return dir.resolve(EDGES).resolve(build + ".edges");
  }

  /** A kept test as a seed; a text the reader refuses (a mutant may be opaque) runs as its text. */
  private SeedScript seed(String name, byte[] text) {
    try {
      return SeedScript.of(name, text, reader.read(name, text));
    } catch (SmtLibException e) {
      return SeedScript.of(name, text, null);
    }
  }

  /** Tests kept so far (restored ones included). */
  public int kept() {
    return kept.size();
  }

  /** What summary.json keeps: per build, its edges and how many the campaign took, and the tests kept. */
  public Map<String, Object> json() {
    Map<String, Object> builds = new LinkedHashMap<>();
    for (EdgeCoverage c : coverages.builds().values()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("edges", c.guards());
      m.put("edgesTaken", c.seen().count());
      builds.put(c.build(), m);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("builds", builds);
    if (!targets.isEmpty()) {
      m.put("changedFunctions", targets.size());
      m.put("changedFunctionsReached", targets.stream().filter(t -> t.reachedSeconds >= 0).count());
      List<Map<String, Object>> list = new ArrayList<>();
      for (Target t : targets) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("build", t.build);
        f.put("function", t.function);
        f.put("edges", t.edges.length);
        f.put("firstReachedSeconds", t.reachedSeconds < 0 ? null : Math.round(t.reachedSeconds * 10) / 10.0);
        f.put("firstReachedBy", t.reachedBy);
        list.add(f);
      }
      m.put("changedCode", list);
    }
    m.put("guided", guides);
    m.put("corpusKept", kept.size());
    m.put("corpusLimit", limit);
    return m;
  }

  /** One line for the printed summary. */
  public String line() {
    StringBuilder b = new StringBuilder("coverage:");
    for (EdgeCoverage c : coverages.builds().values()) {
      int all = c.guards();
      b.append(' ').append(c.build()).append(' ').append(c.seen().count()).append(" of ").append(all)
          .append(" edges");
      if (all > 0) {
        b.append(String.format(java.util.Locale.ROOT, " (%.1f%%)", 100.0 * c.seen().count() / all));
      }
      b.append(',');
    }
    if (!targets.isEmpty()) {
      long reached = targets.stream().filter(t -> t.reachedSeconds >= 0).count();
      double first = targets.stream().mapToDouble(t -> t.reachedSeconds).filter(x -> x >= 0).min().orElse(-1);
      b.append(" changed code: ").append(reached).append(" of ").append(targets.size()).append(" functions reached")
          .append(first >= 0 ? String.format(java.util.Locale.ROOT, " (the first after %.1f s)", first) : "")
          .append(',');
    }
    return b.append(" corpus: ").append(kept.size()).append(" tests kept").append(guides ? " as seeds" : " (not guided)")
        .toString();
  }
}
