package io.tamis.solvers.install;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * The releases tamis can install ({@code solvers/releases.tsv}, packaged under tamis/solvers/),
 * oldest first per solver: the order bisection walks.
 */
public final class Releases {
  static final String RESOURCES = "tamis/solvers/";
  private final List<Release> all;

  Releases(List<Release> all) {
    this.all = List.copyOf(all);
  }

  /** The bundled table. */
  public static Releases bundled() {
    return parse(resource("releases.tsv"));
  }

  static Releases parse(String tsv) {
    List<Release> rows = new ArrayList<>();
    int line = 0;
    for (String row : tsv.split("\n")) {
      line++;
      if (row.isBlank() || row.startsWith("#")) {
        continue;
      }
      String[] f = row.split("\t", -1);
      if (f.length < 5) {
        throw new IllegalArgumentException("releases.tsv:" + line + ":1: expected solver, version, route, package, "
            + "reports[, note], got " + f.length + " fields");
      }
      rows.add(new Release(f[0], f[1], f[2], f[3], f[4], f.length > 5 ? f[5] : ""));
    }
    return new Releases(rows);
  }

  public List<Release> all() {
    return all;
  }

  /** The releases of {@code solver}, oldest first. */
  public List<Release> of(String solver) {
    return all.stream().filter(r -> r.solver().equals(solver)).toList();
  }

  public Optional<Release> find(String spec) {
    return all.stream().filter(r -> r.spec().equals(spec)).findFirst();
  }

  /** The position of {@code release} among its solver's releases (0 = oldest). */
  public int rank(Release release) {
    return of(release.solver()).indexOf(release);
  }

  /**
   * The releases a spec names: {@code z3@5.1.0}; a range {@code z3@4.8.15..4.14.1} (both ends
   * included, in table order); {@code z3@all}; {@code z3} or {@code z3@newest} for the newest
   * release (development builds such as {@code 5.2.0-dev} are not releases); {@code newest} for the
   * newest of every solver.
   */
  public List<Release> expand(String spec) {
    if (spec.equals("newest")) {
      LinkedHashSet<String> solvers = new LinkedHashSet<>();
      all.forEach(r -> solvers.add(r.solver()));
      return solvers.stream().map(this::newest).toList();
    }
    int at = spec.indexOf('@');
    String solver = at < 0 ? spec : spec.substring(0, at);
    String version = at < 0 ? "newest" : spec.substring(at + 1);
    List<Release> mine = of(solver);
    if (mine.isEmpty()) {
      throw new IllegalArgumentException("no releases of '" + solver + "' are known; known: " + String.join(", ",
          all.stream().map(Release::solver).distinct().toList()));
    }
    if (version.equals("all")) {
      return mine;
    }
    if (version.equals("newest")) {
      return List.of(newest(solver));
    }
    int dots = version.indexOf("..");
    if (dots < 0) {
      return List.of(named(mine, solver, version));
    }
    int from = mine.indexOf(named(mine, solver, version.substring(0, dots)));
    int to = mine.indexOf(named(mine, solver, version.substring(dots + 2)));
    if (from > to) {
      throw new IllegalArgumentException("empty range " + spec + ": " + version.substring(0, dots)
          + " comes after " + version.substring(dots + 2));
    }
    return mine.subList(from, to + 1);
  }

  /** The newest release of {@code solver}: the last row that is not a development build. */
  public Release newest(String solver) {
    List<Release> mine = of(solver);
    for (int i = mine.size() - 1; i > 0; i--) {
      if (!mine.get(i).development()) {
        return mine.get(i);
      }
    }
    return mine.get(0);
  }

  private static Release named(List<Release> mine, String solver, String version) {
    return mine.stream().filter(r -> r.version().equals(version)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("unknown release " + solver + "@" + version + "; known: "
            + String.join(" ", mine.stream().map(Release::version).toList())));
  }

  static String resource(String name) {
    try (InputStream in = Releases.class.getClassLoader().getResourceAsStream(RESOURCES + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCES + name + " (is the runner jar complete?)");
      }
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
