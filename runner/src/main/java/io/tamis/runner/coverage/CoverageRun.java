package io.tamis.runner.coverage;

import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * {@code tamis coverage}: each input's counts captured by lcov into {@code OUT/NAME.info}, then one table of
 * them all against the seeds in {@code OUT/coverage.tsv} and {@code OUT/coverage.md}. Stopped, it still
 * captures what the runs so far counted and writes the table of the inputs done.
 */
public final class CoverageRun {
  /**
   * @param config how the build's program runs a script (its profile's arguments and timeout)
   * @param depth how many path components name a directory (0: the file's whole folder)
   * @param html whether genhtml writes a report of each input into {@code OUT/html/NAME}
   */
  public record Options(GcovBuild build, SolverConfig config, Path out, int depth, boolean html) {}

  private final Options options;
  private final SolverPool solvers;
  private final Lcov lcov;
  private final Consumer<String> say;
  private volatile boolean stopped;

  /** {@code solvers} runs the scripts, {@code tools} lcov and genhtml (so that a stop spares them). */
  public CoverageRun(Options options, SolverPool solvers, SolverPool tools, Consumer<String> say) {
    this.options = options;
    this.solvers = solvers;
    this.lcov = new Lcov(tools, options.build(), options.out());
    this.say = say;
  }

  /** Stops running scripts (Ctrl-C): the counts so far are captured and the table written. */
  public void stop() {
    stopped = true;
    solvers.killAll();
  }

  public boolean stopped() {
    return stopped;
  }

  /** The table of {@code inputs} against {@code seeds} (null: none), with every file written. */
  public CoverageTable run(CoverageInput seeds, List<CoverageInput> inputs) throws IOException, InterruptedException {
    Files.createDirectories(options.out());
    Tracefile seedCounts = seeds == null ? null : measure(seeds);
    List<Reached> measured = new ArrayList<>();
    for (CoverageInput i : inputs) {
      if (!stopped) {
        measured.add(new Reached(i.name(), measure(i)));
      }
    }
    if (stopped) {
      say.accept("stopped: the table has what ran before (" + measured.size() + " of " + inputs.size() + " inputs)");
    }
    deleteIfEmpty(options.out().resolve(CoverageInput.GCDA));
    CoverageTable table = CoverageTable.of(seedCounts, measured, options.depth());
    Files.writeString(options.out().resolve("coverage.tsv"), TableFormat.tsv(table));
    Files.writeString(options.out().resolve("coverage.md"), markdown(table, seeds, inputs));
    if (options.html()) {
      html(seeds, measured);
    }
    return table;
  }

  /** One input's counts: its runs (or its campaign's counts) captured into {@code OUT/NAME.info}. */
  private Tracefile measure(CoverageInput input) throws IOException, InterruptedException {
    Path tree = options.out().resolve(CoverageInput.GCDA).resolve(input.name());
    deleteTree(tree);
    Files.createDirectories(tree);
    if (input.gcda() != null) {
      GcdaTree.copy(input.gcda(), tree);
    } else {
      say.accept(input.name() + ": running " + input.said() + " on " + options.build().spec());
      say.accept(input.name() + ": " + new ScriptRuns(solvers, options.config(), say).run(input.name(),
          input.scripts(), tree).said());
    }
    if (GcdaTree.addNotes(tree) == 0) {
      say.accept(input.name() + ": no counts at all (no script ran to its end)");
      return Tracefile.empty();
    }
    Path info = options.out().resolve(input.name() + ".info");
    lcov.capture(tree, info);
    deleteTree(tree); // the .info holds what the tree did
    say.accept(input.name() + ": " + info);
    return Tracefile.read(info);
  }

  private void html(CoverageInput seeds, List<Reached> measured) throws IOException, InterruptedException {
    List<String> names = new ArrayList<>(measured.stream().map(Reached::name).toList());
    if (seeds != null) {
      names.add(0, seeds.name());
    }
    for (String name : names) {
      Path info = options.out().resolve(name + ".info");
      if (Files.isRegularFile(info)) {
        lcov.html(info, options.out().resolve("html").resolve(name));
      }
    }
    say.accept("html: " + options.out().resolve("html"));
  }

  private String markdown(CoverageTable table, CoverageInput seeds, List<CoverageInput> inputs) {
    StringBuilder md = new StringBuilder("# Coverage of " + options.build().spec() + "\n\n");
    if (seeds != null) {
      md.append("- seeds: ").append(seeds.path()).append(" (").append(seeds.said()).append(")\n");
    }
    for (CoverageInput i : inputs) {
      md.append("- ").append(i.name()).append(": ").append(i.path()).append(" (").append(i.said()).append(")\n");
    }
    md.append(stopped ? "\nStopped before the end: the table has what ran before.\n" : "");
    return md.append('\n').append(TableFormat.markdown(table)).toString();
  }

  /** The trees' folder, once each tree is captured (a tree without counts stays, to be looked into). */
  private static void deleteIfEmpty(Path folder) throws IOException {
    try (Stream<Path> left = Files.list(folder)) {
      if (left.findAny().isEmpty()) {
        Files.delete(folder);
      }
    } catch (NoSuchFileException e) {
      // no input ran
    }
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
