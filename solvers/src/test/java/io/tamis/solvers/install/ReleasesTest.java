package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverChoice;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReleasesTest {
  private static final Releases TABLE = Releases.parse("""
      # solver	version	route	package	reports
      z3	4.8.15	native	tools.aqua:z3-turnkey:4.8.15	4.8.15
      z3	4.12.2	native	tools.aqua:z3-turnkey:4.12.2	4.12.2
      z3	5.1.0	wasm	z3-solver@5.1.0	5.1.0
      z3	5.2.0-dev	wasm	z3-solver@5.2.0	5.1.0	main after 5.1.0
      cvc5	1.3.2	jvm	io.github.cvc5:cvc5:1.3.2-1	1.3.2
      """.replace("      ", ""));

  @TempDir
  Path dir;

  private static List<String> specs(List<Release> releases) {
    return releases.stream().map(Release::spec).toList();
  }

  @Test
  void rangesFollowTheTableOrder() {
    assertEquals(List.of("z3@4.8.15", "z3@4.12.2", "z3@5.1.0"), specs(TABLE.expand("z3@4.8.15..5.1.0")));
    assertEquals(List.of("z3@4.12.2"), specs(TABLE.expand("z3@4.12.2")));
    assertEquals(4, TABLE.expand("z3@all").size());
  }

  @Test
  void newestIsTheLastReleaseNotADevelopmentBuild() {
    assertEquals(List.of("z3@5.1.0"), specs(TABLE.expand("z3@newest")));
    assertEquals(List.of("z3@5.1.0"), specs(TABLE.expand("z3")));
    assertEquals(List.of("z3@5.1.0", "cvc5@1.3.2"), specs(TABLE.expand("newest")));
  }

  @Test
  void unknownNamesSayWhatIsKnown() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TABLE.expand("z3@9.9"));
    assertTrue(e.getMessage().contains("4.8.15 4.12.2 5.1.0 5.2.0-dev"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> TABLE.expand("z3@5.1.0..4.8.15"));
    assertTrue(e.getMessage().startsWith("empty range"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> TABLE.expand("yices@2.6"));
    assertTrue(e.getMessage().contains("known: z3, cvc5"), e.getMessage());
  }

  @Test
  void aReleaseWithAlternativeRoutesTriesThemInOrderEachWithItsPackage() {
    Release r = new Release("z3", "5.1.0", "pypi|wasm", "z3-solver==5.1.0.*|z3-solver@5.1.0", "5.1.0", "");
    assertEquals(List.of("pypi:z3-solver==5.1.0.*", "wasm:z3-solver@5.1.0"),
        r.alternatives().stream().map(a -> a.route() + ":" + a.pkg()).toList());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Release("z3", "5.1.0", "pypi|wasm", "z3-solver==5.1.0.*", "5.1.0", ""));
    assertEquals("z3@5.1.0 names 2 routes but 1 packages: pypi|wasm / z3-solver==5.1.0.*", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new Release("z3", "1", "pypi|conda", "a|b", "1", ""));
    assertEquals("unknown route 'conda' for z3@1; routes: native pypi wasm jvm", e.getMessage());
  }

  @Test
  void theBundledTableTriesANativeWheelBeforeWebAssembly() {
    for (Release r : Releases.bundled().of("z3")) {
      if (r.route().contains("wasm") && !r.development()) {
        assertEquals("pypi", r.alternatives().get(0).route(), r.spec() + ": PyPI has a native wheel of every release");
      }
    }
  }

  @Test
  void aBadRowNamesItsLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Releases.parse("z3\t1\tnative\tx:y:1\t1\nz3\t2\tnative\n"));
    assertTrue(e.getMessage().startsWith("releases.tsv:2:1:"), e.getMessage());
  }

  @Test
  void theBundledTableHasEveryRoute() {
    Releases bundled = Releases.bundled();
    assertEquals(18, bundled.of("z3").stream().filter(r -> r.route().equals("native")).count());
    assertEquals("z3@5.1.0", bundled.newest("z3").spec());
    assertEquals("cvc5@1.3.2", bundled.newest("cvc5").spec());
  }

  /** A release is found only when its record and its executable are both there, and it names itself. */
  @Test
  void theCacheFindsCompleteInstallsOnly() throws IOException {
    SolverCache cache = new SolverCache(dir);
    InstalledReleases installed = new InstalledReleases(cache, TABLE);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> installed.resolve("z3@5.1.0"));
    assertEquals("z3@5.1.0 is not installed; install it with: tamis solvers install z3@5.1.0", e.getMessage());
    install(cache, "z3", "4.12.2");
    Path half = Files.createDirectories(dir.resolve("z3@5.1.0"));
    SolverCache.JSON.writeValue(half.resolve(SolverCache.RECORD).toFile(), record("z3", "5.1.0"));
    assertTrue(cache.find("z3@5.1.0").isEmpty(), "no bin/z3: not complete");
    assertEquals("z3@4.12.2", installed.resolve("z3@newest").record().spec());
    install(cache, "z3", "5.2.0-dev");
    assertEquals("z3@4.12.2", installed.resolve("z3@newest").record().spec(), "a release before a dev build");
    e = assertThrows(IllegalArgumentException.class, () -> installed.resolve("cvc5@newest"));
    assertTrue(e.getMessage().contains("tamis solvers install cvc5@newest"), e.getMessage());
  }

  /** Builds from source are never the newest release (a bisection's old commit would be); main is the trunk. */
  @Test
  void buildsAreTrunkOrNamedNeverNewest() throws IOException {
    SolverCache cache = new SolverCache(dir);
    InstalledReleases installed = new InstalledReleases(cache, TABLE);
    install(cache, "z3", "5.1.0");
    assertTrue(installed.trunk("z3").isEmpty());
    built(cache, "z3", "d652bd3fc6");
    built(cache, "z3", "main+asan");
    assertEquals("z3@5.1.0", installed.newest("z3").orElseThrow().record().spec());
    assertTrue(installed.trunk("z3").isEmpty(), "an asan build is no trunk default");
    built(cache, "z3", "main");
    assertEquals("z3@main", installed.trunk("z3").orElseThrow().record().spec());
    assertEquals("z3@5.1.0", installed.newest("z3").orElseThrow().record().spec());
    assertEquals("z3@d652bd3fc6", installed.resolve("z3@d652bd3fc6").record().spec());
  }

  /** One rule for a name in --solvers: bare is the newest build present, name@path the program on PATH. */
  @Test
  void aBareNameIsTheNewestBuildPresent() throws IOException {
    SolverCache cache = new SolverCache(dir);
    SolverChoice choice = new SolverChoice(new InstalledReleases(cache, TABLE));
    assertEquals("z3 (not found on PATH; no release or trunk build installed)",
        choice.head("z3").said().replace("the one on PATH, " + Executables.find("z3"), "not found on PATH"));
    install(cache, "z3", "4.12.2");
    assertEquals(List.of("z3@4.12.2 model_validate=true", "cvc5@1.3.2"), choice.choose("z3 model_validate=true;"
        + "cvc5@1.3.2").stream().map(SolverChoice.Chosen::line).toList());
    built(cache, "z3", "main");
    assertEquals("z3@main (the trunk build, 0000000000 of 2026-08-22)", choice.head("z3").said());
    assertEquals("z3", choice.head("z3@path").line());
    assertEquals("/opt/z3 (as named)", choice.head("/opt/z3").said());
  }

  private void built(SolverCache cache, String solver, String version) throws IOException {
    install(cache, solver, version);
    Path record = dir.resolve(solver + "@" + version).resolve(SolverCache.RECORD);
    SolverCache.JSON.writeValue(record.toFile(), new InstallRecord(solver, version, "source", "repo", solver,
        Map.of(), 1, "now", "t", null, new InstallRecord.SourceBuild(version, "0".repeat(40), "2026-08-22", "s",
            "release", "clang", 1, "log", null)));
  }

  private void install(SolverCache cache, String solver, String version) throws IOException {
    Path d = Files.createDirectories(dir.resolve(solver + "@" + version).resolve("bin"));
    Path exe = Files.writeString(d.resolve(solver), "#!/bin/sh\n");
    Files.setPosixFilePermissions(exe, PosixFilePermissions.fromString("rwx------"));
    SolverCache.JSON.writeValue(d.getParent().resolve(SolverCache.RECORD).toFile(), record(solver, version));
    assertTrue(cache.find(solver + "@" + version).isPresent());
  }

  private static InstallRecord record(String solver, String version) {
    return new InstallRecord(solver, version, "native", "p", solver + " " + version, Map.of(), 1, "now", "t", "s");
  }
}
