package io.tamis.enumerator.grammar;

import io.tamis.core.script.Command;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.core.sort.Sort;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Parses a sort as written in a grammar by letting the core reader read a declaration of it. */
final class SortText {
  private static final Map<String, Sort> CACHE = new ConcurrentHashMap<>();

  private SortText() {}

  static Sort parse(String text, int line) {
    Sort known = CACHE.get(text);
    return known != null ? known : CACHE.computeIfAbsent(text, t -> read(t, line));
  }

  private static Sort read(String text, int line) {
    String script = "(declare-const x " + text + ")";
    try {
      Command command = new ScriptReader().read("sort", script.getBytes(StandardCharsets.ISO_8859_1))
          .commands().get(0);
      return ((Command.DeclareFun) command).symbol().result();
    } catch (SmtLibException e) {
      throw new IllegalArgumentException("line " + line + ": not a sort: " + text + " (" + e.getMessage() + ")", e);
    }
  }
}
