package io.tamis.runner.oracle;

import io.tamis.runner.evidence.Stack;
import io.tamis.solvers.solver.Mode;
import io.tamis.solvers.solver.OptionVariation;
import java.util.regex.Pattern;

/**
 * Dedup keys: a crash by the top frames of its native evidence where the solver printed some (see
 * {@link Stack#key()}), else by its normalized message (the same assertion failing at another address, in
 * another build path or with other numbers is the same bug); soundness by solver pair, answers and
 * logic.
 */
public final class DedupKeys {
  private static final Pattern ADDRESS = Pattern.compile("0x[0-9a-fA-F]+");
  private static final Pattern PATH = Pattern.compile("(?:\\.{0,2}/)?(?:[\\w.+-]+/)+([\\w.+-]+)");
  /** Whole numbers only: the 2 of fpa2bv_converter.cpp names the file. */
  private static final Pattern NUMBER = Pattern.compile("\\b\\d+\\b");
  private static final Pattern SPACE = Pattern.compile("\\s+");
  /** Before the frames of a key by frames: a normalized message never starts so. */
  private static final String FRAMES = "at ";

  private DedupKeys() {}

  /** Strips addresses, directories (keeping the file name), numbers (line numbers too) and spacing. */
  public static String normalize(String message) {
    String s = ADDRESS.matcher(message).replaceAll("ADDR");
    s = PATH.matcher(s).replaceAll("$1");
    s = NUMBER.matcher(s).replaceAll("N");
    return SPACE.matcher(s).replaceAll(" ").strip();
  }

  /** A crash's key ignores the option set a test added and the mode: the message names the place that failed. */
  public static String crash(String solver, String message) {
    return "crash|" + plain(solver) + "|" + normalize(message);
  }

  /** The configuration as the user wrote it: without an added option set, without a mode. */
  private static String plain(String solver) {
    return Mode.base(OptionVariation.base(solver));
  }

  /**
   * A crash without a message (a bare signal or exit code) does not say where it failed: its logic
   * stands in, as for soundness, so that segfaults in two theories are two findings.
   */
  public static String crash(String solver, String message, String logic) {
    boolean bare = message.startsWith("signal ") || message.startsWith("exit code ");
    return bare ? crash(solver, message) + "|" + logic : crash(solver, message);
  }

  /**
   * A crash with a native stack: by its frames, whatever the message (a signal, a sanitizer's words, an
   * exit code); without, or with a failed assertion only (whose message names its place already, and
   * keeps the keys of campaigns written before frames), as {@link #crash(String, String, String)}.
   */
  public static String crash(String solver, String message, String logic, Stack stack) {
    return stack == null || stack.source().equals(Stack.ASSERTION) ? crash(solver, message, logic)
        : crashAt(solver, stack);
  }

  /** {@code crash|<solver>|at <frame> < <caller> < <its caller>}. */
  public static String crashAt(String solver, Stack stack) {
    return "crash|" + plain(solver) + "|" + FRAMES + stack.key();
  }

  /**
   * Whether a crash key holds no more than a bare signal or exit code and a logic: two crashes with such
   * keys may be two bugs, so it is no evidence of one root cause.
   */
  public static boolean bareCrash(String key) {
    return key.startsWith("crash|") && (key.contains("|signal N|") || key.contains("|exit code N|"));
  }

  /** Whether a crash key names frames rather than a message. */
  public static boolean byFrames(String key) {
    int bar = key.indexOf('|', "crash|".length());
    return key.startsWith("crash|") && bar > 0 && key.startsWith(FRAMES, bar + 1);
  }

  public static String soundness(String a, String answerA, String b, String answerB, String logic) {
    return "soundness|" + a + "=" + answerA + "|" + b + "=" + answerB + "|" + logic;
  }

  /** A soundness finding whose wrong side is known: that configuration, its answer and the logic. */
  public static String wrongAnswer(String solver, String answer, String logic) {
    return "soundness|" + solver + " wrong: " + answer + "|" + logic;
  }

  public static String status(String solver, String expected, String got, String logic) {
    return "status|" + solver + "|expected " + expected + " got " + got + "|" + logic;
  }

  /** An unsat core that is not unsat: the configuration that named it and the logic. */
  public static String unsatCore(String solver, String logic) {
    return "unsat-core|" + solver + "|" + logic;
  }

  /**
   * A failed self-check of an unsat answer ({@code proof} or {@code unsat-core}) under a checking mode: as a
   * crash of that configuration is keyed, under the check's kind.
   */
  public static String failedCheck(String kind, String crashKey) {
    return kind + crashKey.substring("crash".length());
  }

  public static String invalidModel(String solver, String logic) {
    return "invalid-model|" + solver + "|" + logic;
  }

  public static String performance(String slow, String fast, String logic) {
    return "performance|" + slow + " slower than " + fast + "|" + logic;
  }
}
