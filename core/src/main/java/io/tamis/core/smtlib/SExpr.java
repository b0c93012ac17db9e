package io.tamis.core.smtlib;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain s-expression with positions, for configuration files (signature tables, grammars, operator
 * classes). Scripts are not read through this: see {@link ScriptReader}.
 */
public sealed interface SExpr {
  int line();

  int column();

  /** A symbol, keyword, numeral or other token; {@code string} marks a {@code "..."} literal. */
  record Atom(String text, boolean string, int line, int column) implements SExpr {
    @Override
    public String toString() {
      return string ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }
  }

  /** A parenthesised list. */
  record SList(List<SExpr> items, int line, int column) implements SExpr {
    public SExpr get(int i) {
      return items.get(i);
    }

    public int size() {
      return items.size();
    }

    @Override
    public String toString() {
      StringBuilder out = new StringBuilder("(");
      for (int i = 0; i < items.size(); i++) {
        out.append(i > 0 ? " " : "").append(items.get(i));
      }
      return out.append(')').toString();
    }
  }

  /** True for an atom with exactly this text. */
  default boolean is(String text) {
    return this instanceof Atom a && !a.string() && a.text().equals(text);
  }

  /** Reads every top-level expression of {@code text}; errors name {@code file}. */
  static List<SExpr> readAll(String file, byte[] text) {
    Tokenizer tokens = new Tokenizer(file, text);
    List<SExpr> top = new ArrayList<>();
    List<List<SExpr>> open = new ArrayList<>();
    List<int[]> starts = new ArrayList<>();
    for (int kind = tokens.next(); kind != Tokenizer.EOF; kind = tokens.next()) {
      SExpr done = null;
      if (kind == Tokenizer.LPAR) {
        open.add(new ArrayList<>());
        starts.add(new int[] {tokens.line(), tokens.column()});
      } else if (kind == Tokenizer.RPAR) {
        if (open.isEmpty()) {
          throw tokens.error("unexpected ')'");
        }
        int[] at = starts.remove(starts.size() - 1);
        done = new SList(List.copyOf(open.remove(open.size() - 1)), at[0], at[1]);
      } else {
        done = new Atom(tokens.text(), kind == Tokenizer.STRING, tokens.line(), tokens.column());
      }
      if (done != null) {
        (open.isEmpty() ? top : open.get(open.size() - 1)).add(done);
      }
    }
    if (!open.isEmpty()) {
      int[] at = starts.get(starts.size() - 1);
      throw new SmtLibException(file, at[0], at[1], "unbalanced '(': missing ')' before end of input");
    }
    return top;
  }
}
