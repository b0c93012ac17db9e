package io.tamis.runner.campaign;

import io.tamis.runner.oracle.Finding;
import io.tamis.solvers.solver.OptionVariation;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Does a finding need the option set its test added? One default-mode bug otherwise makes a key per
 * option set (each wrong-answer and invalid-model key names the configuration): 16 keys for one cvc5
 * bug in a 30-minute run. A finding that the same test also shows without the added options gets
 * the key without them; one that does not says so in its detail. One that needs them but also shows
 * with the set's first option alone gets the key with that option only: eight z3str3 variants then
 * share a key. A crash's key leaves the set out anyway; the rerun only tells its detail whether the
 * crash needs the set.
 *
 * @param bases each label with an added option set, mapped to the label as the user wrote it
 */
public record OptionTriage(Map<String, String> bases) {
  /** What a finding's detail says when the same test showed it without the added options too. */
  public static final String ALSO_WITHOUT = "also without the added options";
  /** A label with any added set, by the label as the user wrote it. */
  private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

  /** The triage of a test that ran as {@code labels}. */
  public static OptionTriage of(List<String> labels) {
    return new OptionTriage(labels.stream().filter(l -> !OptionVariation.base(l).equals(l)).distinct()
        .collect(Collectors.toMap(l -> l, OptionVariation::base)));
  }

  /** True when some finding's key names a configuration with added options, or a crash came under some. */
  boolean needed(List<Finding> findings) {
    return findings.stream().anyMatch(f -> !plainKey(f.dedupKey()).equals(f.dedupKey()) || optionedCrash(f));
  }

  /** A crash keeps its key with or without the set (the message names the place); only its detail says which. */
  private static boolean optionedCrash(Finding f) {
    return f.kind().equals("crash") && f.solvers().stream().anyMatch(l -> !OptionVariation.base(l).equals(l));
  }

  /** The findings, re-keyed by what the same test showed without the added options. */
  List<Finding> judge(List<Finding> findings, List<Finding> withoutOptions) {
    Set<String> plain = withoutOptions.stream().map(Finding::dedupKey).collect(Collectors.toSet());
    return findings.stream().map(f -> judge(f, plain)).toList();
  }

  private Finding judge(Finding f, Set<String> plain) {
    String key = plainKey(f.dedupKey());
    if (key.equals(f.dedupKey()) && !optionedCrash(f)) {
      return f;
    }
    return plain.contains(key)
        ? f.rekeyed(f.detail() + "; " + ALSO_WITHOUT, key)
        : f.rekeyed(f.detail() + "; not shown without the added options", f.dedupKey());
  }

  /** True when a judged finding needs a set of two or more options: worth a run with their first alone. */
  boolean narrowable(List<Finding> judged) {
    return judged.stream().anyMatch(f -> !narrowedKey(f.dedupKey()).equals(f.dedupKey()));
  }

  /** The judged findings, re-keyed by what the same test showed with each set's first option only. */
  List<Finding> narrow(List<Finding> judged, List<Finding> withFirstOptions) {
    Set<String> shown = withFirstOptions.stream().map(Finding::dedupKey).collect(Collectors.toSet());
    return judged.stream().map(f -> {
      String key = narrowedKey(f.dedupKey());
      return key.equals(f.dedupKey()) || !shown.contains(key) ? f
          : f.rekeyed(f.detail() + "; also with the set's first option alone", key);
    }).toList();
  }

  private String narrowedKey(String key) {
    String k = key;
    for (String label : bases.keySet()) {
      String narrowed = OptionVariation.narrowed(label);
      k = narrowed == null ? k : k.replace(label, narrowed);
    }
    return k;
  }

  /** {@code key} with every configuration named as the user wrote it, whatever set its label names. */
  public String plainKey(String key) {
    String k = key;
    for (String base : Set.copyOf(bases.values())) {
      k = PATTERNS.computeIfAbsent(base, b -> Pattern.compile(Pattern.quote(b + " [") + "[^\\]]*\\]"))
          .matcher(k).replaceAll(Matcher.quoteReplacement(base));
    }
    return k;
  }
}
