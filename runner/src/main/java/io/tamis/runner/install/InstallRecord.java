package io.tamis.runner.install;

import java.util.Map;

/**
 * {@code install.json} in an installed release's folder: what was fetched (with the checksums it
 * was checked against), what the solver reports about itself, and what a process costs to start.
 *
 * @param versionLine the first line of {@code --version}, as the release prints it
 * @param files each fetched file's name and SHA-256
 * @param startupMillis the shortest wall time of a trivial script in a fresh process
 * @param shimSha256 the SHA-256 of the shim source it was built from (a newer tamis may bring a newer one)
 */
public record InstallRecord(String solver, String version, String route, String pkg, String versionLine,
    Map<String, String> files, long startupMillis, String installedAt, String tamisVersion, String shimSha256) {

  public InstallRecord {
    files = files == null ? Map.of() : Map.copyOf(files);
  }

  public String spec() {
    return solver + "@" + version;
  }
}
