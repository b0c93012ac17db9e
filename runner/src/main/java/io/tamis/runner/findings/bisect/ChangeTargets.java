package io.tamis.runner.findings.bisect;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.op.SignatureTable;
import io.tamis.runner.campaign.SeedTheories;
import io.tamis.runner.campaign.SeedWeights;
import io.tamis.solvers.changes.BuildChanges;
import io.tamis.solvers.changes.ChangedTheories;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.solver.OptionWords;
import io.tamis.solvers.solver.SolverConfig;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code --changed-since}: what each configured solver's code changed since a start, by theory, and the
 * seed weights that follow from it. The value is {@code release} (each solver's last release before
 * it), one REF for every solver, or {@code SOLVER=REF,...} (the others from their last release).
 */
public final class ChangeTargets {
  public static final String LAST_RELEASE = "release";

  private ChangeTargets() {}

  /** Each installed solver's changes (builds from source and releases; others are said and left out). */
  public static List<ChangedTheories> of(String value, List<SolverConfig> configs, SolverCache cache, PrintStream err) {
    Map<String, String> starts = starts(value);
    List<ChangedTheories> changes = new ArrayList<>();
    Set<String> read = new HashSet<>();
    for (String spec : specs(configs)) {
      Optional<SolverCache.Installed> installed = InstalledReleases.names(spec) ? cache.find(spec) : Optional.empty();
      if (installed.isEmpty()) {
        err.println("tamis: changed-since: " + spec + " is not an installed build or release: not targeted");
        continue;
      }
      String solver = installed.get().record().solver();
      if (!read.add(solver + " " + sameCode(installed.get().record()))) {
        continue; // two variants of one commit (yices2@main+asan, +debug): one history, counted once
      }
      String start = starts.getOrDefault(solver, starts.get(""));
      try {
        ChangedTheories c = BuildChanges.of(cache, installed.get().record(), start, line -> err.println("tamis: "
            + line));
        err.println("tamis: " + c.summary());
        changes.add(c);
      } catch (InstallException e) {
        if (start != null) { // a start the user named that is not there
          throw new IllegalArgumentException(spec + ": " + e.getMessage(), e);
        }
        // its history cannot be had (a release without a network): the others are still aimed at
        err.println("tamis: changed-since: " + spec + ": " + e.getMessage().lines().findFirst().orElse("")
            + ": not targeted");
      } catch (IllegalArgumentException noMap) { // a solver tamis has no source map for (cvc4)
        err.println("tamis: changed-since: " + spec + ": " + noMap.getMessage() + ": not targeted");
      }
    }
    if (changes.isEmpty()) {
      throw new IllegalArgumentException("none of the solvers is a build from source or an installed release "
          + "(z3@main, cvc5@1.3.2): no history to read");
    }
    return changes;
  }

  /** Start REF per solver; key "" for every solver not named; null value: the last release. */
  static Map<String, String> starts(String value) {
    Map<String, String> starts = new HashMap<>();
    if (!value.contains("=")) {
      starts.put("", value.equals(LAST_RELEASE) ? null : value);
      return starts;
    }
    for (String part : value.split(",")) {
      String[] kv = part.strip().split("=", 2);
      if (kv.length != 2 || kv[0].isBlank() || kv[1].isBlank()) {
        throw new IllegalArgumentException("'" + part + "' is not SOLVER=REF (z3=z3-5.0.0,cvc5=cvc5-1.3.2)");
      }
      starts.put(kv[0].strip(), kv[1].strip().equals(LAST_RELEASE) ? null : kv[1].strip());
    }
    return starts;
  }

  /** What a build or release was made from: its commit, else its version. */
  private static String sameCode(InstallRecord r) {
    return r.build() != null ? r.build().commit() : r.version();
  }

  private static Set<String> specs(List<SolverConfig> configs) {
    Set<String> specs = new LinkedHashSet<>();
    configs.forEach(c -> specs.add(OptionWords.split(c.label()).get(0)));
    return specs;
  }

  /** Each group's share, averaged over the solvers: each solver's changes count alike, however large. */
  static Map<String, Double> shares(List<ChangedTheories> changes) {
    Map<String, Double> shares = new LinkedHashMap<>();
    for (ChangedTheories c : changes) {
      c.shares().forEach((g, s) -> shares.merge(g, s / changes.size(), Double::sum));
    }
    Map<String, Double> sorted = new LinkedHashMap<>();
    shares.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
        .forEach(e -> sorted.put(e.getKey(), e.getValue()));
    return sorted;
  }

  public static SeedWeights weights(List<ChangedTheories> changes, List<SeedScript> seeds, long campaignSeed) {
    Map<String, Set<String>> theories = new HashMap<>();
    seeds.forEach(s -> theories.put(s.name(), SeedTheories.of(s, SignatureTable.standard())));
    return new SeedWeights(campaignSeed, theories, shares(changes));
  }
}
