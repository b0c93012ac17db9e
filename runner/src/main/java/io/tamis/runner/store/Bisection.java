package io.tamis.runner.store;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A finding replayed on the releases of the solver at fault, oldest first.
 *
 * @param solver the solver's name ("z3", "cvc5")
 * @param tried every release replayed, in release order
 * @param firstShowing the oldest release that shows the finding, or null when none does
 * @param lastNotShowing the newest release before {@code firstShowing} that does not, or null when the
 *     oldest tried shows it
 * @param newest the newest release installed
 * @param newestShows whether the newest shows it; null when it was not tried (or gave no verdict)
 * @param commits the bisection over commits ({@code bisect --commits}), or null
 */
public record Bisection(String solver, List<Release> tried, String firstShowing, String lastNotShowing,
    String newest, Boolean newestShows, CommitBisection commits) {

  public Bisection {
    tried = List.copyOf(tried);
  }

  public Bisection(String solver, List<Release> tried, String firstShowing, String lastNotShowing, String newest,
      Boolean newestShows) {
    this(solver, tried, firstShowing, lastNotShowing, newest, newestShows, null);
  }

  public Bisection withCommits(CommitBisection bisected) {
    return new Bisection(solver, tried, firstShowing, lastNotShowing, newest, newestShows, bisected);
  }

  /**
   * One release's replay.
   *
   * @param outcome the verdict ("sat", "timeout", ...) or finding kind ("crash") the release gave
   * @param shows whether it gave the same finding
   * @param from where a release not in tamis's cache came from ({@code "Debian 12's package, /usr/bin/z3"}: the
   *     solver on PATH), or null
   */
  public record Release(String version, String outcome, boolean shows,
      @JsonInclude(JsonInclude.Include.NON_NULL) String from) {
    public Release(String version, String outcome, boolean shows) {
      this(version, outcome, shows, null);
    }
  }
}
