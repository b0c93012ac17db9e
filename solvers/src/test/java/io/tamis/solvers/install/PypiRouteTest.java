package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * z3 4.16.0 installed from PyPI's wheel by {@code pip download}: the z3 program itself, native, no shim.
 * Needs pip and an index with z3-solver 4.16.0 (this kind of machine's local index has it; CI runs it).
 */
@Tag("solver")
class PypiRouteTest {
  @TempDir
  Path dir;

  @Test
  void theWheelsOwnProgramIsInstalledAndAnswers() throws Exception {
    SolverCache cache = new SolverCache(dir.resolve("solvers"));
    List<String> said = new ArrayList<>();
    Release release = Releases.bundled().find("z3@4.16.0").orElseThrow();
    SolverCache.Installed i = new Installer(cache, said::add).install(release, false);
    assertEquals("pypi", i.record().route(), said.toString());
    assertTrue(i.record().versionLine().startsWith("Z3 version 4.16.0 - 64 bit"), i.record().versionLine());
    assertFalse(i.record().versionLine().contains("WebAssembly"));
    String wheel = i.record().files().keySet().iterator().next();
    assertTrue(wheel.startsWith("z3_solver-4.16.0") && wheel.endsWith(".whl"), wheel);
    assertEquals(64, i.record().files().get(wheel).length(), "the wheel's SHA-256");
    assertNull(i.record().shimSha256(), "no shim");
    assertFalse(Installer.staleShim(i));
    assertTrue(Files.isExecutable(i.dir().resolve("libexec/z3")));
    assertFalse(Files.exists(i.dir().resolve("download")), "the wheel is not kept");
    Process p = new ProcessBuilder(i.executable().toString(), "-in").redirectErrorStream(true).start();
    p.getOutputStream().write("(declare-const x Int)(assert (< x x))(check-sat)".getBytes());
    p.getOutputStream().close();
    assertEquals("unsat", new String(p.getInputStream().readAllBytes()).strip());
    assertEquals(0, p.waitFor());
  }
}
