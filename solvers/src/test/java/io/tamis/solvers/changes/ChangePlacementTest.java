package io.tamis.solvers.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tamis.solvers.install.GitHistory;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.install.SourceCommit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bundled z3 map over a real git repository whose commits touch z3's paths. */
class ChangePlacementTest {
  @TempDir
  Path dir;
  private Path repo;
  private GitHistory history;

  @BeforeEach
  void repository() throws Exception {
    repo = Files.createDirectories(dir.resolve("z3"));
    git("init", "-q", "-b", "master");
    change("src/smt/theory_seq.cpp", 5, "first");
    git("tag", "z3-9.0.0");
    change("src/math/lp/lar_solver.cpp", 7, "nla: faster");
    git("tag", "z3-9.1.0");
    git("tag", "Nightly"); // no version in it: not a release
    change("src/ast/rewriter/finite_set_rewriter.cpp", 10, "finite sets: set.map rules");
    change("src/test/seq_rewriter.cpp", 4, "Fix seq.reverse of literals");
    change("README.md", 3, "update notes");
    history = GitHistory.open(new SolverCache(dir.resolve("cache/solvers")), "z3", repo, line -> {});
  }

  @Test
  void linesSinceTheLastReleaseGoToTheTheoriesOfTheirPathsOrSubjects() throws Exception {
    ChangedTheories c = placement().since(history, "z3", null, history.commit("master"));
    assertEquals("z3-9.1.0", c.fromRef());
    assertEquals(3, c.commits());
    assertEquals(Map.of("FiniteSets", 10L, "Strings/Sequences", 4L), c.lines());
    assertEquals(List.of("FiniteSets", "Strings/Sequences"), List.copyOf(c.lines().keySet()), "most first");
    assertEquals(3, c.unplacedLines(), "README.md: no glob, no theory in its subject");
    assertEquals(10.0 / 14, c.shares().get("FiniteSets"), 1e-9);
  }

  /** A release (z3@9.1.0 installed from PyPI) is measured from the release before it, not from its own tag. */
  @Test
  void aReleaseCountsItsChangesSinceTheReleaseBeforeIt() throws Exception {
    ChangedTheories c = placement().since(history, "z3", null, history.commit("z3-9.1.0"));
    assertEquals("z3-9.0.0", c.fromRef());
    assertEquals(1, c.commits());
    assertEquals(Map.of("Ints/Reals", 7L), c.lines());
  }

  @Test
  void anEarlierStartIsATagOrAReleaseVersion() throws Exception {
    SourceCommit head = history.commit("master");
    ChangedTheories byTag = placement().since(history, "z3", "z3-9.0.0", head);
    ChangedTheories byVersion = placement().since(history, "z3", "9.0.0", head);
    assertEquals(Map.of("FiniteSets", 10L, "Ints/Reals", 7L, "Strings/Sequences", 4L), byTag.lines());
    assertEquals(byTag.lines(), byVersion.lines());
    assertEquals(4, byVersion.commits());
  }

  @Test
  void aReleaseTaggedBesideTheBranchCountsOnlyTheBranch() throws Exception {
    git("checkout", "-q", "-b", "release", "z3-9.1.0");
    change("src/smt/theory_bv.cpp", 50, "release fixes");
    git("tag", "z3-9.2.0");
    git("tag", "-d", "z3-9.0.0", "z3-9.1.0");
    SourceCommit head = history.commit("master");
    ChangedTheories c = placement().since(history, "z3", null, head);
    assertEquals("z3-9.2.0", c.fromRef());
    assertEquals(Map.of("FiniteSets", 10L, "Strings/Sequences", 4L), c.lines(), "not the release's own bv lines");
  }

  @Test
  void aStartThatIsNotThereIsOneClearMessage() {
    InstallException e = assertThrows(InstallException.class,
        () -> placement().since(history, "z3", "nope", history.commit("master")));
    assertEquals("'nope' is not a branch, tag, commit or release of " + repo.toAbsolutePath().normalize(),
        e.getMessage());
  }

  private static ChangePlacement placement() {
    return new ChangePlacement(ChangeMap.of("z3"));
  }

  /** Commits {@code lines} new lines in {@code path}. */
  private void change(String path, int lines, String subject) throws Exception {
    Path file = repo.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, "x\n".repeat(lines));
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", subject);
  }

  private void git(String... args) throws Exception {
    List<String> argv = new ArrayList<>(List.of("git", "-C", repo.toString()));
    argv.addAll(List.of(args));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    assertEquals(true, p.waitFor(1, TimeUnit.MINUTES), "git " + args[0] + " finished");
    assertEquals(0, p.exitValue(), argv + ": " + out);
  }
}
