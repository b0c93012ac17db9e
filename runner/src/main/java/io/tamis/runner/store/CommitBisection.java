package io.tamis.runner.store;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.tamis.solvers.install.SourceCommit;
import java.util.List;
import java.util.Objects;

/**
 * A finding bisected over a solver's commits by git bisect's rules, between an {@code old} commit that
 * behaves one way and a {@code new} one that behaves the other: for mode {@code first-bad} the old one does
 * not show the finding and the new one does; for {@code fixing}, the other way round. Every step is kept,
 * so a bisection cut short by its time budget resumes where it stopped.
 *
 * @param origin the upstream repository whose commits these are (a --source copy keeps its hashes)
 * @param variant the builds' variant (release, debug, asan)
 * @param from the old end (full hash), with {@code fromRef} as the user or the release range named it
 * @param to the new end (full hash), with {@code toRef}
 * @param commits how many commits lay between them (the new end included) when the bisection began
 * @param found the first commit with the new behaviour, once the steps single it out; else null
 * @param possible when skipped (unbuildable) commits leave it open, every commit it may be; else empty
 * @param done whether the steps decided it (else the budget ran out first)
 * @param seconds the wall time of all steps, over every resumed run
 * @param paths the search goes over the commits that touch these paths only (git bisect's pathspec), until
 *     its answer's parents are tried: when one of them shows the new behaviour too, the paths were wrong and
 *     the search goes on over every commit (then this is empty)
 * @param widenedFrom the paths a widened search began with (else empty): the report names them, and a resume
 *     given them again stays wide instead of trying the answer's parent once more
 * @param others the builds the other configurations ran on, as given to {@code bisect --solvers}; null when they
 *     ran as recorded. Every step of a search is judged beside the same ones (see {@link #resumableWith})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CommitBisection(String solver, String mode, String origin, String variant, String fromRef,
    String from, String toRef, String to, int commits, List<Step> steps, SourceCommit found, List<String> possible,
    boolean done, long seconds, List<String> paths, List<String> widenedFrom, String others) {
  public static final String FIRST_BAD = "first-bad";
  public static final String FIXING = "fixing";

  public CommitBisection {
    steps = steps == null ? List.of() : List.copyOf(steps);
    possible = possible == null ? List.of() : List.copyOf(possible);
    paths = paths == null ? List.of() : List.copyOf(paths);
    widenedFrom = widenedFrom == null ? List.of() : List.copyOf(widenedFrom);
  }

  /** A search not widened (yet). */
  public CommitBisection(String solver, String mode, String origin, String variant, String fromRef, String from,
      String toRef, String to, int commits, List<Step> steps, SourceCommit found, List<String> possible,
      boolean done, long seconds, List<String> paths) {
    this(solver, mode, origin, variant, fromRef, from, toRef, to, commits, steps, found, possible, done, seconds,
        paths, List.of(), null);
  }

  /**
   * One commit tried.
   *
   * @param mark {@code old}, {@code new}, or {@code skip} (it did not build)
   * @param outcome what the replay gave ("crash", "sat", ...), or why the build failed
   * @param seconds the step's wall time, build included
   */
  public record Step(String commit, String mark, String outcome, long seconds) {
    public static final String OLD = "old";
    public static final String NEW = "new";
    public static final String SKIP = "skip";
  }

  /** This bisection with one more step. */
  public CommitBisection with(Step step) {
    List<Step> more = new java.util.ArrayList<>(steps);
    more.add(step);
    return new CommitBisection(solver, mode, origin, variant, fromRef, from, toRef, to, commits, more, found,
        possible, done, seconds + step.seconds(), paths, widenedFrom, others);
  }

  /** This bisection, ended: decided ({@code found}, or the {@code possible} commits) or not. */
  public CommitBisection ended(SourceCommit first, List<String> open, boolean decided) {
    return new CommitBisection(solver, mode, origin, variant, fromRef, from, toRef, to, commits, steps, first, open,
        decided, seconds, paths, widenedFrom, others);
  }

  /** This bisection, not yet begun, over the commits that touch {@code paths} only. */
  public CommitBisection withPaths(List<String> paths) {
    return new CommitBisection(solver, mode, origin, variant, fromRef, from, toRef, to, commits, steps, found,
        possible, done, seconds, paths, widenedFrom, others);
  }

  /** This search with its other configurations on {@code builds} ({@code bisect --solvers}), or as recorded. */
  public CommitBisection withOthers(String builds) {
    return new CommitBisection(solver, mode, origin, variant, fromRef, from, toRef, to, commits, steps, found,
        possible, done, seconds, paths, widenedFrom, builds);
  }

  /** This search with {@code n} commits in its range (an older record counted only those its paths touch). */
  public CommitBisection counting(int n) {
    return new CommitBisection(solver, mode, origin, variant, fromRef, from, toRef, to, n, steps, found, possible,
        done, seconds, paths, widenedFrom, others);
  }

  /**
   * This search resumed with {@code paths}: they narrow the rest of a search over every commit (its steps stand);
   * a finished search, one with paths of its own, or one that these paths were widened from goes on as it was.
   */
  public CommitBisection resumedWith(List<String> paths) {
    return done || paths.isEmpty() || !this.paths.isEmpty() || widenedFrom.equals(paths) ? this : withPaths(paths);
  }

  /** This bisection over every commit from now on: a parent of the answer within the paths was new too. */
  public CommitBisection widened() {
    return new CommitBisection(solver, mode, origin, variant, fromRef, from, toRef, to, commits, steps, found,
        possible, done, seconds, List.of(), paths, others);
  }

  /**
   * Null when a resume whose other configurations run on {@code builds} ({@code --solvers}, or null) judges its
   * steps as the steps already tried were; else how to resume it.
   */
  public String resumableWith(String builds) {
    if (steps.isEmpty() || Objects.equals(others, builds)) {
      return null;
    }
    String beside = others == null ? "the recorded builds" : others;
    String how = others == null ? "without --solvers" : "with --solvers \"" + others + "\"";
    return "the commits this bisection tried (" + steps.size() + ") were judged beside " + beside + "; resume it "
        + how + ", or start over with --restart";
  }

  /**
   * Whether a bisection cut short may resume as this one: the same solver, variant, ends and mode, and the
   * same paths (or the other's widened to every commit after its answer's parent disproved them).
   */
  public boolean sameSearch(CommitBisection other) {
    return other != null && solver.equals(other.solver) && mode.equals(other.mode) && variant.equals(other.variant)
        && from.equals(other.from) && to.equals(other.to) && (paths.equals(other.paths) || other.paths.isEmpty());
  }

  /** The old/new marks in the terms of this mode: good/bad when looking for the first bad commit. */
  public String term(String mark) {
    boolean firstBad = mode.equals(FIRST_BAD);
    return switch (mark) {
      case Step.OLD -> firstBad ? "good" : "unfixed";
      case Step.NEW -> firstBad ? "bad" : "fixed";
      default -> "skipped";
    };
  }
}
