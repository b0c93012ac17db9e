package io.tamis.runner.findings.triage;

import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.runner.store.Triaged;
import io.tamis.solvers.install.BuildSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One finding folder as BUGS.md lists it: what its {@code triaged} record says, and what the rest of the record
 * tells where that is silent (the solver at fault, the kind, the first bad commit, the build, a known match).
 *
 * @param solver the solver at fault ("z3"), as triage and the report name it
 * @param mode the options it needs and the build: {@code default}, {@code `--ee-mode=central`, debug build}
 * @param firstBad {@code z3 d652bd3fc6}, {@code since 5.0.0}, or {@code unknown}
 * @param status one of {@link Triaged#STATUSES}
 * @param threads the status's links and reason, Markdown ({@code [z3#9319](https://...)}), or empty
 * @param link the folder relative to the page's folder, ending with {@code /}
 */
public record BugRow(String solver, String component, String kind, String mode, String firstBad, String status,
    String threads, String folder, String link) {
  private static final Triaged SILENT = new Triaged(null, null, null, null, null, null);
  /** An issue or pull request on GitHub, shown as {@code repo#N}. */
  private static final Pattern THREAD = Pattern.compile("https://github\\.com/[^/]+/([^/]+)/(?:issues|pull)/(\\d+)");

  /** The row of {@code rec}, found in {@code folder}; its link is relative to {@code base}. */
  public static BugRow of(Path folder, FindingRecord rec, Path base) {
    SolverRecord atFault = Candidate.atFault(rec);
    Triaged t = rec.triaged() == null ? SILENT : rec.triaged();
    String link = base.toAbsolutePath().normalize().relativize(folder.toAbsolutePath().normalize()) + "/";
    String solver = KnownBugs.solverName(atFault);
    return new BugRow(solver, t.component(), rec.kind().replace('-', ' '), mode(t, atFault),
        firstBad(rec.bisection(), t), status(rec, t, solver), threads(rec, t), folder.getFileName().toString(), link);
  }

  /** The recorded options (else those it ran with beyond its profile's defaults), then the build unless a release. */
  private static String mode(Triaged t, SolverRecord atFault) {
    List<String> extra = new ArrayList<>(atFault.args());
    extra.removeAll(OptionClass.defaults(atFault));
    String options = t.mode() != null ? t.mode() : extra.isEmpty() ? "default" : String.join(" ", extra);
    String shown = options.equals("default") ? options : "`" + options + "`";
    BuildSpec.Variant build = BuildSpec.variantOf(atFault.label().split(" ", 2)[0]);
    return build == BuildSpec.Variant.RELEASE ? shown : shown + ", " + build.word() + " build";
  }

  /** The first bad commit a bisection found, else the oldest release known to show it, else unknown. */
  private static String firstBad(Bisection b, Triaged t) {
    CommitBisection commits = b == null ? null : b.commits();
    if (commits != null && commits.mode().equals(CommitBisection.FIRST_BAD) && commits.found() != null) {
      return commits.solver() + " " + commits.found().abbrev();
    }
    if (t.since() != null) {
      return "since " + t.since();
    }
    if (b != null && b.firstShowing() != null) {
      // A release bisection names tags as they are ("cvc5-1.3.0") beside versions ("1.3.2").
      return "since " + b.firstShowing().replaceFirst("^" + Pattern.quote(b.solver()) + "-", "");
    }
    return "unknown";
  }

  /** The recorded status, else known (a known bug matched), fixed (a recheck or the newest release), or new. */
  private static String status(FindingRecord rec, Triaged t, String solver) {
    if (t.status() != null) {
      return t.status();
    }
    if (rec.known() != null) {
      return Triaged.KNOWN;
    }
    return Reproduction.of(rec, solver) == Reproduction.FIXED ? Triaged.FIXED : Triaged.NEW;
  }

  /** The recorded links (else the known bug's) and reason, as Markdown. */
  private static String threads(FindingRecord rec, Triaged t) {
    List<String> links = !t.issues().isEmpty() ? t.issues()
        : rec.known() != null ? List.of(rec.known().link()) : List.of();
    List<String> parts = new ArrayList<>(links.stream().map(BugRow::thread).toList());
    if (t.why() != null) {
      parts.add(t.why());
    }
    return String.join("; ", parts);
  }

  /** {@code [z3#9319](https://github.com/Z3Prover/z3/issues/9319)}; another link as itself. */
  private static String thread(String link) {
    Matcher m = THREAD.matcher(link);
    return m.matches() ? "[" + m.group(1) + "#" + m.group(2) + "](" + link + ")" : "<" + link + ">";
  }

  /** The index of the status in {@link Triaged#STATUSES}: the order of the table. */
  int rank() {
    return Triaged.STATUSES.indexOf(status);
  }

  /** Found by tamis and not known before: new, reported or fixed since. */
  boolean distinct() {
    return !status.equals(Triaged.KNOWN) && !status.equals(Triaged.NOT_A_BUG);
  }
}
