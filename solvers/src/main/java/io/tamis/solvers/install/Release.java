package io.tamis.solvers.install;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One installable solver release, a row of {@code solvers/releases.tsv}.
 *
 * @param solver the solver's name, which is also its profile's (z3, cvc5)
 * @param version the version users name after {@code @} ({@code z3@5.1.0})
 * @param route how it runs: {@code native}, {@code pypi}, {@code wasm} or {@code jvm} (see solvers/README.md);
 *     alternatives in the order they are tried, split by {@code |} ({@code pypi|wasm})
 * @param pkg the package it comes from: Maven {@code group:artifact:version}, pip requirement
 *     {@code name==version} or npm {@code name@version}; one for each route, split by {@code |} likewise
 * @param reports the version the solver prints about itself, checked after install
 * @param note why the row is there, when that needs saying
 */
public record Release(String solver, String version, String route, String pkg, String reports, String note) {
  public Release {
    Objects.requireNonNull(solver, "solver");
    Objects.requireNonNull(version, "version");
    String[] routes = route.split("\\|", -1);
    for (String r : routes) {
      if (!Route.KNOWN.contains(r)) {
        throw new IllegalArgumentException("unknown route '" + r + "' for " + solver + "@" + version + "; routes: "
            + String.join(" ", Route.KNOWN));
      }
    }
    if (pkg.split("\\|", -1).length != routes.length) {
      throw new IllegalArgumentException(solver + "@" + version + " names " + routes.length + " routes but "
          + pkg.split("\\|", -1).length + " packages: " + route + " / " + pkg);
    }
    note = note == null ? "" : note;
  }

  /** One release for each of its routes, in the order they are tried (native ones first). */
  public List<Release> alternatives() {
    String[] routes = route.split("\\|");
    String[] pkgs = pkg.split("\\|");
    List<Release> ways = new ArrayList<>();
    for (int i = 0; i < routes.length; i++) {
      ways.add(new Release(solver, version, routes[i], pkgs[i], reports, note));
    }
    return ways;
  }

  /** A build of a development branch ({@code 5.2.0-dev}), not a release: never the "newest". */
  public boolean development() {
    return version.endsWith("-dev");
  }

  /** How users name it: {@code z3@5.1.0}. */
  public String spec() {
    return solver + "@" + version;
  }
}
