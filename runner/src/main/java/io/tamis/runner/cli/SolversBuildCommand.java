package io.tamis.runner.cli;

import io.tamis.solvers.install.BuildSpec;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.install.SourceBuilder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis solvers build SPEC...}: solvers built natively from their git sources at any commit. */
@Command(name = "build", mixinStandardHelpOptions = true,
    description = {"Build solvers from their git sources at a branch, tag or commit, natively, into the per-user " +
        "cache beside the installed releases, so that --solvers can name them (yices2@main). The source is the " +
        "upstream repository (cloned once, fetched at each build), or --source: a local repository, or an " +
        "archive of one, for machines without a network. Each solver and variant keeps one build folder that " +
        "moves from commit to commit rebuilding what changed (through ccache when it is installed); a build " +
        "of a commit that is installed already does nothing. A failed build says why in one line with its " +
        "log's path, and leaves what was installed as it was.",
        "",
        "SPEC is SOLVER@REF[+VARIANT]: REF a branch, a tag, a commit ('main' is the default branch, z3's and " +
        "Yices2's master) or a release's version (5.0.0: the tag z3-5.0.0); VARIANT release (the default), " +
        "debug (the solver's own assertions), asan (AddressSanitizer and UBSan), coverage (edges per call, " +
        "through clang-16 and tamis's runtime: campaigns on it are guided by new edges) or gcov (source lines, " +
        "for tamis coverage). Solvers: bitwuzla, cvc5, yices2, z3 (z3 needs clang-16 and libc++-16-dev).",
        "",
        "Libraries that Debian 12 lacks in the version a solver pins (GMP 6.3, CaDiCaL, SymFPU, libpoly, MPFR) " +
        "are built once from source into the cache and shared by every build; --deps names a folder that holds " +
        "their archives, for machines without a network. Where one stands in for a pin that could not be had, " +
        "the install record says so (tamis solvers --json).",
        "",
        "Examples:",
        "  tamis solvers build yices2@main",
        "  tamis solvers build yices2@main+asan --source ../shared/sources/yices2.git.tar.xz",
        "  tamis solvers build yices2@84efa92767 yices2@yices-2.7.0",
        "  tamis solvers build cvc5@main --source ../shared/sources/cvc5.git.tar.xz --deps ../shared/sources/deps"})
final class SolversBuildCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "SPEC", description = "SOLVER@REF[+VARIANT], e.g. yices2@main+debug.")
  List<String> specs;

  @Option(names = "--source", paramLabel = "PATH",
      description = "A local git repository (bare or not) or an archive of one (.tar.xz, .tar.gz, .tar) instead "
          + "of the upstream repository.")
  Path source;

  @Option(names = "--deps", paramLabel = "DIR",
      description = "A folder holding the pinned libraries' source archives by name (cadical-rel-2.1.2.tar.gz, "
          + "gmp-6.3.0.tar.bz2, ...) instead of downloading them.")
  Path deps;

  @Option(names = "--jobs", paramLabel = "N", description = "Compile jobs (default: the number of cores).",
      converter = Inputs.Positive.class)
  Integer jobs;

  @Option(names = "--force", description = "Build again a commit that is installed already.")
  boolean force;

  @Override
  public Integer call() {
    List<BuildSpec> wanted = new ArrayList<>();
    for (String s : specs) {
      try {
        wanted.add(BuildSpec.buildable(s));
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
    }
    int cores = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
    SourceBuilder builder = new SourceBuilder(SolverCache.user(), line -> System.out.println("tamis: " + line), cores);
    List<String> failed = new ArrayList<>();
    for (BuildSpec b : wanted) {
      try {
        builder.build(b, source, deps, force);
      } catch (InstallException | IllegalArgumentException e) {
        System.err.println("tamis: " + b.spec() + ": not built: " + e.getMessage());
        failed.add(b.spec());
      }
    }
    System.out.println("tamis: " + (wanted.size() - failed.size()) + " of " + wanted.size() + " builds installed"
        + (failed.isEmpty() ? "" : "; failed: " + String.join(" ", failed)) + " (list them: tamis solvers)");
    return failed.isEmpty() ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
  }
}
