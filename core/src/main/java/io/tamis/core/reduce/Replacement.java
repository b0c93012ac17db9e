package io.tamis.core.reduce;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.script.ScriptRewriter;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A term to put in place of a sub-term; {@code fresh} is the constant it applies when it is a new one,
 * declared just before the first command that uses it.
 */
record Replacement(Term to, FunctionSymbol fresh) {
  Replacement(Term to) {
    this(to, null);
  }

  /**
   * {@code script} with every {@code from} replaced. A declared constant replaced everywhere is not used
   * any more, so its declaration goes in the same step: B becomes A and B's declaration goes, which is
   * smaller though the names are not.
   */
  Script applyTo(Script script, Term from) {
    return substitute(script, t -> t == from ? to : t, fresh == null ? List.of() : List.of(fresh),
        declaredConstant(from));
  }

  /**
   * {@code script} with argument {@code index} of {@code parent} replaced, wherever {@code parent} occurs:
   * one place of a shared term (n in (= n 0) but not in (= n (set.size A))).
   */
  Script applyAt(Script script, Term parent, int index) {
    return substitute(script, t -> t == parent ? t.factory().withArg(t, index, to) : t,
        fresh == null ? List.of() : List.of(fresh), null);
  }

  /**
   * {@code script} with every term rewritten by {@code step} (bottom-up, over the DAG), {@code fresh}
   * declared after the declarations that come before the first command that changed (with them, where a
   * reader looks), and the declaration of {@code gone} (or null) left out.
   */
  static Script substitute(Script script, UnaryOperator<Term> step, List<FunctionSymbol> fresh, FunctionSymbol gone) {
    Rewriter rewriter = new Rewriter(script.factory(), step);
    ScriptRewriter commands = new ScriptRewriter(script.factory(), rewriter::rewrite);
    List<Command> out = new ArrayList<>();
    int at = -1;
    int afterDeclarations = 0;
    for (Command c : script.commands()) {
      Command changed = commands.command(c);
      if (at < 0 && !changed.equals(c)) {
        at = afterDeclarations;
      }
      if (!(gone != null && c instanceof Command.DeclareFun d && d.symbol() == gone)) {
        out.add(changed);
        afterDeclarations = at < 0 && declares(c) ? out.size() : afterDeclarations;
      }
    }
    out.addAll(Math.max(at, 0), fresh.stream().map(f -> (Command) new Command.DeclareFun(f, true)).toList());
    return script.withCommands(out);
  }

  private static boolean declares(Command c) {
    return c instanceof Command.DeclareFun || c instanceof Command.DeclareSort || c instanceof Command.DefineSort
        || c instanceof Command.DeclareDatatypes;
  }

  /** The symbol of a declared constant, or null for any other term. */
  static FunctionSymbol declaredConstant(Term t) {
    return t instanceof Apply a && a.argCount() == 0 && a.op() instanceof FunctionSymbol f
        && f.kind() == FunctionSymbol.Kind.DECLARED ? f : null;
  }
}
