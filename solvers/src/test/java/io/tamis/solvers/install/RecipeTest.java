package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The recipes' command lines, as the builds of bench/README.md ran them. */
class RecipeTest {
  @Test
  void z3IsBuiltByClangWithLibcxxThroughCcache() {
    List<Recipe.Step> steps = Recipe.of("z3").steps(build(BuildSpec.Variant.RELEASE, 2, "ccache"));
    List<String> cmake = steps.get(0).argv();
    assertTrue(cmake.containsAll(List.of("-DCMAKE_BUILD_TYPE=Release", "-DZ3_BUILD_LIBZ3_SHARED=OFF",
        "-DCMAKE_CXX_COMPILER=clang++-16", "-DCMAKE_CXX_FLAGS=-stdlib=libc++ -fexperimental-library",
        "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")), cmake.toString());
    assertEquals(List.of("ninja", "-C", "build", "-j", "2", "z3"), steps.get(1).argv());
    assertEquals(List.of("-in"), Recipe.of("z3").stdinArgs(), "z3's program reads stdin only with -in");
  }

  @Test
  void z3sVariantsAreItsBuildTypesAndTheSanitizers() {
    List<String> debug = Recipe.of("z3").steps(build(BuildSpec.Variant.DEBUG, 1, "")).get(0).argv();
    assertTrue(debug.contains("-DCMAKE_BUILD_TYPE=Debug"), debug.toString());
    assertTrue(debug.stream().noneMatch(a -> a.contains("LAUNCHER")), "no ccache: no launcher");
    List<String> asan = Recipe.of("z3").steps(build(BuildSpec.Variant.ASAN, 1, "")).get(0).argv();
    assertTrue(asan.contains("-DCMAKE_BUILD_TYPE=RelWithDebInfo"), asan.toString());
    assertTrue(asan.contains("-DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++ -fexperimental-library "
        + "-fsanitize=address,undefined -fno-omit-frame-pointer"), asan.toString());
  }

  /**
   * cvc5's libraries follow the checkout's CMake pins: 1.3.x pins libpoly 0.2.0 (main's stand-in no longer fits
   * its API) and CaDiCaL rel-2.1.3 (main's rel-2.1.3-elevate stands in, and the record says so).
   */
  @Test
  void cvc5sLibrariesFollowTheCheckoutsPins(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Path cmake = java.nio.file.Files.createDirectories(dir.resolve("old/cmake"));
    java.nio.file.Files.writeString(cmake.resolve("FindPoly.cmake"), "  set(Poly_VERSION \"0.2.0\")\n");
    java.nio.file.Files.writeString(cmake.resolve("FindCaDiCaL.cmake"), "    set(CaDiCaL_VERSION \"\")\n"
        + "  set(CaDiCaL_VERSION \"rel-2.1.3\")\n");
    java.nio.file.Files.writeString(cmake.resolve("FindSymFPU.cmake"), "  set(SymFPU_COMMIT \"" + Pins.SYMFPU_COMMIT
        + "\")\n");
    List<String> old = Recipe.of("cvc5").dependencies(dir.resolve("old")).stream().map(Dependency::describe).toList();
    assertEquals(List.of("gmp 6.3.0", "cadical rel-2.1.3-elevate (standing in for rel-2.1.3, which this commit pins)",
        "symfpu e6ac3af9c2", "libpoly 0.2.0"), old);
    List<String> none = Recipe.of("cvc5").dependencies(dir.resolve("none")).stream().map(Dependency::key).toList();
    assertEquals(Recipe.of("cvc5").dependencies().stream().map(Dependency::key).toList(), none,
        "no pins read: main's libraries");
    assertEquals("libpoly-master-f15db4b", none.get(3));
  }

  /** cvc5 of 2024 pins CaDiCaL 1.7.4 and libpoly 0.1.13, whose APIs it was written for: built exactly, by archive name. */
  @Test
  void olderCvc5PinsAreBuiltExactly(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Path cmake = java.nio.file.Files.createDirectories(dir.resolve("cmake"));
    java.nio.file.Files.writeString(cmake.resolve("FindPoly.cmake"), "  set(Poly_VERSION \"0.1.13\")\n");
    java.nio.file.Files.writeString(cmake.resolve("FindCaDiCaL.cmake"), "  set(CaDiCaL_VERSION \"rel-1.7.4\")\n");
    List<Dependency> deps = Recipe.of("cvc5").dependencies(dir);
    assertEquals(List.of("gmp 6.3.0", "cadical rel-1.7.4", "symfpu e6ac3af9c2 (" + Pins.SYMFPU_STANDS_IN + ")",
        "libpoly 0.1.13"), deps.stream().map(Dependency::describe).toList());
    assertEquals(List.of("cadical-rel-1.7.4.tar.gz", "libpoly-0.1.13.tar.gz"),
        List.of(deps.get(1).archive(), deps.get(3).archive()));
    assertEquals(Recipe.of("cvc5").dependencies().get(1).steps(), deps.get(1).steps(), "built as the newer one");
  }

  @Test
  void yices2sModesAndCompiler() {
    List<Recipe.Step> steps = Recipe.of("yices2").steps(build(BuildSpec.Variant.ASAN, 4, "ccache"));
    assertEquals("ccache gcc", steps.get(1).env().get("CC"));
    assertEquals("-fcommon", steps.get(1).env().get("CFLAGS"), "Yices 2.6.0 does not link with gcc 12 without it");
    assertEquals(List.of("make", "MODE=sanitize", "-j4"), steps.get(2).argv());
    assertEquals("gcc", Recipe.of("yices2").steps(build(BuildSpec.Variant.DEBUG, 1, "")).get(1).env().get("CC"));
  }

  /** +coverage compiles through tamis's wrapper and clang (never ccache); +gcov through the compiler alone. */
  @Test
  void coverageVariantsGoThroughTheWrapperOrGcov() {
    Recipe.Build coverage = new Recipe.Build(BuildSpec.Variant.COVERAGE, 2, "ccache", Map.of(), "/k/covcc");
    List<Recipe.Step> yices = Recipe.of("yices2").steps(coverage);
    assertEquals("/k/covcc clang-16", yices.get(1).env().get("CC"));
    assertEquals(List.of("make", "MODE=release", "-j2"), yices.get(2).argv());
    List<String> gcov = Recipe.of("yices2").steps(build(BuildSpec.Variant.GCOV, 2, "ccache")).get(2).argv();
    assertEquals("MODE=gcov", gcov.get(1));
    List<String> z3 = Recipe.of("z3").steps(coverage).get(0).argv();
    assertTrue(z3.contains("-DCMAKE_CXX_COMPILER_LAUNCHER=/k/covcc") && z3.contains("-DCMAKE_BUILD_TYPE=Release")
        && z3.contains("-DCMAKE_CXX_LINKER_LAUNCHER=/k/covcc"), "compiles and links through the wrapper: " + z3);
    List<String> z3gcov = Recipe.of("z3").steps(build(BuildSpec.Variant.GCOV, 2, "ccache")).get(0).argv();
    assertTrue(z3gcov.stream().anyMatch(a -> a.startsWith("-DCMAKE_CXX_FLAGS=") && a.endsWith("--coverage"))
        && z3gcov.contains("-DCMAKE_CXX_FLAGS_RELEASE=-O0 -DNDEBUG")
        && z3gcov.stream().noneMatch(a -> a.contains("LAUNCHER")), z3gcov.toString());
    List<String> cvc5 = Recipe.of("cvc5").steps(coverage).get(1).argv();
    assertTrue(cvc5.contains("-DCMAKE_CXX_COMPILER=clang++-16") && !cvc5.contains("-DENABLE_ASSERTIONS=ON")
        && cvc5.contains("-DCMAKE_CXX_LINKER_LAUNCHER=/k/covcc"), cvc5.toString());
    List<String> cvc5gcov = Recipe.of("cvc5").steps(build(BuildSpec.Variant.GCOV, 2, "")).get(1).argv();
    assertTrue(cvc5gcov.contains("-DENABLE_COVERAGE=ON") && cvc5gcov.contains("-DENABLE_ASSERTIONS=OFF"),
        cvc5gcov.toString());
    Map<String, String> bzla = Recipe.of("bitwuzla").steps(coverage).get(1).env();
    assertEquals("/k/covcc clang++-16", bzla.get("CXX"));
  }

  @Test
  void cvc5IsStaticWithItsLibrariesNamedAndDownloadsOff() {
    Recipe cvc5 = Recipe.of("cvc5");
    Map<String, Path> prefixes = new LinkedHashMap<>();
    prefixes.put("GMP_PREFIX", Path.of("/c/deps/gmp-6.3.0"));
    prefixes.put("CADICAL_PREFIX", Path.of("/c/deps/cadical-rel-2.1.3-elevate"));
    List<Recipe.Step> steps = cvc5.steps(new Recipe.Build(BuildSpec.Variant.ASAN, 2, "ccache", prefixes));
    List<String> cmake = steps.get(1).argv();
    assertTrue(cmake.containsAll(List.of("-DBUILD_SHARED_LIBS=OFF", "-DENABLE_AUTO_DOWNLOAD=OFF",
        "-DCMAKE_PREFIX_PATH=/c/deps/gmp-6.3.0;/c/deps/cadical-rel-2.1.3-elevate", "-DENABLE_ASSERTIONS=ON",
        "-DENABLE_ASAN=ON", "-DENABLE_UBSAN=ON", "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")), cmake.toString());
    List<String> release = cvc5.steps(build(BuildSpec.Variant.RELEASE, 1, "")).get(1).argv();
    assertTrue(release.stream().noneMatch(a -> a.startsWith("-DENABLE_ASSERTIONS") || a.startsWith("-DENABLE_ASAN")),
        release.toString());
    assertEquals(List.of("ninja", "-C", "build", "-j", "2", "cvc5-bin"), steps.get(2).argv());
    assertEquals(List.of("test/regress"), cvc5.leftOut(), "the offline pack has no regressions");
  }

  @Test
  void dependencyPinsAreTheSolversOwnOrSayWhatTheyStandInFor() {
    Map<String, String> cvc5 = pins(Recipe.of("cvc5"));
    assertEquals(List.of("gmp", "cadical", "symfpu", "libpoly"), List.copyOf(cvc5.keySet()), "GMP first: libpoly "
        + "links it");
    assertEquals("rel-2.1.3-elevate", cvc5.get("cadical"), "cvc5 main's CaDiCaL pin");
    Map<String, String> bitwuzla = pins(Recipe.of("bitwuzla"));
    assertEquals("rel-2.1.2", bitwuzla.get("cadical"), "Bitwuzla main's subprojects/cadical.wrap");
    assertEquals("6.3.0", bitwuzla.get("gmp"));
    for (Recipe r : List.of(Recipe.of("cvc5"), Recipe.of("bitwuzla"))) {
      Dependency symfpu = r.dependencies().stream().filter(d -> d.name().equals("symfpu")).findFirst().orElseThrow();
      assertTrue(symfpu.describe().contains("standing in for martin-cs/symfpu 40bdec00"), symfpu.describe());
      for (Dependency d : r.dependencies()) {
        assertTrue(d.url().startsWith("https://") && (d.into().isEmpty() != d.steps().isEmpty()), d.toString());
      }
    }
    Dependency mpfr = Recipe.of("bitwuzla").dependencies().get(1);
    assertEquals("MPFR_PREFIX", mpfr.variable());
    assertTrue(String.join(" ", mpfr.steps()).contains("--with-gmp=\"$GMP_PREFIX\""), "MPFR built on GMP 6.3");
  }

  @Test
  void bitwuzlaFindsItsLibrariesThroughPkgConfigAndItsSubprojectsInTheCheckout() {
    Map<String, Path> prefixes = new LinkedHashMap<>();
    prefixes.put("GMP_PREFIX", Path.of("/c/gmp"));
    prefixes.put("MPFR_PREFIX", Path.of("/c/mpfr"));
    List<Recipe.Step> steps = Recipe.of("bitwuzla").steps(new Recipe.Build(BuildSpec.Variant.DEBUG, 3, "", prefixes));
    assertEquals("/c/gmp/lib/pkgconfig:/c/mpfr/lib/pkgconfig", steps.get(1).env().get("PKG_CONFIG_PATH"));
    assertTrue(steps.get(1).argv().get(2).contains("--wrap-mode=nodownload -Dbuildtype=debug"),
        steps.get(1).argv().toString());
    assertTrue(Recipe.of("bitwuzla").dependencies().stream().filter(d -> !d.into().isEmpty())
        .allMatch(d -> d.into().startsWith("subprojects/")));
  }

  @Test
  void theInstallCheckIsInALogicTheSolverHas() {
    assertTrue(Recipe.of("bitwuzla").trivial().startsWith("(set-logic QF_BV)"), "Bitwuzla has no integers");
    for (String solver : List.of("cvc5", "yices2", "z3")) {
      assertTrue(Recipe.of(solver).trivial().startsWith("(set-logic QF_LIA)"), solver);
    }
  }

  @Test
  void aSolverWithoutARecipeIsNamed() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Recipe.of("mathsat"));
    assertEquals("tamis cannot build mathsat from source (yet); it builds: bitwuzla cvc5 yices2 z3", e.getMessage());
  }

  private static Recipe.Build build(BuildSpec.Variant variant, int jobs, String launcher) {
    return new Recipe.Build(variant, jobs, launcher, Map.of());
  }

  private static Map<String, String> pins(Recipe recipe) {
    Map<String, String> pins = new LinkedHashMap<>();
    recipe.dependencies().forEach(d -> pins.put(d.name(), d.version()));
    return pins;
  }
}
