package io.tamis.solvers.install;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The pinned libraries of source builds, under {@code CACHE/deps/}: archives fetched once into
 * {@code archives/} (or read from a {@code --deps} folder), and each built library installed into a
 * prefix of its own, {@code NAME-VERSION/}. Its installed files name that prefix (pkg-config files), so
 * it is built in place; a marker written last tells a whole prefix from one a crash cut short, and names
 * the recipe it was built by, so a prefix whose recipe changed is built again.
 */
final class Dependencies {
  private static final Duration STEP = Duration.ofHours(1);
  private static final String DONE = ".tamis-built";

  private final Path root;
  private final Path local;
  private final Consumer<String> log;
  private final int jobs;

  /** {@code local}: a folder that holds the archives by name (no network needed), or null to download. */
  Dependencies(Path root, Path local, Consumer<String> log, int jobs) {
    this.root = root;
    this.local = local == null ? null : local.toAbsolutePath(); // tar runs in the unpack folder
    this.log = log;
    this.jobs = jobs;
  }

  /**
   * Builds what {@code needed} lists in order (a later one may use an earlier one's prefix) and returns
   * each built one's prefix by its variable ({@code GMP_PREFIX}).
   */
  Map<String, Path> prefixes(List<Dependency> needed) throws InstallException {
    Map<String, Path> prefixes = new LinkedHashMap<>();
    for (Dependency d : needed) {
      if (!d.steps().isEmpty()) {
        prefixes.put(d.variable(), prefix(d, prefixes));
      }
    }
    return prefixes;
  }

  /** Unpacks {@code d}'s sources into {@code dir}, without the archive's top folder. */
  void unpack(Dependency d, Path dir) throws InstallException {
    Path archive = archive(d);
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new InstallException("cannot make " + dir + ": " + e.getMessage(), e);
    }
    Steps.check(List.of("tar", "-xf", archive.toString(), "-C", dir.toString(), "--strip-components=1"), dir,
        STEP, "unpacking " + archive);
  }

  private Path prefix(Dependency d, Map<String, Path> earlier) throws InstallException {
    Path prefix = root.resolve(d.key());
    if (whole(prefix, d)) {
      return prefix;
    }
    try {
      Files.createDirectories(root);
      try (FileChannel lock = FileChannel.open(root.resolve("lock"), StandardOpenOption.CREATE,
          StandardOpenOption.WRITE); FileLock held = lock.lock()) {
        if (!whole(prefix, d)) { // another build may have made it while this one waited
          build(d, prefix, earlier);
        }
        return prefix;
      }
    } catch (IOException e) {
      throw new InstallException(d.name() + ": " + e.getMessage(), e);
    }
  }

  private void build(Dependency d, Path prefix, Map<String, Path> earlier) throws InstallException, IOException {
    Path work = root.resolve("work").resolve(d.key());
    Installer.deleteTree(work);
    Installer.deleteTree(prefix);
    unpack(d, work);
    Path logFile = root.resolve(d.key() + ".log");
    Files.deleteIfExists(logFile);
    log.accept(d.name() + " " + d.version() + ": building into " + prefix + "; log: " + logFile);
    long t0 = System.nanoTime();
    Map<String, String> env = new LinkedHashMap<>();
    earlier.forEach((variable, path) -> env.put(variable, path.toString()));
    env.put("PREFIX", prefix.toString());
    env.put("JOBS", Integer.toString(jobs));
    for (String step : d.steps()) {
      Steps.logged(List.of("sh", "-ec", step), work, env, logFile, STEP);
    }
    Files.createDirectories(prefix);
    Files.writeString(prefix.resolve(DONE), d.stamp());
    Installer.deleteTree(work);
    log.accept(d.name() + " " + d.version() + ": built in " + Math.round((System.nanoTime() - t0) / 1e9) + " s");
  }

  private static boolean whole(Path prefix, Dependency d) throws InstallException {
    Path done = prefix.resolve(DONE);
    try {
      return Files.exists(done) && Files.readString(done).equals(d.stamp());
    } catch (IOException e) {
      throw new InstallException(d.name() + ": cannot read " + done + ": " + e.getMessage(), e);
    }
  }

  private Path archive(Dependency d) throws InstallException {
    if (local != null) {
      Path file = local.resolve(d.archive());
      if (!Files.isRegularFile(file)) {
        throw new MissingPrerequisite(d.name() + " " + d.version() + ": " + file + " does not exist (--deps holds "
            + "the archives by name; upstream: " + d.url() + ")");
      }
      return file;
    }
    Path file = root.resolve("archives").resolve(d.archive());
    if (!Files.isRegularFile(file)) {
      download(d, file);
    }
    return file;
  }

  private void download(Dependency d, Path file) throws InstallException {
    log.accept(d.name() + " " + d.version() + ": downloading " + d.url());
    try {
      Files.createDirectories(file.getParent());
      Path part = Files.createTempFile(file.getParent(), d.archive(), ".part");
      HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
          .connectTimeout(Duration.ofSeconds(30)).build();
      HttpResponse<Path> got = http.send(HttpRequest.newBuilder(URI.create(d.url())).build(),
          HttpResponse.BodyHandlers.ofFile(part));
      if (got.statusCode() != 200) {
        Files.deleteIfExists(part);
        throw new InstallException(d.url() + " answered HTTP " + got.statusCode() + " (offline? pass --deps DIR "
            + "with " + d.archive() + " in it)");
      }
      Files.move(part, file, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new MissingPrerequisite("cannot download " + d.url() + ": " + e.getMessage() + " (offline? pass --deps DIR "
          + "with " + d.archive() + " in it)", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InstallException("interrupted while downloading " + d.url(), e);
    }
  }
}
