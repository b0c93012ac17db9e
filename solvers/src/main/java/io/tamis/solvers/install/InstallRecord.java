package io.tamis.solvers.install;

import java.util.List;
import java.util.Map;

/**
 * {@code install.json} in an installed release's folder: what was fetched (with the checksums it
 * was checked against), what the solver reports about itself, and what a process costs to start.
 *
 * @param versionLine the first line of {@code --version}, as the release prints it
 * @param files each fetched file's name and SHA-256
 * @param startupMillis the shortest wall time of a trivial script in a fresh process
 * @param shimSha256 the SHA-256 of the shim source it was built from (a newer tamis may bring a newer one)
 * @param build what a build from source ({@code route} "source") was made of, or null for a release
 */
public record InstallRecord(String solver, String version, String route, String pkg, String versionLine,
    Map<String, String> files, long startupMillis, String installedAt, String tamisVersion, String shimSha256,
    SourceBuild build) {

  /**
   * A build from source: the ref it was asked for, the commit it is, the variant, the compiler's version
   * line, how long the build took, where its log is, and the libraries built for it (each with what it
   * stands in for where it is not the solver's own pin).
   */
  public record SourceBuild(String ref, String commit, String commitDate, String subject, String variant,
      String toolchain, long buildSeconds, String log, List<String> dependencies) {
    public SourceBuild {
      dependencies = dependencies == null ? List.of() : List.copyOf(dependencies);
    }
  }

  /** A release's record (no build from source). */
  public InstallRecord(String solver, String version, String route, String pkg, String versionLine,
      Map<String, String> files, long startupMillis, String installedAt, String tamisVersion, String shimSha256) {
    this(solver, version, route, pkg, versionLine, files, startupMillis, installedAt, tamisVersion, shimSha256, null);
  }

  public InstallRecord {
    files = files == null ? Map.of() : Map.copyOf(files);
  }

  public String spec() {
    return solver + "@" + version;
  }
}
