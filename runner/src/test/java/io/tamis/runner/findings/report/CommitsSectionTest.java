package io.tamis.runner.findings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.CommitBisection.Step;
import io.tamis.solvers.install.FailingCode;
import io.tamis.solvers.install.SourceCommit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** report.md's commit part for a bisection stopped after its first build (the z3 union crash's, bench/findings). */
class CommitsSectionTest {
  @Test
  void aBisectionStoppedAfterOneBuildSaysSoAndHowToGoOn() {
    CommitBisection c = new CommitBisection("z3", CommitBisection.FIRST_BAD, "https://github.com/Z3Prover/z3.git",
        "release", "5.0.0", "8e3402b215a8", "5.1.0", "0b6cdcdbc65d", 2,
        List.of(new Step("09aaadf9638073d0", Step.OLD, "sat", 3792)), null, List.of(), false, 3792,
        List.of("src/smt/theory_finite_set*"));
    StringBuilder md = new StringBuilder();
    new CommitsSection(c, null).append(md);
    String text = md.toString();
    assertTrue(text.contains("not found yet: stopped before the end"), text);
    assertTrue(text.contains("trying those that touch `src/smt/theory_finite_set*` and then the answer's parent, "
        + "1 commit tried (each built, or replayed where installed), 63 min."), text);
    assertTrue(text.contains("| 09aaadf963 | good | sat | 3792 |"), text);
    assertTrue(text.contains("Bisected over the 2 commits after 5.0.0 (8e3402b215) up to 5.1.0 (0b6cdcdbc6) of "),
        text);
  }

  /** Ends given as commits (--from/--to) are named once; one commit is one. */
  @Test
  void endsGivenAsCommitsAreNamedOnce() {
    CommitBisection c = new CommitBisection("z3", CommitBisection.FIRST_BAD, "https://github.com/Z3Prover/z3.git",
        "release", "7e3f948c5c", "7e3f948c5c7a1234", "d652bd3fc6", "d652bd3fc63f5678", 1,
        List.of(new Step("7e3f948c5c7a1234", Step.OLD, "sat", 3)), null, List.of(), false, 3, List.of());
    StringBuilder md = new StringBuilder();
    new CommitsSection(c, null).append(md);
    String text = md.toString();
    assertTrue(text.contains("Bisected over the 1 commit after 7e3f948c5c up to d652bd3fc6 of "), text);
  }

  /** A search that widened names the paths it began with, so a reader sees why so many commits were tried. */
  @Test
  void aWidenedSearchNamesThePathsItBeganWith() {
    CommitBisection c = new CommitBisection("cvc5", CommitBisection.FIRST_BAD, "https://github.com/cvc5/cvc5.git",
        "release", "d2295e5135", "d2295e5135aa", "cvc5-1.3.0", "02c4e43d19bb", 975,
        List.of(new Step("5e6ed421de00", Step.NEW, "crash", 900)), null, List.of(), false, 900,
        List.of("src/rewriter/rewrite_db_proof_cons.cpp")).widened();
    StringBuilder md = new StringBuilder();
    new CommitsSection(c, null).append(md);
    String text = md.toString();
    assertTrue(text.contains("first those that touch `src/rewriter/rewrite_db_proof_cons.cpp`; the answer among "
        + "them had a bad parent, so then every commit, 1 commit tried"), text);
    assertFalse(text.contains("trying those that touch"), text);
  }

  /** The builds the other configurations ran on (bisect --solvers) stay with every step and are named. */
  @Test
  void theBuildsTheOtherConfigurationsRanOnAreNamed() {
    CommitBisection c = new CommitBisection("z3", CommitBisection.FIRST_BAD, "https://github.com/Z3Prover/z3.git",
        "release", "09aaadf963", "09aaadf963aa", "aa0ebc6efc", "aa0ebc6efcbb", 45, List.of(), null, List.of(),
        false, 0, List.of()).withOthers("z3@5.1.0")
        .with(new Step("e3cc338fc9cc", Step.NEW, "unsat", 60)).ended(null, List.of(), false);
    assertEquals("z3@5.1.0", c.others());
    StringBuilder md = new StringBuilder();
    new CommitsSection(c, null).append(md);
    assertTrue(md.toString().contains("1 min; each judged beside z3@5.1.0 (`--solvers`).\n"), md.toString());
  }

  /** A resume judges its steps beside the builds the tried ones were judged beside, or it is refused. */
  @Test
  void aResumeBesideOtherBuildsIsRefused() {
    CommitBisection begun = new CommitBisection("z3", CommitBisection.FIRST_BAD, "https://github.com/Z3Prover/z3.git",
        "release", "09aaadf963", "09aaadf963aa", "aa0ebc6efc", "aa0ebc6efcbb", 45, List.of(), null, List.of(),
        false, 0, List.of()).withOthers("z3@5.1.0");
    assertNull(begun.resumableWith(null), "no step tried yet");
    CommitBisection tried = begun.with(new Step("e3cc338fc9cc", Step.NEW, "unsat", 60));
    assertNull(tried.resumableWith("z3@5.1.0"));
    assertEquals("the commits this bisection tried (1) were judged beside z3@5.1.0; resume it with --solvers "
        + "\"z3@5.1.0\", or start over with --restart", tried.resumableWith(null));
    assertEquals("the commits this bisection tried (1) were judged beside the recorded builds; resume it "
        + "without --solvers, or start over with --restart", tried.withOthers(null).resumableWith("z3@5.0.0"));
  }

  /** "Introduced by" where the commit changes the failing line; "exposed by", with the line's older commit, else. */
  @Test
  void introducedOnlyWhereTheDiffChangesTheFailingLine() {
    SourceCommit found = new SourceCommit("d652bd3fc63f5678", "2026-07-27T10:00:00Z", "Fix set.size (#10246)");
    CommitBisection c = new CommitBisection("z3", CommitBisection.FIRST_BAD, "https://github.com/Z3Prover/z3.git",
        "release", "5.0.0", "8e3402b215a8", "5.1.0", "0b6cdcdbc65d", 2, List.of(), found, List.of(), true, 60,
        List.of());
    SourceCommit old = new SourceCommit("1137d23725aa", "2025-01-02T10:00:00Z", "finite sets");
    StringBuilder introduced = new StringBuilder();
    new CommitsSection(c, new FailingCode("src/smt/theory_finite_set.cpp", 412, true, found)).append(introduced);
    assertTrue(introduced.toString().contains("**Introduced by** d652bd3fc6: its diff changes the failing line "
        + "`src/smt/theory_finite_set.cpp:412` or one within 3 lines of it (`git show d652bd3fc6 -- "
        + "src/smt/theory_finite_set.cpp`)."), introduced.toString());
    StringBuilder exposed = new StringBuilder();
    new CommitsSection(c, new FailingCode("src/smt/theory_finite_set.cpp", 412, false, old)).append(exposed);
    String text = exposed.toString();
    assertTrue(text.contains("**Exposed by** d652bd3fc6, not introduced: its diff leaves the failing line "
        + "`src/smt/theory_finite_set.cpp:412` and the lines around it alone. The line dates from "), text);
    assertTrue(text.contains("\"finite sets\" (`git blame -L 412,412 d652bd3fc6 -- src/smt/theory_finite_set.cpp`)"),
        text);
    assertFalse(text.contains("Introduced"), text);
  }
}
