package io.tamis.runner.oracle;

import io.tamis.core.eval.SExprEnd;
import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.eval.ScriptCommands.Command;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Unsat cores as evidence, on the script's text (no parse: opaque scripts too). {@link #request} names
 * every assertion and asks for the core after the only check-sat; {@link #core} reads which assertions the
 * solver named; {@link #script} is the script with only those. The core must be unsat for every solver: a
 * sat answer on it, with a model that satisfies it, shows the unsat answer unjustified.
 */
public final class Cores {
  private static final String NAME = "tamis_a";
  private static final byte[] PRODUCE = "(set-option :produce-unsat-cores true)\n"
      .getBytes(StandardCharsets.ISO_8859_1);

  private Cores() {}

  /**
   * A script's request for its core: its text up to the first {@code (exit)}, with every assertion named
   * ({@code (! A :named tamis_aK)}, K from 0), the status dropped and {@code (get-unsat-core)} after its
   * check-sat.
   *
   * @param text the script; it must have one check-sat, no push, pop or check-sat-assuming, and two or
   *     more assertions before the check-sat
   * @return the request and, per assertion, the names the solver may give it (its own ones too: cvc5 names
   *     an assertion by the name it was given, z3 by the outer one), or null when the script does not fit
   */
  public static Request request(byte[] text) {
    byte[] s = java.util.Arrays.copyOf(text, ScriptCommands.beforeExit(text));
    List<Command> commands = ScriptCommands.of(s);
    int check = check(commands);
    if (check < 0) {
      return null;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(s.length + 64 * commands.size());
    out.writeBytes(PRODUCE);
    List<Set<String>> names = new ArrayList<>();
    for (Command c : commands.subList(0, check)) {
      if (c.head().equals("assert")) {
        names.add(named(s, c, names.size(), out));
      } else if (!status(s, c)) {
        copy(out, s, c);
      }
    }
    if (names.size() < 2) {
      return null;
    }
    out.writeBytes("(check-sat)\n(get-unsat-core)\n".getBytes(StandardCharsets.ISO_8859_1));
    return new Request(out.toByteArray(), names);
  }

  /** A core request and the names each assertion may go by, in order. */
  public record Request(byte[] text, List<Set<String>> names) {
    /**
     * The assertions (indices from 0) that {@code stdout}'s core names, or null when it names none we know. An
     * empty core is an empty list: with every assertion named, it says that no assertion at all is unsat, which
     * the empty script refutes (cvc5 main gave one for an unsat script of two assertions).
     */
    public List<Integer> core(String stdout) {
      List<String> symbols = Cores.symbols(stdout);
      if (symbols == null) {
        return null;
      }
      if (symbols.isEmpty()) {
        return List.of();
      }
      List<Integer> kept = new ArrayList<>();
      for (int k = 0; k < names.size(); k++) {
        if (names.get(k).stream().anyMatch(symbols::contains)) {
          kept.add(k);
        }
      }
      return kept.isEmpty() ? null : kept;
    }
  }

  /**
   * The script with only the assertions {@code kept} (indices from 0, in order) before its check-sat, its
   * status dropped, ending at that check-sat.
   */
  public static byte[] script(byte[] text, List<Integer> kept) {
    byte[] s = java.util.Arrays.copyOf(text, ScriptCommands.beforeExit(text));
    List<Command> commands = ScriptCommands.of(s);
    int check = check(commands);
    ByteArrayOutputStream out = new ByteArrayOutputStream(s.length);
    int k = 0;
    for (Command c : commands.subList(0, Math.max(check, 0))) {
      boolean assertion = c.head().equals("assert");
      if (assertion ? kept.contains(k) : !status(s, c)) {
        copy(out, s, c);
      }
      k += assertion ? 1 : 0;
    }
    out.writeBytes("(check-sat)\n".getBytes(StandardCharsets.ISO_8859_1));
    return out.toByteArray();
  }

  /** The index of the only check-sat, or -1 when there is none, another, or a scope. */
  private static int check(List<Command> commands) {
    int check = -1;
    for (int k = 0; k < commands.size(); k++) {
      String head = commands.get(k).head();
      if (head.equals("push") || head.equals("pop") || head.equals("check-sat-assuming")
          || head.equals("check-sat") && check >= 0 || head.startsWith("reset")) {
        return -1;
      }
      check = head.equals("check-sat") ? k : check;
    }
    return check;
  }

  /** Writes assertion {@code c} named {@code tamis_aK}; returns every top-level name it now has. */
  private static Set<String> named(byte[] s, Command c, int k, ByteArrayOutputStream out) {
    List<int[]> parts = elements(s, c.start());
    Set<String> names = new HashSet<>();
    names.add(NAME + k);
    if (parts.size() != 2) {
      copy(out, s, c);
      return names;
    }
    int[] term = parts.get(1);
    names.addAll(ownNames(s, term));
    String t = new String(s, term[0], term[1] - term[0], StandardCharsets.ISO_8859_1);
    out.writeBytes(("(assert (! " + t + " :named " + NAME + k + "))\n").getBytes(StandardCharsets.ISO_8859_1));
    return names;
  }

  /** The names of a term {@code (! body ... :named n ...)}: its own top-level annotations. */
  private static List<String> ownNames(byte[] s, int[] term) {
    if (s[term[0]] != '(') {
      return List.of();
    }
    List<int[]> parts = elements(s, term[0]);
    List<String> names = new ArrayList<>();
    if (parts.isEmpty() || !text(s, parts.get(0)).equals("!")) {
      return names;
    }
    for (int i = 2; i + 1 < parts.size(); i++) {
      if (text(s, parts.get(i)).equals(":named")) {
        names.add(unquoted(text(s, parts.get(i + 1))));
      }
    }
    return names;
  }

  /** The elements of the list opening at {@code open}, as [start, end) offsets. */
  private static List<int[]> elements(byte[] s, int open) {
    int end = SExprEnd.after(s, open) - 1;
    List<int[]> parts = new ArrayList<>();
    int i = open + 1;
    while (i < end) {
      byte b = s[i];
      if (b == ';') {
        while (i < end && s[i] != '\n') {
          i++;
        }
      } else if (Character.isWhitespace(b)) {
        i++;
      } else {
        int stop = Math.min(SExprEnd.after(s, i), end);
        parts.add(new int[] {i, stop});
        i = Math.max(stop, i + 1);
      }
    }
    return parts;
  }

  /**
   * The symbols of the first list after the first {@code unsat} line of {@code stdout}, or null when none
   * follows (the solver printed an error instead).
   */
  static List<String> symbols(String stdout) {
    int at = stdout.startsWith("unsat") ? 0 : stdout.indexOf("\nunsat");
    if (at < 0) {
      return null;
    }
    String rest = stdout.substring(stdout.indexOf('\n', at + 1) + 1).strip();
    if (!rest.startsWith("(") || rest.startsWith("(error")) {
      return null;
    }
    byte[] b = rest.getBytes(StandardCharsets.ISO_8859_1);
    List<String> out = new ArrayList<>();
    for (int[] p : elements(b, 0)) {
      out.add(unquoted(text(b, p)));
    }
    return out;
  }

  private static String unquoted(String symbol) {
    return symbol.length() > 1 && symbol.startsWith("|") && symbol.endsWith("|")
        ? symbol.substring(1, symbol.length() - 1) : symbol;
  }

  private static String text(byte[] s, int[] part) {
    return new String(s, part[0], part[1] - part[0], StandardCharsets.ISO_8859_1);
  }

  private static boolean status(byte[] s, Command c) {
    return c.head().equals("set-info") && text(s, new int[] {c.start(), c.end()}).contains(":status");
  }

  private static void copy(ByteArrayOutputStream out, byte[] s, Command c) {
    out.write(s, c.start(), c.end() - c.start());
    out.write('\n');
  }
}
