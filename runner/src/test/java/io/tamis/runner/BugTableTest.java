package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.findings.triage.BugTable;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.FindingRecord.Known;
import io.tamis.runner.store.SolverRecord;
import io.tamis.runner.store.Triaged;
import io.tamis.solvers.install.SourceCommit;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tamis triage --table} on three findings written with the bug store's API: one bisected to its first bad
 * commit, one matched to a known bug with no {@code triaged} record, one triaged as not a bug.
 */
class BugTableTest {
  private static final String HEAD = "| solver · component | kind | mode | first bad | status | folder |\n"
      + "|---|---|---|---|---|---|\n";

  @TempDir
  Path dir;

  /** Each cell, from the triaged record where it says, else from the rest of the record; the rows in order. */
  @Test
  void everyColumnOfABisectedAKnownAndANotABugFinding() throws Exception {
    Path bisected = bisected();
    Path known = known();
    Path notABug = notABug();
    String page = BugTable.of(BugTable.rows(BugStore.under(dir.resolve("camp")), dir), "camp");
    String rows = HEAD
        + "| cvc5 | soundness | `--ee-mode=central`, debug build | unknown | known: "
        + "[cvc5#13039](https://github.com/cvc5/cvc5/issues/13039) | " + link(known) + " |\n"
        + "| yices2 · bit-vectors: bvudiv | performance | default, asan build | since 2.6.0 | not a bug: bit-blasting "
        + "a \\| divider costs this | " + link(notABug) + " |\n"
        + "| z3 · FiniteSets (finite_set_axioms.cpp: size_ub_axiom) | crash | default | z3 d652bd3fc6 | new | "
        + link(bisected) + " |\n";
    assertEquals("# Bugs found by tamis\n\nGenerated from each finding folder's `finding.json` by `bin/tamis triage "
        + "--table camp`: edit those records (their `triaged` part holds the component, the mode, the status and its "
        + "links), then regenerate this page; do not edit it. 1 distinct bug: 1 in z3; 2 not new (1 known, 1 not a "
        + "bug).\n\n" + rows, page);
  }

  /** The command prints the same page; the table alone, so --json is a usage error beside it. */
  @Test
  void theCommandPrintsThePageAndTakesNoJson() throws Exception {
    bisected();
    Cli r = Cli.run("triage", "--table", dir.resolve("camp").toString());
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().startsWith("# Bugs found by tamis\n") && r.out().contains("| z3 · FiniteSets"), r.out());
    Cli json = Cli.run("triage", "--table", "--json", dir.resolve("camp").toString());
    assertEquals(2, json.exit());
    assertTrue(json.err().startsWith("tamis triage: --table prints the table alone: not with --json or --out"),
        json.err());
  }

  /** A finding.json written before {@code triaged} existed reads as none; a status outside the list does not read. */
  @Test
  void triagedIsOptionalAndItsStatusChecked() throws Exception {
    Path folder = bisected();
    String json = Files.readString(folder.resolve(BugStore.FINDING));
    int at = json.lastIndexOf(",\n  \"triaged\"");
    Files.writeString(folder.resolve(BugStore.FINDING), json.substring(0, at) + "\n}");
    assertNull(BugStore.read(folder).triaged());
    Files.writeString(folder.resolve(BugStore.FINDING), json.replace("\"status\" : \"new\"", "\"status\" : \"open\""));
    IOException e = assertThrows(IOException.class, () -> BugStore.read(folder));
    assertTrue(e.getMessage().contains("triaged.status must be one of [new, reported, fixed, known, not a bug], got "
        + "'open'"), e.getMessage());
  }

  private Path bisected() throws IOException {
    SolverRecord z3 = solver("z3@5.1.0 model_validate=true", "z3", List.of("model_validate=true"), "crash");
    CommitBisection commits = new CommitBisection("z3", CommitBisection.FIRST_BAD, "https://github.com/Z3Prover/z3",
        "release", "z3-5.0.0", "a".repeat(40), "z3-5.1.0", "b".repeat(40), 2, List.of(),
        new SourceCommit("d652bd3fc6" + "0".repeat(30), "2026-07-27T00:00:00Z", "Fix set.size"), List.of(), true, 60,
        List.of());
    return add(record("crash", "crash|" + z3.label() + "|boom", null, z3)
        .withBisection(new Bisection("z3", List.of(), "5.1.0", "5.0.0", "5.1.0", true, commits))
        .withTriaged(new Triaged("FiniteSets (finite_set_axioms.cpp: size_ub_axiom)", "default", "new", null, null,
            null)));
  }

  private Path known() throws IOException {
    SolverRecord cvc5 = solver("cvc5@main+debug [--ee-mode=central]", "cvc5",
        List.of("--check-models", "--produce-models", "--strings-exp", "--fp-exp", "-q", "--ee-mode=central"), "sat");
    return add(record("soundness", "soundness|cvc5 wrong: sat|QF_BV", cvc5.label(), cvc5)
        .withKnown(new Known("cvc5-13039", "https://github.com/cvc5/cvc5/issues/13039")));
  }

  private Path notABug() throws IOException {
    SolverRecord slow = solver("yices2@main+asan", "yices2", List.of(), "timeout");
    SolverRecord fast = solver("z3@main", "z3", List.of("model_validate=true"), "sat");
    return add(record("performance", "performance|" + slow.label() + " slower than " + fast.label() + "|QF_BV", null,
        slow, fast).withTriaged(new Triaged("bit-vectors: bvudiv", "default", "not a bug", List.of(), "2.6.0",
            "bit-blasting a | divider costs this")));
  }

  private Path add(FindingRecord rec) throws IOException {
    BugStore store = new BugStore(dir.resolve("camp"));
    Path folder = store.add(rec, ";".getBytes(StandardCharsets.UTF_8));
    store.flush();
    return folder;
  }

  /** The folder's cell: its name, linked relative to the page's folder. */
  private String link(Path folder) {
    return "[" + folder.getFileName() + "](camp/" + folder.getFileName() + "/)";
  }

  private static FindingRecord record(String kind, String key, String culprit, SolverRecord... solvers) {
    return new FindingRecord(kind, key, "boom", List.of(solvers), "QF_BV", null, "0", "typefuzz", "seed.smt2", "0", 1,
        2, 0, "2026-01-01T00:00:00Z", "test", culprit);
  }

  /** A configuration of {@code name} (its profile found by the executable's name). */
  private static SolverRecord solver(String label, String name, List<String> args, String verdict) {
    List<String> answers = verdict.equals("sat") ? List.of("sat") : List.of();
    return new SolverRecord(label, "/opt/" + name + "/bin/" + name, args, 10, 0, null, List.of(name), name + " 1.0",
        verdict, answers, "boom", verdict.equals("crash") ? 134 : 0, 0, false, 10, 10, "", 0, "", 0, null);
  }
}
