package io.tamis.core.smtlib;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Datatype;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.Symbols;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.List;

/** Prints scripts as SMT-LIB, one command per line, into a reusable {@link ByteBuf}. */
public final class ScriptPrinter {
  private final ByteBuf out;
  private final TermPrinter terms;

  public ScriptPrinter(ByteBuf out) {
    this.out = out;
    this.terms = new TermPrinter(out);
  }

  /** The whole script as text. */
  public static String toText(Script script) {
    ByteBuf buf = new ByteBuf();
    new ScriptPrinter(buf).print(script);
    return buf.toString();
  }

  public void print(Script script) {
    for (Command c : script.commands()) {
      print(c);
      out.append('\n');
    }
  }

  public void print(Command command) {
    out.append('(').append(command.name());
    switch (command) {
      case Command.SetLogic c -> out.append(' ').append(c.logic());
      case Command.SetOption c -> attribute(c.keyword(), c.value());
      case Command.SetInfo c -> attribute(c.keyword(), c.value());
      case Command.DeclareSort c -> out.append(' ').append(symbol(c.sortName())).append(' ').append(c.arity());
      case Command.DefineSort c -> defineSort(c);
      case Command.DeclareFun c -> declareFun(c);
      case Command.DefineFun c -> defineFun(c);
      case Command.DefineFunsRec c -> defineFunsRec(c);
      case Command.DeclareDatatypes c -> declareDatatypes(c);
      case Command.Assert c -> term(c.term());
      case Command.CheckSat c -> { }
      case Command.CheckSatAssuming c -> termList(c.assumptions());
      case Command.Push c -> out.append(' ').append(c.levels());
      case Command.Pop c -> out.append(' ').append(c.levels());
      case Command.GetValue c -> termList(c.terms());
      case Command.Echo c -> out.append(" \"").append(c.text().replace("\"", "\"\"")).append('"');
      case Command.Plain c -> out.append(c.arguments().isEmpty() ? "" : " " + c.arguments());
      case Command.Opaque c -> opaque(c);
    }
    out.append(')');
  }

  /** The let names of the last term printed (for a command, its last term). */
  public LetNames letNames() {
    return terms.letNames();
  }

  private void term(Term t) {
    out.append(' ');
    terms.print(t);
  }

  private void termList(List<Term> list) {
    out.append(" (");
    for (int i = 0; i < list.size(); i++) {
      if (i > 0) {
        out.append(' ');
      }
      terms.print(list.get(i));
    }
    out.append(')');
  }

  private void opaque(Command.Opaque c) {
    String previous = "";
    for (Command.Part part : c.parts()) {
      String text = part instanceof Command.TextPart t ? t.text() : null;
      if (!previous.equals("(") && !")".equals(text)) {
        out.append(' ');
      }
      if (text != null) {
        out.append(text);
      } else {
        terms.print(((Command.TermPart) part).term());
      }
      previous = text == null ? "" : text;
    }
  }

  private void attribute(String keyword, String value) {
    out.append(' ').append(keyword);
    if (value != null) {
      out.append(' ').append(value);
    }
  }

  private void defineSort(Command.DefineSort c) {
    out.append(' ').append(symbol(c.sortName())).append(" (");
    for (int i = 0; i < c.params().size(); i++) {
      out.append(i > 0 ? " " : "").append(symbol(c.params().get(i)));
    }
    out.append(") ").append(c.body().toString());
  }

  private void declareFun(Command.DeclareFun c) {
    FunctionSymbol f = c.symbol();
    out.append(' ').append(symbol(f.name())).append(' ');
    if (!c.asConst()) {
      out.append('(');
      for (int i = 0; i < f.arity(); i++) {
        out.append(i > 0 ? " " : "").append(f.args().get(i).toString());
      }
      out.append(") ");
    }
    out.append(f.result().toString());
  }

  private void defineFun(Command.DefineFun c) {
    out.append(' ');
    signature(c);
    term(c.body());
  }

  private void signature(Command.DefineFun c) {
    out.append(symbol(c.symbol().name())).append(" (");
    List<Variable> params = c.params();
    for (int i = 0; i < params.size(); i++) {
      out.append(i > 0 ? " (" : "(").append(symbol(params.get(i).name())).append(' ')
          .append(params.get(i).sort().toString()).append(')');
    }
    out.append(") ").append(c.symbol().result().toString());
  }

  private void defineFunsRec(Command.DefineFunsRec c) {
    out.append(" (");
    for (int i = 0; i < c.definitions().size(); i++) {
      out.append(i > 0 ? " (" : "(");
      signature(c.definitions().get(i));
      out.append(')');
    }
    out.append(") (");
    for (int i = 0; i < c.definitions().size(); i++) {
      if (i > 0) {
        out.append(' ');
      }
      terms.print(c.definitions().get(i).body());
    }
    out.append(')');
  }

  private void declareDatatypes(Command.DeclareDatatypes c) {
    if (c.single()) {
      Datatype d = c.datatypes().get(0);
      out.append(' ').append(symbol(d.sortName())).append(' ');
      datatype(d);
      if (d.subterm() != null) {
        out.append(" :subterm ").append(symbol(d.subterm()));
      }
      return;
    }
    out.append(" (");
    for (int i = 0; i < c.datatypes().size(); i++) {
      Datatype d = c.datatypes().get(i);
      out.append(i > 0 ? " (" : "(").append(symbol(d.sortName())).append(' ').append(d.params().size())
          .append(')');
    }
    out.append(") (");
    for (int i = 0; i < c.datatypes().size(); i++) {
      out.append(i > 0 ? " " : "");
      datatype(c.datatypes().get(i));
    }
    out.append(')');
  }

  private void datatype(Datatype d) {
    if (!d.params().isEmpty()) {
      out.append("(par (");
      for (int i = 0; i < d.params().size(); i++) {
        out.append(i > 0 ? " " : "").append(symbol(d.params().get(i)));
      }
      out.append(") ");
    }
    out.append('(');
    for (int i = 0; i < d.constructors().size(); i++) {
      Datatype.Constructor ctor = d.constructors().get(i);
      out.append(i > 0 ? " (" : "(").append(symbol(ctor.name()));
      for (Datatype.Field field : ctor.fields()) {
        out.append(" (").append(symbol(field.selector())).append(' ').append(sort(field.sort())).append(')');
      }
      out.append(')');
    }
    out.append(d.params().isEmpty() ? ")" : "))");
  }

  private static String sort(Sort s) {
    return s.toString();
  }

  private static String symbol(String name) {
    return Symbols.quoteIfNeeded(name);
  }
}
