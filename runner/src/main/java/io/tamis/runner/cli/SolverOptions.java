package io.tamis.runner.cli;

import io.tamis.runner.oracle.Evidence;
import io.tamis.runner.oracle.Judging;
import io.tamis.runner.oracle.Performance;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverChoice;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Stack;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The solver options shared by check, fuzz and solvers. */
final class SolverOptions {
  static final String INSTALL_HINT = "install the newest with: bin/tamis solvers install newest "
      + "(or Debian's: apt-get install -y z3 cvc5)";

  @Option(names = "--solvers", paramLabel = "CONFIGS",
      description = {"Solver configurations separated by ';', each an executable and its arguments, " +
          "e.g. \"z3 model_validate=true;cvc5 --check-models --produce-models --strings-exp -q\". Blanks " +
          "inside parentheses or quotes do not split an argument (z3@5.1.0 " +
          "tactic.default_tactic=(then simplify smt); the quotes are removed).",
          "A bare name (z3, cvc5) is the newest build present: its trunk build (z3@main, from 'tamis solvers " +
          "build'), else its newest installed release, else the one on PATH; z3@path is the one on PATH. An " +
          "installed release is named solver@version (z3@5.1.0, cvc5@1.3.2, z3@newest; see 'tamis solvers'). " +
          "A name alone uses its profile's default arguments. The first line says which programs run and why.",
          "Default: z3;cvc5 (those present)."})
  String solvers;

  @Option(names = "--timeout", paramLabel = "SECONDS",
      description = "Wall-clock limit per solver call (default: the profile's, 10 s).",
      converter = Inputs.Seconds.class)
  Double timeoutSeconds;

  @Option(names = "--perf", paramLabel = "K", defaultValue = "0",
      description = {"Performance oracle: a finding when one configuration takes K times longer than a " +
          "peer that answered sat or unsat on the same script (and at least 1 s; a timeout counts " +
          "with its limit). 0: off (default)."})
  double perfFactor;

  @Option(names = "--vary-options", paramLabel = "SPEC", arity = "0..1", defaultValue = "0",
      parameterConsumer = SpecOrNothing.class,
      description = {"Run a share of the tests with one extra option set per configuration, drawn from its " +
          "profile's optionSets among those meant for the test's logic (z3's new core, z3str3, tactics, nlsat, " +
          "rewriter and arithmetic options; cvc5's incremental mode, proof and core checks, preprocessing, " +
          "arithmetic, string, bit-vector and quantifier options). The set is part of the label in reports and " +
          "findings, and replay uses it.",
          "SPEC: a share (0-1; 0.5 when the flag is given alone, 0 without it), safe (only sets of options the " +
          "solver's developers support: no cvc5 expert option and at most one regular one, nothing z3 documents " +
          "as experimental or deprecated; marks in config/solvers), or both: safe,0.3."})
  String vary;

  @Option(names = "--solver-config", paramLabel = "DIR",
      description = "Extra solver profiles (*.json, format in config/solvers/README.md).",
      converter = Inputs.Folder.class)
  Path profileDir;

  SolverProfiles profiles(CommandSpec spec) {
    if (profileDir == null) {
      return SolverProfiles.bundled();
    }
    try {
      return SolverProfiles.withDirectory(profileDir);
    } catch (IOException | IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "cannot read --solver-config: " + e.getMessage());
    }
  }

  /** The line that names the solvers {@link #configs} chose, printed by {@link #sayChosen}. */
  private String said;

  /**
   * Prints which solvers run and why: the command's first line, once every option is checked (a usage error
   * stays the one line printed).
   */
  void sayChosen(CommandSpec spec) {
    if (said != null) {
      spec.commandLine().getErr().println(said);
    }
  }

  /** The configurations to run; a usage error when one cannot be found. */
  List<SolverConfig> configs(CommandSpec spec) {
    SolverProfiles profiles = profiles(spec);
    Duration timeout = timeout(spec);
    List<SolverChoice.Chosen> chosen = chosen(solvers, profiles, spec);
    List<SolverConfig> configs = new ArrayList<>();
    try {
      for (SolverChoice.Chosen c : chosen) {
        configs.add(profiles.config(c.line(), timeout));
      }
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    for (SolverConfig c : configs) {
      if (Executables.find(c.executable()) == null) {
        throw new ParameterException(spec.commandLine(),
            "solver '" + c.executable() + "' not found on PATH; " + INSTALL_HINT);
      }
    }
    List<SolverConfig> varied = varying(configs, spec);
    judging(spec); // a bad --perf or --evidence is said before anything runs
    said = SolverChoice.line(chosen);
    return varied;
  }

  /**
   * Takes the value after {@code --vary-options} only when it reads as one ({@link VarySpec#FORM}):
   * {@code check --vary-options f} checks f.
   */
  static final class SpecOrNothing implements IParameterConsumer {
    @Override
    public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
      boolean given = !args.isEmpty() && VarySpec.FORM.matcher(args.peek()).matches();
      argSpec.setValue(given ? args.pop() : "0.5");
    }
  }

  private List<SolverConfig> varying(List<SolverConfig> configs, CommandSpec spec) {
    VarySpec v;
    try {
      v = VarySpec.parse(vary);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    return v.share() == 0 ? configs : configs.stream().map(c -> c.varying(v.share(), v.supportedOnly())).toList();
  }

  @Option(names = "--models", negatable = true, description = {"Ask for the model after a sat answer (the "
      + "script sent without its :status, which the oracle keeps) and evaluate the script under it with "
      + "tamis's evaluator: a false assertion is an invalid-model finding.",
      "A sat/unsat disagreement names the solver at fault by the strongest evidence, in this order: the sat "
      + "side's model satisfies the script (model), the script's expected answer (status), the sat side's model "
      + "is false (invalid-model), every other configuration agrees with one side (vote, weaker). The finding "
      + "records which decided; without models only status and vote can.",
      "On by default in check and fuzz, off in enumerate (tiny tests, where it costs most); "
      + "--no-models turns it off."})
  Boolean models;

  /** What check and fuzz check answers with by default (bench/README.md, issue 42: the cost table). */
  static final String DEFAULT_EVIDENCE = "cores,proofs,modes,unconfirmed";

  @Option(names = "--evidence", paramLabel = "SPEC",
      description = {"Check answers beyond the other solvers' answers, with evidence from each solver itself: "
          + "cores (ask an unsat answer for its unsat core of named assertions and run the core alone on every "
          + "configuration and on the solver's modes: a sat answer with a model that satisfies the core refutes "
          + "it), proofs (the solver's own proof and core checks: cvc5 --check-proofs and --check-unsat-cores, z3 "
          + "proof=true, from the profiles' modes with a check), modes (the solver again under one of its modes, "
          + "config/solvers: another arithmetic or bit-vector engine, incremental mode; modes:N or modes:all for "
          + "more; a sat/unsat disagreement names the mode).",
          "Which answers: unconfirmed (no other configuration, expected answer or model checked true confirms "
              + "it; the default), unsat (every unsat answer), every (every sat or unsat answer), or a share of "
              + "the tests (0-1). all: cores,proofs,modes:all,every. none: off.",
          "Default: " + DEFAULT_EVIDENCE + " in check and fuzz, none in enumerate. The summary gives the "
              + "share of solver time spent on it."})
  String evidence;

  /** The optional oracles: {@code --perf}, {@code --models} and {@code --evidence}. */
  Judging judging(CommandSpec spec) {
    boolean enumerate = spec.name().equals("enumerate");
    boolean on = models != null ? models : !enumerate;
    Performance perf;
    try {
      perf = Performance.of(perfFactor);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--perf: " + e.getMessage());
    }
    try {
      return new Judging(perf, on, Evidence.parse(evidence != null ? evidence : enumerate ? "none"
          : DEFAULT_EVIDENCE));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--evidence: " + e.getMessage());
    }
  }

  private Duration timeout(CommandSpec spec) {
    if (timeoutSeconds == null) {
      return null;
    }
    return Duration.ofMillis((long) (timeoutSeconds * 1000));
  }

  /**
   * The configurations {@code --solvers} names, or z3 and cvc5 by default (those present), each program
   * chosen by {@link SolverChoice}.
   */
  private static List<SolverChoice.Chosen> chosen(String solvers, SolverProfiles profiles, CommandSpec spec) {
    List<SolverChoice.Chosen> chosen = new SolverChoice(profiles.installed())
        .choose(solvers != null ? solvers : SolverChoice.DEFAULT);
    if (solvers == null) {
      chosen = chosen.stream().filter(c -> Executables.find(profiles.config(c.line(), null).executable()) != null)
          .toList();
      if (chosen.isEmpty()) {
        throw new ParameterException(spec.commandLine(),
            "no --solvers given, no z3 or cvc5 release installed and neither on PATH; " + INSTALL_HINT);
      }
    }
    return chosen;
  }
}
