package io.tamis.runner.findings.report;

import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.InstalledReleases;
import java.util.Optional;

/**
 * The source build a configuration ran ({@code z3@main}), as a report names it: by its commit, since a
 * trunk build's version line names the last release ("Z3 version 5.1.0").
 */
final class BuiltFrom {
  private BuiltFrom() {}

  static Optional<InstallRecord.SourceBuild> of(SolverRecord s) {
    String head = NewestBuilds.head(s.label());
    if (!InstalledReleases.names(head)) {
      return Optional.empty();
    }
    return InstalledReleases.user().cache().find(head).map(i -> i.record().build());
  }

  /** {@code aaf2464b21}: the first ten hex digits of the build's commit. */
  static String commit(InstallRecord.SourceBuild b) {
    return b.commit().substring(0, Math.min(10, b.commit().length()));
  }

  /** {@code built from source at commit aaf2464b21 (2026-08-22, "subject"), release variant, clang 16} */
  static String describe(InstallRecord.SourceBuild b) {
    return "built from source at commit " + b.commit() + " (" + b.commitDate().substring(0, Math.min(10,
        b.commitDate().length())) + ", \"" + b.subject() + "\"), " + b.variant() + " variant, " + b.toolchain();
  }
}
