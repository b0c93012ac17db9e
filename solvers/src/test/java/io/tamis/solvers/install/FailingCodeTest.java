package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Introduced by" against "exposed by" on a git history made here: a file whose line 10 fails, and commits that
 * change a far line, the line itself, and a line near it. The history sits where {@code solvers build} keeps a
 * solver's clone, so {@link GitHistory#local} finds it without a fetch.
 */
class FailingCodeTest {
  private static final String FILE = "src/smt/theory_x.cpp";
  @TempDir
  Path dir;
  private Path repo;
  private SolverCache cache;

  @BeforeEach
  void history() throws Exception {
    cache = new SolverCache(dir.resolve("cache/solvers"));
    repo = dir.resolve("cache/sources/z3.git");
    Files.createDirectories(repo.resolve("src/smt"));
    git("init", "-q", "-b", "master");
    List<String> lines = IntStream.rangeClosed(1, 20).mapToObj(i -> "int line" + i + ";").collect(Collectors.toList());
    lines.set(9, "SASSERT(n > 0);");
    commit(lines, "add theory_x");
    lines.set(1, "int renamed2;");
    commit(lines, "far: line 2");
    lines.set(9, "SASSERT(n >= 0);");
    commit(lines, "the line itself");
    lines.set(11, "int changed12;");
    commit(lines, "near: line 12");
  }

  @Test
  void aCommitThatLeavesTheLineAloneExposedTheOlderCodeThatWroteIt() throws Exception {
    GitHistory h = GitHistory.local(cache, "z3", head(2)).orElseThrow();
    FailingCode code = h.failingCode(h.commit(head(2)), "../src/smt/theory_x.cpp", 10);
    assertEquals(FILE, code.path(), "the build path's tail that the tree has");
    assertFalse(code.touched(), "line 2 is 8 lines away");
    assertEquals("add theory_x", code.lastChange().subject());
    assertEquals("git blame -L 10,10 " + head(2).substring(0, 10) + " -- " + FILE, code.blameCommand(h.commit(head(2))));
  }

  @Test
  void aCommitThatChangesTheLineOrOneNearItIntroducedIt() throws Exception {
    GitHistory h = GitHistory.local(cache, "z3", head(1)).orElseThrow();
    FailingCode itself = h.failingCode(h.commit(head(1)), "/build/z3/src/smt/theory_x.cpp", 10);
    assertTrue(itself.touched());
    assertEquals("the line itself", itself.lastChange().subject());
    FailingCode near = h.failingCode(h.commit(head(0)), FILE, 10);
    assertTrue(near.touched(), "line 12 is within " + FailingCode.NEAR + " lines");
    assertEquals("the line itself", near.lastChange().subject(), "blame still dates the line itself");
  }

  @Test
  void aFileOutsideTheTreeOrAHistoryWithoutTheCommitTellsNothing() throws Exception {
    GitHistory h = GitHistory.local(cache, "z3", head(0)).orElseThrow();
    assertNull(h.failingCode(h.commit(head(0)), "/usr/include/c++/12/bits/stl_vector.h", 10));
    assertTrue(GitHistory.local(cache, "z3", "0123456789abcdef0123456789abcdef01234567").isEmpty());
    assertTrue(GitHistory.local(cache, "cvc5", head(0)).isEmpty(), "no cvc5 history on this machine");
  }

  private void commit(List<String> lines, String subject) throws Exception {
    Files.write(repo.resolve(FILE), lines);
    git("add", FILE);
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", subject);
  }

  /** The hash {@code back} commits before HEAD. */
  private String head(int back) throws Exception {
    return git("rev-parse", "HEAD~" + back).strip();
  }

  private String git(String... args) throws IOException, InterruptedException {
    List<String> argv = new ArrayList<>(List.of("git", "-C", repo.toString()));
    argv.addAll(List.of(args));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    assertEquals(0, p.waitFor(), String.join(" ", argv) + ": " + out);
    return out;
  }
}
