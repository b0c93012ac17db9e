package io.tamis.runner.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The recipes' command lines, as the builds of bench/README.md ran them. */
class RecipeTest {
  @Test
  void z3IsBuiltByClangWithLibcxxThroughCcache() {
    List<Recipe.Step> steps = Recipe.of("z3").steps(BuildSpec.Variant.RELEASE, 2, "ccache");
    List<String> cmake = steps.get(0).argv();
    assertTrue(cmake.containsAll(List.of("-DCMAKE_BUILD_TYPE=Release", "-DZ3_BUILD_LIBZ3_SHARED=OFF",
        "-DCMAKE_CXX_COMPILER=clang++-16", "-DCMAKE_CXX_FLAGS=-stdlib=libc++ -fexperimental-library",
        "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")), cmake.toString());
    assertEquals(List.of("ninja", "-C", "build", "-j", "2", "z3"), steps.get(1).argv());
    assertEquals(List.of("-in"), Recipe.of("z3").stdinArgs(), "z3's program reads stdin only with -in");
  }

  @Test
  void z3sVariantsAreItsBuildTypesAndTheSanitizers() {
    List<String> debug = Recipe.of("z3").steps(BuildSpec.Variant.DEBUG, 1, "").get(0).argv();
    assertTrue(debug.contains("-DCMAKE_BUILD_TYPE=Debug"), debug.toString());
    assertTrue(debug.stream().noneMatch(a -> a.contains("LAUNCHER")), "no ccache: no launcher");
    List<String> asan = Recipe.of("z3").steps(BuildSpec.Variant.ASAN, 1, "").get(0).argv();
    assertTrue(asan.contains("-DCMAKE_BUILD_TYPE=RelWithDebInfo"), asan.toString());
    assertTrue(asan.contains("-DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++ -fexperimental-library "
        + "-fsanitize=address,undefined -fno-omit-frame-pointer"), asan.toString());
  }

  @Test
  void yices2sModesAndCompiler() {
    List<Recipe.Step> steps = Recipe.of("yices2").steps(BuildSpec.Variant.ASAN, 4, "ccache");
    assertEquals("ccache gcc", steps.get(1).env().get("CC"));
    assertEquals(List.of("make", "MODE=sanitize", "-j4"), steps.get(2).argv());
    assertEquals("gcc", Recipe.of("yices2").steps(BuildSpec.Variant.DEBUG, 1, "").get(1).env().get("CC"));
  }

  @Test
  void aSolverWithoutARecipeIsNamed() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Recipe.of("bitwuzla"));
    assertEquals("tamis cannot build bitwuzla from source (yet); it builds: yices2 z3", e.getMessage());
  }
}
