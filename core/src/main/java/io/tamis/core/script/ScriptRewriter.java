package io.tamis.core.script;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.core.term.Variable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Maps every term and function symbol of a script's commands, e.g. to copy a script into another
 * factory or to rewrite its terms. Commands without terms are kept as they are.
 */
public final class ScriptRewriter {
  private final TermFactory target;
  private final UnaryOperator<Term> terms;

  /** {@code terms} maps a term of the source script to a term of {@code target}. */
  public ScriptRewriter(TermFactory target, UnaryOperator<Term> terms) {
    this.target = target;
    this.terms = terms;
  }

  /** A copy of {@code script} in {@code target}'s terms. */
  public static Script copy(Script script, TermFactory target) {
    io.tamis.core.term.TermCopier copier = new io.tamis.core.term.TermCopier(target);
    return new ScriptRewriter(target, copier::copy).rewrite(script);
  }

  public Script rewrite(Script script) {
    List<Command> out = new ArrayList<>();
    for (Command c : script.commands()) {
      out.add(command(c));
    }
    return new Script(script.source(), out, lines(script), columns(script), target);
  }

  private static int[] lines(Script s) {
    int[] lines = new int[s.commands().size()];
    for (int i = 0; i < lines.length; i++) {
      lines[i] = s.line(i);
    }
    return lines;
  }

  private static int[] columns(Script s) {
    int[] columns = new int[s.commands().size()];
    for (int i = 0; i < columns.length; i++) {
      columns[i] = s.column(i);
    }
    return columns;
  }

  public Command command(Command c) {
    return switch (c) {
      case Command.Assert a -> new Command.Assert(terms.apply(a.term()));
      case Command.DeclareFun d -> new Command.DeclareFun(target.symbol(d.symbol()), d.asConst());
      case Command.DefineFun d -> defineFun(d);
      case Command.DefineFunsRec d -> new Command.DefineFunsRec(d.definitions().stream().map(this::defineFun).toList());
      case Command.CheckSatAssuming a -> new Command.CheckSatAssuming(a.assumptions().stream().map(terms).toList());
      case Command.GetValue g -> new Command.GetValue(g.terms().stream().map(terms).toList());
      case Command.Opaque o -> o.mapTerms(terms);
      default -> c;
    };
  }

  private Command.DefineFun defineFun(Command.DefineFun d) {
    FunctionSymbol symbol = target.symbol(d.symbol());
    List<Variable> params = d.params().stream().map(p -> target.variable(p.name(), p.sort())).toList();
    return new Command.DefineFun(symbol, params, terms.apply(d.body()));
  }
}
