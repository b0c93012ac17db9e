package io.tamis.runner.cli;

import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.Installer;
import io.tamis.solvers.install.Release;
import io.tamis.solvers.install.Releases;
import io.tamis.solvers.install.SolverCache;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis solvers install SPEC...}: fetches, checks and builds solver releases into the user's cache. */
@Command(name = "install", mixinStandardHelpOptions = true,
    description = {"Install solver releases into the per-user cache ($TAMIS_SOLVERS, else " +
        "~/.cache/tamis/solvers) so that --solvers can name them (z3@5.1.0). Each release is fetched " +
        "from its package registry (npm for z3 as WebAssembly, Maven Central for cvc5 and z3's older " +
        "native releases), checked (npm's integrity, Maven's published SHA-1), built into an executable " +
        "that acts as the solver's own command-line program, and tried: it must report its version and " +
        "answer a trivial script. Needs node and npm (z3 4.15+), gcc (z3 up to 4.14.1) or a JDK (cvc5).",
        "",
        "Examples:",
        "  tamis solvers install newest                 the newest z3 and cvc5 (z3@5.1.0, cvc5@1.3.2)",
        "  tamis solvers install z3@4.8.15..4.14.1      a range of releases, for bisection",
        "  tamis solvers install z3@all cvc5@all        every release tamis knows"})
final class SolversInstallCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "SPEC",
      description = "solver@version, solver@from..to, solver@all, solver@newest, or newest (every solver's).")
  List<String> specs;

  @Option(names = "--force", description = "Reinstall releases that are installed already.")
  boolean force;

  @Override
  public Integer call() {
    Releases releases = Releases.bundled();
    Set<Release> wanted = new LinkedHashSet<>();
    for (String s : specs) {
      try {
        wanted.addAll(releases.expand(s));
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
    }
    SolverCache cache = SolverCache.user();
    Installer installer = new Installer(cache, line -> System.out.println("tamis: " + line));
    List<String> failed = new ArrayList<>();
    for (Release r : wanted) {
      try {
        installer.install(r, force);
      } catch (InstallException e) {
        System.err.println("tamis: " + r.spec() + ": not installed: " + e.getMessage());
        failed.add(r.spec());
      }
    }
    System.out.println("tamis: " + (wanted.size() - failed.size()) + " of " + wanted.size() + " releases installed"
        + (failed.isEmpty() ? "" : "; failed: " + String.join(" ", failed)) + " (list them: tamis solvers)");
    return failed.isEmpty() ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
  }
}
