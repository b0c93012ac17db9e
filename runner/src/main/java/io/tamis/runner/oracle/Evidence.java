package io.tamis.runner.oracle;

import io.tamis.core.eval.ScriptCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * What checks an answer gets beyond the other solvers' answers, and which answers get them (see
 * docs/check.md): {@code cores} asks an unsat answer for its unsat core and runs the core alone; {@code proofs}
 * runs the solver's proof-checking modes on an unsat answer; {@code modes} runs that many of the solver's
 * modes ({@code config/solvers}: other engines, incremental mode), drawn from the test, or every mode (-1).
 *
 * @param when which answers: {@link When#UNCONFIRMED} (an answer no other configuration, no expected answer and
 *     no model checked true confirms), {@link When#UNSAT} (every unsat answer), {@link When#EVERY} (every sat or
 *     unsat answer)
 * @param sample the share of the tests that get evidence at all (1: every test)
 */
public record Evidence(boolean cores, boolean proofs, int modes, When when, double sample) {
  public static final Evidence NONE = new Evidence(false, false, 0, When.UNCONFIRMED, 1);
  /** Every kind, every fitting mode, on every answer: what replay and the measurements use. */
  public static final Evidence ALL = new Evidence(true, true, -1, When.EVERY, 1);

  /** Which answers get evidence. */
  public enum When {
    UNCONFIRMED, UNSAT, EVERY;

    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public Evidence {
    if (!(sample > 0 && sample <= 1)) {
      throw new IllegalArgumentException("the share of tests with evidence must be in (0, 1], got " + sample);
    }
    if (modes < -1) {
      throw new IllegalArgumentException("modes per test must be a count or -1 (all), got " + modes);
    }
  }

  public boolean any() {
    return cores || proofs || modes != 0;
  }

  /**
   * Reads {@code none}, {@code all}, or a comma-separated list of {@code cores}, {@code proofs}, {@code modes}
   * ({@code modes:N}, {@code modes:all}), and at most one of {@code unconfirmed}, {@code unsat}, {@code every}
   * or a share of the tests (0-1).
   */
  public static Evidence parse(String spec) {
    String s = spec.strip().toLowerCase(Locale.ROOT);
    if (s.equals("none")) {
      return NONE;
    }
    if (s.equals("all")) {
      return ALL;
    }
    boolean cores = false;
    boolean proofs = false;
    int modes = 0;
    When when = When.UNCONFIRMED;
    double sample = 1;
    for (String word : s.split(",")) {
      String w = word.strip();
      if (w.equals("cores")) {
        cores = true;
      } else if (w.equals("proofs")) {
        proofs = true;
      } else if (w.equals("modes") || w.startsWith("modes:")) {
        modes = modeCount(w);
      } else if (w.matches("unconfirmed|unsat|every")) {
        when = When.valueOf(w.toUpperCase(Locale.ROOT));
      } else if (w.matches("0?\\.\\d+|1(\\.0*)?")) {
        sample = Double.parseDouble(w);
      } else {
        throw new IllegalArgumentException("unknown evidence '" + w + "' in '" + spec + "': expected none, all, "
            + "cores, proofs, modes[:N|:all], unconfirmed, unsat, every or a share of the tests (0-1)");
      }
    }
    return new Evidence(cores, proofs, modes, when, sample);
  }

  private static int modeCount(String w) {
    String n = w.equals("modes") ? "1" : w.substring("modes:".length());
    if (n.equals("all")) {
      return -1;
    }
    if (!n.matches("\\d{1,3}")) {
      throw new IllegalArgumentException("modes:N takes a count or all, got '" + w + "'");
    }
    return Integer.parseInt(n);
  }

  /** The spec as {@link #parse} reads it. */
  @Override
  public String toString() {
    if (!any()) {
      return "none";
    }
    List<String> words = new ArrayList<>();
    if (cores) {
      words.add("cores");
    }
    if (proofs) {
      words.add("proofs");
    }
    if (modes != 0) {
      words.add(modes == 1 ? "modes" : "modes:" + (modes < 0 ? "all" : modes));
    }
    words.add(when.label());
    if (sample < 1) {
      words.add(String.valueOf(sample));
    }
    return String.join(",", words);
  }

  /** Whether the test drawn by {@code key} is in the sample. */
  public boolean sampled(long key) {
    return sample >= 1 || new SplittableRandom(key ^ 0x632BE59BD9B4E019L).nextDouble() < sample;
  }

  /**
   * The base configurations (indices into {@code outcomes}) whose answers get evidence.
   *
   * @param expected the expected answer per query (may be shorter than the answers)
   * @param checked tamis's evaluation of the models printed
   */
  public List<Integer> targets(List<Outcome> outcomes, List<String> expected, List<ModelCheck.Checked> checked) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < outcomes.size(); i++) {
      if (wanted(outcomes, i, expected, checked)) {
        out.add(i);
      }
    }
    return out;
  }

  private boolean wanted(List<Outcome> outcomes, int i, List<String> expected, List<ModelCheck.Checked> checked) {
    Outcome o = outcomes.get(i);
    if (o.verdict() == Verdict.CRASH || o.verdict() == Verdict.CANCELLED) {
      return false;
    }
    for (int k = 0; k < o.answers().size(); k++) {
      String a = o.answers().get(k);
      boolean wanted = switch (when) {
        case EVERY -> a.equals("sat") || a.equals("unsat");
        case UNSAT -> a.equals("unsat");
        case UNCONFIRMED -> unconfirmed(outcomes, i, k, expected, checked);
      };
      if (wanted) {
        return true;
      }
    }
    return false;
  }

  /** A definite answer that no other configuration gave, that is not the expected one, nor a model checked true. */
  private static boolean unconfirmed(List<Outcome> outcomes, int i, int k, List<String> expected,
      List<ModelCheck.Checked> checked) {
    String a = outcomes.get(i).answers().get(k);
    if (!(a.equals("sat") || a.equals("unsat")) || k < expected.size() && a.equals(expected.get(k))) {
      return false;
    }
    for (int j = 0; j < outcomes.size(); j++) {
      Outcome other = outcomes.get(j);
      if (j != i && other.verdict() != Verdict.CRASH && other.verdict() != Verdict.INVALID_MODEL
          && k < other.answers().size() && other.answers().get(k).equals(a)) {
        return false;
      }
    }
    Outcome o = outcomes.get(i);
    return !(a.equals("sat") && checked.stream().anyMatch(c -> c.outcome() == o
        && c.result().verdict() == ScriptCheck.Verdict.TRUE));
  }
}
