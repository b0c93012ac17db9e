package io.tamis.runner.findings.triage;

import io.tamis.runner.store.BugStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code triage.json} and {@code triage --json}: the triage with folders as paths.
 *
 * @param batch the reports to send, best first
 * @param waiting the reports over their solver's quota
 * @param known the findings set apart as known, with their links
 * @param fixed the findings set apart as fixed, with their fixes
 */
public record TriageJson(int quota, List<Report> batch, List<Report> waiting, List<Apart> known, List<Apart> fixed) {

  /**
   * One report.
   *
   * @param report the lead's report.md, or null when {@code tamis report} has not written it
   * @param samples the folders of the other findings of the same cause
   */
  public record Report(int rank, String solver, String kind, String options, String seen, String folder,
      String report, String title, List<String> samples) {}

  public record Apart(String folder, String solver, String kind, String why) {}

  public static TriageJson of(Triage t) {
    return new TriageJson(t.quota(), reports(t.batch()), reports(t.waiting()), apart(t, true), apart(t, false));
  }

  private static List<Report> reports(List<Triage.Report> reports) {
    return reports.stream().map(r -> {
      Candidate c = r.lead();
      Path report = c.folder().resolve(BugStore.REPORT);
      return new Report(r.rank(), c.solver(), c.record().kind(), c.options().label(), c.shown(),
          c.folder().toString(), Files.isRegularFile(report) ? report.toString() : null, c.title(),
          r.samples().stream().map(s -> s.folder().toString()).toList());
    }).toList();
  }

  private static List<Apart> apart(Triage t, boolean known) {
    return t.apart().stream().filter(a -> a.known() == known).map(a -> new Apart(a.finding().folder().toString(),
        a.finding().solver(), a.finding().record().kind(), a.why())).toList();
  }
}
