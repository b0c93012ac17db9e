package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Dependencies that more than one solver pins the same way. */
final class Pins {
  private Pins() {}

  /** cvc5 main and Bitwuzla main need GMP 6.3; Debian 12 has 6.2.1. Static, with C++ (cvc5 uses gmpxx). */
  static final Dependency GMP = Dependency.built("gmp", "6.3.0", "gmp-6.3.0.tar.bz2",
      "https://gmplib.org/download/gmp/gmp-6.3.0.tar.bz2", "",
      "./configure --prefix=\"$PREFIX\" --enable-cxx --with-pic --disable-shared",
      "make -j\"$JOBS\"", "make install");

  /** What SymFPU 1.2.0, the pin of cvc5 main (since 2026-04) and Bitwuzla main, differs from here. */
  static final String SYMFPU_STANDS_IN = "cvc5 1.3.2's pin, standing in for martin-cs/symfpu 40bdec00 (SymFPU 1.2.0),"
      + " which has floating-point fixes this one lacks (cvc5#9078 among them): confirm FP findings on a release";

  static final String SYMFPU_COMMIT = "e6ac3af9c2c574498ea171c957425b407625448b";

  static String symfpuArchive() {
    return "symfpu-" + SYMFPU_COMMIT + ".tar.gz";
  }

  static String symfpuUrl() {
    return "https://github.com/cvc5/symfpu/archive/" + SYMFPU_COMMIT + ".tar.gz";
  }

  /**
   * The first non-empty value a CMake file sets {@code variable} to ({@code set(Poly_VERSION "0.2.0")}): the
   * version a checkout pins. Empty when the file or the setting is absent.
   */
  static String cmakeSet(Path file, String variable) throws InstallException {
    if (!Files.isRegularFile(file)) {
      return "";
    }
    try {
      Pattern set = Pattern.compile("set\\(" + Pattern.quote(variable) + "\\s+\"([^\"]+)\"\\)");
      Matcher m = set.matcher(Files.readString(file));
      return m.find() ? m.group(1) : "";
    } catch (IOException e) {
      throw new InstallException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }
}
