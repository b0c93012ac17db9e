package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solvers build} end to end on a small git repository made here, with a recipe whose "build" is a
 * shell step that writes the solver: a real git, real checkouts from commit to commit, real steps, logs
 * and install records. (A real solver is built by bin/test; YicesBuildTest checks it.)
 */
class SourceBuilderTest {
  @TempDir
  Path dir;
  private Path repo;
  private SolverCache cache;
  private final List<String> said = new ArrayList<>();

  /** Builds bin/fake from answer.txt; "fail" in fail.txt makes the build fail. */
  static final class FakeRecipe implements Recipe {
    // The "compiler" is cat: any program with --version will do, the build is a shell step.
    private static final About ABOUT = new About("fake", "https://example.invalid/fake.git", "master",
        "cat", "fake-smt2");
    private final Map<String, String> tools;

    FakeRecipe() {
      this(Map.of("sh", "dash"));
    }

    FakeRecipe(Map<String, String> tools) {
      this.tools = tools;
    }

    @Override
    public About about() {
      return ABOUT;
    }

    @Override
    public List<String> leftOut() {
      return List.of("test");
    }

    @Override
    public Map<String, String> tools() {
      return tools;
    }

    @Override
    public List<Step> steps(Build build) {
      return List.of(new Step(".", List.of("sh", "-c", "test ! -e fail.txt && mkdir -p out && printf '#!/bin/sh\\n"
          + "case \"$1\" in --version) echo \"fake %s %s\"; exit 0;; esac\\ncat >/dev/null; echo sat\\n' "
          + build.variant().word() + " \"$(cat answer.txt)\" > out/fake && chmod +x out/fake && date +%s%N >> builds.txt"),
          Map.of()));
    }

    @Override
    public String binary(BuildSpec.Variant variant, Path checkout) {
      return "out/fake";
    }

  }

  @BeforeEach
  void makeRepository() throws Exception {
    repo = Files.createDirectories(dir.resolve("fake"));
    git("init", "-q", "-b", "master");
    write("answer.txt", "one");
    write("keep.txt", "the same in every commit");
    write("gone.txt", "only in the first commit");
    write("test/huge.smt2", "left out of checkouts");
    commit("first");
    git("tag", "v1");
    write("answer.txt", "two");
    Files.delete(repo.resolve("gone.txt"));
    git("rm", "-q", "--cached", "gone.txt");
    commit("second");
    cache = new SolverCache(dir.resolve("cache/solvers"));
  }

  @Test
  void buildsACommitInstallsItAndRecordsWhatItIs() throws Exception {
    SolverCache.Installed b = build("fake@main", false);
    assertEquals("fake release two", b.record().versionLine());
    assertEquals("source", b.record().route());
    InstallRecord.SourceBuild s = b.record().build();
    assertEquals(head(), s.commit());
    assertEquals("second", s.subject());
    assertEquals("main", s.ref());
    assertEquals("release", s.variant());
    assertTrue(Files.readString(Path.of(s.log())).contains("$ (cd "), "the log lists the steps");
    Path checkout = dir.resolve("cache/builds/fake+release/src");
    assertTrue(Files.exists(checkout.resolve("keep.txt")));
    assertTrue(!Files.exists(checkout.resolve("test")), "left-out paths are not checked out");
    Process p = new ProcessBuilder(b.executable().toString()).start();
    p.getOutputStream().close();
    assertEquals("sat", new String(p.getInputStream().readAllBytes()).strip());
    assertEquals(repo.toString(), b.record().pkg());
  }

  /** A build is found by its commit under whatever name it was built (a branch or tag name, not the hash). */
  @Test
  void aBuildIsFoundByItsCommitWhateverItsName() throws Exception {
    SolverCache.Installed b = build("fake@main", false);
    assertEquals(b.dir(), cache.builtAt("fake", head(), "release").orElseThrow().dir());
    assertTrue(cache.builtAt("fake", head(), "debug").isEmpty(), "another variant");
    assertTrue(cache.builtAt("fake", "0".repeat(40), "release").isEmpty(), "another commit");
    assertTrue(cache.builtAt("other", head(), "release").isEmpty(), "another solver");
  }

  @Test
  void aCommitBuiltAlreadyIsNotBuiltAgainAndAnotherChangesOnlyItsFiles() throws Exception {
    build("fake@main", false);
    Path checkout = dir.resolve("cache/builds/fake+release/src");
    FileTime kept = FileTime.fromMillis(1_000_000_000_000L);
    Files.setLastModifiedTime(checkout.resolve("keep.txt"), kept);
    build("fake@main", false);
    String already = "fake@main: built already at " + head().substring(0, 10);
    assertTrue(said.stream().anyMatch(l -> l.startsWith(already)), said.toString());
    assertEquals(1, Files.readAllLines(checkout.resolve("builds.txt")).size(), "not built twice");

    SolverCache.Installed v1 = build("fake@v1", false);
    assertEquals("fake release one", v1.record().versionLine());
    assertTrue(said.stream().anyMatch(l -> l.contains("\"first\": 2 files written, 0 deleted")), said.toString());
    assertEquals(kept, Files.getLastModifiedTime(checkout.resolve("keep.txt")), "an unchanged file is not touched");
    assertTrue(Files.exists(checkout.resolve("gone.txt")));
    assertEquals(2, Files.readAllLines(checkout.resolve("builds.txt")).size(), "the build's own files stay");

    build("fake@master", false);
    assertTrue(!Files.exists(checkout.resolve("gone.txt")), "a file the commit lacks is deleted");
    assertTrue(cache.find("fake@main").isPresent() && cache.find("fake@v1").isPresent());
  }

  @Test
  void aFailedBuildSaysWhyWithItsLogAndLeavesTheInstalledOne() throws Exception {
    SolverCache.Installed before = build("fake@main", false);
    write("fail.txt", "fail");
    commit("third, which does not build");
    InstallException e = assertThrows(InstallException.class, () -> build("fake@main", false));
    assertTrue(e.getMessage().matches("sh -c .* failed \\(exit 1\\); log: .*/logs/[0-9a-f]{12}\\.log"), e.getMessage());
    SolverCache.Installed after = cache.find("fake@main").orElseThrow();
    assertEquals(before.record().build().commit(), after.record().build().commit());
    assertNotEquals(head(), after.record().build().commit());
  }

  /** A program the recipe needs and this machine lacks: its own exception (no commit is to blame), no build. */
  @Test
  void aMissingPrerequisiteIsNamedWithWhatInstallsItAndNothingIsBuilt() {
    MissingPrerequisite e = assertThrows(MissingPrerequisite.class, () -> new SourceBuilder(cache, said::add, 1)
        .build(BuildSpec.parse("fake@main"), new FakeRecipe(Map.of("tamis-no-such-cc", "tamis-cc")), repo, null,
            false));
    assertEquals("tamis-no-such-cc not found on PATH: this route needs apt-get install -y tamis-cc", e.getMessage());
    assertTrue(cache.find("fake@main").isEmpty());
    assertTrue(Files.notExists(repo.resolve("builds.txt")));
  }

  /** A release's version builds the commit its tag names, as the solver spells the tag (fake-1.0). */
  @Test
  void aReleaseVersionBuildsItsTaggedCommit() throws Exception {
    git("tag", "fake-1.0", "v1");
    SolverCache.Installed b = build("fake@1.0", false);
    assertEquals(run(List.of("git", "-C", repo.toString(), "rev-parse", "v1^{commit}"), repo).strip(),
        b.record().build().commit());
    assertEquals("fake release one", b.record().versionLine());
    assertThrows(InstallException.class, () -> build("fake@2.0", false), "no such release");
  }

  @Test
  void refsThatAreNotThereAndSourcesThatAreNotThereAreNamed() {
    InstallException ref = assertThrows(InstallException.class, () -> build("fake@nope", false));
    assertEquals("'nope' is not a branch, tag or commit of " + repo, ref.getMessage());
    InstallException source = assertThrows(InstallException.class, () -> new SourceBuilder(cache, said::add, 1)
        .build(BuildSpec.parse("fake@main"), new FakeRecipe(), dir.resolve("missing.tar.xz"), null, false));
    assertEquals("--source " + dir.resolve("missing.tar.xz") + ": no such repository or archive", source.getMessage());
  }

  @Test
  void aBranchOnlyTheCloneOfALocalSourceTracksIsFound() throws Exception {
    git("branch", "feature", "v1");
    Path clone = dir.resolve("clone");
    run(List.of("git", "clone", "-q", repo.toString(), clone.toString()), dir);
    SolverCache.Installed b = new SourceBuilder(cache, said::add, 1).build(BuildSpec.parse("fake@feature"),
        new FakeRecipe(), clone, null, false);
    assertEquals("first", b.record().build().subject());
  }

  @Test
  void anArchiveOfTheRepositoryIsUnpackedOnce() throws Exception {
    Path archive = dir.resolve("fake.git.tar.gz");
    run(List.of("git", "clone", "-q", "--bare", repo.toString(), dir.resolve("fake.git").toString()), dir);
    run(List.of("tar", "-czf", archive.toString(), "-C", dir.toString(), "fake.git"), dir);
    SolverCache.Installed b = new SourceBuilder(cache, said::add, 1).build(BuildSpec.parse("fake@main"),
        new FakeRecipe(), archive, null, false);
    assertEquals(head(), b.record().build().commit());
    new SourceBuilder(cache, said::add, 1).build(BuildSpec.parse("fake@v1"), new FakeRecipe(), archive, null, false);
    assertEquals(1, said.stream().filter(l -> l.startsWith("fake: unpacking ")).count(), said.toString());
  }

  /**
   * An +asan launcher under the pool's memory limit (prlimit's soft data limit, which ASan's terabytes of
   * shadow mappings would break) lifts the limit and hands it to ASan as hard_rss_limit_mb.
   */
  @Test
  void anAsanLauncherMovesTheDataLimitToAsan() throws Exception {
    SolverCache.Installed b = build("fake@main+asan", false);
    Path program = b.dir().resolve("libexec/fake-smt2");
    Files.writeString(program, "#!/bin/sh\necho \"$ASAN_OPTIONS|$UBSAN_OPTIONS|$(ulimit -S -d)\"\n");
    String limited = run(List.of("prlimit", "--data=" + 512L * 1024 * 1024 + ":", "--",
        b.executable().toString()), dir).strip();
    assertEquals("detect_leaks=0:hard_rss_limit_mb=512|print_stacktrace=1|unlimited", limited);
    assertEquals("detect_leaks=0|print_stacktrace=1|unlimited", run(List.of(b.executable().toString()), dir).strip());
  }

  private SolverCache.Installed build(String spec, boolean force) throws InstallException {
    return new SourceBuilder(cache, said::add, 1).build(BuildSpec.parse(spec), new FakeRecipe(), repo, null, force);
  }

  private String head() throws Exception {
    return run(List.of("git", "-C", repo.toString(), "rev-parse", "HEAD"), repo).strip();
  }

  private void write(String name, String text) throws Exception {
    Path p = repo.resolve(name);
    Files.createDirectories(p.getParent());
    Files.writeString(p, text);
  }

  private void commit(String message) throws Exception {
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", message);
  }

  private void git(String... args) throws Exception {
    List<String> argv = new ArrayList<>(List.of("git", "-C", repo.toString()));
    argv.addAll(List.of(args));
    run(argv, repo);
  }

  private static String run(List<String> argv, Path cwd) throws Exception {
    Steps.Result r = Steps.run(argv, cwd, Duration.ofMinutes(1), null);
    assertEquals(0, r.exitCode(), argv + ": " + r.output());
    return r.output();
  }
}
