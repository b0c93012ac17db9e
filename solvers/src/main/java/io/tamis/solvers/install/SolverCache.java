package io.tamis.solvers.install;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The per-user folder of installed solver releases: {@code $TAMIS_SOLVERS}, else
 * {@code $XDG_CACHE_HOME/tamis/solvers}, else {@code ~/.cache/tamis/solvers}. Each release
 * lives in {@code <solver>@<version>/} with {@code bin/<solver>} (the executable the runner starts)
 * and {@code install.json}; a folder appears whole or not at all.
 */
public final class SolverCache {
  static final String RECORD = "install.json";
  static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
      .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  /** One installed release. */
  public record Installed(InstallRecord record, Path dir) {
    /** The executable that acts as the solver's command-line program. */
    public Path executable() {
      return dir.resolve("bin").resolve(record.solver());
    }
  }

  private static SolverCache user;
  private final Path root;

  public SolverCache(Path root) {
    this.root = root.toAbsolutePath();
  }

  /**
   * The user's cache (see the class comment). The first call of a process moves the cache of tamis's
   * former name into place ({@link CacheMigration}).
   */
  public static synchronized SolverCache user() {
    if (user == null) {
      user = locate(System.err);
    }
    return user;
  }

  private static SolverCache locate(PrintStream err) {
    String explicit = System.getenv("TAMIS_SOLVERS");
    if (explicit == null || explicit.isBlank()) {
      explicit = CacheMigration.formerVariable(err);
    }
    if (explicit != null && !explicit.isBlank()) {
      return new SolverCache(Path.of(explicit));
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
    CacheMigration.run(base, err, CacheMigration.INSTALL);
    return new SolverCache(base.resolve(CacheMigration.NAME).resolve("solvers"));
  }

  public Path root() {
    return root;
  }

  Path dir(Release release) {
    return root.resolve(release.spec());
  }

  /** The installed release named {@code spec} ({@code z3@5.1.0}), if its folder is complete. */
  public Optional<Installed> find(String spec) {
    Path dir = root.resolve(spec);
    Path record = dir.resolve(RECORD);
    if (spec.contains("/") || !Files.isRegularFile(record)) {
      return Optional.empty();
    }
    try {
      Installed i = new Installed(JSON.readValue(record.toFile(), InstallRecord.class), dir);
      return Files.isExecutable(i.executable()) ? Optional.of(i) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /**
   * {@code executable} as a finding recorded it, or where the same release is installed in this cache
   * when the recorded file is gone (the cache moved: another {@code $XDG_CACHE_HOME}, tamis's rename).
   * A release's executable is {@code <solver>@<version>/bin/<solver>} wherever its cache is.
   */
  public String relocated(String executable) {
    Path p = Path.of(executable);
    Path bin = p.getParent();
    if (!p.isAbsolute() || Files.exists(p) || bin == null || bin.getParent() == null
        || !bin.getFileName().toString().equals("bin")) {
      return executable;
    }
    String spec = bin.getParent().getFileName().toString();
    return find(spec).map(Installed::executable).filter(e -> e.getFileName().equals(p.getFileName()))
        .map(Path::toString).orElse(executable);
  }

  /**
   * An installed source build of {@code solver} at {@code commit} (a full hash) in {@code variant}, whatever its
   * name ({@code cvc5@cvc5-1.3.0} is a build of commit 02c4e43d19): a bisection replays it instead of building it
   * again.
   */
  public Optional<Installed> builtAt(String solver, String commit, String variant) {
    if (!Files.isDirectory(root)) {
      return Optional.empty();
    }
    try (var dirs = Files.list(root)) {
      return dirs.map(d -> d.getFileName().toString()).filter(n -> n.startsWith(solver + "@")).sorted()
          .map(this::find).flatMap(Optional::stream)
          .filter(i -> i.record().build() != null && commit.equals(i.record().build().commit())
              && variant.equals(i.record().build().variant()))
          .findFirst();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** Every installed release, in the order of {@code releases} (unknown ones last, by name). */
  public List<Installed> installed(Releases releases) {
    List<Installed> found = new ArrayList<>();
    if (!Files.isDirectory(root)) {
      return found;
    }
    try (var dirs = Files.list(root)) {
      dirs.map(d -> d.getFileName().toString()).filter(n -> n.contains("@") && !n.startsWith("."))
          .map(this::find).flatMap(Optional::stream).forEach(found::add);
    } catch (IOException e) {
      return found;
    }
    found.sort(Comparator.comparingInt((Installed i) -> order(releases, i)).thenComparing(i -> i.record().spec()));
    return found;
  }

  private static int order(Releases releases, Installed i) {
    return releases.find(i.record().spec()).map(r -> releases.all().indexOf(r)).orElse(Integer.MAX_VALUE);
  }
}
