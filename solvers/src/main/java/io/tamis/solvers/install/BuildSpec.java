package io.tamis.solvers.install;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A solver built from source, as users name it: {@code SOLVER@REF[+VARIANT]}, e.g. {@code yices2@main},
 * {@code z3@main+asan}, {@code yices2@main+coverage}, {@code z3@d652bd3fc6}. REF is a branch, a tag, a commit or a release version (its tag);
 * {@code main} is the default branch whatever it is called (z3's and Yices2's {@code master}).
 */
public record BuildSpec(String solver, String ref, Variant variant) {
  private static final Pattern FORM = Pattern.compile("([a-z0-9]+)@([A-Za-z0-9._/-]+?)(?:\\+([a-z]+))?");

  /** How a build is compiled. */
  public enum Variant {
    /** The solver's release configuration. */
    RELEASE,
    /** The solver's own assertions on (z3's Debug build, cvc5 --assertions, Yices2 MODE=debug). */
    DEBUG,
    /** AddressSanitizer and UndefinedBehaviorSanitizer. */
    ASAN,
    /**
     * The release configuration through clang with SanitizerCoverage edge guards and tamis's runtime
     * ({@code solvers/coverage/}): each run counts its edges into the map {@code TAMIS_COVERAGE_MAP} names.
     */
    COVERAGE,
    /** Unoptimised ({@code -O0 --coverage}): source line coverage in gcov's files, which lcov and gcovr read. */
    GCOV;

    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The variant a word names (release, debug, asan). */
    public static Variant of(String word) {
      for (Variant v : values()) {
        if (v.word().equals(word)) {
          return v;
        }
      }
      throw new IllegalArgumentException("unknown variant '" + word
          + "'; variants: release, debug, asan, coverage, gcov");
    }
  }

  /** The variant an installed build's name ends with ({@code z3@main+asan}: ASAN); RELEASE for any other name. */
  public static Variant variantOf(String name) {
    for (Variant v : Variant.values()) {
      if (v != Variant.RELEASE && name.endsWith("+" + v.word())) {
        return v;
      }
    }
    return Variant.RELEASE;
  }

  public static BuildSpec parse(String text) {
    Matcher m = FORM.matcher(text);
    if (!m.matches() || m.group(2).startsWith("-") || m.group(2).contains("..")) {
      throw new IllegalArgumentException("'" + text + "' is not SOLVER@REF[+VARIANT] (yices2@main, z3@main+asan, "
          + "z3@d652bd3fc6)");
    }
    String variant = m.group(3) == null ? "release" : m.group(3);
    try {
      return new BuildSpec(m.group(1), m.group(2), Variant.of(variant));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown variant '+" + variant + "' in " + text + "; variants: +debug, "
          + "+asan, +coverage, +gcov (none: release)", e);
    }
  }

  /** {@link #parse}, for a solver tamis has a recipe for: a name it cannot build is refused before any work. */
  public static BuildSpec buildable(String text) {
    BuildSpec b = parse(text);
    Recipe.of(b.solver());
    return b;
  }

  /** The name of the installed build, which --solvers uses: the ref and, unless release, the variant. */
  public String version() {
    return ref.replace('/', '-') + (variant == Variant.RELEASE ? "" : "+" + variant.word());
  }

  public String spec() {
    return solver + "@" + version();
  }
}
