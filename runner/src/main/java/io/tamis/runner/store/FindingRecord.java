package io.tamis.runner.store;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.tamis.solvers.FormerName;
import io.tamis.solvers.solver.OptionVariation;
import java.util.List;

/**
 * {@code finding.json}: everything needed to understand and replay a finding. The script itself is
 * {@code test.smt2} beside it. {@code culprit}: the configuration at fault when the oracle could tell
 * (a soundness finding attributed by a model), "undecided", or null. {@code known}: the publicly reported
 * bug it matches, or null. {@code bisection}: what {@code tamis bisect} found over the solver's releases,
 * or null. {@code unsupportedOptions}: the options of the configuration at fault that the solver's
 * developers do not support (cvc5's expert options, z3's experimental ones, ...), each written
 * {@code "option (mark)"}, or null for none. {@code evidence}: what named the culprit ({@code model},
 * {@code status}, {@code invalid-model}, {@code vote}), or null. {@code recheck}: what {@code tamis recheck}
 * saw on the newest builds, or null. {@code triaged}: what the project's triage decided (its component, the mode
 * it needs, its status upstream), written by hand, or null. {@code minimal}: the options of the configuration at
 * fault that the finding needs, as {@code tamis report} found them ({@link Minimal}), or null. {@code related}: the
 * public issues a person or {@code tamis report}'s issue search found ({@link Related}), or empty. These eight are
 * absent from files written before they existed, and read as null. {@code tamisVersion} is read from the former name's field too.
 */
public record FindingRecord(String kind, String dedupKey, String detail, List<SolverRecord> solvers,
    String logic, String expected, String scriptSha256, String generator, String seedFile, String seedSha256,
    long campaignSeed, long testSeed, long iteration, String foundAt,
    @JsonAlias(FormerName.VERSION_FIELD) String tamisVersion, String culprit, Known known, Bisection bisection,
    List<String> unsupportedOptions, String evidence, Recheck recheck, Triaged triaged,
    @JsonInclude(JsonInclude.Include.NON_NULL) Minimal minimal,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Related> related) {
  /** The culprit of a sat/unsat disagreement that could not be attributed. */
  public static final String UNDECIDED = "undecided";

  public FindingRecord {
    solvers = List.copyOf(solvers);
    unsupportedOptions = unsupportedOptions == null || unsupportedOptions.isEmpty() ? null
        : List.copyOf(unsupportedOptions);
    related = related == null ? List.of() : List.copyOf(related);
  }

  /** A finding not yet matched against known bugs nor bisected. */
  public FindingRecord(String kind, String dedupKey, String detail, List<SolverRecord> solvers, String logic,
      String expected, String scriptSha256, String generator, String seedFile, String seedSha256,
      long campaignSeed, long testSeed, long iteration, String foundAt, String tamisVersion, String culprit) {
    this(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile, seedSha256,
        campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, null, null, null, null, null, null, null,
        null);
  }

  /**
   * The options of the configuration at fault ({@code config}, its label) that the finding needs: each option was
   * dropped in turn and the finding replayed; {@code dropped} still showed it without them, {@code kept} did not.
   * {@code replaced}: the kept options a smaller one stood in for with the finding still shown (the substitute is
   * in {@code kept}, in the option's place); empty in files written before it existed. {@code replays}: how many
   * runs that took.
   */
  public record Minimal(String config, List<String> kept, List<String> dropped, int replays,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Replaced> replaced) {
    public Minimal {
      kept = List.copyOf(kept);
      dropped = List.copyOf(dropped);
      replaced = replaced == null ? List.of() : List.copyOf(replaced);
    }

    public Minimal(String config, List<String> kept, List<String> dropped, int replays) {
      this(config, kept, dropped, replays, List.of());
    }
  }

  /**
   * A kept option and what stood in for it: {@code by} an argument, or a script line put first in the script;
   * {@code what} it is in plain words ("unsat cores").
   */
  public record Replaced(String option, String by, String what) {}

  /** The publicly reported bug a finding matches: its id in {@code config/known-bugs} and its thread. */
  public record Known(String id, String link) {}

  /**
   * What {@code tamis recheck} saw when it reran the finding {@code runs} times on {@code builds} (each a
   * solver's build as {@code solver@version}, and a source build's commit): {@code status} is {@code open}
   * (every run that finished showed it), {@code fixed} (none did, and none timed out), {@code undecided}
   * (none showed it and some timed out: a crash that a loaded machine slows past the timeout is not fixed)
   * or {@code flaky}.
   *
   * @param at when, an ISO-8601 instant
   * @param ran the configurations as the last run ran them on the new builds: their native command lines,
   *     outputs and, for a crash, its native stack; empty in a record written before it existed
   * @param timedOut the runs that did not show it because a configuration timed out (0 in older records)
   */
  public record Recheck(String at, List<String> builds, int runs, int reproduced, String status,
      List<SolverRecord> ran, int timedOut) {
    public static final String OPEN = "open";
    public static final String FIXED = "fixed";
    public static final String FLAKY = "flaky";
    public static final String UNDECIDED = "undecided";

    public Recheck {
      builds = List.copyOf(builds);
      ran = ran == null ? List.of() : List.copyOf(ran);
    }

    /** The mark of {@code reproduced} runs out of {@code runs}, {@code timedOut} of the others cut short. */
    public static Recheck of(String at, List<String> builds, int runs, int reproduced, int timedOut,
        List<SolverRecord> ran) {
      String status = reproduced > 0 && reproduced + timedOut == runs ? OPEN
          : reproduced > 0 ? FLAKY : timedOut > 0 ? UNDECIDED : FIXED;
      return new Recheck(at, builds, runs, reproduced, status, ran, timedOut);
    }

    /** {@code 3 of 3}, {@code 0 of 3, 3 timed out}. */
    public String counts() {
      return reproduced + " of " + runs + (timedOut > 0 ? ", " + timedOut + " timed out" : "");
    }
  }

  /** The detail's first line: the finding in one line, as the end-of-run table and report.html describe it. */
  public String line() {
    return detail == null ? "" : detail.lines().findFirst().orElse("");
  }

  /**
   * What named the culprit, as the summary and the report count findings: the evidence, else "undecided"
   * for a disagreement that could not be attributed, else the kind of a finding that names its configuration
   * by itself (an invalid model by tamis's evaluator); null when the record names no culprit (a crash).
   */
  public String attributedBy() {
    return culprit == null ? null : evidence != null ? evidence : culprit.equals(UNDECIDED) ? UNDECIDED : kind;
  }

  public FindingRecord withCulprit(String label) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, label, known, bisection,
        unsupportedOptions, evidence, recheck, triaged, minimal, related);
  }

  public FindingRecord withKnown(Known match) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, match, bisection,
        unsupportedOptions, evidence, recheck, triaged, minimal, related);
  }

  public FindingRecord withBisection(Bisection result) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, known, result,
        unsupportedOptions, evidence, recheck, triaged, minimal, related);
  }

  public FindingRecord withUnsupportedOptions(List<String> options) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, known, bisection,
        options, evidence, recheck, triaged, minimal, related);
  }

  /** @param kind what named the culprit (see the oracle's {@code Attribution}), or null */
  public FindingRecord withEvidence(String kind) {
    return new FindingRecord(this.kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator,
        seedFile, seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, known, bisection,
        unsupportedOptions, kind, recheck, triaged, minimal, related);
  }

  /**
   * The configurations the finding blames: the culprit when the oracle named one, the slow one of a performance
   * finding; else those its dedup key names (keys name configurations as run or as the user wrote them) that gave
   * the kind's symptom.
   */
  public List<SolverRecord> atFault() {
    String blamed = culprit == null || culprit.equals(UNDECIDED) ? slower() : culprit;
    List<SolverRecord> named = solvers.stream().filter(r -> blamed != null
        ? r.label().equals(blamed) || OptionVariation.base(r.label()).equals(blamed)
        : dedupKey.contains(r.label()) || dedupKey.contains(OptionVariation.base(r.label()))).toList();
    List<SolverRecord> symptom = named.stream().filter(this::shows).toList();
    return symptom.isEmpty() ? named : symptom;
  }

  /**
   * The slow configuration of a performance finding, which its key names first ({@code performance|SLOW slower
   * than FAST|logic}); null for other kinds. Without it the fast one, which answered, would be blamed.
   */
  private String slower() {
    int bar = dedupKey.indexOf('|');
    int than = dedupKey.indexOf(" slower than ");
    return kind.equals("performance") && bar >= 0 && than > bar ? dedupKey.substring(bar + 1, than) : null;
  }

  private boolean shows(SolverRecord r) {
    return switch (kind) {
      case "crash" -> r.verdict().equals("crash");
      case "invalid-model" -> r.verdict().equals("invalid-model") || r.answers().contains("sat");
      default -> !r.answers().isEmpty();
    };
  }

  /** This record with {@code records} for its configurations (their native evidence found later). */
  public FindingRecord withSolvers(List<SolverRecord> records) {
    return new FindingRecord(kind, dedupKey, detail, records, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, known, bisection,
        unsupportedOptions, evidence, recheck, triaged, minimal, related);
  }

  public FindingRecord withRecheck(Recheck mark) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, known, bisection,
        unsupportedOptions, evidence, mark, triaged, minimal, related);
  }

  public FindingRecord withMinimal(Minimal found) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, known, bisection,
        unsupportedOptions, evidence, recheck, triaged, found, related);
  }

  public FindingRecord withTriaged(Triaged decided) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, known, bisection,
        unsupportedOptions, evidence, recheck, decided, minimal, related);
  }

  /** This record with {@code found} as its related issues. */
  public FindingRecord withRelated(List<Related> found) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, tamisVersion, culprit, known, bisection,
        unsupportedOptions, evidence, recheck, triaged, minimal, found);
  }
}
