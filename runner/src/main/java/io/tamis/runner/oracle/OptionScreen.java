package io.tamis.runner.oracle;

import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.OptionSet;
import io.tamis.solvers.solver.OptionVariation;
import io.tamis.solvers.solver.SolverConfig;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Tries each option set of a varying configuration once on a trivial script before a campaign and
 * leaves out the sets the solver rejects: the profiles' sets were chosen on Debian's releases, and a
 * newer release drops options (z3 5 has none of z3str3's {@code smt.str.*}; cvc5 1.3 no
 * {@code --strings-code-elim}). A rejected set would make every test that draws it a rejection. A set
 * under which the solver crashes or answers wrongly stays: that is for the campaign to find.
 */
public final class OptionScreen {
  private static final byte[] TRIVIAL =
      "(set-logic ALL)\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n".getBytes(StandardCharsets.US_ASCII);

  private OptionScreen() {}

  /** {@code configs} with the option sets each one refuses left out; says which, one line per configuration. */
  public static List<SolverConfig> screen(List<SolverConfig> configs, SolverPool pool, Consumer<String> say)
      throws InterruptedException {
    List<SolverConfig> screened = new ArrayList<>();
    for (SolverConfig c : configs) {
      screened.add(c.variation().sets().isEmpty() ? c : screen(c, pool, say));
    }
    return screened;
  }

  private static SolverConfig screen(SolverConfig c, SolverPool pool, Consumer<String> say)
      throws InterruptedException {
    Classifier classifier = new Classifier(c.profile());
    ConcurrentHashMap<OptionSet, Boolean> accepted = new ConcurrentHashMap<>();
    List<Future<?>> runs = new ArrayList<>();
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      for (OptionSet set : c.variation().sets()) {
        runs.add(threads.submit(() -> {
          SolverConfig with = c.with(set.options());
          Verdict v = classifier.classify(with.label(), pool.run(with, TRIVIAL), TRIVIAL).verdict();
          accepted.put(set, v != Verdict.REJECTED);
          return null;
        }));
      }
    }
    List<OptionSet> keep = c.variation().sets().stream().filter(s -> accepted.getOrDefault(s, false)).toList();
    List<String> refused = c.variation().sets().stream().filter(s -> !keep.contains(s)).map(OptionSet::options)
        .toList();
    if (!refused.isEmpty()) {
      say.accept("tamis: " + c.label() + " rejects " + refused.size() + " of " + c.variation().sets().size()
          + " option sets on a trivial script; left out: " + String.join(" | ", refused));
    }
    return c.withVariation(new OptionVariation(keep, c.variation().share()));
  }
}
