package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The solver cache of the former name (smtfuzz) moves to tamis's on the first run, once, and the releases
 * whose shims predate the rename are rebuilt (here by a stand-in that records them: a real rebuild fetches
 * from npm and Maven Central, which the tests of the routes do); findings that recorded an executable in
 * the former cache find the same release in the new one.
 */
class CacheMigrationTest {
  @TempDir
  Path base;
  private final List<String> rebuilt = java.util.Collections.synchronizedList(new ArrayList<>());

  @Test
  void theFirstRunMovesTheFormerCacheAndNamesTheReleasesToRebuild() throws Exception {
    Path z3 = release(base.resolve("smtfuzz/solvers"), "z3", "5.1.0", "a shim of before the rename");
    String said = migrate();
    assertFalse(Files.exists(base.resolve("smtfuzz")));
    assertTrue(Files.isExecutable(base.resolve("tamis/solvers/z3@5.1.0/bin/z3")));
    assertTrue(said.contains("moved the solver cache " + base.resolve("smtfuzz") + " (tamis's former name) to "
        + base.resolve("tamis")), said);
    assertTrue(said.contains("rebuilding, once, the releases whose shims predate the rename: z3@5.1.0"), said);
    assertEquals(List.of("z3@5.1.0"), rebuilt);
    assertEquals("", migrate(), "nothing to do the second time");
    assertEquals(List.of("z3@5.1.0"), rebuilt);
    assertFalse(Files.exists(z3));
  }

  @Test
  void aReleaseThatCannotBeRebuiltIsNamedWithTheLineThatRebuildsIt() throws Exception {
    release(base.resolve("smtfuzz/solvers"), "z3", "5.1.0", "old");
    release(base.resolve("smtfuzz/solvers"), "cvc5", "1.3.2", "old");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    CacheMigration.run(base, new PrintStream(err, true, StandardCharsets.UTF_8), (cache, spec, out) -> {
      if (spec.startsWith("cvc5")) {
        throw new InstallException("no network");
      }
      rebuilt.add(spec);
    });
    String said = err.toString(StandardCharsets.UTF_8);
    assertEquals(List.of("z3@5.1.0"), rebuilt);
    assertTrue(said.contains("tamis: cvc5@1.3.2: not rebuilt (no network); rebuild it with: tamis solvers install "
        + "cvc5@1.3.2"), said);
    assertTrue(Files.isExecutable(base.resolve("tamis/solvers/cvc5@1.3.2/bin/cvc5")), "kept as it was");
  }

  @Test
  void aReleaseWithTodaysShimIsNotNamed() throws Exception {
    release(base.resolve("smtfuzz/solvers"), "z3", "4.14.1", Shims.sha256("z3-native/z3-shim.c"));
    String said = migrate();
    assertTrue(said.contains("moved the solver cache"), said);
    assertFalse(said.contains("rebuild"), said);
    assertEquals(List.of(), rebuilt);
  }

  @Test
  void bothCachesPresentMovesNothingAndSaysSo() throws Exception {
    release(base.resolve("smtfuzz/solvers"), "z3", "5.1.0", "old");
    release(base.resolve("tamis/solvers"), "z3", "5.0.0", "old");
    String said = migrate();
    assertTrue(said.contains(base.resolve("smtfuzz") + " (the cache of tamis's former name) is still there"), said);
    assertTrue(Files.exists(base.resolve("smtfuzz/solvers/z3@5.1.0/install.json")));
    assertFalse(Files.exists(base.resolve("tamis/solvers/z3@5.1.0")));
  }

  @Test
  void manyProcessesStartingAtOnceMoveItOnceAndQuietly() throws Exception {
    release(base.resolve("smtfuzz/solvers"), "z3", "5.1.0", "old");
    int n = 8;
    CountDownLatch go = new CountDownLatch(1);
    List<Thread> threads = new ArrayList<>();
    List<String> said = java.util.Collections.synchronizedList(new ArrayList<>());
    for (int i = 0; i < n; i++) {
      threads.add(Thread.ofPlatform().start(() -> {
        try {
          go.await(10, TimeUnit.SECONDS);
          said.add(migrate());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }));
    }
    go.countDown();
    for (Thread t : threads) {
      t.join(20_000);
    }
    assertEquals(n, said.size());
    assertEquals(1, said.stream().filter(s -> s.contains("moved the solver cache")).count(), said.toString());
    assertTrue(said.stream().noneMatch(s -> s.contains("cannot move")), said.toString());
    assertTrue(Files.isExecutable(base.resolve("tamis/solvers/z3@5.1.0/bin/z3")));
    assertEquals(List.of("z3@5.1.0"), rebuilt, "rebuilt once");
  }

  @Test
  void aRecordedExecutableOfAMovedCacheIsFoundWhereTheReleaseIsNow() throws Exception {
    SolverCache cache = new SolverCache(base.resolve("tamis/solvers"));
    Path now = release(cache.root(), "z3", "5.1.0", "old");
    String gone = base.resolve("smtfuzz/solvers/z3@5.1.0/bin/z3").toString();
    assertEquals(now.toString(), cache.relocated(gone));
    assertEquals(now.toString(), cache.relocated(now.toString()), "where it is");
    String other = base.resolve("smtfuzz/solvers/z3@4.8.15/bin/z3").toString();
    assertEquals(other, cache.relocated(other), "not installed here");
    String cvc5 = base.resolve("smtfuzz/solvers/z3@5.1.0/bin/cvc5").toString();
    assertEquals(cvc5, cache.relocated(cvc5), "another program");
    assertEquals("z3", cache.relocated("z3"), "a name looked up on PATH");
    Path program = Files.writeString(base.resolve("z3"), "");
    assertEquals(program.toString(), cache.relocated(program.toString()), "a program that exists");
  }

  private String migrate() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    CacheMigration.run(base, new PrintStream(err, true, StandardCharsets.UTF_8), (cache, spec, out) -> rebuilt.add(spec));
    return err.toString(StandardCharsets.UTF_8);
  }

  /** An installed release as `solvers install` leaves it: install.json and an executable bin/SOLVER. */
  static Path release(Path root, String solver, String version, String shimSha256) throws Exception {
    Path dir = Files.createDirectories(root.resolve(solver + "@" + version));
    InstallRecord record = new InstallRecord(solver, version, version.startsWith("4.14") ? "native" : "wasm", "pkg",
        solver + " " + version, Map.of(), 10, "2026-11-27T00:00:00Z", "0.1.0", shimSha256);
    SolverCache.JSON.writeValue(dir.resolve(SolverCache.RECORD).toFile(), record);
    Path bin = Files.createDirectories(dir.resolve("bin")).resolve(solver);
    Files.writeString(bin, "#!/bin/sh\necho unknown\n");
    Files.setPosixFilePermissions(bin, PosixFilePermissions.fromString("rwxr-xr-x"));
    return bin;
  }
}
