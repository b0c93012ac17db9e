package io.tamis.runner.findings.bisect;

import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.CommitBisection.Step;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.SourceCommit;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Bisects over commits by git bisect's rules. The newest commit marked new (at first the new end) and
 * every commit marked old (at first the old end) bound what is left: the ancestors of the one and of
 * none of the others. Of those, the commit that halves them most evenly is tried next, passing over
 * skipped ones (commits that do not build). It ends when only the newest new commit is left, whose
 * parents are then all old, or only skipped commits beside it, which leaves the answer among them.
 * The state is the list of steps alone, so a bisection cut short by its budget resumes from it.
 *
 * <p>With paths (git bisect's pathspec) only the commits that touch them are tried. Its answer is then
 * proven as git bisect's is, by its parents: each is tried, and when all are old the answer stands; when
 * one is new, the paths missed the cause and the search goes on over every commit from the steps so far.
 */
public final class CommitBisector {
  /** What git bisect picks from, best first: the ancestors of {@code newest} of no old commit. */
  public interface Order {
    List<String> of(String newest, Collection<String> olds, List<String> paths) throws InstallException;
  }

  /** A commit's parents. */
  public interface Parents {
    List<String> of(String commit) throws InstallException;
  }

  /**
   * Builds and tries one commit; a commit that does not build is a {@code skip} step, a machine that
   * cannot build any ({@link io.tamis.solvers.install.MissingPrerequisite}) throws and records no step.
   */
  public interface Probe {
    Step test(String commit) throws InterruptedException, InstallException;
  }

  /** Reads a commit's date and subject for the result. */
  public interface Describe {
    SourceCommit of(String commit) throws InstallException;
  }

  private final Order order;
  private final Parents parents;
  private final Probe probe;
  private final Describe describe;

  public CommitBisector(Order order, Parents parents, Probe probe, Describe describe) {
    this.order = order;
    this.parents = parents;
    this.probe = probe;
    this.describe = describe;
  }

  /**
   * Continues {@code start} until it is decided or {@code budget} of wall time is spent (checked before
   * each step, so the last step may run past it), handing each new state to {@code saved}.
   */
  public CommitBisection run(CommitBisection start, Duration budget, Consumer<CommitBisection> saved)
      throws InterruptedException, InstallException {
    long deadline = System.nanoTime() + budget.toNanos();
    CommitBisection at = start;
    while (true) {
      String newest = newest(at);
      List<String> left = order.of(newest, olds(at), at.paths());
      Set<String> skipped = marked(at, Step.SKIP);
      List<String> open = left.stream().filter(c -> !c.equals(newest) && !skipped.contains(c)).toList();
      String next = open.isEmpty() ? untriedParent(at, newest) : open.get(0);
      if (next == null) {
        return decided(at, newest, left, skipped);
      }
      if (System.nanoTime() >= deadline) {
        return at.ended(null, List.of(), false);
      }
      at = at.with(probe.test(next));
      at = open.isEmpty() && !at.steps().get(at.steps().size() - 1).mark().equals(Step.OLD) ? at.widened() : at;
      saved.accept(at);
    }
  }

  /**
   * Within paths, a parent of the answer not tried yet (it may lie outside them), else null. A parent that is
   * new, or does not build, leaves the answer unproven: the search then widens to every commit.
   */
  private String untriedParent(CommitBisection at, String answer) throws InstallException {
    if (at.paths().isEmpty()) {
      return null;
    }
    Set<String> tried = new HashSet<>(olds(at));
    at.steps().forEach(s -> tried.add(s.commit()));
    return parents.of(answer).stream().filter(p -> !tried.contains(p)).findFirst().orElse(null);
  }

  private CommitBisection decided(CommitBisection at, String newest, List<String> left, Set<String> skipped)
      throws InstallException {
    List<String> possible = new ArrayList<>(List.of(newest));
    left.stream().filter(skipped::contains).forEach(possible::add);
    return possible.size() == 1 ? at.ended(describe.of(newest), List.of(), true) : at.ended(null, possible, true);
  }

  /** The newest commit marked new: each later new mark lies among the ancestors of the one before. */
  private static String newest(CommitBisection at) {
    String newest = at.to();
    for (Step s : at.steps()) {
      if (s.mark().equals(Step.NEW)) {
        newest = s.commit();
      }
    }
    return newest;
  }

  private static List<String> olds(CommitBisection at) {
    List<String> olds = new ArrayList<>(List.of(at.from()));
    olds.addAll(marked(at, Step.OLD));
    return olds;
  }

  private static Set<String> marked(CommitBisection at, String mark) {
    Set<String> commits = new HashSet<>();
    at.steps().stream().filter(s -> s.mark().equals(mark)).forEach(s -> commits.add(s.commit()));
    return commits;
  }
}
