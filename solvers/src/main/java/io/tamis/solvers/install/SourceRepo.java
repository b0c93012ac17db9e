package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A solver's git repository, read only through git itself (never changed by a build): the upstream one,
 * cloned without blobs into {@code SOURCES/<solver>.git} and fetched again at each build; or a local one
 * given with {@code --source}: a repository folder (bare or not), used where it is, or an archive of one
 * ({@code .tar.xz}, {@code .tar.gz}, {@code .tar}), unpacked once into {@code SOURCES/<solver>-unpacked.git}.
 */
final class SourceRepo {
  private static final Duration GIT = Duration.ofMinutes(30);
  private static final String UNPACKED_FROM = "tamis-unpacked-from";
  /** A tag with a version number in it: z3-5.1.0, cvc5-1.3.4, 0.9.1, yices-2.7.0. */
  private static final String RELEASE_TAG = "*[0-9].[0-9]*";

  private final Path git;
  private final String origin;

  private SourceRepo(Path git, String origin) {
    this.git = git;
    this.origin = origin;
  }

  /** The repository's git folder. */
  Path dir() {
    return git;
  }

  /** What the repository came from: the upstream URL or the --source path. */
  String origin() {
    return origin;
  }

  static SourceRepo open(Recipe recipe, Path sources, Path source, Consumer<String> log) throws InstallException {
    if (source == null) {
      return upstream(recipe, sources, log);
    }
    if (Files.isDirectory(source)) {
      Path dir = source.toAbsolutePath().normalize();
      return new SourceRepo(dir, dir.toString());
    }
    if (!Files.isRegularFile(source)) {
      throw new InstallException("--source " + source + ": no such repository or archive");
    }
    return unpacked(recipe, sources, source.toAbsolutePath().normalize(), log);
  }

  /** A repository already on this machine, read where it is. */
  static SourceRepo local(Path dir) {
    return new SourceRepo(dir, dir.toString());
  }

  private static SourceRepo upstream(Recipe recipe, Path sources, Consumer<String> log) throws InstallException {
    Path dir = sources.resolve(recipe.solver() + ".git");
    String what = "fetching " + recipe.upstream() + " (no network? give a local repository or archive with --source)";
    if (Files.isDirectory(dir)) {
      log.accept(recipe.solver() + ": fetching " + recipe.upstream());
      Steps.check(git(dir, "fetch", "--prune", "--tags", "origin", "+refs/heads/*:refs/heads/*"), dir, GIT, what);
    } else {
      log.accept(recipe.solver() + ": cloning " + recipe.upstream() + " (without file contents: they come as needed)");
      mkdirs(sources);
      Path temp = temp(sources, recipe.solver());
      Steps.check(List.of("git", "clone", "--bare", "--filter=blob:none", recipe.upstream(), temp.toString()), sources,
          GIT, what);
      replace(temp, dir);
    }
    return new SourceRepo(dir, recipe.upstream());
  }

  /**
   * The archive unpacked into SOURCES/<solver>-unpacked.git (apart from the upstream clone, which has a
   * remote to fetch), again only when the archive changed (its path, size and time).
   */
  private static SourceRepo unpacked(Recipe recipe, Path sources, Path archive, Consumer<String> log)
      throws InstallException {
    Path dir = sources.resolve(recipe.solver() + "-unpacked.git");
    String stamp = stamp(archive);
    if (stamp.equals(read(dir.resolve(UNPACKED_FROM)))) {
      return new SourceRepo(dir, archive.toString());
    }
    log.accept(recipe.solver() + ": unpacking " + archive);
    mkdirs(sources);
    Path temp = temp(sources, recipe.solver());
    Steps.check(List.of("tar", "-xf", archive.toString(), "-C", temp.toString()), temp, GIT, "unpacking " + archive);
    Path repo = repositoryIn(temp, archive);
    try {
      Files.writeString(repo.resolve(UNPACKED_FROM), stamp);
      if (!repo.equals(temp)) {
        Path moved = Files.move(repo, sources.resolve(temp.getFileName() + "-repo"), StandardCopyOption.ATOMIC_MOVE);
        Installer.deleteTree(temp);
        repo = moved;
      }
    } catch (IOException e) {
      throw new InstallException("cannot unpack " + archive + " into " + sources + ": " + e.getMessage(), e);
    }
    replace(repo, dir);
    return new SourceRepo(dir, archive.toString());
  }

  /** The folder of {@code unpacked} that is a git repository: itself, or its one top folder. */
  private static Path repositoryIn(Path unpacked, Path archive) throws InstallException {
    if (Files.exists(unpacked.resolve("HEAD")) || Files.isDirectory(unpacked.resolve(".git"))) {
      return unpacked;
    }
    try (Stream<Path> top = Files.list(unpacked)) {
      List<Path> dirs = top.filter(Files::isDirectory).toList();
      if (dirs.size() == 1 && (Files.exists(dirs.get(0).resolve("HEAD")) || Files.isDirectory(dirs.get(0).resolve(".git")))) {
        return dirs.get(0);
      }
    } catch (IOException e) {
      throw new InstallException("cannot read " + unpacked + ": " + e.getMessage(), e);
    }
    throw new InstallException(archive + " holds no git repository (a bare one, or a folder with .git)");
  }

  /**
   * The commit {@code ref} names; {@code main} is the default branch whatever its name, a branch only a clone's
   * {@code origin} has is found there, and a release's version ({@code 5.0.0}) is its tag ({@code z3-5.0.0}).
   */
  SourceCommit resolve(String ref, Recipe recipe) throws InstallException {
    List<String> names = new ArrayList<>(List.of(ref));
    if (ref.equals("main") && !recipe.defaultBranch().equals("main")) {
      names.add(recipe.defaultBranch());
    }
    List.copyOf(names).forEach(n -> names.add("origin/" + n)); // a clone's remote branches
    if (ref.matches("\\d+(\\.\\d+)+")) {
      releaseTags(recipe.solver(), ref).forEach(t -> names.add("refs/tags/" + t));
    }
    for (String name : names) {
      Steps.Result r = Steps.run(git(git, "rev-parse", "--verify", "--quiet", name + "^{commit}"), git, GIT, null);
      if (r.exitCode() == 0) {
        String[] info = Steps.check(git(git, "log", "-1", "--format=%H%n%cI%n%s", r.output().strip()), git, GIT,
            "reading commit " + name).split("\n", 3);
        return new SourceCommit(info[0], info[1], info.length > 2 ? info[2].strip() : "");
      }
    }
    throw new InstallException("'" + ref + "' is not a branch, tag or commit of " + origin);
  }

  /**
   * The tag names a release may have, as solvers spell them: {@code z3-5.1.0}, {@code cvc5-1.3.2}, {@code 0.8.2}
   * (Bitwuzla), {@code Yices-2.6.5} or {@code yices-2.7.0}.
   */
  static Set<String> releaseTags(String solver, String version) {
    String family = solver.replaceAll("\\d+$", "");
    String capital = family.substring(0, 1).toUpperCase(Locale.ROOT) + family.substring(1);
    return new LinkedHashSet<>(List.of(solver + "-" + version, version, "v" + version, family + "-" + version,
        capital + "-" + version));
  }

  /** Writes the tree of {@code commit}, less the recipe's left-out paths, into the empty folder {@code into}. */
  void export(SourceCommit commit, Recipe recipe, Path into) throws InstallException {
    Path tar = into.resolveSibling(into.getFileName() + ".tar");
    List<String> argv = git(git, "archive", "--format=tar", "-o", tar.toString(), commit.hash(), "--", ".");
    recipe.leftOut().forEach(p -> argv.add(":(exclude)" + p));
    try {
      Steps.check(argv, git, GIT, "exporting " + commit.hash());
      mkdirs(into);
      Steps.check(List.of("tar", "-xf", tar.toString(), "-C", into.toString()), into, GIT, "unpacking the checkout");
    } finally {
      try {
        Files.deleteIfExists(tar);
      } catch (IOException e) {
        // A leftover tar file is removed by the next export.
      }
    }
  }

  /**
   * The commits between {@code newest} and the {@code olds} that git bisect chooses from, best first: each
   * is an ancestor of {@code newest} (itself included) and of no old one, ordered by how evenly it halves them.
   * With {@code paths}, only the commits that touch them (git bisect's pathspec).
   */
  List<String> bisectOrder(String newest, Collection<String> olds, List<String> paths) throws InstallException {
    List<String> argv = git(git, "rev-list", "--bisect-all", newest);
    olds.forEach(o -> argv.add("^" + o));
    if (!paths.isEmpty()) {
      argv.add("--");
      argv.addAll(paths);
    }
    String out = Steps.check(argv, git, GIT, "listing the commits between " + olds + " and " + newest);
    return out.lines().filter(l -> !l.isBlank()).map(l -> l.strip().split("\\s+", 2)[0]).toList();
  }

  /** The parents of {@code commit} (full hashes; none for a root). */
  List<String> parents(String commit) throws InstallException {
    String out = Steps.check(git(git, "rev-list", "--parents", "-n", "1", commit), git, GIT,
        "reading the parents of " + commit);
    List<String> words = List.of(out.strip().split("\\s+"));
    return words.subList(1, words.size());
  }

  /**
   * The files that differ between {@code from} and {@code to}, with lines added and deleted: from their
   * merge base, so a release tagged beside the branch (Yices 2.7.0) counts only the branch's changes.
   * Binary files count 0 lines; the recipe's left-out paths are not read (the packs lack their contents).
   */
  List<FileChange> numstat(String from, String to, Recipe recipe) throws InstallException {
    List<String> argv = git(git, "diff", "--numstat", "--no-renames", from + "..." + to, "--", ".");
    recipe.leftOut().forEach(p -> argv.add(":(exclude)" + p));
    String out = Steps.check(argv, git, GIT, "diffing " + from + " and " + to);
    return out.lines().map(l -> l.split("\t", 3)).filter(f -> f.length == 3)
        .map(f -> new FileChange(f[2], lines(f[0]), lines(f[1]))).toList();
  }

  /**
   * The lines of {@code to} that changed since {@code from} (its merge base with {@code to}), by file: added or
   * changed lines, and where lines were only removed, the line after them.
   */
  java.util.Map<String, java.util.BitSet> changedLines(String from, String to) throws InstallException {
    return hunks(Steps.check(git(git, "diff", "-U0", "--no-color", "--no-renames", from + "..." + to), git, GIT,
        "diffing " + from + " and " + to));
  }

  /** The new side's lines of a {@code git diff -U0}, by file (deleted files have none). */
  static java.util.Map<String, java.util.BitSet> hunks(String out) {
    java.util.Map<String, java.util.BitSet> lines = new java.util.TreeMap<>();
    java.util.BitSet current = null;
    for (String l : out.lines().toList()) {
      if (l.startsWith("+++ ")) {
        current = l.startsWith("+++ b/") ? lines.computeIfAbsent(l.substring(6), f -> new java.util.BitSet()) : null;
      } else if (l.startsWith("@@ ") && current != null) {
        java.util.regex.Matcher m = HUNK.matcher(l);
        if (m.find()) {
          int start = Integer.parseInt(m.group(1));
          int count = m.group(2) == null ? 1 : Integer.parseInt(m.group(2));
          current.set(start, start + Math.max(1, count) + (count == 0 ? 1 : 0));
        }
      }
    }
    return lines;
  }

  private static final java.util.regex.Pattern HUNK = java.util.regex.Pattern.compile("^@@ -\\S+ \\+(\\d+)(?:,(\\d+))? @@");

  private static int lines(String count) {
    return count.equals("-") ? 0 : Integer.parseInt(count);
  }

  /** The commits of {@code to} since {@code from} (merges left out), newest first, with the paths each touched. */
  List<ChangedCommit> log(String from, String to) throws InstallException {
    String out = Steps.check(git(git, "log", "--no-merges", "--name-only", "--format=%x1e%H%x09%s", from + ".." + to),
        git, GIT, "listing the commits between " + from + " and " + to);
    List<ChangedCommit> commits = new ArrayList<>();
    for (String block : out.split("\u001e")) {
      List<String> lines = block.lines().filter(l -> !l.isBlank()).toList();
      if (!lines.isEmpty()) {
        String[] head = lines.get(0).split("\t", 2);
        commits.add(new ChangedCommit(head[0], head.length > 1 ? head[1] : "", lines.subList(1, lines.size())));
      }
    }
    return commits;
  }

  /**
   * The newest release tag (a name with a version number: not {@code latest} or {@code Nightly}) before
   * {@code commit}: the nearest one its parent descends from (a release's own tag is not before it), else the
   * newest one tagged beside its branch; or null.
   */
  String lastRelease(String commit) throws InstallException {
    Steps.Result r = Steps.run(git(git, "describe", "--tags", "--abbrev=0", "--match", RELEASE_TAG, commit + "^"),
        git, GIT, null);
    if (r.exitCode() == 0) {
      return r.output().strip();
    }
    String tags = Steps.check(git(git, "tag", "--list", RELEASE_TAG, "--sort=-creatordate"), git, GIT, "listing tags");
    return tags.lines().map(String::strip).filter(t -> !t.isEmpty()).findFirst().orElse(null);
  }

  static List<String> git(Path repo, String... args) {
    List<String> argv = new ArrayList<>(List.of("git", "-c", "safe.directory=*", "-C", repo.toString()));
    argv.addAll(List.of(args));
    return argv;
  }

  private static String stamp(Path archive) throws InstallException {
    try {
      return archive + " " + Files.size(archive) + " " + Files.getLastModifiedTime(archive).toMillis();
    } catch (IOException e) {
      throw new InstallException("cannot read " + archive + ": " + e.getMessage(), e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.isRegularFile(file) ? Files.readString(file) : "";
    } catch (IOException e) {
      return "";
    }
  }

  private static void mkdirs(Path dir) throws InstallException {
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new InstallException("cannot create " + dir + ": " + e.getMessage(), e);
    }
  }

  private static Path temp(Path sources, String solver) throws InstallException {
    try {
      return Files.createTempDirectory(sources, "." + solver + "-");
    } catch (IOException e) {
      throw new InstallException("cannot create a folder in " + sources + ": " + e.getMessage(), e);
    }
  }

  private static void replace(Path fresh, Path dir) throws InstallException {
    try {
      Installer.moveIntoPlace(fresh, dir);
    } catch (IOException e) {
      throw new InstallException("cannot move " + fresh + " to " + dir + ": " + e.getMessage(), e);
    }
  }
}
