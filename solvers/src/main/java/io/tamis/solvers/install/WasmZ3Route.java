package io.tamis.solvers.install;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * z3's WebAssembly build from npm ({@code z3-solver@V}), run by node through solvers/z3-wasm. npm
 * checks the package against the registry's SHA-512 integrity; the lock file records it.
 */
final class WasmZ3Route implements Route {
  private static final Duration NPM_TIMEOUT = Duration.ofMinutes(10);

  @Override
  public String shim() {
    return "z3-wasm/z3-shim.js";
  }

  @Override
  public Map<String, String> build(Release release, Path dir) throws InstallException {
    Path node = Toolchain.node();
    Path npmDir = dir.resolve("npm");
    try {
      Files.createDirectories(npmDir);
    } catch (IOException e) {
      throw new InstallException("cannot create " + npmDir + ": " + e.getMessage(), e);
    }
    Steps.check(List.of(Toolchain.npm().toString(), "install", "--prefix", npmDir.toString(), "--no-audit",
        "--no-fund", "--ignore-scripts", "--loglevel=error", release.pkg()), dir, NPM_TIMEOUT, "npm install");
    Shims.copy(shim(), dir.resolve("z3-shim.js"));
    Shims.launcher(dir, release.solver(), release.spec() + ": npm " + release.pkg() + " (WebAssembly) on node",
        Shims.quoted(node) + " \"$here/z3-shim.js\"");
    return Map.of(release.pkg(), integrity(npmDir, release));
  }

  /** The integrity npm checked the package against, from its lock file. */
  private static String integrity(Path npmDir, Release release) throws InstallException {
    String name = release.pkg().substring(0, release.pkg().lastIndexOf('@'));
    try {
      JsonNode lock = SolverCache.JSON.readTree(npmDir.resolve("package-lock.json").toFile());
      JsonNode entry = lock.path("packages").path("node_modules/" + name).path("integrity");
      if (entry.isMissingNode()) {
        throw new InstallException("npm's lock file has no integrity for " + name);
      }
      return entry.asText();
    } catch (IOException e) {
      throw new InstallException("cannot read npm's lock file: " + e.getMessage(), e);
    }
  }
}
