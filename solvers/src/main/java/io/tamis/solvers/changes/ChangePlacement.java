package io.tamis.solvers.changes;

import io.tamis.solvers.install.ChangedCommit;
import io.tamis.solvers.install.FileChange;
import io.tamis.solvers.install.GitHistory;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.SourceCommit;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Places a range's changed lines in theory groups: a file by its path; a file no glob places (tests,
 * the API, shared code) by the subjects of the commits that touched it, its lines split evenly among
 * the groups they name; else in no theory.
 */
public final class ChangePlacement {
  private final ChangeMap map;

  public ChangePlacement(ChangeMap map) {
    this.map = map;
  }

  /**
   * What changed in {@code solver}'s history from {@code fromRef} to {@code to}. {@code fromRef} is a
   * branch, tag, commit or release version; null: the last release before {@code to}.
   */
  public ChangedTheories since(GitHistory history, String solver, String fromRef, SourceCommit to)
      throws InstallException {
    String ref = fromRef != null ? fromRef : history.lastRelease(to);
    if (ref == null) {
      throw new InstallException(solver + ": no release tag before " + to.abbrev() + " in " + history.origin()
          + "; name the start: --changed-since " + solver + "=REF");
    }
    SourceCommit from = resolve(history, ref);
    List<ChangedCommit> commits = history.commitsSince(from, to);
    Map<String, Long> lines = new HashMap<>();
    long unplaced = place(history.changedFiles(from, to), commits, lines);
    return new ChangedTheories(solver, ref, from, to, commits.size(), lines, unplaced);
  }

  private static SourceCommit resolve(GitHistory history, String ref) throws InstallException {
    try {
      return history.commit(ref);
    } catch (InstallException notARef) {
      try {
        return history.release(ref);
      } catch (InstallException notARelease) {
        throw new InstallException("'" + ref + "' is not a branch, tag, commit or release of "
            + history.origin());
      }
    }
  }

  /** Adds each file's lines to its groups in {@code lines}; returns the lines placed in none. */
  long place(List<FileChange> files, List<ChangedCommit> commits, Map<String, Long> lines) {
    Map<String, Set<String>> bySubject = subjectGroups(commits);
    long unplaced = 0;
    for (FileChange f : files) {
      Set<String> groups = map.pathGroup(f.path()).map(Set::of).orElse(bySubject.getOrDefault(f.path(), Set.of()));
      if (groups.isEmpty()) {
        unplaced += f.lines();
      }
      for (String g : groups) {
        lines.merge(g, (long) f.lines() / groups.size(), Long::sum);
      }
    }
    return unplaced;
  }

  /** For each path the commits touched, the groups their subjects name. */
  private Map<String, Set<String>> subjectGroups(List<ChangedCommit> commits) {
    Map<String, Set<String>> groups = new HashMap<>();
    for (ChangedCommit c : commits) {
      Set<String> named = map.subjectGroups(c.subject());
      if (!named.isEmpty()) {
        c.paths().forEach(p -> groups.computeIfAbsent(p, k -> new LinkedHashSet<>()).addAll(named));
      }
    }
    return groups;
  }
}
