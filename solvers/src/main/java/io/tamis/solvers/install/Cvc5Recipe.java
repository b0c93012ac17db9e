package io.tamis.solvers.install;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * cvc5 (cvc5/cvc5): CMake and Ninja through g++ 12, static, so the one program can be copied into the
 * cache. Its pinned libraries are built once from source (GMP 6.3, CaDiCaL, SymFPU, libpoly) and named to
 * CMake with auto-download off. Variants: Production; debug, Production with cvc5's assertions; asan,
 * Production with assertions, ASan, UBSan and symbols; coverage, Production through clang 16 and tamis's wrapper;
 * gcov, cvc5's own coverage build (Debug, {@code ENABLE_COVERAGE}) without assertions.
 */
final class Cvc5Recipe implements Recipe {
  private static final About ABOUT = new About("cvc5", "https://github.com/cvc5/cvc5.git", "main",
      "g++", "cvc5");
  private static final Dependency CADICAL = Dependency.built("cadical", "rel-2.1.3-elevate",
      "cadical-rel-2.1.3-elevate.tar.gz", "https://github.com/arminbiere/cadical/archive/rel-2.1.3-elevate.tar.gz",
      "",
      // As cvc5's own CMake does: no configure script, the makefile instantiated by hand.
      "mkdir -p build && sed -e \"s,@CXX@,g++,\" -e \"s,@CXXFLAGS@,-fPIC -O3 -DNDEBUG -DQUIET -std=c++11,\""
          + " -e \"s,@ROOT@,$PWD,\" -e \"s,@CONTRIB@,no,\" makefile.in > build/makefile",
      "make -C build -j\"$JOBS\" libcadical.a",
      // Headers in both layouts: cvc5 up to 1.3.x includes <cadical.hpp>, main <cadical/cadical.hpp>.
      "mkdir -p \"$PREFIX/lib\" \"$PREFIX/include/cadical\" && cp build/libcadical.a \"$PREFIX/lib/\""
          + " && cp src/cadical.hpp src/tracer.hpp \"$PREFIX/include/cadical/\""
          + " && cp src/cadical.hpp src/tracer.hpp \"$PREFIX/include/\"");
  private static final Dependency SYMFPU = Dependency.built("symfpu", Pins.SYMFPU_COMMIT.substring(0, 10),
      Pins.symfpuArchive(), Pins.symfpuUrl(), Pins.SYMFPU_STANDS_IN,
      "mkdir -p \"$PREFIX/include/symfpu\" && cp -r core utils \"$PREFIX/include/symfpu/\"");
  /** libpoly's own CMake build, static, against the GMP built for cvc5. */
  private static final String[] LIBPOLY_BUILD = {
      "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=\"$PREFIX\""
          + " -DLIBPOLY_BUILD_PYTHON_API=OFF -DBUILD_TESTING=OFF -DGMP_INCLUDE_DIR=\"$GMP_PREFIX/include\""
          + " -DGMP_LIBRARY=\"$GMP_PREFIX/lib/libgmp.a\"",
      "cmake --build build -j \"$JOBS\"", "cmake --install build"};
  private static final Dependency LIBPOLY = Dependency.built("libpoly", "master-f15db4b",
      "libpoly-master-f15db4b.tar.gz", "https://github.com/SRI-CSL/libpoly/archive/f15db4b.tar.gz",
      "libpoly master of 2025-11-15, standing in for 0.2.1, which cvc5 main asks for: it has the API but calls "
          + "itself 0.2.0, so its version is raised to 0.2.1",
      "sed -i 's/set(LIBPOLY_VERSION_PATCH 0)/set(LIBPOLY_VERSION_PATCH 1)/' CMakeLists.txt", LIBPOLY_BUILD[0],
      LIBPOLY_BUILD[1], LIBPOLY_BUILD[2]);
  /** cvc5 up to 1.3.x: libpoly 0.2.0, whose API main's (custom contexts, January 2026) no longer builds with. */
  private static final Dependency LIBPOLY_0_2_0 = Dependency.built("libpoly", "0.2.0", "libpoly-0.2.0.tar.gz",
      "https://github.com/SRI-CSL/libpoly/archive/refs/tags/v0.2.0.tar.gz", "", LIBPOLY_BUILD);

  @Override
  public About about() {
    return ABOUT;
  }

  /** The regressions: a build does not need them, and the offline pack lacks them. */
  @Override
  public List<String> leftOut() {
    return List.of("test/regress");
  }

  @Override
  public Map<String, String> tools() {
    return Map.of("cmake", "cmake", "ninja", "ninja-build", "g++", "g++", "python3", "python3", "m4", "m4");
  }

  @Override
  public List<Dependency> dependencies() {
    return List.of(Pins.GMP, CADICAL, SYMFPU, LIBPOLY);
  }

  /** The libpoly, CaDiCaL and SymFPU versions the checkout's CMake files pin (older commits pin older ones). */
  @Override
  public List<Dependency> dependencies(Path checkout) throws InstallException {
    String poly = Pins.cmakeSet(checkout.resolve("cmake/FindPoly.cmake"), "Poly_VERSION");
    String cadical = Pins.cmakeSet(checkout.resolve("cmake/FindCaDiCaL.cmake"), "CaDiCaL_VERSION");
    String symfpu = Pins.cmakeSet(checkout.resolve("cmake/FindSymFPU.cmake"), "SymFPU_COMMIT");
    return List.of(Pins.GMP, cadical(cadical), symfpu.equals(Pins.SYMFPU_COMMIT) ? SYMFPU.exact() : SYMFPU,
        libpoly(poly));
  }

  /**
   * CaDiCaL 2.1.x through the elevate branch; an older pin (2.0.0 from 2024-10, 1.7.4 before) exactly, since cvc5's
   * SAT interface was written for each one's API.
   */
  private static Dependency cadical(String pin) {
    return pin.isEmpty() || pin.startsWith("rel-2.1") ? CADICAL.standingInFor(pin, ", which this commit pins")
        : CADICAL.at(pin, "cadical-" + pin + ".tar.gz", "https://github.com/arminbiere/cadical/archive/" + pin
            + ".tar.gz");
  }

  /** libpoly 0.2.0, or an older 0.1.x pin exactly (cvc5 before 2024-11); a newer pin through master. */
  private static Dependency libpoly(String pin) {
    return pin.equals(LIBPOLY_0_2_0.version()) ? LIBPOLY_0_2_0
        : pin.startsWith("0.1.") ? LIBPOLY_0_2_0.at(pin, "libpoly-" + pin + ".tar.gz",
            "https://github.com/SRI-CSL/libpoly/archive/refs/tags/v" + pin + ".tar.gz")
        : LIBPOLY;
  }

  @Override
  public List<Step> steps(Build build) {
    List<String> configure = new ArrayList<>(List.of("cmake", "-G", "Ninja", "-S", ".", "-B", "build",
        "-DCMAKE_BUILD_TYPE=" + (build.gcov() ? "Debug" : "Production"), "-DBUILD_SHARED_LIBS=OFF", "-DENABLE_AUTO_DOWNLOAD=OFF",
        "-DUSE_PYTHON_VENV=OFF", "-DENABLE_UNIT_TESTING=OFF", "-DUSE_POLY=ON",
        "-DCMAKE_PREFIX_PATH=" + String.join(";", build.prefixes().values().stream().map(Path::toString).toList()),
        // The build folder moves between commits that may pin other library versions: find them again.
        "-UGMP*", "-UCaDiCaL*", "-USymFPU*", "-UPoly*"));
    if (build.variant() == BuildSpec.Variant.DEBUG || build.variant() == BuildSpec.Variant.ASAN) {
      configure.add("-DENABLE_ASSERTIONS=ON");
    }
    if (build.gcov()) {
      // cvc5's own coverage build (cmake/CodeCoverage.cmake), which wants Debug: without its assertions.
      configure.addAll(List.of("-DENABLE_COVERAGE=ON", "-DENABLE_ASSERTIONS=OFF"));
    }
    if (build.coverage()) {
      configure.addAll(List.of("-DCMAKE_C_COMPILER=clang-16", "-DCMAKE_CXX_COMPILER=clang++-16"));
    }
    if (build.variant() == BuildSpec.Variant.ASAN) {
      configure.addAll(List.of("-DENABLE_ASAN=ON", "-DENABLE_UBSAN=ON", "-DENABLE_DEBUG_SYMBOLS=ON"));
    }
    String launcher = build.coverage() ? build.covcc() : build.gcov() ? "" : build.launcher();
    if (!launcher.isEmpty()) {
      configure.addAll(List.of("-DCMAKE_C_COMPILER_LAUNCHER=" + launcher, "-DCMAKE_CXX_COMPILER_LAUNCHER=" + launcher));
    }
    if (build.coverage()) {
      // The links too: the wrapper adds the runtime there (CMake's compiler launcher covers compiles only).
      configure.addAll(List.of("-DCMAKE_C_LINKER_LAUNCHER=" + launcher, "-DCMAKE_CXX_LINKER_LAUNCHER=" + launcher));
    }
    // test/CMakeLists.txt adds test/regress, which is left out: an empty one stands in for it.
    return List.of(new Step(List.of("sh", "-ec", "mkdir -p test/regress && { [ -e test/regress/CMakeLists.txt ] || : > test/regress/CMakeLists.txt; }")),
        new Step(configure), new Step(List.of("ninja", "-C", "build", "-j", Integer.toString(build.jobs()),
            "cvc5-bin")));
  }

  @Override
  public String binary(BuildSpec.Variant variant, Path checkout) throws InstallException {
    return Recipe.made(checkout, "build/bin/cvc5");
  }

}
