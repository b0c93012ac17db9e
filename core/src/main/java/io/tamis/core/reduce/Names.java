package io.tamis.core.reduce;

import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import java.util.HashSet;
import java.util.Set;

/** The words of a script's text: a name not among them is free for a new symbol, wherever it goes. */
final class Names {
  private Names() {}

  static Set<String> of(Script script) {
    return of(ScriptPrinter.toText(script));
  }

  /** The symbols and keywords of {@code text}, outside string literals and comments. */
  static Set<String> of(String text) {
    Set<String> out = new HashSet<>();
    SymbolScanner.scan(text, (start, end) -> out.add(text.substring(start, end)));
    return out;
  }
}
