package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.findings.bisect.Bisector;
import io.tamis.runner.findings.bisect.PathRelease;
import io.tamis.runner.findings.bisect.ReleaseReplay;
import io.tamis.runner.findings.bisect.ReleaseWalk;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.store.Bisection;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bisection walks the z3 on PATH too when its version is a release the cache lacks (Debian's 4.8.12 before the
 * cache's 4.14.1), replayed as that program: "first showing it" is then the PATH's release, not the cache's oldest.
 * The cache's releases are stubbed (none is installed here); the PATH's runs a fake z3.
 */
class BisectPathReleaseTest {
  private static final String LIA = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 5))\n(check-sat)\n";
  private static final List<String> CACHED = List.of("4.14.1", "5.0.0", "5.1.0");

  @TempDir
  Path dir;

  @Test
  void theReleaseOnPathIsWalkedInVersionOrderAndIsTheFirstShowingIt() throws Exception {
    Bisection b = bisect(true);
    assertEquals("4.8.12", b.firstShowing(), b.toString());
    assertNull(b.lastNotShowing(), b.toString());
    Bisection.Release onPath = b.tried().get(0);
    assertEquals(new Bisection.Release("4.8.12", "crash", true, "on PATH, " + dir.resolve("bin/z3")), onPath);
    assertTrue(Files.exists(dir.resolve("bin/ran")), "the replay ran the program on PATH");
    assertFalse(Files.exists(dir.resolve("rec/ran")), "not the recorded one");
  }

  @Test
  void aReleaseOnPathThatDoesNotShowItIsTheLastNotShowingIt() throws Exception {
    Bisection b = bisect(false);
    assertEquals("4.14.1", b.firstShowing(), b.toString());
    assertEquals("4.8.12", b.lastNotShowing(), b.toString());
  }

  /** The crash of a recorded fake z3 with --bad, bisected over the stubbed cache and a fake z3 4.8.12 on PATH. */
  private Bisection bisect(boolean pathShows) throws Exception {
    Path recorded = fake(dir.resolve("rec/z3"), "5.1.0", true);
    Path onPath = fake(dir.resolve("bin/z3"), "4.8.12", pathShows);
    Path script = Files.writeString(dir.resolve("lia.smt2"), LIA);
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--solvers", recorded + " --bad", "--out", out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    Files.delete(dir.resolve("rec/ran")); // the check ran it; the bisection must not
    StoredFinding finding = StoredFinding.load(CheckCommandTest.folders(out).get(0));
    try (SolverPool pool = finding.pool()) {
      Optional<PathRelease> release = PathRelease.find(SolverProfiles.bundled().profileFor("z3"),
          name -> name.equals("z3") ? onPath : null, pool, dir.resolve("no-os-release"));
      ReleaseWalk walk = ReleaseWalk.of(CACHED, CACHED, "5.1.0", release);
      assertEquals(List.of("4.8.12", "4.14.1", "5.0.0", "5.1.0"), walk.order());
      assertEquals(3, walk.newest());
      ReleaseReplay replay = new ReleaseReplay(finding, finding.configs(), pool, 0, 0, "lia.smt2",
          LIA.getBytes(java.nio.charset.StandardCharsets.UTF_8), Duration.ofSeconds(10), walk.onPath());
      Bisector.Probe probe = v -> walk.onPath(v).isPresent() ? replay.replay(v)
          : new Bisection.Release(v, "crash", true);
      return new Bisector(walk.order(), walk.newest(), probe).run("z3");
    }
  }

  /** A fake z3 of {@code version} that crashes given --bad when {@code crashes}; it leaves a file "ran" beside it. */
  private Path fake(Path at, String version, boolean crashes) throws Exception {
    Files.createDirectories(at.getParent());
    Files.writeString(at, "#!/bin/sh\n"
        + "if [ \"$1\" = --version ]; then echo 'Z3 version " + version + " - 64 bit'; exit 0; fi\n"
        + FakeSolvers.preflightLine() + "cat > /dev/null\ntouch \"$(dirname \"$0\")/ran\"\n"
        + (crashes ? "for a in \"$@\"; do\n  if [ \"$a\" = --bad ]; then echo 'ASSERTION VIOLATION' >&2; "
            + "kill -ABRT $$; fi\ndone\n" : "")
        + "echo sat\n");
    assertTrue(at.toFile().setExecutable(true));
    return at;
  }
}
