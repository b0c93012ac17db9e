package io.tamis.runner.findings.report;

import io.tamis.runner.store.Related;
import java.util.List;

/**
 * report.md's first part: the public issues a maintainer should read before this one, those a person found, then
 * the issue search's candidates with the query that found them; or, when no person searched, what the search did.
 */
final class RelatedSection {
  private final List<Related> related;
  private final IssueSearch.Outcome search;

  /** {@code search}: this report's own search, or null when none ran (a solver without a tracker known here). */
  RelatedSection(List<Related> related, IssueSearch.Outcome search) {
    this.related = related;
    this.search = search;
  }

  void append(StringBuilder md) {
    List<Related> read = related.stream().filter(r -> !r.candidate()).toList();
    List<Related> candidates = related.stream().filter(Related::candidate).toList();
    if (!read.isEmpty()) {
      md.append("**Related issues**:\n");
      read.forEach(r -> md.append("- ").append(line(r)).append(": ").append(r.why()).append('\n'));
      md.append('\n');
    }
    if (!candidates.isEmpty()) {
      md.append("**Maybe related** (GitHub's issue search; not read yet):\n");
      candidates.forEach(r -> md.append("- ").append(line(r)).append(", for `")
          .append(r.foundBy().substring(Related.SEARCH.length())).append("`\n"));
      md.append('\n');
    }
    if (search != null && search.unreachable() != null && read.isEmpty()) {
      // Only where no person searched either: the reader must know the tracker was not searched at all.
      // The exception's name is for the console (ReportRun prints it), not for a maintainer.
      md.append("**Issue search**: not run, the machine that wrote this report has no network")
          .append(candidates.isEmpty() ? "" : "; the candidates above are from an earlier search")
          .append(". The tracker's search: ").append(search.byHand()).append("\n\n");
    } else if (search != null && read.isEmpty() && candidates.isEmpty()) {
      md.append("**Related issues**: none; GitHub's issue search found none for ")
          .append(search.queries().isEmpty() ? "this finding (it gave no clue to search for)"
              : String.join(", ", search.queries().stream().map(q -> "`" + q + "`").toList()))
          .append(".\n\n");
    }
  }

  /** {@code [z3#10176](link) "title" (open)}. */
  private static String line(Related r) {
    return "[" + r.shortName() + "](" + r.url() + ")" + (r.title() == null || r.title().isEmpty() ? ""
        : " \"" + r.title() + "\"") + (r.state() == null || r.state().isEmpty() ? "" : " (" + r.state() + ")");
  }
}
