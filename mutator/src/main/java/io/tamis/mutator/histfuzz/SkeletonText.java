package io.tamis.mutator.histfuzz;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.TextTemplate;
import io.tamis.mutator.atoms.Atoms;
import io.tamis.mutator.atoms.Declarations;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A seed's skeleton printed once, with a placeholder where each atom was: a test prints only its new
 * atoms and declarations, so its cost follows the atoms' size, not the seed's. The head (commands before
 * the first assertion, in logic ALL) takes the new declarations at its end, as {@link Declarations#with}
 * puts them.
 */
final class SkeletonText {
  private final String head;
  private final TextTemplate body;
  /** Each placeholder's hole, by its index in the holes given to {@link #of}. */
  private final Map<String, Integer> holeOf;
  private final ByteBuf buf = new ByteBuf(1 << 14);
  private final ScriptPrinter printer = new ScriptPrinter(buf);

  private SkeletonText(String head, TextTemplate body, Map<String, Integer> holeOf) {
    this.head = head;
    this.body = body;
    this.holeOf = holeOf;
  }

  /** @param prefix what no symbol of the seed starts with */
  static SkeletonText of(Script seed, List<Term> holes, String prefix) {
    TermFactory f = seed.factory();
    Map<Term, Term> placeholders = new HashMap<>();
    Map<String, Integer> holeOf = new HashMap<>();
    for (Term hole : holes) {
      String name = prefix + "hole" + holeOf.size();
      placeholders.put(hole, f.apply(f.symbol(FunctionSymbol.Kind.DECLARED, name, List.of(), Sort.BOOL), Sort.BOOL));
      holeOf.put(name, holeOf.size());
    }
    List<Command> commands = Declarations.with(Atoms.replace(seed, placeholders), List.of()).commands();
    int start = Declarations.bodyStart(commands);
    ByteBuf text = new ByteBuf(1 << 14);
    ScriptPrinter p = new ScriptPrinter(text);
    print(p, text, commands.subList(0, start));
    String head = text.toString();
    text.clear();
    print(p, text, commands.subList(start, commands.size()));
    return new SkeletonText(head, TextTemplate.of(text.toString(), prefix + "hole", holeOf.keySet()), holeOf);
  }

  private static void print(ScriptPrinter p, ByteBuf text, List<Command> commands) {
    for (Command c : commands) {
      p.print(c);
      text.append('\n');
    }
  }

  /**
   * The test's text: each hole filled with its atom's text, each fresh symbol declared.
   *
   * @param atoms the text for each hole, in the order of the holes given to {@link #of}
   */
  byte[] fill(List<String> atoms, Collection<FunctionSymbol> fresh) {
    buf.clear().append(head);
    for (FunctionSymbol s : fresh) {
      printer.print(new Command.DeclareFun(s, s.args().isEmpty()));
      buf.append('\n');
    }
    return buf.append(body.fill(name -> atoms.get(holeOf.get(name)))).toByteArray();
  }
}
