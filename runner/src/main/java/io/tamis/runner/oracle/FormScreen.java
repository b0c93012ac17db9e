package io.tamis.runner.oracle;

import io.tamis.mutator.theory.Probe;
import io.tamis.mutator.theory.Screened;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.Dialect;
import io.tamis.solvers.solver.SolverConfig;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * The generators' self-check: before a campaign each configured solver reads the generator's
 * probes, a group (one header) at a time; a group the solver rejects is halved until the rejected
 * probes are single, and their forms are dropped. Few forms are rejected, so a solver needs about
 * one call per group plus a few per rejected form.
 */
public final class FormScreen {
  /** Probes time out early: an answer does not matter, only whether the solver reads them. */
  static final Duration TIMEOUT = Duration.ofSeconds(3);
  /**
   * A probe that timed out is read again without its check-sat under this limit: on a loaded machine
   * a solver slow to start (z3 as WebAssembly) times out before it has read the script, and its
   * rejection would go unseen.
   */
  static final Duration READ_TIMEOUT = Duration.ofSeconds(30);

  private FormScreen() {}

  /** Drops the forms any of {@code configs} rejects; says which, and what became unusable. */
  public static Map<String, String> screen(Screened generator, List<SolverConfig> configs, SolverPool pool,
      Consumer<String> say) throws InterruptedException {
    Map<String, List<Probe>> groups = new LinkedHashMap<>();
    List<Probe> probes = generator.probes();
    probes.forEach(p -> groups.computeIfAbsent(p.header(), k -> new ArrayList<>()).add(p));
    Map<String, String> rejected = new ConcurrentHashMap<>();
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      for (SolverConfig c : configs) {
        SolverConfig quick = c.withTimeout(TIMEOUT.compareTo(c.timeout()) < 0 ? TIMEOUT : c.timeout());
        for (List<Probe> group : groups.values()) {
          threads.submit(() -> {
            bisect(group, quick, pool, rejected);
            return null;
          });
        }
      }
    }
    generator.drop(rejected);
    Map<String, String> sorted = new TreeMap<>(rejected);
    say.accept("tamis: self-check: " + probes.size() + " forms tried on " + configs.size() + " solver(s), "
        + sorted.size() + " rejected (or crashing) and left out" + (sorted.isEmpty() ? "" : ":"));
    for (List<Probe> group : groups.values()) {
      report(group, sorted, say);
    }
    generator.unusable().forEach(line -> say.accept("tamis: self-check: " + line));
    return sorted;
  }

  /** One line per rejected form, or one for a group whose every form was rejected for one reason. */
  private static void report(List<Probe> group, Map<String, String> rejected, Consumer<String> say) {
    List<String> reasons = group.stream().map(p -> rejected.get(p.form())).toList();
    if (reasons.size() > 1 && reasons.stream().distinct().count() == 1 && reasons.get(0) != null) {
      say.accept("  " + group.get(0).group() + " (all " + group.size() + " forms) -- " + reasons.get(0));
      return;
    }
    group.stream().filter(p -> rejected.containsKey(p.form()))
        .forEach(p -> say.accept("  " + p.form() + " -- " + rejected.get(p.form())));
  }

  /** Halves rejected groups on a work list until each rejected probe is alone. */
  private static void bisect(List<Probe> group, SolverConfig c, SolverPool pool, Map<String, String> rejected)
      throws InterruptedException {
    Classifier classifier = new Classifier(c.profile());
    String header = group.get(0).header();
    Reading alone = read(header, c, pool, classifier);
    if (alone.rejected()) {
      String why = c.label() + ": " + alone.reason();
      group.forEach(p -> rejected.putIfAbsent(p.form(), why));
      return;
    }
    List<List<Probe>> work = new ArrayList<>(List.of(group));
    while (!work.isEmpty()) {
      List<Probe> part = work.remove(work.size() - 1);
      Reading r = read(script(part), c, pool, classifier);
      if (!r.rejected()) {
        continue;
      }
      if (part.size() == 1) {
        rejected.putIfAbsent(part.get(0).form(), c.label() + ": " + r.reason());
      } else {
        work.add(part.subList(0, part.size() / 2));
        work.add(part.subList(part.size() / 2, part.size()));
      }
    }
  }

  /** What the solver made of a probe script (without its check-sat): solved, or read again after a timeout. */
  private static Reading read(String script, SolverConfig c, SolverPool pool, Classifier classifier)
      throws InterruptedException {
    byte[] text = Dialect.apply(c.profile().renames(), (script + "(check-sat)\n").getBytes(StandardCharsets.UTF_8));
    ProcessRun run = pool.run(c, text);
    Outcome o = classifier.classify(c.label(), run, text);
    if (o.verdict() == Verdict.TIMEOUT && !rejected(o, run)) {
      text = Dialect.apply(c.profile().renames(), script.getBytes(StandardCharsets.UTF_8));
      run = pool.run(c.withTimeout(READ_TIMEOUT), text);
      o = classifier.classify(c.label(), run, text);
    }
    return new Reading(o, run);
  }

  private record Reading(Outcome outcome, ProcessRun run) {
    boolean rejected() {
      return FormScreen.rejected(outcome, run);
    }

    String reason() {
      return FormScreen.reason(outcome, run);
    }
  }

  /**
   * Any error line counts: a campaign's classifier lets some errors pass when the solver still answers
   * (z3 goes on after "unknown sort"), but in a test they are rejections all the same. A form whose
   * smallest probe crashes the solver (cvc5 1.3.2 reads piand but its rewriter aborts) would crash most
   * tests that have it, with one and the same finding: it is left out and said once here.
   */
  private static boolean rejected(Outcome o, ProcessRun run) {
    return o.verdict() == Verdict.REJECTED || o.verdict() == Verdict.CRASH || run.stdout().contains("(error ");
  }

  private static String reason(Outcome o, ProcessRun run) {
    if (o.verdict() == Verdict.CRASH) {
      return "crashes it: " + firstLine(o.detail());
    }
    if (o.verdict() == Verdict.REJECTED) {
      return firstLine(o.detail());
    }
    int at = run.stdout().indexOf("(error ");
    return firstLine(run.stdout().substring(at));
  }

  /** The header and the probes' lines, each line once (probes may share declarations). */
  private static String script(List<Probe> part) {
    StringBuilder s = new StringBuilder(part.get(0).header());
    Set<String> lines = new LinkedHashSet<>();
    part.forEach(p -> lines.addAll(p.assertion().lines().toList()));
    lines.forEach(l -> s.append(l).append('\n'));
    return s.toString();
  }

  private static String firstLine(String detail) {
    if (detail == null) {
      return "rejected";
    }
    String line = detail.strip().lines().findFirst().orElse("rejected");
    return line.length() > 160 ? line.substring(0, 160) + "..." : line;
  }
}
