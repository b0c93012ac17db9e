package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pinned libraries from a --deps folder of archives: built once each, in order, whole or again. */
class DependenciesTest {
  @TempDir
  Path dir;
  private Path archives;
  private final List<String> said = new ArrayList<>();

  @BeforeEach
  void archives() throws Exception {
    archives = Files.createDirectories(dir.resolve("archives"));
    Path src = Files.createDirectories(dir.resolve("pack/base-1.0"));
    Files.writeString(src.resolve("VERSION"), "1.0\n");
    Steps.check(List.of("tar", "-czf", archives.resolve("base-1.0.tar.gz").toString(), "-C", dir.resolve("pack")
        .toString(), "base-1.0"), dir, java.time.Duration.ofMinutes(1), "packing");
  }

  private static Dependency base(String... steps) {
    return Dependency.built("base", "1.0", "base-1.0.tar.gz", "https://example.org/base-1.0.tar.gz", "", steps);
  }

  private Dependencies deps() {
    return new Dependencies(dir.resolve("cache/deps"), archives, said::add, 2);
  }

  @Test
  void eachIsBuiltOnceAndALaterOneSeesTheEarlierPrefix() throws Exception {
    Dependency base = base("mkdir -p \"$PREFIX/lib\" && cp VERSION \"$PREFIX/lib/\" && echo built >> ../../count");
    Dependency top = new Dependency("top", "2", "base-1.0.tar.gz", "https://example.org/t", "", "",
        List.of("mkdir -p \"$PREFIX\" && echo \"$BASE_PREFIX $JOBS\" > \"$PREFIX/seen\""));
    Map<String, Path> prefixes = deps().prefixes(List.of(base, top));
    Path basePrefix = dir.resolve("cache/deps/base-1.0");
    assertEquals(List.of("BASE_PREFIX", "TOP_PREFIX"), List.copyOf(prefixes.keySet()));
    assertEquals(basePrefix, prefixes.get("BASE_PREFIX"));
    assertEquals(basePrefix + " 2\n", Files.readString(prefixes.get("TOP_PREFIX").resolve("seen")));
    assertEquals("1.0\n", Files.readString(basePrefix.resolve("lib/VERSION")));
    deps().prefixes(List.of(base, top));
    assertEquals("built\n", Files.readString(dir.resolve("cache/deps/count")), "built once");
  }

  @Test
  void aPrefixBuiltByAnotherRecipeIsBuiltAgain() throws Exception {
    deps().prefixes(List.of(base("mkdir -p \"$PREFIX/include/x\" && cp VERSION \"$PREFIX/include/x/\"")));
    Dependency bothLayouts = base("mkdir -p \"$PREFIX/include/x\" && cp VERSION \"$PREFIX/include/x/\""
        + " && cp VERSION \"$PREFIX/include/\"");
    Path prefix = deps().prefixes(List.of(bothLayouts)).get("BASE_PREFIX");
    assertTrue(Files.exists(prefix.resolve("include/VERSION")), "the changed recipe ran");
    assertEquals(2, said.stream().filter(s -> s.contains("built in")).count(), "built twice in all");
  }

  @Test
  void aStepThatFailsSaysWhereItsLogIsAndTheNextBuildStartsOver() throws Exception {
    Dependency broken = base("mkdir -p \"$PREFIX\" && touch \"$PREFIX/half\" && exit 3");
    InstallException e = assertThrows(InstallException.class, () -> deps().prefixes(List.of(broken)));
    assertTrue(e.getMessage().contains("(exit 3); log: " + dir.resolve("cache/deps/base-1.0.log")), e.getMessage());
    Dependency fixed = base("mkdir -p \"$PREFIX\" && touch \"$PREFIX/whole\"");
    Path prefix = deps().prefixes(List.of(fixed)).get("BASE_PREFIX");
    assertFalse(Files.exists(prefix.resolve("half")), "what the failed build left is gone");
    assertTrue(Files.exists(prefix.resolve("whole")));
  }

  @Test
  void aMissingArchiveNamesTheFileAndWhereUpstreamHasIt() throws IOException {
    Dependency absent = Dependency.built("gmp", "6.3.0", "gmp-6.3.0.tar.bz2", "https://gmplib.org/g.tar.bz2", "", "true");
    MissingPrerequisite e = assertThrows(MissingPrerequisite.class, () -> deps().prefixes(List.of(absent)));
    assertEquals("gmp 6.3.0: " + archives.resolve("gmp-6.3.0.tar.bz2") + " does not exist (--deps holds the "
        + "archives by name; upstream: https://gmplib.org/g.tar.bz2)", e.getMessage());
  }

  @Test
  void aDepsFolderGivenRelativeToTheWorkingDirectoryIsFound() throws Exception {
    Path relative = Path.of("").toAbsolutePath().relativize(archives);
    Dependencies deps = new Dependencies(dir.resolve("cache/deps"), relative, said::add, 1);
    Path prefix = deps.prefixes(List.of(base("mkdir -p \"$PREFIX\" && cp VERSION \"$PREFIX/\""))).get("BASE_PREFIX");
    assertEquals("1.0\n", Files.readString(prefix.resolve("VERSION")), "tar runs in the unpack folder, not here");
  }

  @Test
  void aSubprojectIsUnpackedWithoutItsArchivesTopFolderAndNotBuilt() throws Exception {
    Dependency sub = Dependency.subproject("base", "1.0", "base-1.0.tar.gz", "https://example.org/b", "subprojects/b",
        "");
    assertTrue(deps().prefixes(List.of(sub)).isEmpty(), "nothing to build");
    deps().unpack(sub, dir.resolve("checkout/subprojects/b"));
    assertEquals("1.0\n", Files.readString(dir.resolve("checkout/subprojects/b/VERSION")));
  }
}
