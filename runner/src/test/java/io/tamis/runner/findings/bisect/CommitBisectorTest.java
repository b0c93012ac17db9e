package io.tamis.runner.findings.bisect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.CommitBisection.Step;
import io.tamis.solvers.install.GitHistory;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.MissingPrerequisite;
import io.tamis.solvers.install.SolverCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Commit bisection over real git repositories made here: each commit writes the number of its "behaviour"
 * into a file, and the probe reads it back from the commit through git, as a build would see it.
 */
class CommitBisectorTest {
  @TempDir
  Path dir;

  private final List<String> tried = new ArrayList<>();

  /** A linear history of 40 commits, the bug from any one of them: found, and in at most ceil(log2 40) builds. */
  @RepeatedTest(8)
  void findsTheFirstBadCommitOfALinearHistory(RepetitionInfo info) throws Exception {
    int bad = 1 + new SplittableRandom(info.getCurrentRepetition()).nextInt(40);
    List<String> commits = linear(40);
    CommitBisection end = bisect(commits, c -> commits.indexOf(c) >= bad, Set.of(), Duration.ofHours(1), null);
    assertTrue(end.done());
    assertEquals(commits.get(bad), end.found().hash());
    assertTrue(end.steps().size() <= 6, "40 commits take at most 6 halvings: " + end.steps().size());
    assertEquals(tried.size(), Set.copyOf(tried).size(), "a commit built twice: " + tried);
  }

  /** git bisect's rule for commits that do not build: they are skipped, and may leave the answer open among them. */
  @Test
  void unbuildableCommitsAtTheEdgeLeaveTheAnswerAmongThem() throws Exception {
    List<String> commits = linear(20);
    Set<String> broken = Set.of(commits.get(12), commits.get(13));
    CommitBisection end = bisect(commits, c -> commits.indexOf(c) >= 13, broken, Duration.ofHours(1), null);
    assertTrue(end.done());
    assertNull(end.found());
    assertEquals(Set.of(commits.get(12), commits.get(13), commits.get(14)), Set.copyOf(end.possible()));
  }

  /** Skipped commits away from the edge only cost a build: the answer is still one commit. */
  @Test
  void unbuildableCommitsAwayFromTheEdgeAreStepsAround() throws Exception {
    List<String> commits = linear(20);
    Set<String> broken = Set.of(commits.get(10), commits.get(5));
    CommitBisection end = bisect(commits, c -> commits.indexOf(c) >= 15, broken, Duration.ofHours(1), null);
    assertEquals(commits.get(15), end.found().hash());
  }

  /** A budget spent stops before the next build; the same search resumes from the saved steps to the same answer. */
  @Test
  void aBisectionCutShortResumesFromItsSteps() throws Exception {
    List<String> commits = linear(30);
    Predicate<String> bad = c -> commits.indexOf(c) >= 21;
    List<CommitBisection> saved = new ArrayList<>();
    CommitBisection first = bisect(commits, bad, Set.of(), Duration.ZERO, saved);
    assertFalse(first.done());
    assertTrue(first.steps().isEmpty(), "a spent budget starts no build");
    CommitBisection whole = bisect(commits, bad, Set.of(), Duration.ofHours(1), saved);
    CommitBisection cut = saved.get(1); // two steps done, then Ctrl-C
    tried.clear();
    CommitBisection resumed = bisect(cut, commits, bad, Set.of(), Duration.ofHours(1), null);
    assertEquals(whole.found(), resumed.found());
    assertEquals(whole.steps().size() - 2, tried.size(), "the resumed run repeats no step");
  }

  /** Merges: the bug comes in on a side branch; the first bad commit is that branch's, not the merge. */
  @Test
  void findsABugThatCameInOnABranch() throws Exception {
    List<String> commits = linear(6);
    git("checkout", "-q", "-b", "side", commits.get(3));
    String b1 = commit("side", 100);
    String b2 = commit("side", 101); // the bug
    String b3 = commit("side", 102);
    git("checkout", "-q", "main");
    commit(6);
    git("-c", "user.name=t", "-c", "user.email=t@t", "merge", "-q", "--no-ff", "-m", "merge side", "side");
    String merge = git("rev-parse", "HEAD").strip();
    String after = commit(7);
    Predicate<String> bad = c -> reachable(b2, c);
    CommitBisection start = start(commits.get(0), after);
    CommitBisection end = new CommitBisector(history()::bisectOrder, history()::parents, probe(bad, Set.of()), history()::commit)
        .run(start, Duration.ofHours(1), b -> { });
    assertEquals(b2, end.found().hash(), "b1 " + b1 + " b3 " + b3 + " merge " + merge);
  }

  /** With paths: only the commits that touch them are tried, then the answer's parent proves it. */
  @Test
  void pathsFindACauseInThemWithFewBuildsAndProveItByItsParent() throws Exception {
    List<String> commits = touching(40, 5);
    String cause = commits.get(25); // touches "theory"
    Predicate<String> bad = c -> commits.indexOf(c) >= 25;
    CommitBisection start = start(commits.get(0), commits.get(39)).withPaths(List.of("theory"));
    CommitBisection end = bisect(start, commits, bad, Set.of(), Duration.ofHours(1), null);
    assertEquals(cause, end.found().hash());
    assertTrue(tried.contains(commits.get(24)), "the answer's parent is tried: " + tried);
    assertEquals(List.of("theory"), end.paths(), "the paths held");
    assertTrue(tried.size() <= 4, "7 commits touch the paths: 3 halvings and the parent, not 6: " + tried.size());
  }

  /** A search over every commit cut short, resumed with paths: the rest tries only what touches them. */
  @Test
  void pathsGivenOnResumingNarrowTheRest() throws Exception {
    List<String> commits = touching(40, 5);
    Predicate<String> bad = c -> commits.indexOf(c) >= 25;
    List<CommitBisection> saved = new ArrayList<>();
    bisect(commits, bad, Set.of(), Duration.ofHours(1), saved);
    CommitBisection cut = saved.get(0).resumedWith(List.of("theory"));
    tried.clear();
    CommitBisection end = bisect(cut, commits, bad, Set.of(), Duration.ofHours(1), null);
    assertEquals(commits.get(25), end.found().hash());
    assertEquals(List.of("theory"), end.paths());
    assertTrue(tried.stream().allMatch(c -> commits.indexOf(c) % 5 == 0 || c.equals(commits.get(24))),
        "only commits touching the paths, then the answer's parent: " + tried);
  }

  /** A cause outside the paths: the answer's parent shows the bug too, and the search widens to every commit. */
  @Test
  void pathsThatMissTheCauseWidenTheSearch() throws Exception {
    List<String> commits = touching(40, 5);
    String cause = commits.get(23); // touches only "value"
    CommitBisection start = start(commits.get(0), commits.get(39)).withPaths(List.of("theory"));
    CommitBisection end = bisect(start, commits, c -> commits.indexOf(c) >= 23, Set.of(), Duration.ofHours(1), null);
    assertEquals(cause, end.found().hash());
    assertTrue(end.paths().isEmpty(), "widened");
    assertEquals(List.of("theory"), end.widenedFrom(), "the paths it began with are kept for the report");
    assertEquals(tried.size(), Set.copyOf(tried).size(), "a commit built twice: " + tried);
  }

  /** A widened search cut short, resumed with the paths it began with: it stays wide (no parent tried again). */
  @Test
  void aWidenedSearchResumedWithItsPathsStaysWide() throws Exception {
    List<String> commits = touching(40, 5);
    List<CommitBisection> saved = new ArrayList<>();
    CommitBisection start = start(commits.get(0), commits.get(39)).withPaths(List.of("theory"));
    bisect(start, commits, c -> commits.indexOf(c) >= 23, Set.of(), Duration.ofHours(1), saved);
    CommitBisection wide = saved.stream().filter(s -> s.paths().isEmpty()).findFirst().orElseThrow();
    assertSame(wide, wide.resumedWith(List.of("theory")), "the same paths again: still every commit");
    assertEquals(List.of("other"), wide.resumedWith(List.of("other")).paths(), "other paths narrow it anew");
  }

  /** A linear history whose every {@code every}-th commit also touches the file "theory". */
  private List<String> touching(int n, int every) throws IOException, InterruptedException {
    Files.createDirectories(dir.resolve("repo"));
    git("init", "-q", "-b", "main");
    List<String> commits = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (i % every == 0) {
        Files.writeString(dir.resolve("repo").resolve("theory"), i + "\n");
        git("add", "theory");
      }
      commits.add(commit(i));
    }
    return commits;
  }

  /**
   * A machine that cannot build (a compiler missing) stops the search and saves no step for the commit it
   * was at: recorded as "does not build", that commit would be skipped on every resume, once installed too.
   */
  @Test
  void aMissingPrerequisiteStopsTheSearchAndTheResumeBuildsThatCommit() throws Exception {
    List<String> commits = linear(20);
    Predicate<String> bad = c -> commits.indexOf(c) >= 13;
    List<CommitBisection> saved = new ArrayList<>();
    GitHistory history = history();
    CommitBisector.Probe working = probe(bad, Set.of());
    CommitBisector.Probe lacking = c -> {
      if (tried.size() == 2) {
        throw new MissingPrerequisite("clang++-16 not found on PATH: this route needs apt-get install -y clang-16");
      }
      return working.test(c);
    };
    CommitBisection start = start(commits.get(0), commits.get(19));
    MissingPrerequisite e = assertThrows(MissingPrerequisite.class, () -> new CommitBisector(history::bisectOrder,
        history::parents, lacking, history::commit).run(start, Duration.ofHours(1), saved::add));
    assertTrue(e.getMessage().startsWith("clang++-16 not found"), e.getMessage());
    assertEquals(2, saved.get(saved.size() - 1).steps().size(), "the two steps before it, and no skip");
    assertTrue(saved.get(saved.size() - 1).steps().stream().noneMatch(s -> s.mark().equals(Step.SKIP)));
    CommitBisection end = bisect(saved.get(saved.size() - 1), commits, bad, Set.of(), Duration.ofHours(1), null);
    assertEquals(commits.get(13), end.found().hash());
  }

  private CommitBisection bisect(List<String> commits, Predicate<String> bad, Set<String> broken, Duration budget,
      List<CommitBisection> saved) throws Exception {
    return bisect(start(commits.get(0), commits.get(commits.size() - 1)), commits, bad, broken, budget, saved);
  }

  private CommitBisection bisect(CommitBisection start, List<String> commits, Predicate<String> bad,
      Set<String> broken, Duration budget, List<CommitBisection> saved) throws Exception {
    GitHistory history = history();
    return new CommitBisector(history::bisectOrder, history::parents, probe(bad, broken), history::commit)
        .run(start, budget, b -> {
          if (saved != null) {
            saved.add(b);
          }
        });
  }

  private CommitBisector.Probe probe(Predicate<String> bad, Set<String> broken) {
    return c -> {
      tried.add(c);
      String mark = broken.contains(c) ? Step.SKIP : bad.test(c) ? Step.NEW : Step.OLD;
      return new Step(c, mark, "value " + show(c), 1);
    };
  }

  private CommitBisection start(String from, String to) throws InstallException {
    int n = history().bisectOrder(to, List.of(from)).size();
    return new CommitBisection("z3", CommitBisection.FIRST_BAD, dir.toString(), "release", from, from, to, to, n,
        List.of(), null, List.of(), false, 0, List.of());
  }

  private GitHistory history() throws InstallException {
    return GitHistory.open(new SolverCache(dir.resolve("cache/solvers")), "z3", dir.resolve("repo"), line -> { });
  }

  private List<String> linear(int n) throws IOException, InterruptedException {
    Files.createDirectories(dir.resolve("repo"));
    git("init", "-q", "-b", "main");
    List<String> commits = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      commits.add(commit(i));
    }
    return commits;
  }

  private String commit(int value) throws IOException, InterruptedException {
    return commit("value", value);
  }

  private String commit(String file, int value) throws IOException, InterruptedException {
    Files.writeString(dir.resolve("repo").resolve(file), value + "\n");
    git("add", file);
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "value " + value);
    return git("rev-parse", "HEAD").strip();
  }

  private String show(String commit) {
    try {
      return git("show", commit + ":value").strip();
    } catch (IOException | InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  /** Whether {@code ancestor} is {@code commit} or one of its ancestors. */
  private boolean reachable(String ancestor, String commit) {
    try {
      Process p = new ProcessBuilder("git", "-C", dir.resolve("repo").toString(), "merge-base", "--is-ancestor",
          ancestor, commit).start();
      return p.waitFor() == 0;
    } catch (IOException | InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  private String git(String... args) throws IOException, InterruptedException {
    List<String> argv = new ArrayList<>(List.of("git", "-C", dir.resolve("repo").toString()));
    argv.addAll(List.of(args));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    if (p.waitFor() != 0) {
      throw new IOException(String.join(" ", argv) + ": " + out);
    }
    return out;
  }
}
