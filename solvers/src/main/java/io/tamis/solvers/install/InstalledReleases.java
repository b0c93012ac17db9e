package io.tamis.solvers.install;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Names installed releases in {@code --solvers}: {@code z3@5.1.0}, {@code cvc5@newest}. */
public final class InstalledReleases {
  /** Releases already warned about, so that a campaign says it once. */
  private static final Set<String> WARNED = ConcurrentHashMap.newKeySet();
  private final SolverCache cache;
  private final Releases releases;

  public InstalledReleases(SolverCache cache, Releases releases) {
    this.cache = cache;
    this.releases = releases;
  }

  public static InstalledReleases user() {
    return new InstalledReleases(SolverCache.user(), Releases.bundled());
  }

  public SolverCache cache() {
    return cache;
  }

  public Releases releases() {
    return releases;
  }

  /**
   * Whether it runs the solver's native code: a build from source, a z3 wheel's program, a release's libz3
   * under the C shim; not WebAssembly, not a JVM.
   */
  public static boolean nativeCode(SolverCache.Installed installed) {
    return installed.record().build() != null || Set.of("native", "pypi").contains(installed.record().route());
  }

  /** Whether {@code executable} names a release ({@code solver@version}) rather than a program. */
  public static boolean names(String executable) {
    return executable.indexOf('@') > 0 && !executable.contains("/");
  }

  /** The installed release {@code spec} names; fails with the line that installs it. */
  public SolverCache.Installed resolve(String spec) {
    int at = spec.indexOf('@');
    String solver = spec.substring(0, at);
    String version = spec.substring(at + 1);
    if (version.equals("newest")) {
      return warnIfStale(newest(solver).orElseThrow(() -> new IllegalArgumentException("no release of " + solver
          + " is installed; install the newest with: tamis solvers install " + solver + "@newest")));
    }
    Optional<SolverCache.Installed> found = cache.find(spec);
    if (found.isPresent()) {
      return warnIfStale(found.get());
    }
    if (releases.find(spec).isEmpty()) {
      List<Release> known = releases.of(solver);
      throw new IllegalArgumentException(spec + " is not a release tamis knows" + (known.isEmpty() ? ""
          : "; releases of " + solver + ": " + String.join(" ", known.stream().map(Release::version).toList())));
    }
    throw new IllegalArgumentException(spec + " is not installed; install it with: tamis solvers install " + spec);
  }

  private static SolverCache.Installed warnIfStale(SolverCache.Installed i) {
    if (Installer.staleShim(i) && WARNED.add(i.record().spec())) {
      System.err.println("tamis: " + i.record().spec() + " was built with an older shim than this tamis has; "
          + "rebuild it with: tamis solvers install " + i.record().spec());
    }
    return i;
  }

  /**
   * The newest installed release of {@code solver}: a release before a development build; never a build
   * from source (one of an old commit, built for bisection, is no newest).
   */
  public Optional<SolverCache.Installed> newest(String solver) {
    List<SolverCache.Installed> mine = cache.installed(releases).stream()
        .filter(i -> i.record().solver().equals(solver) && i.record().build() == null).toList();
    Optional<SolverCache.Installed> release = mine.stream().filter(i -> !i.record().version().endsWith("-dev"))
        .reduce((a, b) -> b);
    return release.isPresent() ? release : mine.stream().reduce((a, b) -> b);
  }

  /** The release build of {@code solver}'s default branch ({@code solver@main}), if one is installed. */
  public Optional<SolverCache.Installed> trunk(String solver) {
    return trunk(solver, BuildSpec.Variant.RELEASE);
  }

  /** The {@code variant} build of {@code solver}'s default branch ({@code solver@main+asan}), if one is installed. */
  public Optional<SolverCache.Installed> trunk(String solver, BuildSpec.Variant variant) {
    return cache.find(new BuildSpec(solver, "main", variant).spec()).filter(i -> i.record().build() != null);
  }
}
