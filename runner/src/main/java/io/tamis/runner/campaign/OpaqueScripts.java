package io.tamis.runner.campaign;

import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.oracle.Expectations;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Scripts tamis's reader cannot read, run as the text they are: the solver may accept them (a
 * command, a theory or a literal form the front end does not know), and crashes, answers, status
 * contradictions and disagreements need no term DAG. Only the model oracle does; it skips them. The
 * logic and the expected status are scanned from lines that begin with {@code (set-logic} and
 * {@code (set-info :status} (not from comments).
 */
public final class OpaqueScripts {
  /** The generator name opaque tests carry: the summary counts them apart. */
  public static final String GENERATOR = "opaque";
  /** The logic of a script that sets none. */
  public static final String NO_LOGIC = "ALL";

  private static final Pattern LOGIC = Pattern.compile("^\\s*\\(\\s*set-logic\\s+([^\\s()|;]+)\\s*\\)",
      Pattern.MULTILINE);
  private static final Pattern STATUS = Pattern.compile("^\\s*\\(\\s*set-info\\s+:status\\s+(sat|unsat)\\s*\\)",
      Pattern.MULTILINE);

  private OpaqueScripts() {}

  /** The test that runs {@code text} of file {@code name} as it is. */
  public static TestCase test(byte[] text, String name) {
    String status = status(text);
    String expected = status != null ? status : Expectations.of(text).single();
    return new TestCase(text, expected, GENERATOR, name, SeedScript.sha256(text), 0, 0, 0);
  }

  /** The script's first {@code :status} (sat or unsat) before its first {@code (exit)}, or null. */
  public static String status(byte[] text) {
    return first(STATUS, Arrays.copyOf(text, ScriptCommands.beforeExit(text)));
  }

  /** The script's first {@code set-logic}, or {@value #NO_LOGIC}. */
  public static String logic(byte[] text) {
    String logic = first(LOGIC, text);
    return logic == null ? NO_LOGIC : logic;
  }

  public static boolean isOpaque(TestCase t) {
    return t != null && GENERATOR.equals(t.generator());
  }

  private static String first(Pattern p, byte[] text) {
    Matcher m = p.matcher(new String(text, StandardCharsets.ISO_8859_1));
    return m.find() ? m.group(1) : null;
  }
}
