package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Installs releases into a {@link SolverCache}: fetch and build in a private staging folder, check
 * that the result reports the expected version and answers a trivial script, then move it into
 * place. A failed or interrupted install leaves nothing behind but a staging folder the next
 * install removes.
 */
public final class Installer {
  /** The version that installs, as install records name it (releases and builds from source alike). */
  static final String WRITER = "tamis 0.1.0";
  private static final String TRIVIAL = "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";
  private static final Duration CHECK_TIMEOUT = Duration.ofSeconds(60);
  private static final int STARTUP_RUNS = 3;

  private final SolverCache cache;
  private final Consumer<String> log;

  public Installer(SolverCache cache, Consumer<String> log) {
    this.cache = cache;
    this.log = log;
  }

  /**
   * Installs {@code release} unless it is installed already with this tamis's shim (or reinstalls it with
   * {@code force}), by the first of its routes that works.
   */
  public SolverCache.Installed install(Release release, boolean force) throws InstallException {
    var existing = cache.find(release.spec());
    if (existing.isPresent() && !force && !staleShim(existing.get())) {
      String route = existing.get().record().route();
      String first = release.alternatives().get(0).route();
      log.accept(release.spec() + ": installed already (" + existing.get().record().versionLine() + ", " + route
          + " route" + (release.alternatives().size() > 1 && !route.equals(first) ? "; the " + first
              + " route comes first now: --force installs it so" : "") + ")");
      return existing.get();
    }
    if (existing.isPresent() && !force) {
      log.accept(release.spec() + ": installed with an older shim; building it again");
    }
    List<Release> ways = release.alternatives();
    for (int i = 0; ; i++) {
      try {
        return installBy(ways.get(i));
      } catch (InstallException e) {
        if (i == ways.size() - 1) {
          throw e;
        }
        log.accept(release.spec() + ": the " + ways.get(i).route() + " route failed: " + e.getMessage()
            + "; trying the " + ways.get(i + 1).route() + " route");
      }
    }
  }

  private SolverCache.Installed installBy(Release release) throws InstallException {
    Path staging = staging(cache, release.spec());
    try {
      log.accept(release.spec() + ": fetching " + release.pkg() + " (" + release.route() + " route)");
      Route route = Route.of(release.route());
      Map<String, String> files = route.build(release, staging);
      String versionLine = checkVersion(release, staging);
      List<String> command = new ArrayList<>(List.of(staging.resolve("bin").resolve(release.solver()).toString()));
      command.addAll(route.stdinArgs());
      long startup = checkAnswers(release.spec(), command, TRIVIAL);
      InstallRecord record = new InstallRecord(release.solver(), release.version(), release.route(), release.pkg(),
          versionLine, files, startup, Instant.now().toString(), WRITER,
          route.shim() == null ? null : Shims.sha256(route.shim()));
      SolverCache.JSON.writeValue(staging.resolve(SolverCache.RECORD).toFile(), record);
      moveIntoPlace(staging, cache.dir(release));
      log.accept(release.spec() + ": installed in " + cache.dir(release) + " (" + versionLine + ", "
          + startup + " ms per fresh process)");
      return cache.find(release.spec()).orElseThrow(() -> new InstallException("installed " + release.spec()
          + " but cannot read it back from " + cache.dir(release)));
    } catch (IOException e) {
      throw new InstallException(release.spec() + ": " + e.getMessage(), e);
    } finally {
      deleteTree(staging);
    }
  }

  /** A new private folder of {@code cache} to build {@code spec} in; those of earlier interrupted installs go. */
  static Path staging(SolverCache cache, String spec) throws InstallException {
    try {
      Files.createDirectories(cache.root());
      try (Stream<Path> old = Files.list(cache.root())) {
        old.filter(p -> p.getFileName().toString().startsWith(".staging-" + spec + "-"))
            .forEach(Installer::deleteTree);
      }
      return Files.createTempDirectory(cache.root(), ".staging-" + spec + "-");
    } catch (IOException e) {
      throw new InstallException("cannot create a folder in " + cache.root() + ": " + e.getMessage(), e);
    }
  }

  /** The first line of {@code --version}, which must name the expected version. */
  private static String checkVersion(Release release, Path dir) throws InstallException {
    Path exe = dir.resolve("bin").resolve(release.solver());
    String out = Steps.check(List.of(exe.toString(), "--version"), dir, CHECK_TIMEOUT, "asking the version");
    String line = out.strip().lines().findFirst().orElse("");
    if (!Pattern.compile("(?<![\\w.])" + Pattern.quote(release.reports()) + "(?!\\.?\\d)").matcher(line).find()) {
      throw new InstallException(release.spec() + " reports '" + line + "', expected version " + release.reports());
    }
    return line;
  }

  /**
   * Runs a trivial script a few times: it must answer sat; returns the shortest wall time in ms (the
   * least disturbed by whatever else the machine runs).
   */
  static long checkAnswers(String spec, List<String> command, String script) throws InstallException {
    Path dir = Path.of(command.get(0)).getParent();
    List<Long> times = new ArrayList<>();
    for (int i = 0; i < STARTUP_RUNS; i++) {
      long t0 = System.nanoTime();
      Steps.Result r = Steps.run(command, dir, CHECK_TIMEOUT, script);
      times.add((System.nanoTime() - t0) / 1_000_000);
      if (r.exitCode() != 0 || !r.output().lines().anyMatch(l -> l.strip().equals("sat"))) {
        throw new InstallException(spec + " did not answer sat on a trivial script (exit "
            + r.exitCode() + "):\n" + r.output());
      }
    }
    return times.stream().mapToLong(Long::longValue).min().orElseThrow();
  }

  /** Puts {@code staging} at {@code target} (atomically), the folder there before removed after. */
  static void moveIntoPlace(Path staging, Path target) throws IOException {
    Path old = null;
    if (Files.exists(target)) {
      old = target.resolveSibling(".old-" + target.getFileName() + "-" + System.nanoTime());
      Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
    }
    Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
    if (old != null) {
      deleteTree(old);
    }
  }

  /** Whether {@code installed} was built from another shim than the one this tamis packages. */
  public static boolean staleShim(SolverCache.Installed installed) {
    if (installed.record().build() != null) {
      return false; // built from source: no shim
    }
    String shim = Route.of(installed.record().route()).shim();
    return shim != null && !Shims.sha256(shim).equals(installed.record().shimSha256());
  }

  /** Removes an installed release: first its record (so it is no longer found), then the rest. */
  public static void remove(SolverCache.Installed installed) {
    try {
      Files.deleteIfExists(installed.dir().resolve(SolverCache.RECORD));
    } catch (IOException e) {
      // deleteTree below tries again.
    }
    deleteTree(installed.dir());
  }

  static void deleteTree(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // Left for the next install to remove.
    }
  }
}
