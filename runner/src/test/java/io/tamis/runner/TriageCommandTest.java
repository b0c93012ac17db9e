package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.evidence.Frame;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.FindingRecord.Recheck;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.SourceCommit;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tamis triage} on findings written with the bug store's API and then marked (rechecked, known,
 * bisected) as the commands that mark them would.
 */
class TriageCommandTest {
  private static final String TRUNK = "z3@main aaf2464b21";

  @TempDir
  Path dir;

  private BugStore store;

  /** Severity first, then the options needed, then where it still shows; each decides over the next ones. */
  @Test
  void severityThenOptionsThenReproduction() throws Exception {
    store = new BugStore(dir.resolve("camp"));
    Path expert = add(z3("soundness", "z3 wrong: sat", List.of("smt.string_solver=z3str3"), 10,
        r -> r.withUnsupportedOptions(List.of("smt.string_solver=z3str3 (deprecated)")).withRecheck(open(TRUNK))));
    Path invalid = add(z3("invalid-model", "z3 invalid model", List.of(), 10, UnaryOperator.identity()));
    Path trunk = add(z3("crash", "z3 crash a", List.of(), 900, r -> r.withRecheck(open(TRUNK))));
    Path release = add(z3("crash", "z3 crash b", List.of(), 10, r -> r.withRecheck(open("z3@4.15.0"))));
    Path flaky = add(z3("crash", "z3 crash c", List.of(), 10, r -> r.withRecheck(flaky(TRUNK))));
    Path regular = add(z3("crash", "z3 crash d", List.of("smt.relevancy=0"), 10, r -> r.withRecheck(open(TRUNK))));
    Path slow = add(z3("performance", "z3 slow", List.of(), 10, r -> r.withRecheck(open(TRUNK))));
    JsonNode t = json("--quota", "10", store.dir().toString());
    assertEquals(List.of(expert, invalid, trunk, release, flaky, regular, slow).stream().map(Path::toString)
        .toList(), texts(t.get("batch"), "folder"));
    assertEquals(List.of("expert", "default", "default", "default", "default", "regular", "default"),
        texts(t.get("batch"), "options"));
    assertEquals(List.of("1", "2", "3", "4", "5", "6", "7"), texts(t.get("batch"), "rank"));
  }

  /**
   * A performance finding is the slow solver's, not the fast one's that answered; the fast one's expert options
   * do not make it expert (both were read the other way round on this round's campaigns).
   */
  @Test
  void slownessIsTheSlowSolversWithItsOwnOptions() throws Exception {
    store = new BugStore(dir.resolve("camp"));
    SolverRecord z3 = solver("z3", List.of("model_validate=true"), "timeout", null);
    SolverRecord cvc5 = solver("cvc5", List.of("--fp-exp"), "unsat", null);
    cvc5 = new SolverRecord(cvc5.label(), cvc5.executable(), cvc5.args(), 10, 0, null, List.of("cvc5"), "cvc5 1.3.2",
        "unsat", List.of("unsat"), "", 0, 0, false, 10, 10, "unsat", 6, "", 0, null);
    String key = "performance|" + z3.label() + " slower than " + cvc5.label() + "|QF_S";
    FindingRecord rec = new FindingRecord("performance", key, "z3 took 10.02 s (timeout), cvc5 answered unsat in "
        + "0.47 s: 21x", List.of(z3, cvc5), "QF_S", null, "0", "typefuzz", "seed.smt2", "0", 1, 2, 0,
        "2026-01-01T00:00:00Z", "test", null).withUnsupportedOptions(List.of("--fp-exp (expert)"));
    store.add(rec, ";".getBytes(StandardCharsets.UTF_8));
    store.flush();
    JsonNode t = json(store.dir().toString());
    assertEquals(List.of("z3"), texts(t.get("batch"), "solver"));
    assertEquals(List.of("default"), texts(t.get("batch"), "options"));
  }

  /** Known and fixed findings are listed apart with the link or the fix, and nothing of theirs is sent. */
  @Test
  void knownAndFixedAreSetApartWithTheirLinksOrCommits() throws Exception {
    store = new BugStore(dir.resolve("camp"));
    Path known = add(z3("crash", "z3 crash known", List.of(), 10,
        r -> r.withKnown(new FindingRecord.Known("z3-7", "https://github.com/Z3Prover/z3/issues/7"))));
    Path rechecked = add(z3("crash", "z3 crash rechecked", List.of(), 10, r -> r.withRecheck(fixed())));
    Path bisected = add(z3("crash", "z3 crash bisected", List.of(), 10, r -> r.withRecheck(fixed())
        .withBisection(fixing("d652bd3fc6aa1", "Fix set.size (#10246)"))));
    Path open = add(z3("crash", "z3 crash open", List.of(), 10, r -> r.withRecheck(open(TRUNK))));
    Cli r = triaged(store.dir().toString());
    assertTrue(r.out().contains("\nknown, not sent: 1\n  " + known + "  known bug z3-7, "
        + "https://github.com/Z3Prover/z3/issues/7\n"), r.out());
    assertTrue(r.out().contains("\nfixed, not sent: 2\n"), r.out());
    assertTrue(r.out().contains("  " + rechecked + "  fixed on " + TRUNK + ", 0 of 3 runs\n"), r.out());
    assertTrue(r.out().contains("  " + bisected + "  fixed by d652bd3fc6 \"Fix set.size (#10246)\" of "
        + "https://github.com/Z3Prover/z3\n"), r.out());
    assertTrue(r.out().endsWith("4 findings: 1 report (1 in the batch, 0 waiting), 1 known, 2 fixed\n"), r.out());
    assertEquals(List.of(open.toString()), texts(json(store.dir().toString()).get("batch"), "folder"));
  }

  /** At most --quota reports per solver; the rest wait, still ranked; --solver keeps one solver's. */
  @Test
  void theQuotaIsPerSolver() throws Exception {
    store = new BugStore(dir.resolve("camp"));
    List<Path> z3 = new ArrayList<>();
    for (String kind : List.of("soundness", "invalid-model", "crash")) {
      z3.add(add(z3(kind, "z3 " + kind, List.of(), 10, UnaryOperator.identity())));
    }
    Path cvc5 = add(record("crash", "cvc5 crash", solver("cvc5", List.of(), "crash", null), 5));
    JsonNode t = json("--quota", "2", store.dir().toString());
    assertEquals(List.of(z3.get(0).toString(), z3.get(1).toString(), cvc5.toString()), texts(t.get("batch"),
        "folder"));
    assertEquals(List.of("z3", "z3", "cvc5"), texts(t.get("batch"), "solver"));
    assertEquals(List.of(z3.get(2).toString()), texts(t.get("waiting"), "folder"));
    assertEquals(List.of("4"), texts(t.get("waiting"), "rank"), "after cvc5's crash, which has the smaller script");
    assertEquals(List.of(cvc5.toString()), texts(json("--solver", "cvc5", store.dir().toString()).get("batch"),
        "folder"));
  }

  /**
   * Two crashes with the same native frames but different messages (so different dedup keys) are one report,
   * led by the smaller script, the other its sample; a third with other frames is a report of its own.
   */
  @Test
  void crashesWithTheSameFramesAreOneReport() throws Exception {
    store = new BugStore(dir.resolve("camp"));
    Stack inUnion = stack("finite_set_axioms::in_union_axiom", "theory_finite_set::propagate");
    Path big = add(record("crash", "z3 crash: message one", solver("z3", List.of(), "crash", inUnion), 500));
    Path small = add(record("crash", "z3 crash: message two", solver("z3", List.of(), "crash", inUnion), 50));
    Path other = add(record("crash", "z3 crash: message three",
        solver("z3", List.of(), "crash", stack("theory_finite_set::mk_var", "context::internalize")), 900));
    JsonNode t = json(store.dir().toString());
    assertEquals(List.of(small.toString(), other.toString()), texts(t.get("batch"), "folder"));
    assertEquals(List.of(big.toString()), texts(t.get("batch").get(0).get("samples"), null));
    assertEquals(0, t.get("batch").get(1).get("samples").size());
  }

  /**
   * Two wrong answers whose bisections end at the same first bad commit on the same logic are one report (z3's
   * size-difference and size-union-member, both from d652bd3fc6); a crash from that commit is a report of its own.
   */
  @Test
  void wrongAnswersFromTheSameFirstBadCommitAreOneReport() throws Exception {
    store = new BugStore(dir.resolve("camp"));
    Bisection d652 = firstBad("d652bd3fc6aa1", "Fix set.size soundness (#10246)");
    Path big = add(z3("soundness", "z3 wrong: unsat a", List.of(), 300, r -> r.withBisection(d652)));
    Path small = add(z3("soundness", "z3 wrong: unsat b", List.of(), 30, r -> r.withBisection(d652)));
    Path crash = add(z3("crash", "z3 crash", List.of(), 10, r -> r.withBisection(d652)));
    JsonNode t = json(store.dir().toString());
    assertEquals(List.of(small.toString(), crash.toString()), texts(t.get("batch"), "folder"));
    assertEquals(List.of(big.toString()), texts(t.get("batch").get(0).get("samples"), null));
  }

  /** Two segfaults with no frames share only "signal 11" and a logic: no evidence of one cause, two reports. */
  @Test
  void bareSignalsWithoutFramesAreTwoReports() throws Exception {
    store = new BugStore(dir.resolve("camp-a"));
    add(record("crash", "signal N", solver("cvc5", List.of(), "crash", null), 50));
    store = new BugStore(dir.resolve("camp-b")); // another campaign: the same key, and one store keeps one
    add(record("crash", "signal N", solver("cvc5", List.of(), "crash", null), 60));
    JsonNode t = json(dir.resolve("camp-a").toString(), dir.resolve("camp-b").toString());
    assertEquals(2, t.get("batch").size(), t::toString);
  }

  /**
   * Two wrong unsats of one solver on scripts of the same logic share their dedup key (solver, answer, logic) and
   * nothing else: two reports (z3-finiteset-nonempty-size-unsat was listed as size-div-unsat's "same cause").
   */
  @Test
  void wrongAnswersWithOnlyTheirKeyInCommonAreTwoReports() throws Exception {
    store = new BugStore(dir.resolve("camp-a"));
    add(z3("soundness", "z3 wrong: unsat", List.of(), 40, UnaryOperator.identity()));
    store = new BugStore(dir.resolve("camp-b"));
    add(z3("soundness", "z3 wrong: unsat", List.of(), 50, UnaryOperator.identity()));
    JsonNode t = json(dir.resolve("camp-a").toString(), dir.resolve("camp-b").toString());
    assertEquals(2, t.get("batch").size(), t::toString);
  }

  /** triage.md links each selected report.md relative to --out, and says how to write one that is missing. */
  @Test
  void outWritesTheBatchWithLinksToItsReports() throws Exception {
    store = new BugStore(dir.resolve("camp"));
    Path reported = add(z3("soundness", "z3 wrong", List.of(), 10, UnaryOperator.identity()));
    Path unreported = add(z3("crash", "z3 crash", List.of(), 10, UnaryOperator.identity()));
    BugStore.writeReport(reported, "# z3: wrong\n");
    Path out = dir.resolve("week");
    Cli r = triaged("--out", out.toString(), store.dir().toString());
    assertTrue(r.out().endsWith("wrote " + out.resolve("triage.md") + " and " + out.resolve("triage.json") + "\n"),
        r.out());
    String md = Files.readString(out.resolve("triage.md"));
    assertTrue(md.contains("1. **z3 4.15.0: wrong sat on QF_LIA**: soundness, default options, not rechecked.  \n"
        + "   [" + reported.resolve("report.md") + "](../camp/" + reported.getFileName() + "/report.md)\n"), md);
    assertTrue(md.contains("2. **z3 4.15.0: crash: boom on QF_LIA**: crash, default options, not rechecked.  \n"
        + "   no report.md yet: `tamis report " + unreported + "` writes it\n"), md);
    JsonNode t = new ObjectMapper().readTree(out.resolve("triage.json").toFile());
    assertEquals(reported.resolve("report.md").toString(), t.get("batch").get(0).get("report").asText());
    assertTrue(t.get("batch").get(1).get("report").isNull());
  }

  @Test
  void aQuotaBelowOneAndAFolderWithoutFindingsAreUsageErrors() throws Exception {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Cli r = Cli.run("triage", empty.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertEquals("tamis triage: no finding folder under " + empty + " (a folder with finding.json, or a folder "
        + "of them) (tamis triage --help shows the options)\n", r.err());
    Cli q = Cli.run("triage", "--quota", "0", empty.toString());
    assertEquals(2, q.exit());
    assertEquals("tamis triage: Invalid value for option '--quota': '0' is not a whole number from 1 to 2147483647 "
        + "(tamis triage --help shows the options)\n",
        q.err());
  }

  /** The repository's own findings: each is counted once, in the batch, waiting or set apart. */
  @Test
  void theRepositorysFindingsAreEachAccountedFor() throws Exception {
    Path findings = Path.of(System.getProperty("tamis.root", ".."), "bench", "findings");
    int folders = BugStore.folders(findings).size();
    Cli r = triaged(findings.toString());
    assertTrue(r.out().contains("\n" + folders + " findings: "), r.out());
    assertTrue(r.out().contains("25b-cvc5-bv-forall  known bug cvc5-13039, "), r.out());
  }

  /** Stores {@code rec} with a script of {@code size} bytes; returns its folder. */
  private Path add(Marked m) throws Exception {
    Path folder = add(m.record(), m.size());
    BugStore.rewrite(folder, m.marks().apply(BugStore.read(folder)));
    return folder;
  }

  private Path add(FindingRecord rec, int size) throws Exception {
    Path folder = store.add(rec, ";".repeat(size).getBytes(StandardCharsets.UTF_8));
    store.flush();
    return folder;
  }

  /** A record, the size of its script, and the marks the later commands give it. */
  private record Marked(FindingRecord record, int size, UnaryOperator<FindingRecord> marks) {}

  private static Marked z3(String kind, String key, List<String> extra, int size,
      UnaryOperator<FindingRecord> marks) {
    List<String> args = new ArrayList<>(List.of("model_validate=true"));
    extra.stream().filter(a -> !args.contains(a)).forEach(args::add);
    String verdict = switch (kind) {
      case "crash" -> "crash";
      case "performance" -> "timeout";
      default -> "sat";
    };
    return new Marked(record(kind, key, solver("z3", args, verdict, null), size).record(), size, marks);
  }

  /** A finding of one configuration; its dedup key names the configuration, as the oracle's keys do. */
  private static Marked record(String kind, String what, SolverRecord solver, int size) {
    String key = kind + "|" + solver.label() + "|" + what + "|QF_LIA";
    FindingRecord rec = new FindingRecord(kind, key, "boom", List.of(solver), "QF_LIA", "unsat", "0", "typefuzz",
        "seed.smt2", "0", 1, 2, 0, "2026-01-01T00:00:00Z", "test", kind.equals("crash") ? null : solver.label());
    return new Marked(rec, size, UnaryOperator.identity());
  }

  /** A configuration of {@code name} (its profile found by the executable's name), labelled as keys name it. */
  private static SolverRecord solver(String name, List<String> args, String verdict, Stack stack) {
    String label = name + "@4.15.0" + (args.isEmpty() ? "" : " " + String.join(" ", args));
    List<String> answers = verdict.equals("sat") ? List.of("sat") : List.of();
    return new SolverRecord(label, "/opt/" + name + "/bin/" + name, args, 10, 0, null, List.of(name), name
        + " 4.15.0", verdict, answers, "boom", verdict.equals("crash") ? 134 : 0, 0, false, 10, 10, "", 0, "", 0,
        stack);
  }

  private static Stack stack(String inner, String caller) {
    return new Stack(Stack.ASAN, "SEGV", List.of(new Frame(inner, "a.cpp", 1), new Frame(caller, "b.cpp", 2)));
  }

  private static Recheck open(String build) {
    return Recheck.of("2026-01-02T00:00:00Z", List.of(build), 3, 3, 0, List.of());
  }

  private static Recheck flaky(String build) {
    return Recheck.of("2026-01-02T00:00:00Z", List.of(build), 3, 1, 0, List.of());
  }

  private static Recheck fixed() {
    return Recheck.of("2026-01-02T00:00:00Z", List.of(TRUNK), 3, 0, 0, List.of());
  }

  private static Bisection firstBad(String hash, String subject) {
    CommitBisection commits = new CommitBisection("z3", CommitBisection.FIRST_BAD, "https://github.com/Z3Prover/z3",
        "release", "z3-5.0.0", "a".repeat(40), "z3-5.1.0", "b".repeat(40), 2, List.of(),
        new SourceCommit(hash + "0".repeat(40 - hash.length()), "2026-07-27T00:00:00Z", subject), List.of(), true, 60,
        List.of());
    return new Bisection("z3", List.of(), "5.1.0", "5.0.0", "5.1.0", true, commits);
  }

  private static Bisection fixing(String hash, String subject) {
    CommitBisection commits = new CommitBisection("z3", CommitBisection.FIXING, "https://github.com/Z3Prover/z3",
        "release", "z3-4.15.0", "a".repeat(40), "main", "b".repeat(40), 12, List.of(),
        new SourceCommit(hash + "0".repeat(40 - hash.length()), "2026-01-01T00:00:00Z", subject), List.of(), true, 60, List.of());
    return new Bisection("z3", List.of(), "4.15.0", null, "4.15.0", true, commits);
  }

  private static Cli triaged(String... args) {
    List<String> line = new ArrayList<>(List.of("triage"));
    line.addAll(List.of(args));
    Cli r = Cli.run(line.toArray(String[]::new));
    assertEquals(0, r.exit(), r.out() + r.err());
    return r;
  }

  private static JsonNode json(String... args) throws Exception {
    List<String> line = new ArrayList<>(List.of("--json"));
    line.addAll(List.of(args));
    return new ObjectMapper().readTree(triaged(line.toArray(String[]::new)).out());
  }

  /** The field {@code name} of each element of {@code array} as text; the elements themselves for null. */
  private static List<String> texts(JsonNode array, String name) {
    return StreamSupport.stream(array.spliterator(), false).map(n -> (name == null ? n : n.get(name)).asText())
        .toList();
  }
}
