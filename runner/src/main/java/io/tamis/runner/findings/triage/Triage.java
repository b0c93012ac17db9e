package io.tamis.runner.findings.triage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The week's batch of reports: the open findings grouped by root cause, one report per cause led by its best
 * ranked finding ({@link Candidate#ORDER}), the reports ranked by their leads and sent up to {@code quota}
 * per solver; the rest wait. Known and fixed findings are set apart, each with its link or fix; a cause
 * with a known finding is known as a whole.
 *
 * @param batch the reports to send, best first
 * @param waiting the reports over their solver's quota, best first
 * @param apart the known and fixed findings, in rank order
 */
public record Triage(int quota, List<Report> batch, List<Report> waiting, List<Apart> apart) {

  /**
   * One report.
   *
   * @param rank its place among all open reports, from 1
   * @param lead the finding whose report is sent
   * @param samples the other findings of the same cause
   */
  public record Report(int rank, Candidate lead, List<Candidate> samples) {
    public Report {
      samples = List.copyOf(samples);
    }
  }

  /**
   * A finding set apart as known (itself, or its cause shared with a known one) or fixed, with why: the known
   * bug's link, or the fix ({@link Candidate#apart()}).
   */
  public record Apart(Candidate finding, boolean known, String why) {}

  public static Triage of(List<Candidate> findings, int quota) {
    if (quota < 1) {
      throw new IllegalArgumentException("the quota must be at least 1 report per solver, got " + quota);
    }
    List<Candidate> ranked = new ArrayList<>(findings);
    ranked.sort(Candidate.ORDER);
    List<Report> open = new ArrayList<>();
    List<Apart> apart = new ArrayList<>();
    for (List<Candidate> cause : RootCauses.of(ranked)) {
      Report r = sorted(cause, apart);
      if (r != null) {
        open.add(r);
      }
    }
    // A cause is ordered by its first finding, which may be set apart: rank by the leads.
    open.sort(Comparator.comparing(Report::lead, Candidate.ORDER));
    List<Report> ranks = new ArrayList<>();
    open.forEach(r -> ranks.add(new Report(ranks.size() + 1, r.lead(), r.samples())));
    return batch(quota, ranks, apart);
  }

  /** The cause's report, or null when it is known or all fixed; what it sets apart goes into {@code apart}. */
  private static Report sorted(List<Candidate> cause, List<Apart> apart) {
    Candidate known = cause.stream().filter(Candidate::known).findFirst().orElse(null);
    List<Candidate> open = new ArrayList<>();
    for (Candidate c : cause) {
      if (known != null && c != known && !c.known()) {
        apart.add(new Apart(c, true, "same cause as " + known.folder() + ", " + known.apart()));
      } else if (c.apart() != null) {
        apart.add(new Apart(c, c.known(), c.apart()));
      } else {
        open.add(c);
      }
    }
    return known != null || open.isEmpty() ? null : new Report(0, open.get(0), open.subList(1, open.size()));
  }

  private static Triage batch(int quota, List<Report> open, List<Apart> apart) {
    Map<String, Integer> sent = new HashMap<>();
    List<Report> batch = new ArrayList<>();
    List<Report> waiting = new ArrayList<>();
    for (Report r : open) {
      boolean fits = sent.merge(r.lead().solver(), 1, Integer::sum) <= quota;
      (fits ? batch : waiting).add(r);
    }
    return new Triage(quota, List.copyOf(batch), List.copyOf(waiting), List.copyOf(apart));
  }
}
