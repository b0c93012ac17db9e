package io.smtfuzz.runner.campaign;

import io.smtfuzz.runner.oracle.Finding;
import io.smtfuzz.runner.solver.OptionVariation;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Does a finding need the option set its test added? One default-mode bug otherwise makes a key per
 * option set (each wrong-answer and invalid-model key names the configuration): 16 keys for one cvc5
 * bug in a 30-minute run. A finding that the same test also shows without the added options gets
 * the key without them; one that does not says so in its detail.
 *
 * @param bases each label with an added option set, mapped to the label as the user wrote it
 */
public record OptionTriage(Map<String, String> bases) {

  /** The triage of a test that ran as {@code labels}. */
  public static OptionTriage of(List<String> labels) {
    return new OptionTriage(labels.stream().filter(l -> !OptionVariation.base(l).equals(l)).distinct()
        .collect(Collectors.toMap(l -> l, OptionVariation::base)));
  }

  /** True when some finding's key names a configuration with added options. */
  boolean needed(List<Finding> findings) {
    return findings.stream().anyMatch(f -> !plainKey(f.dedupKey()).equals(f.dedupKey()));
  }

  /** The findings, re-keyed by what the same test showed without the added options. */
  List<Finding> judge(List<Finding> findings, List<Finding> withoutOptions) {
    Set<String> plain = withoutOptions.stream().map(Finding::dedupKey).collect(Collectors.toSet());
    return findings.stream().map(f -> judge(f, plain)).toList();
  }

  private Finding judge(Finding f, Set<String> plain) {
    String key = plainKey(f.dedupKey());
    if (key.equals(f.dedupKey())) {
      return f;
    }
    return plain.contains(key)
        ? new Finding(f.kind(), f.solvers(), f.detail() + "; also without the added options", key, f.culprit())
        : new Finding(f.kind(), f.solvers(), f.detail() + "; not shown without the added options", f.dedupKey(),
            f.culprit());
  }

  /** {@code key} with every configuration named as the user wrote it. */
  public String plainKey(String key) {
    String k = key;
    for (Map.Entry<String, String> e : bases.entrySet()) {
      k = k.replace(e.getKey(), e.getValue());
    }
    return k;
  }
}
