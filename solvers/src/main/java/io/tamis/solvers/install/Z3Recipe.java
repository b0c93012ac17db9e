package io.tamis.solvers.install;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * z3 (Z3Prover/z3): CMake and Ninja, the z3 program only, statically linked to libz3. Compiled by clang 16
 * with libc++, since z3 5.x includes C++20's {@code <format>}, which Debian 12's g++ 12 lacks. Variants:
 * Release; Debug (z3's own assertions, Z3DEBUG); asan, RelWithDebInfo with ASan and UBSan; coverage, Release
 * through tamis's wrapper; gcov, Release at -O0 with {@code --coverage} (LLVM's gcov files: {@code llvm-cov-16 gcov}).
 */
final class Z3Recipe implements Recipe {
  private static final About ABOUT = new About("z3", "https://github.com/Z3Prover/z3.git", "master",
      "clang++-16", "z3");
  private static final String LIBCXX = "-stdlib=libc++ -fexperimental-library";
  private static final String SANITIZE = " -fsanitize=address,undefined -fno-omit-frame-pointer";

  @Override
  public About about() {
    return ABOUT;
  }

  @Override
  public Map<String, String> tools() {
    return Map.of("cmake", "cmake", "ninja", "ninja-build", "clang++-16", "clang-16 libc++-16-dev libc++abi-16-dev",
        "python3", "python3");
  }

  @Override
  public List<Step> steps(Build build) {
    String flags = LIBCXX + (build.variant() == BuildSpec.Variant.ASAN ? SANITIZE : build.gcov() ? " --coverage" : "");
    List<String> configure = new ArrayList<>(List.of("cmake", "-G", "Ninja", "-S", ".", "-B", "build",
        "-DCMAKE_BUILD_TYPE=" + buildType(build.variant()), "-DZ3_BUILD_LIBZ3_SHARED=OFF",
        "-DCMAKE_C_COMPILER=clang-16", "-DCMAKE_CXX_COMPILER=" + compiler(), "-DCMAKE_CXX_FLAGS=" + flags,
        "-DCMAKE_EXE_LINKER_FLAGS=" + flags));
    if (build.gcov()) {
      // Release's code without its optimisation: lines count as in the sources, and no assertions.
      configure.addAll(List.of("-DCMAKE_CXX_FLAGS_RELEASE=-O0 -DNDEBUG", "-DCMAKE_C_FLAGS_RELEASE=-O0 -DNDEBUG"));
    }
    String launcher = build.coverage() ? build.covcc() : build.gcov() ? "" : build.launcher();
    if (!launcher.isEmpty()) {
      configure.addAll(List.of("-DCMAKE_C_COMPILER_LAUNCHER=" + launcher, "-DCMAKE_CXX_COMPILER_LAUNCHER=" + launcher));
    }
    if (build.coverage()) {
      // The links too: the wrapper adds the runtime there (CMake's compiler launcher covers compiles only).
      configure.addAll(List.of("-DCMAKE_C_LINKER_LAUNCHER=" + launcher, "-DCMAKE_CXX_LINKER_LAUNCHER=" + launcher));
    }
    return List.of(new Step(configure), new Step(List.of("ninja", "-C", "build", "-j", Integer.toString(build.jobs()), "z3")));
  }

  private static String buildType(BuildSpec.Variant variant) {
    return switch (variant) {
      case RELEASE, COVERAGE, GCOV -> "Release";
      case DEBUG -> "Debug";
      case ASAN -> "RelWithDebInfo";
    };
  }

  @Override
  public String binary(BuildSpec.Variant variant, Path checkout) throws InstallException {
    return Recipe.made(checkout, "build/z3");
  }

  @Override
  public List<String> stdinArgs() {
    return List.of("-in");
  }
}
