package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A z3 release's own libz3.so, taken from the Maven jar {@code tools.aqua:z3-turnkey:V} (which
 * bundles it for linux x86-64), driven by the C program solvers/z3-native compiled against it.
 */
final class NativeZ3Route implements Route {
  /** Where the jars keep the library: newer turnkey releases under the package, 4.12.3 and older under native/. */
  private static final List<String> LIBRARY = List.of("com/microsoft/z3/linux/amd64/libz3.so",
      "native/linux-amd64/libz3.so");

  @Override
  public String shim() {
    return "z3-native/z3-shim.c";
  }

  @Override
  public Map<String, String> build(Release release, Path dir) throws InstallException {
    Path jar = dir.resolve("download.jar");
    String sha256 = new MavenFetch().jar(release.pkg(), null, jar);
    Jars.extract(jar, LIBRARY, dir.resolve("lib/libz3.so"));
    Jars.delete(jar);
    Path source = Shims.copy(shim(), dir.resolve("src/z3-shim.c"));
    try {
      Files.createDirectories(dir.resolve("bin"));
    } catch (IOException e) {
      throw new InstallException("cannot create " + dir.resolve("bin") + ": " + e.getMessage(), e);
    }
    Steps.check(List.of(Toolchain.gcc().toString(), "-O2", "-o", dir.resolve("bin/z3").toString(), source.toString(),
        "-L" + dir.resolve("lib"), "-lz3", "-Wl,-rpath,$ORIGIN/../lib"), dir, Duration.ofMinutes(2),
        "compiling the z3 shim");
    return Map.of(jarName(release), sha256);
  }

  static String jarName(Release release) {
    String[] g = release.pkg().split(":");
    return g[1] + "-" + g[2] + ".jar";
  }
}
