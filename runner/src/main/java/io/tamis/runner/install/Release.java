package io.tamis.runner.install;

import java.util.Objects;

/**
 * One installable solver release, a row of {@code solvers/releases.tsv}.
 *
 * @param solver the solver's name, which is also its profile's (z3, cvc5)
 * @param version the version users name after {@code @} ({@code z3@5.1.0})
 * @param route how it runs: {@code native}, {@code wasm} or {@code jvm} (see solvers/README.md)
 * @param pkg the package it comes from: Maven {@code group:artifact:version} or npm {@code name@version}
 * @param reports the version the solver prints about itself, checked after install
 * @param note why the row is there, when that needs saying
 */
public record Release(String solver, String version, String route, String pkg, String reports, String note) {
  public Release {
    Objects.requireNonNull(solver, "solver");
    Objects.requireNonNull(version, "version");
    if (!route.equals("native") && !route.equals("wasm") && !route.equals("jvm")) {
      throw new IllegalArgumentException("unknown route '" + route + "' for " + solver + "@" + version);
    }
    note = note == null ? "" : note;
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
