package io.tamis.solvers.install;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A solver's git history as commit bisection reads it: the same repository {@code solvers build} uses
 * (upstream, or {@code --source}), refs and release tags resolved to commits, and the commits left to test
 * between an old and a new one in the order git bisect picks them.
 */
public final class GitHistory {
  private final SourceRepo repo;
  private final Recipe recipe;

  private GitHistory(SourceRepo repo, Recipe recipe) {
    this.repo = repo;
    this.recipe = recipe;
  }

  /** The history of {@code solver} from {@code source} (null: the upstream repository, fetched). */
  public static GitHistory open(SolverCache cache, String solver, Path source, Consumer<String> log)
      throws InstallException {
    Recipe recipe = Recipe.of(solver);
    Path sources = cache.root().toAbsolutePath().getParent().resolve("sources");
    return new GitHistory(SourceRepo.open(recipe, sources, source, log), recipe);
  }

  /**
   * The history of {@code solver} already on this machine that holds {@code commit} (the upstream clone, or an
   * unpacked --source archive), never fetched: a report reads it offline. Empty when none holds it.
   */
  public static Optional<GitHistory> local(SolverCache cache, String solver, String commit)
      throws InstallException {
    Recipe recipe = Recipe.of(solver);
    Path sources = cache.root().toAbsolutePath().getParent().resolve("sources");
    for (String name : List.of(solver + ".git", solver + "-unpacked.git")) {
      Path dir = sources.resolve(name);
      if (Files.isDirectory(dir) && new LineHistory(dir).has(commit)) {
        return Optional.of(new GitHistory(SourceRepo.local(dir), recipe));
      }
    }
    return Optional.empty();
  }

  /**
   * Where {@code commit} stands to the line a build printed as {@code printedFile}:{@code line}; null when its
   * tree has no such file (a system header, a dependency's source).
   */
  public FailingCode failingCode(SourceCommit commit, String printedFile, int line) throws InstallException {
    LineHistory lines = new LineHistory(repo.dir());
    String path = lines.pathAt(commit.hash(), printedFile);
    if (path == null) {
      return null;
    }
    String last = lines.lastChange(commit.hash(), path, line);
    boolean touched = last.equals(commit.hash())
        || lines.changesNear(commit.hash(), path, line, FailingCode.NEAR);
    return new FailingCode(path, line, touched, repo.resolve(last, recipe));
  }

  public String origin() {
    return repo.origin();
  }

  /** The upstream repository, whose commit hashes a local copy (--source) keeps. */
  public String upstream() {
    return recipe.upstream();
  }

  /** The commit a branch, tag or commit names ({@code main}: the default branch). */
  public SourceCommit commit(String ref) throws InstallException {
    return repo.resolve(ref, recipe);
  }

  /**
   * The commit release {@code version} was tagged at, under the tag names solvers use: {@code z3-5.1.0},
   * {@code cvc5-1.3.2}, {@code 0.8.2} (Bitwuzla), {@code Yices-2.6.5} or {@code yices-2.7.0}.
   */
  public SourceCommit release(String version) throws InstallException {
    for (String tag : tags(version)) {
      try {
        return repo.resolve("refs/tags/" + tag, recipe);
      } catch (InstallException notThisName) {
        // the next spelling
      }
    }
    throw new InstallException("no tag of " + recipe.solver() + " release " + version + " in " + origin()
        + " (tried " + String.join(", ", tags(version)) + ")");
  }

  private Set<String> tags(String version) {
    return SourceRepo.releaseTags(recipe.solver(), version);
  }

  /**
   * The newest release tag before {@code commit} (the nearest its parent descends from, so that a release's
   * changes are those since the release before it; else the newest tagged beside its branch), or null when the
   * repository has none.
   */
  public String lastRelease(SourceCommit commit) throws InstallException {
    return repo.lastRelease(commit.hash());
  }

  /** The files that changed from {@code from} (from its merge base with {@code to}) to {@code to}, with line counts. */
  public List<FileChange> changedFiles(SourceCommit from, SourceCommit to) throws InstallException {
    return repo.numstat(from.hash(), to.hash(), recipe);
  }

  /** The lines of {@code to} changed since {@code from}, by path in the repository. */
  public java.util.Map<String, java.util.BitSet> changedLines(SourceCommit from, SourceCommit to)
      throws InstallException {
    return repo.changedLines(from.hash(), to.hash());
  }

  /** The commits of {@code to} that {@code from} lacks (merges left out), newest first, with their paths. */
  public List<ChangedCommit> commitsSince(SourceCommit from, SourceCommit to) throws InstallException {
    return repo.log(from.hash(), to.hash());
  }

  /** What git bisect picks from, best first: the ancestors of {@code newest} (itself too) of no old commit. */
  public List<String> bisectOrder(String newest, Collection<String> olds) throws InstallException {
    return repo.bisectOrder(newest, olds, List.of());
  }

  /** As {@link #bisectOrder(String, Collection)}, only the commits that touch {@code paths} (none: all). */
  public List<String> bisectOrder(String newest, Collection<String> olds, List<String> paths)
      throws InstallException {
    return repo.bisectOrder(newest, olds, paths);
  }

  /** The parents of {@code commit}, full hashes. */
  public List<String> parents(String commit) throws InstallException {
    return repo.parents(commit);
  }
}
