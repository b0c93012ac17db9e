package io.tamis.solvers.install;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** How one solver is built from its sources: where they live upstream, the build's steps, what it makes. */
interface Recipe {
  /** One step of a build: a program run in {@code dir} (relative to the checkout) with {@code env} added. */
  record Step(String dir, List<String> argv, Map<String, String> env) {
    Step(List<String> argv) {
      this(".", argv, Map.of());
    }
  }

  /**
   * What a build is asked for: the variant, {@code jobs} cores, {@code launcher} the program every compile
   * goes through ({@code ccache}) or empty, the built dependencies' prefixes by variable ({@code GMP_PREFIX}),
   * and for {@code +coverage} the wrapper every compile and link goes through ({@link CoverageKit}), else empty.
   */
  record Build(BuildSpec.Variant variant, int jobs, String launcher, Map<String, Path> prefixes, String covcc) {
    Build(BuildSpec.Variant variant, int jobs, String launcher, Map<String, Path> prefixes) {
      this(variant, jobs, launcher, prefixes, "");
    }

    boolean coverage() {
      return variant == BuildSpec.Variant.COVERAGE;
    }

    boolean gcov() {
      return variant == BuildSpec.Variant.GCOV;
    }
  }

  /**
   * Who the solver is to a build: its name (also its profile's and the launcher's, {@code bin/<solver>}),
   * its upstream git repository, the default branch that {@code main} names, the C or C++ compiler the
   * build uses (whose version the install records), and the program's name in the installed build
   * ({@code libexec/<program>}).
   */
  record About(String solver, String upstream, String defaultBranch, String compiler, String program) {}

  About about();

  default String solver() {
    return about().solver();
  }

  default String upstream() {
    return about().upstream();
  }

  default String defaultBranch() {
    return about().defaultBranch();
  }

  /** Paths of the repository a build does not need, left out of the checkout (the packs lack some). */
  default List<String> leftOut() {
    return List.of();
  }

  default String compiler() {
    return about().compiler();
  }

  /** Programs the build needs, each with the Debian package that brings it. */
  Map<String, String> tools();

  /** Libraries built from source for it, in the order they are built (a later one may use an earlier one). */
  default List<Dependency> dependencies() {
    return List.of();
  }

  /** The libraries for the commit checked out at {@code checkout}: older commits may pin older versions. */
  default List<Dependency> dependencies(Path checkout) throws InstallException {
    return dependencies();
  }

  /** The steps that build in the checkout. */
  List<Step> steps(Build build);

  /** The built program that reads SMT-LIB, relative to the checkout. */
  String binary(BuildSpec.Variant variant, Path checkout) throws InstallException;

  default String program() {
    return about().program();
  }

  /** A script the installed program must answer sat before it is moved into place, in a logic it has. */
  default String trivial() {
    return "(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";
  }

  /** The arguments that make the program read a script from its standard input (z3's {@code -in}). */
  default List<String> stdinArgs() {
    return List.of();
  }

  /** {@code program} (relative to the checkout) when the build made it, as {@link #binary} returns it. */
  static String made(Path checkout, String program) throws InstallException {
    if (!Files.isExecutable(checkout.resolve(program))) {
      throw new InstallException("the build made no " + program);
    }
    return program;
  }

  static Recipe of(String solver) {
    return switch (solver) {
      case "yices2" -> new Yices2Recipe();
      case "z3" -> new Z3Recipe();
      case "cvc5" -> new Cvc5Recipe();
      case "bitwuzla" -> new BitwuzlaRecipe();
      default -> throw new IllegalArgumentException("tamis cannot build " + solver + " from source (yet); it builds: "
          + String.join(" ", known()));
    };
  }

  static List<String> known() {
    return List.of("bitwuzla", "cvc5", "yices2", "z3");
  }
}
