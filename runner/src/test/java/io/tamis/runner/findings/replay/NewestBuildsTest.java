package io.tamis.runner.findings.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build a finding is rechecked on keeps its variant: a sanitizer's report or a debug assertion is never
 * printed by a release build, which would call the finding fixed.
 */
class NewestBuildsTest {
  @TempDir
  Path dir;

  @Test
  void aFindingOfACheckingBuildIsRecheckedOnTheTrunkOfThatVariant() throws IOException {
    built("yices2@84efa92767+asan");
    built("yices2@84efa92767");
    built("yices2@main");
    SolverProfiles profiles = SolverProfiles.bundled().withCache(new SolverCache(dir));
    SolverConfig asanFinding = profiles.config("yices2@84efa92767+asan --mcsat", Duration.ofSeconds(1));
    NewestBuilds builds = new NewestBuilds(profiles, List.of());
    assertEquals("yices2@main --mcsat", builds.moved(asanFinding).label(), "no asan trunk: the release trunk");
    built("yices2@main+asan");
    builds = new NewestBuilds(profiles, List.of());
    assertEquals("yices2@main+asan --mcsat", builds.moved(asanFinding).label());
    SolverConfig releaseFinding = profiles.config("yices2@84efa92767", Duration.ofSeconds(1));
    assertEquals("yices2@main", builds.moved(releaseFinding).label(), "a release finding stays on release");
  }

  private void built(String spec) throws IOException {
    String solver = spec.substring(0, spec.indexOf('@'));
    String version = spec.substring(spec.indexOf('@') + 1);
    Path bin = Files.createDirectories(dir.resolve(spec).resolve("bin"));
    Path exe = Files.writeString(bin.resolve(solver), "#!/bin/sh\n");
    Files.setPosixFilePermissions(exe, PosixFilePermissions.fromString("rwx------"));
    Files.writeString(bin.resolveSibling("install.json"), "{\"solver\":\"" + solver + "\",\"version\":\"" + version
        + "\",\"route\":\"source\",\"pkg\":\"repo\",\"build\":{\"ref\":\"" + version.replace("+asan", "")
        + "\",\"commit\":\"" + "0".repeat(40) + "\"" + (version.endsWith("+asan") ? ",\"variant\":\"asan\"" : "")
        + "}}");
  }
}
