package io.tamis.solvers.install;

import java.util.List;

/** A commit of a range: its hash, subject line and the paths it touched. */
public record ChangedCommit(String hash, String subject, List<String> paths) {
  public ChangedCommit {
    paths = List.copyOf(paths);
  }
}
