package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Yices2 (SRI-CSL/yices2): autoconf, configure, then its Makefile's modes ({@code release}, {@code debug},
 * {@code sanitize} for ASan and UBSan, {@code gcov}; +coverage is {@code release} through clang and tamis's
 * wrapper). GMP from Debian; no MCSAT (libpoly), so no nonlinear real arithmetic.
 */
final class Yices2Recipe implements Recipe {
  private static final About ABOUT = new About("yices2", "https://github.com/SRI-CSL/yices2.git", "master",
      "gcc", "yices-smt2");

  @Override
  public About about() {
    return ABOUT;
  }

  @Override
  public Map<String, String> tools() {
    return Map.of("gcc", "gcc", "make", "make", "autoconf", "autoconf", "gperf", "gperf");
  }

  @Override
  public List<Step> steps(Build build) {
    return List.of(new Step(List.of("autoconf")),
        // -fcommon: older releases (2.6.0, 2.5.1) define globals in headers, which gcc 10+ no longer links
        new Step(".", List.of("./configure"), Map.of("CC", cc(build), "CFLAGS", "-fcommon")),
        new Step(List.of("make", "MODE=" + mode(build.variant()), "-j" + build.jobs())));
  }

  /** gcc through ccache; clang through tamis's wrapper for +coverage; gcc alone for +gcov (its own counters). */
  private String cc(Build build) {
    return build.coverage() ? build.covcc() + " clang-16"
        : build.gcov() ? compiler() : (build.launcher() + " " + compiler()).strip();
  }

  private static String mode(BuildSpec.Variant variant) {
    return switch (variant) {
      case RELEASE, COVERAGE -> "release";
      case DEBUG -> "debug";
      case ASAN -> "sanitize";
      case GCOV -> "gcov";
    };
  }

  /** {@code build/<platform>-<mode>/bin/yices_smt2}: the unstripped program (dist/ has a stripped copy). */
  @Override
  public String binary(BuildSpec.Variant variant, Path checkout) throws InstallException {
    String suffix = "-" + mode(variant);
    try (Stream<Path> dirs = Files.list(checkout.resolve("build"))) {
      return dirs.filter(d -> d.getFileName().toString().endsWith(suffix))
          .map(d -> d.resolve("bin/yices_smt2")).filter(Files::isExecutable)
          .map(p -> checkout.relativize(p).toString()).findFirst()
          .orElseThrow(() -> new InstallException("the build made no build/*" + suffix + "/bin/yices_smt2"));
    } catch (IOException e) {
      throw new InstallException("the build made no build/ folder in " + checkout, e);
    }
  }

}
