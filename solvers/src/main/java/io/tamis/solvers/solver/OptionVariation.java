package io.tamis.solvers.solver;

import io.tamis.core.gen.TestCase;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Option variation (Falcon's idea; typefuzz's and diver's campaigns found a good share of their
 * bugs with one extra option): a {@code share} of the tests run a configuration with one option set
 * of its profile added, so code behind non-default options (z3's new core, rewriter options, cvc5's
 * preprocessing and string options) is tested too. The set is drawn from the test ({@link #key}): a
 * test gets the same options on every run, and its finding records them.
 */
public record OptionVariation(List<OptionSet> sets, double share) {
  public static final OptionVariation NONE = new OptionVariation(List.of(), 0);
  private static final String OPEN = " [";

  public OptionVariation {
    sets = List.copyOf(sets);
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("the share of tests with varied options must be in [0, 1], got " + share);
    }
  }

  /**
   * The options for the test with {@link #key} {@code key} on configuration {@code index}, drawn
   * among the sets meant for its logic that avoid none of the operators {@code script} applies, or null
   * for none.
   */
  public String pick(long key, int index, String logic, byte[] script) {
    if (sets.isEmpty() || share == 0) {
      return null;
    }
    SplittableRandom r = new SplittableRandom(key ^ 0x9E3779B97F4A7C15L * (index + 1));
    if (r.nextDouble() >= share) {
      return null;
    }
    List<OptionSet> fit = sets.stream().filter(s -> s.fits(logic, script)).toList();
    return fit.isEmpty() ? null : fit.get(r.nextInt(fit.size())).options();
  }

  /**
   * What draws a test's option sets: its seed, or for tests without one (check, enumerate) a hash
   * of its text, so that those too vary from test to test and repeat on a rerun.
   */
  public static long key(TestCase test) {
    return test.testSeed() != 0 ? test.testSeed() : 0xC2B2AE3D27D4EB4FL * Arrays.hashCode(test.text());
  }

  /** The label of a configuration with {@code set} added: the user's label, then the set in brackets. */
  static String label(String base, String set) {
    return base + OPEN + set + "]";
  }

  /** The label as the user wrote it, without an added option set. */
  public static String base(String label) {
    int open = label.lastIndexOf(OPEN);
    return open >= 0 && label.endsWith("]") ? label.substring(0, open) : label;
  }

  /**
   * The label with only the first option of its added set, or null when the set has fewer than two:
   * variants of one engine start with the option that selects it ({@code smt.string_solver=z3str3 ...}).
   */
  public static String narrowed(String label) {
    String added = added(label);
    List<String> words = added == null ? List.of() : OptionWords.split(added);
    return words.size() < 2 ? null : label(base(label), words.get(0));
  }

  /** The option set named in {@code label}, or null. */
  public static String added(String label) {
    String base = base(label);
    return base.equals(label) ? null : label.substring(base.length() + OPEN.length(), label.length() - 1);
  }
}
