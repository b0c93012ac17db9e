package io.tamis.solvers.install;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Bitwuzla (bitwuzla/bitwuzla): meson and Ninja through g++ 12 (meson compiles through ccache by itself
 * when it is installed), a static program. GMP 6.3 and MPFR 4.2.1 are built once from source and found
 * through pkg-config; CaDiCaL and SymFPU are its meson subprojects, unpacked into the checkout with
 * Bitwuzla's own overlays, since downloads are off. Variants: release; debug (assertions); asan,
 * debugoptimized with ASan and UBSan; coverage, release through clang 16 and tamis's wrapper; gcov, unoptimised
 * with meson's {@code b_coverage} and without assertions.
 */
final class BitwuzlaRecipe implements Recipe {
  private static final About ABOUT = new About("bitwuzla", "https://github.com/bitwuzla/bitwuzla.git", "main",
      "g++", "bitwuzla");
  private static final Dependency MPFR = Dependency.built("mpfr", "master-2702c98fd", "mpfr-master-2702c98fd.tar.gz",
      "https://github.com/BrianGladman/mpfr/archive/2702c98fd.tar.gz",
      "a development tree (4.3.0-dev) standing in for 4.2.1, the least Bitwuzla accepts; Debian has 4.2.0",
      "./autogen.sh",
      "./configure --prefix=\"$PREFIX\" --with-gmp=\"$GMP_PREFIX\" --with-pic --disable-shared",
      // The library and its pkg-config file only: the manual needs makeinfo, which a build need not have.
      "make -C src -j\"$JOBS\"", "make -C src install", "make install-pkgconfigDATA");
  private static final String CADICAL_DIR = "subprojects/cadical-rel-2.1.2";
  private static final Dependency CADICAL = Dependency.subproject("cadical", "rel-2.1.2", "cadical-rel-2.1.2.tar.gz",
      "https://github.com/arminbiere/cadical/archive/rel-2.1.2.tar.gz", CADICAL_DIR, "");
  private static final Dependency SYMFPU = Dependency.subproject("symfpu", Pins.SYMFPU_COMMIT.substring(0, 10),
      Pins.symfpuArchive(), Pins.symfpuUrl(), "subprojects/symfpu", Pins.SYMFPU_STANDS_IN);

  @Override
  public About about() {
    return ABOUT;
  }

  /** Its regression benchmarks: a build does not need them, and the offline pack lacks one. */
  @Override
  public List<String> leftOut() {
    return List.of("test/regress");
  }

  @Override
  public Map<String, String> tools() {
    return Map.of("meson", "meson", "ninja", "ninja-build", "g++", "g++", "pkg-config", "pkg-config", "m4", "m4",
        "autoreconf", "autoconf automake libtool");
  }

  @Override
  public List<Dependency> dependencies() {
    return List.of(Pins.GMP, MPFR, CADICAL, SYMFPU);
  }

  @Override
  public List<Step> steps(Build build) {
    String options = switch (build.variant()) {
      case RELEASE -> "-Dbuildtype=release";
      case DEBUG -> "-Dbuildtype=debug";
      case ASAN -> "-Dbuildtype=debugoptimized -Db_sanitize=address,undefined -Db_lundef=false";
      case COVERAGE -> "-Dbuildtype=release";
      case GCOV -> "-Dbuildtype=debug -Doptimization=0 -Db_ndebug=true -Db_coverage=true";
    };
    String setup = "meson setup $([ -f build/build.ninja ] && echo --reconfigure) build --wrap-mode=nodownload "
        + options + " -Dtesting=disabled -Dunit_testing=disabled";
    String pkgConfig = String.join(":", build.prefixes().values().stream()
        .map(p -> p.resolve("lib/pkgconfig").toString()).toList());
    return List.of(
        // With downloads off meson takes a subproject's folder as it is: Bitwuzla's overlays go in by hand.
        new Step(List.of("sh", "-ec", "cp -r subprojects/packagefiles/cadical/. " + CADICAL_DIR
            + "/ && cp -r subprojects/packagefiles/symfpu/. subprojects/symfpu/")),
        new Step(".", List.of("sh", "-ec", setup), compilers(build, pkgConfig)),
        new Step(List.of("ninja", "-C", "build", "-j", Integer.toString(build.jobs()), "src/main/bitwuzla")));
  }

  /** +coverage compiles through clang and tamis's wrapper (meson reads CC and CXX at setup only). */
  private static Map<String, String> compilers(Build build, String pkgConfig) {
    return build.coverage() ? Map.of("PKG_CONFIG_PATH", pkgConfig, "CC", build.covcc() + " clang-16", "CXX",
        build.covcc() + " clang++-16") : Map.of("PKG_CONFIG_PATH", pkgConfig);
  }

  @Override
  public String binary(BuildSpec.Variant variant, Path checkout) throws InstallException {
    return Recipe.made(checkout, "build/src/main/bitwuzla");
  }

  /** Bitwuzla has no integers: bit-vectors instead. */
  @Override
  public String trivial() {
    return "(set-logic QF_BV)\n(declare-const x (_ BitVec 4))\n(assert (bvugt x #x0))\n(check-sat)\n";
  }

}
