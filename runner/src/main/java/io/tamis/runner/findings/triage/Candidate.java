package io.tamis.runner.findings.triage;

import io.tamis.runner.campaign.FindingMarks;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;

/**
 * One finding folder as the triage weighs it.
 *
 * @param solver the solver at fault ("z3"): the first configuration at fault's, as its report names it
 * @param title the report's one-line title
 * @param scriptBytes the size of the script its report shows (reduced.smt2, else test.smt2)
 * @param shown where it was last seen, as the table shows it
 */
public record Candidate(Path folder, FindingRecord record, String solver, String title, long scriptBytes,
    Severity severity, OptionClass options, Reproduction reproduction, String shown) {

  /** Severity, then options, then reproduction, then the smaller script; the folder breaks ties. */
  public static final Comparator<Candidate> ORDER = Comparator.comparing(Candidate::severity)
      .thenComparing(Candidate::options).thenComparing(Candidate::reproduction)
      .thenComparingLong(Candidate::scriptBytes).thenComparing(Candidate::folder);

  /**
   * The finding in {@code folder}, matched against {@code known} as {@code tamis report} would match it (its
   * file is left as it is); {@code title} names it as its report would, given its configuration at fault.
   */
  public static Candidate read(Path folder, KnownBugs known, BiFunction<FindingRecord, SolverRecord, String> title)
      throws IOException {
    FindingRecord rec = marked(BugStore.read(folder), folder, known);
    SolverRecord atFault = atFault(rec);
    String solver = KnownBugs.solverName(atFault);
    return new Candidate(folder, rec, solver, title.apply(rec, atFault), Files.size(BugStore.shownScript(folder)),
        Severity.of(rec.kind()), OptionClass.of(rec, atFault), Reproduction.of(rec, solver),
        Reproduction.shown(rec, solver));
  }

  /**
   * The record with the known bug and the unsupported options as the bundled lists see them now; a known bug
   * marked before and no longer matched (a list edited since) stays.
   */
  private static FindingRecord marked(FindingRecord rec, Path folder, KnownBugs known) throws IOException {
    List<String> scripts = new ArrayList<>();
    for (Path script : List.of(folder.resolve(BugStore.SCRIPT), folder.resolve(BugStore.REDUCED))) {
      if (Files.isRegularFile(script)) {
        scripts.add(new String(Files.readAllBytes(script), StandardCharsets.UTF_8));
      }
    }
    FindingRecord now = FindingMarks.of(rec, scripts, known);
    return now.known() == null && rec.known() != null ? now.withKnown(rec.known()) : now;
  }

  /** The configuration the report is about: the first at fault, else the first recorded. */
  static SolverRecord atFault(FindingRecord rec) {
    List<SolverRecord> blamed = rec.atFault();
    return blamed.isEmpty() ? rec.solvers().get(0) : blamed.get(0);
  }

  boolean known() {
    return record.known() != null;
  }

  boolean fixed() {
    return reproduction == Reproduction.FIXED;
  }

  /**
   * What marks its root cause: a crash's dedup key (its message), the native frames of a crash at fault, and the
   * commit a finished bisection singled out on the same logic for the same severity. Findings that share any one
   * have the same cause. Not the key of a wrong answer, an invalid model or a slowdown: it names only the solver,
   * the answer and the logic (two wrong unsats of z3 on scripts without a logic share it).
   */
  List<String> causes() {
    List<String> out = new ArrayList<>();
    if (record.kind().equals("crash") && !DedupKeys.bareCrash(record.dedupKey())) {
      out.add("key " + record.dedupKey());
    }
    for (SolverRecord r : record.atFault()) {
      Stack stack = r.stack();
      if (stack != null) {
        out.add("frames " + KnownBugs.solverName(r) + " " + stack.key());
      }
    }
    CommitBisection commits = record.bisection() == null ? null : record.bisection().commits();
    if (commits != null && commits.found() != null) {
      // One commit can bring two bugs: a wrong answer and a crash in the same change are two fixes.
      out.add("commit " + commits.mode() + " " + commits.found().hash() + " " + record.logic() + " " + severity);
    }
    return out;
  }

  /** Why it is set apart: the known bug's id and link, or what fixed it; null when it is neither. */
  String apart() {
    if (known()) {
      return "known bug " + record.known().id() + ", " + record.known().link();
    }
    return fixed() ? fixing() : null;
  }

  /** The fixing commit when a bisection found it, else where it is no longer shown. */
  private String fixing() {
    Bisection b = record.bisection();
    CommitBisection commits = b == null ? null : b.commits();
    if (commits != null && commits.mode().equals(CommitBisection.FIXING) && commits.found() != null) {
      return "fixed by " + commits.found().abbrev() + " \"" + commits.found().subject() + "\" of " + commits.origin();
    }
    if (record.recheck() != null) {
      return shown + ", 0 of " + record.recheck().runs() + (record.recheck().runs() == 1 ? " run" : " runs");
    }
    return "fixed in the newest release: " + b.solver() + " " + b.newest() + " does not show it";
  }
}
