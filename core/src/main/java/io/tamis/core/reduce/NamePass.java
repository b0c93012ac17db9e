package io.tamis.core.reduce;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.core.sort.Symbols;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Makes a script shorter to read without changing its terms: declare-fun of a constant becomes
 * declare-const, and the script's own names (declared and defined symbols and sorts, parameters,
 * bound variables) longer than a letter become one letter, all at once, else one by one (a solver
 * may behave otherwise under other names: its hash tables order terms by them).
 */
final class NamePass {
  private final Trials trials;

  NamePass(Trials trials) {
    this.trials = trials;
  }

  Script run(Script script) throws InterruptedException {
    Script current = trials.walk(script, false, (s, from) -> one(from, () -> List.of(constants(s))));
    List<String> names = renamable(current);
    Script all = trials.walk(current, false, (s, from) -> one(from, () -> renamed(s, names)));
    if (all != current) {
      return all;
    }
    return trials.walk(current, false,
        (s, from) -> new Steps(from, names.size(), k -> renamed(s, List.of(names.get(k))).iterator()));
  }

  /** A walk of one step. */
  private static Steps one(int from, Supplier<List<Script>> candidates) {
    return new Steps(from, 1, k -> candidates.get().iterator());
  }

  /** Every declare-fun of a constant as declare-const. */
  private static Script constants(Script s) {
    List<Command> out = new ArrayList<>();
    for (Command c : s.commands()) {
      out.add(c instanceof Command.DeclareFun d && d.symbol().arity() == 0 ? new Command.DeclareFun(d.symbol(), true) : c);
    }
    return s.withCommands(out);
  }

  /** {@code s} with {@code names} renamed to free letters, read back; empty when it does not read. */
  private List<Script> renamed(Script s, List<String> names) {
    if (names.isEmpty()) {
      return List.of();
    }
    String text = ScriptPrinter.toText(s);
    Set<String> used = new HashSet<>(Names.of(text));
    Map<String, String> renames = new LinkedHashMap<>();
    for (String name : names) {
      String to = ShortNames.free(ShortNames.forName(name), used);
      used.add(to);
      renames.put(name, to);
    }
    StringBuilder out = new StringBuilder(text.length());
    int[] copied = {0};
    SymbolScanner.scan(text, (start, end) -> {
      String to = renames.get(text.substring(start, end));
      if (to != null) {
        out.append(text, copied[0], start).append(to);
        copied[0] = end;
      }
    });
    out.append(text, copied[0], text.length());
    try {
      return List.of(new ScriptReader(trials.table()).read(s.source(), out.toString().getBytes(StandardCharsets.UTF_8)));
    } catch (SmtLibException e) {
      return List.of();
    }
  }

  /** The script's own names longer than one letter, in the order the text first uses them. */
  private static List<String> renamable(Script s) {
    Set<String> own = OwnNames.of(s);
    String text = ScriptPrinter.toText(s);
    Set<String> seen = new LinkedHashSet<>();
    SymbolScanner.scan(text, (start, end) -> {
      String word = text.substring(start, end);
      if (word.length() > 1 && own.contains(word) && Symbols.isSimple(word)) {
        seen.add(word);
      }
    });
    return Collections.unmodifiableList(new ArrayList<>(seen));
  }
}
