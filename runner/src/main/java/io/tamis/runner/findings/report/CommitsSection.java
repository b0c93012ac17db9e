package io.tamis.runner.findings.report;

import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.CommitBisection.Step;
import io.tamis.solvers.install.FailingCode;
import io.tamis.solvers.install.SourceCommit;

/** The part of report.md that names the first bad (or the fixing) commit and the builds that found it. */
final class CommitsSection {
  private final CommitBisection c;
  private final FailingCode failing;

  /** {@code failing}: where the first bad commit stands to the failing line, or null when that is not known. */
  CommitsSection(CommitBisection c, FailingCode failing) {
    this.c = c;
    this.failing = failing;
  }

  void append(StringBuilder md) {
    String what = c.mode().equals(CommitBisection.FIXING) ? "Fixing commit" : "First bad commit";
    md.append("**").append(what).append("** (").append(c.solver()).append(", ").append(c.variant())
        .append(" builds): ");
    if (c.found() != null) {
      md.append(describe(c.found()));
    } else if (c.done()) {
      md.append("one of ").append(String.join(", ", c.possible().stream().map(CommitsSection::abbrev).toList()))
          .append(" (the others among them did not build)");
    } else {
      md.append("not found yet: stopped before the end (its budget or Ctrl-C; `tamis bisect --commits` again "
          + "resumes it)");
    }
    md.append(". Bisected over ").append(c.commits() == 1 ? "the 1 commit" : "the " + c.commits() + " commits")
        .append(" after ").append(ref(c.fromRef(), c.from())).append(" up to ").append(ref(c.toRef(), c.to()))
        .append(" of ").append(c.origin())
        .append(c.paths().isEmpty() ? "" : ", trying those that touch " + files(c.paths())
            + " and then the answer's parent")
        .append(c.widenedFrom().isEmpty() ? "" : ", first those that touch " + files(c.widenedFrom())
            + "; the answer among them had a bad parent, so then every commit")
        .append(", ").append(c.steps().size()).append(c.steps().size() == 1 ? " commit" : " commits")
        .append(" tried (each built, or replayed where installed), ").append(c.seconds() / 60).append(" min")
        .append(c.others() == null ? "" : "; each judged beside " + c.others() + " (`--solvers`)").append(".\n\n")
        .append("| commit | ").append(c.term(Step.NEW)).append(" or ").append(c.term(Step.OLD))
        .append(" | outcome | seconds |\n|---|---|---|---|\n");
    for (Step s : c.steps()) {
      md.append("| ").append(abbrev(s.commit())).append(" | ").append(c.term(s.mark())).append(" | ")
          .append(s.outcome().replace("invalid-model", "invalid model").replace('|', '/').replace('\n', ' '))
          .append(" | ").append(s.seconds()).append(" |\n");
    }
    md.append('\n');
    blame(md);
  }

  /**
   * "Introduced by" only where the commit's diff changes the failing line (or one just by it); else "exposed by",
   * with the older commit that wrote the line. Each with the git command that shows it.
   */
  private void blame(StringBuilder md) {
    if (failing == null || c.found() == null) {
      return;
    }
    String place = "`" + failing.path() + ":" + failing.line() + "`";
    if (failing.touched()) {
      md.append("**Introduced by** ").append(c.found().abbrev()).append(": its diff changes the failing line ")
          .append(place).append(" or one within ").append(FailingCode.NEAR).append(" lines of it (`")
          .append(failing.diffCommand(c.found())).append("`).\n\n");
      return;
    }
    SourceCommit old = failing.lastChange();
    md.append("**Exposed by** ").append(c.found().abbrev())
        .append(", not introduced: its diff leaves the failing line ").append(place).append(" and the lines around it alone. The line dates from ").append(describe(old))
        .append(" (`").append(failing.blameCommand(c.found())).append("`).\n\n");
  }

  private static String files(java.util.List<String> paths) {
    return String.join(", ", paths.stream().map(p -> "`" + p + "`").toList());
  }

  /** {@code 5.0.0 (8e3402b215)}, or the commit alone where the end was given as a commit. */
  private static String ref(String given, String commit) {
    return commit.startsWith(given) ? abbrev(commit) : given + " (" + abbrev(commit) + ")";
  }

  /** {@code d652bd3fc6 (2026-07-27) "Fix set.size soundness ..." (PR #10246)}, linked where the origin is GitHub. */
  private String describe(SourceCommit found) {
    String pr = found.pullRequest();
    String github = c.origin().startsWith("https://github.com/") ? c.origin().replaceAll("\\.git$", "") : null;
    String hash = github == null ? found.abbrev() : "[" + found.abbrev() + "](" + github + "/commit/" + found.hash() + ")";
    return hash + " (" + found.date().substring(0, Math.min(10, found.date().length())) + ") \"" + found.subject()
        + "\"" + (pr == null ? "" : github == null ? " (PR #" + pr + ")" : " ([PR #" + pr + "](" + github + "/pull/"
        + pr + "))");
  }

  private static String abbrev(String hash) {
    return hash.substring(0, Math.min(10, hash.length()));
  }
}
