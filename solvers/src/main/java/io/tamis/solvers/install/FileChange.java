package io.tamis.solvers.install;

/** A file changed between two commits: its path and the lines added and deleted ({@code git diff --numstat}). */
public record FileChange(String path, int added, int deleted) {
  public int lines() {
    return added + deleted;
  }
}
