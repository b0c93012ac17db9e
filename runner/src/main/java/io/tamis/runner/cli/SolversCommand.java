package io.tamis.runner.cli;

import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.Release;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SolverChoice;
import io.tamis.solvers.solver.SolverProfiles;
import io.tamis.solvers.solver.SolverVersions;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code tamis solvers}: installed releases, the configured profiles and the solvers found on PATH. */
@Command(name = "solvers", mixinStandardHelpOptions = true,
    subcommands = {SolversInstallCommand.class, SolversBuildCommand.class, SolversRemoveCommand.class},
    description = {"List the installed solver releases (use them as --solvers \"z3@5.1.0;cvc5@1.3.2\"), the " +
        "releases that can be installed, the solver profiles (bundled config/solvers/ and --solver-config) " +
        "with where each executable is on PATH and its version, and other known solvers found on PATH.",
        "Install releases with 'tamis solvers install SPEC...'."})
final class SolversCommand implements Callable<Integer> {
  /** Solvers worth naming when found, profile or not. */
  private static final List<String> KNOWN = List.of("z3", "cvc5", "cvc4", "yices-smt2", "bitwuzla", "boolector",
      "mathsat", "opensmt", "smtinterpol", "vampire", "colibri");

  @Spec
  CommandSpec spec;

  @Mixin
  SolverOptions solverOptions;

  @Override
  public Integer call() throws InterruptedException {
    SolverProfiles profiles = solverOptions.profiles(spec);
    try (SolverPool pool = new SolverPool(1)) {
      printInstalled(profiles.installed());
      printBare(profiles);
      System.out.println("configured profiles (solvers on PATH):");
      for (Map.Entry<String, ProfileSpec> e : profiles.profiles().entrySet()) {
        ProfileSpec p = e.getValue();
        System.out.println("  " + describe(e.getKey(), p.executable(), p, pool)
            + "  default args: " + String.join(" ", p.defaultArgs()));
      }
      System.out.println("found on PATH without a profile (generic patterns):");
      for (String name : KNOWN) {
        if (!profiles.profiles().containsKey(name) && Executables.find(name) != null) {
          System.out.println("  " + describe(name, name, profiles.profileFor(name), pool));
        }
      }
    }
    return ExitCodes.OK;
  }

  /** What a bare name in --solvers runs, for each profile: the rule every command follows. */
  private static void printBare(SolverProfiles profiles) {
    SolverChoice choice = new SolverChoice(profiles.installed());
    System.out.println("a bare name in --solvers (name@path: the one on PATH):");
    for (String name : profiles.profiles().keySet()) {
      System.out.println("  " + name + " = " + choice.head(name).said());
    }
  }

  private static void printInstalled(InstalledReleases installed) {
    List<SolverCache.Installed> have = installed.cache().installed(installed.releases());
    System.out.println("installed releases (" + installed.cache().root() + "):");
    if (have.isEmpty()) {
      System.out.println("  none; the newest install with: tamis solvers install newest");
    }
    for (SolverCache.Installed i : have) {
      System.out.printf("  %-14s %-32s %s, %d ms to start%n", i.record().spec(), i.record().versionLine(),
          route(i.record()), i.record().startupMillis());
    }
    Set<String> specs = have.stream().map(i -> i.record().spec()).collect(Collectors.toSet());
    List<String> more = installed.releases().all().stream().map(Release::spec).filter(s -> !specs.contains(s))
        .toList();
    if (!more.isEmpty()) {
      System.out.println("not installed (tamis solvers install SPEC): " + String.join(" ", more));
    }
  }

  /** A release's route, or what a build from source is: commit, date, variant, compiler and build time. */
  private static String route(InstallRecord r) {
    InstallRecord.SourceBuild b = r.build();
    return b == null ? r.route() + " route" : "built from source at " + b.commit().substring(0, 10) + " ("
        + b.commitDate() + "), " + b.variant() + ", " + b.toolchain() + ", in " + b.buildSeconds() + " s";
  }

  private static String describe(String name, String executable, ProfileSpec p, SolverPool pool)
      throws InterruptedException {
    Path found = Executables.find(executable);
    if (found == null) {
      return name + ": not found on PATH";
    }
    return name + ": " + found + ", " + SolverVersions.of(found.toString(), p, pool);
  }
}
