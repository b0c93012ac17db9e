package io.tamis.runner.findings.bisect;

import io.tamis.runner.findings.bisect.Bisector;
import io.tamis.runner.findings.bisect.CommitBisector;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.CommitBisection.Step;
import io.tamis.solvers.install.BuildSpec;
import io.tamis.solvers.install.GitHistory;
import io.tamis.solvers.install.BuildInterrupted;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.Installer;
import io.tamis.solvers.install.MissingPrerequisite;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.install.SourceBuilder;
import io.tamis.solvers.install.SourceCommit;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code bisect --commits}: a finding bisected over a solver's commits, each built from source by
 * {@code solvers build}'s machinery and replayed. A step's build is removed from the cache once replayed
 * unless it was there before (the build folder keeps its objects, so the next commit compiles only what
 * differs).
 */
public final class CommitSearch {
  /** Where the commits come from and how they are built; {@code keep} leaves each built commit installed. */
  public record Builds(SolverCache cache, String solver, BuildSpec.Variant variant, Path source, Path deps, int jobs,
      boolean keep) {}

  private final Builds builds;
  private final Bisector.Probe replay;
  private final GitHistory history;

  /** {@code replay} replays the finding on an installed build of the solver, named by its version. */
  public CommitSearch(Builds builds, Bisector.Probe replay) throws InstallException {
    this.builds = builds;
    this.replay = replay;
    this.history = GitHistory.open(builds.cache(), builds.solver(), builds.source(), CommitSearch::say);
  }

  /** A branch, tag or commit; else a release's version, through its tag ({@code 5.0.0}: {@code z3-5.0.0}). */
  SourceCommit resolve(String ref) throws InstallException {
    try {
      return history.commit(ref);
    } catch (InstallException notARef) {
      return history.release(ref);
    }
  }

  /**
   * A new bisection between {@code fromRef} and {@code toRef}, or {@code earlier} when it is the same search; its
   * other configurations on {@code others} ({@code --solvers}), or null for as recorded.
   */
  public CommitBisection start(String fromRef, String toRef, boolean fixing, List<String> paths, String others,
      CommitBisection earlier) throws InstallException {
    String from = resolve(fromRef).hash();
    String to = resolve(toRef).hash();
    int commits = history.bisectOrder(to, List.of(from), List.of()).size(); // the range, paths or not
    CommitBisection fresh = new CommitBisection(builds.solver(), fixing ? CommitBisection.FIXING
        : CommitBisection.FIRST_BAD, history.upstream(), builds.variant().word(), fromRef, from, toRef, to, commits,
        List.of(), null, List.of(), false, 0, paths).withOthers(others);
    if (fresh.sameSearch(earlier)) { // a finished one ends again from its steps, without a build
      String mixed = earlier.resumableWith(others);
      if (mixed != null) {
        throw new InstallException(mixed);
      }
      say((earlier.done() ? "bisected already: " : "resuming: ") + earlier.steps().size() + " commits tried, "
          + earlier.seconds() + " s (--restart starts over)");
      return earlier.resumedWith(paths).counting(commits);
    }
    int tried = paths.isEmpty() ? commits : history.bisectOrder(to, List.of(from), paths).size();
    say(commits + " commits after " + fromRef + " up to " + toRef + " (" + to.substring(0, 10) + ")"
        + (paths.isEmpty() ? "" : ", " + tried + " of them touch " + String.join(" ", paths)) + ": about "
        + steps(tried) + " builds"
        + (paths.isEmpty() ? "" : ", then the answer's parent"));
    return fresh;
  }

  public CommitBisection run(CommitBisection start, Duration budget, Consumer<CommitBisection> saved)
      throws InterruptedException, InstallException {
    boolean fixing = start.mode().equals(CommitBisection.FIXING);
    CommitBisector.Probe probe = commit -> step(commit, fixing, start);
    return new CommitBisector(history::bisectOrder, history::parents, probe, history::commit).run(start, budget,
        saved);
  }

  /**
   * The ends replayed first, when the user named them (release ends were replayed by the release
   * bisection): hours of builds on a range whose ends agree would name a wrong commit.
   */
  public CommitBisection checkEnds(CommitBisection start, Consumer<CommitBisection> saved)
      throws InterruptedException, InstallException {
    boolean fixing = start.mode().equals(CommitBisection.FIXING);
    CommitBisection at = start;
    for (String end : List.of(start.from(), start.to())) {
      if (at.steps().stream().noneMatch(s -> s.commit().equals(end))) {
        at = at.with(step(end, fixing, at));
        saved.accept(at);
      }
    }
    for (Step s : at.steps()) {
      String want = s.commit().equals(start.from()) ? Step.OLD : s.commit().equals(start.to()) ? Step.NEW : null;
      if (want != null && !s.mark().equals(want)) {
        String ref = want.equals(Step.OLD) ? start.fromRef() : start.toRef();
        throw new InstallException(ref + " (" + s.commit().substring(0, 10) + ") is " + at.term(s.mark()) + " ("
            + s.outcome() + "), not " + at.term(want) + ": the range does not hold the change"
            + (fixing ? "" : " (--fixing looks for the commit that fixed it)"));
      }
    }
    return at;
  }

  private Step step(String commit, boolean fixing, CommitBisection search)
      throws InterruptedException, InstallException {
    long t0 = System.nanoTime();
    var named = builds.cache().builtAt(builds.solver(), commit, builds.variant().word());
    if (named.isPresent()) { // built before under a branch or tag name (cvc5@cvc5-1.3.0): replayed, kept
      Bisection.Release r = replay.replay(named.get().record().version());
      return said(search, new Step(commit, r.shows() != fixing ? Step.NEW : Step.OLD, r.outcome(), since(t0)));
    }
    BuildSpec spec = new BuildSpec(builds.solver(), commit.substring(0, 10), builds.variant());
    boolean had = builds.cache().find(spec.spec()).isPresent();
    SolverCache.Installed built;
    try {
      built = new SourceBuilder(builds.cache(), CommitSearch::say, builds.jobs()).build(spec, builds.source(),
          builds.deps(), false);
    } catch (BuildInterrupted e) {
      throw (InterruptedException) new InterruptedException(commit.substring(0, 10) + ": " + e.getMessage())
          .initCause(e);
    } catch (MissingPrerequisite e) {
      throw e; // this machine's lack: saved as a skip, it would stay one on every resume
    } catch (InstallException e) {
      return said(search, new Step(commit, Step.SKIP, "does not build: " + e.getMessage(), since(t0)));
    }
    try {
      Bisection.Release r = replay.replay(spec.version());
      return said(search, new Step(commit, r.shows() != fixing ? Step.NEW : Step.OLD, r.outcome(), since(t0)));
    } finally {
      if (!had && !builds.keep()) {
        Installer.remove(built);
      }
    }
  }

  private static Step said(CommitBisection search, Step s) {
    say(s.commit().substring(0, 10) + " is " + search.term(s.mark()) + " (" + s.outcome() + ", " + s.seconds()
        + " s)");
    return s;
  }

  /** About how many steps halving {@code n} commits takes. */
  static int steps(int n) {
    return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
  }

  private static long since(long t0) {
    return Math.round((System.nanoTime() - t0) / 1e9);
  }

  private static void say(String line) {
    System.out.println("tamis: " + line);
  }
}
