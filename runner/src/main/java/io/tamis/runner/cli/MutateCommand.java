package io.tamis.runner.cli;

import io.tamis.core.gen.Answer;
import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.mutator.Mutators;
import io.tamis.runner.campaign.SeedLoader;
import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverChoice;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tamis mutate}: writes mutants of one seed without running any solver. */
@Command(name = "mutate", mixinStandardHelpOptions = true,
    description = {"Write mutants of one seed script, without running solvers.",
        "The same seed and --rng-seed give byte-identical output. Mutants go to standard output, " +
        "separated by a blank line and a comment naming the test, or one file each into --out DIR.",
        "Example:", "  tamis mutate --generator typefuzz --seed seeds/QF_LIA/sum-bounds.smt2 -n 5"})
final class MutateCommand implements Callable<Integer> {
  @Option(names = "--generator", required = true, paramLabel = "NAME",
      description = {"typefuzz (generative type-aware mutation), opfuzz (operator swaps), diver (mutants " +
          "true under the seed's model: from --model, else from the first of --solvers), valfuzz (meta-formulas " +
          "and the seed with their models' values; the first of --solvers answers them), rbase (random values), " +
          "fusion (the seed fused with a partner of the same :status; --partners), skeleton (atoms of theory " +
          "generators in place of the seed's: Sphinx; --theories) or histfuzz (every atom replaced by one of the " +
          "scripts of --partners: HistFuzz)."})
  String generator;

  @Option(names = "--model", paramLabel = "FILE",
      description = "diver: the seed's model, as (get-model) prints it (default: ask the first of --solvers).",
      converter = Inputs.File.class)
  Path model;

  @Option(names = "--seed", required = true, paramLabel = "FILE", description = "The seed script.",
      converter = Inputs.File.class)
  Path seed;

  @Option(names = "--partners", paramLabel = "DIR",
      description = "fusion: the seeds to fuse the seed with, those of the same logic and :status; histfuzz: "
          + "the scripts whose atoms fill the seed's (default: the seed's folder).", converter = Inputs.Existing.class)
  Path partners;

  @Option(names = "-n", paramLabel = "N", defaultValue = "10",
      description = "Number of mutants (default: ${DEFAULT-VALUE}).", converter = Inputs.Positive.class)
  int count;

  @Option(names = "--rng-seed", paramLabel = "S", defaultValue = "0",
      description = "Campaign random seed; every mutant's own seed derives from it (default: ${DEFAULT-VALUE}).")
  long rngSeed;

  @Option(names = "--out", paramLabel = "DIR|-", defaultValue = "-",
      description = "Folder for mutant-NNNNN.smt2 files, or - for standard output (default).")
  String out;

  @Mixin
  MutatorOptions mutatorOptions;

  @Option(names = "--solvers", paramLabel = "NAMES", split = ",", defaultValue = "z3,cvc5",
      description = "Solvers the mutants are for: only operators all of them accept are used "
          + "(default: ${DEFAULT-VALUE}).")
  List<String> solvers;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    if (count < 0 || mutatorOptions.chain < 1 || mutatorOptions.replacements < 1
        || !(mutatorOptions.widen >= 0 && mutatorOptions.widen <= 1)) {
      err.println("tamis mutate: -n must be >= 0, --chain and -m >= 1, --widen from 0 to 1");
      return ExitCodes.USAGE;
    }
    Set<String> names = new LinkedHashSet<>(solvers);
    Generator g;
    try {
      g = Mutators.create(generator, names, mutatorOptions.settings(), partners()).orElse(null);
    } catch (IllegalArgumentException e) {
      err.println("tamis mutate: " + e.getMessage());
      return ExitCodes.USAGE;
    }
    if (g == null) {
      err.println("tamis mutate: unknown generator '" + generator + "'; known: "
          + String.join(", ", Mutators.names()));
      return ExitCodes.USAGE;
    }
    byte[] text;
    SeedScript seedScript;
    try {
      text = Files.readAllBytes(seed);
      seedScript = SeedScript.of(seed.toString(), text, new ScriptReader().read(seed.toString(), text));
    } catch (SmtLibException e) {
      err.println(e.getMessage());
      return 1;
    } catch (IOException e) {
      err.println(seed + ":1:1: cannot read: " + e.getMessage());
      return 1;
    }
    TestStream stream = g.open(seedScript, rngSeed);
    String solver = runs() ? chosen(names.iterator().next(), err) : names.iterator().next();
    if (generator.equals("diver") && !startDiver(stream, text, solver, err)) {
      return 1;
    }
    if (generator.equals("valfuzz") && !available(solver, "valfuzz needs models of its meta-formulas", err)) {
      return 1;
    }
    return write(stream, generator.equals("valfuzz") ? solver : null, err);
  }

  /** fusion's and histfuzz's partners: the scripts of --partners DIR, else of the seed's folder. */
  private List<SeedScript> partners() throws IOException {
    if (!generator.equals("fusion") && !generator.equals("histfuzz")) {
      return List.of();
    }
    Path dir = partners != null ? partners : seed.toAbsolutePath().getParent();
    return new SeedLoader(System.err).load(dir);
  }

  /** Gives diver's stream the seed's model; false (with a message) when there is none. */
  private boolean startDiver(TestStream stream, byte[] text, String solver, PrintWriter err) {
    TestCase first = stream.next();
    String modelText;
    try {
      modelText = model != null ? Files.readString(model, StandardCharsets.ISO_8859_1)
          : available(solver, "diver needs a model", err) ? solve(text, solver, err) : null;
    } catch (IOException e) {
      err.println(model + ":1:1: cannot read the model: " + e.getMessage());
      return false;
    }
    if (modelText == null) {
      return false;
    }
    stream.answered(first, new Answer("sat", modelText));
    if (!stream.ready()) {
      throw new IllegalStateException("diver did not take the model");
    }
    return true;
  }

  /** Whether this mutate runs a solver: diver for the seed's model (unless --model gives it), valfuzz always. */
  private boolean runs() {
    return generator.equals("valfuzz") || generator.equals("diver") && model == null;
  }

  /** The program {@code name} means, by the rule every command follows, said in the first line. */
  private static String chosen(String name, PrintWriter err) {
    SolverChoice.Chosen c = new SolverChoice(SolverProfiles.bundled().installed()).head(name);
    err.println(SolverChoice.line(List.of(c)));
    return c.line();
  }

  /** True when {@code solver} is on PATH; else false with a message saying {@code why} it is needed. */
  private boolean available(String solver, String why, PrintWriter err) {
    SolverConfig config = SolverProfiles.bundled().parseShortForm(solver, null).get(0);
    if (Executables.find(config.executable()) == null) {
      err.println("tamis mutate: " + why + " and '" + solver + "' is not on PATH; "
          + (generator.equals("diver") ? "pass --model FILE or " : "") + SolverOptions.INSTALL_HINT);
      return false;
    }
    return true;
  }

  /** The model {@code solver} gives for the script, or null with a message ({@code err} null: quietly). */
  private static String solve(byte[] text, String solver, PrintWriter err) {
    try (SolverPool pool = new SolverPool(1)) {
      SolverConfig config = SolverProfiles.bundled().parseShortForm(solver, null).get(0);
      byte[] request = ModelCheck.request(text);
      Outcome o = new Classifier(config.profile()).classify(config.label(), pool.run(config, request), request);
      String found = o.verdict() == Verdict.SAT ? ModelCheck.modelText(o) : null;
      if (found == null && err != null) {
        err.println("tamis mutate: diver needs a sat seed with a model; " + solver + " answered "
            + o.verdict().label());
      }
      return found;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }

  /** @param solver valfuzz: the solver that answers each meta-formula, else null */
  private int write(TestStream stream, String solver, PrintWriter err) throws IOException {
    Path dir = out.equals("-") ? null : Files.createDirectories(Path.of(out));
    OutputStream stdout = System.out;
    int written = 0;
    for (TestCase t = stream.next(); t != null && written < count; t = stream.next()) {
      if (dir == null) {
        String header = (written > 0 ? "\n" : "") + "; " + t.generator() + " iteration " + t.iteration()
            + " test-seed " + t.testSeed() + "\n";
        stdout.write(header.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        stdout.write(t.text());
      } else {
        Path tmp = Files.createTempFile(dir, ".mutant", ".tmp");
        Files.write(tmp, t.text());
        Files.move(tmp, dir.resolve(String.format("mutant-%05d.smt2", written)), StandardCopyOption.ATOMIC_MOVE);
      }
      written++;
      // Without solvers, a mutant counts as answered sat (diver's are, by construction).
      String found = solver == null ? null : solve(t.text(), solver, null);
      stream.answered(t, found == null ? new Answer(solver == null ? "sat" : "unknown", null) : new Answer("sat", found));
    }
    stdout.flush();
    if (written < count) {
      err.println("tamis mutate: the seed gave only " + written + " mutants (nothing left to mutate"
          + (generator.equals("diver") && written == 0 ? ", or the model does not satisfy the seed" : "") + ")");
    }
    return 0;
  }
}
