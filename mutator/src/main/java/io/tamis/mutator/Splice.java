package io.tamis.mutator;

import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Match;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints an edited assertion by splicing its printed text: only the edited place is printed, the
 * rest is copied. The walk follows the edit's path through the text; where the path meets a let
 * name, the name is replaced by a copy of its value (the let stays for the name's other uses) and
 * the walk goes on inside the copy. An operator swap rewrites just the head; other replacements
 * are printed using the let names visible at their place.
 *
 * <p>The result reads back to the edited term: a let value is valid wherever its name is used (the
 * printer's names are unique, and a value that mentions a bound variable is only named under the
 * same binders), and new text uses a name under the same rule. The reader renames a binder when a
 * visible let value mentions a variable of its name, so when some visible value mentions a bound
 * variable, no text with a binder in it is inserted.
 */
final class Splice {
  /** New text longer than this (or than the old line) is better printed whole, with lets. */
  private static final int NEW_TEXT_LIMIT = 2048;
  /** Terms larger than this (as a DAG) count as holding a binder without looking further. */
  private static final int BINDER_SEARCH_LIMIT = 256;

  private final ByteBuf line = new ByteBuf(1 << 12);
  private final TermPrinter printer = new TermPrinter(line);
  private final LetScope lets = new LetScope();
  /** For each let value the walk entered: the spans kept before and after its name (4 ints). */
  private final IntArrayList kept = new IntArrayList();
  private final List<Term> copied = new ArrayList<>();
  private byte[] b;
  private ListEnds ends;
  private LetIndex names;
  private int from;
  private int to;
  private int binders;

  /** The line of the assertion after {@code edit}, or null when it must be printed whole. */
  CommandText apply(CommandText text, Edit edit) {
    start(text);
    Position p = edit.at();
    int pos = element(0, 1);
    for (int j = 0; j < p.path().size() - 1 && pos >= 0; j++) {
      pos = own(p.path().get(j), pos, true);
      pos = pos < 0 ? -1 : child(p.path().get(j), p.childIndex()[j], pos);
    }
    boolean swap = swapsHead(p.target(), edit.replacement());
    pos = pos < 0 ? -1 : own(p.target(), pos, swap);
    return pos < 0 ? null : write(pos, edit.replacement(), swap);
  }

  private void start(CommandText text) {
    b = text.line();
    ends = text.noteSplice();
    names = text.lets();
    from = 0;
    to = b.length;
    binders = 0;
    lets.clear();
    kept.clear();
    copied.clear();
  }

  /**
   * Where {@code t}'s own text starts, from {@code pos}: past the lets around it and, when {@code
   * follow}, from its let name into its value. -1 when the text is not as expected.
   */
  private int own(Term t, int pos, boolean follow) {
    while (pos >= 0) {
      if (Sexp.isLet(b, pos)) {
        pos = enterLet(pos);
      } else if (follow && b[pos] != '(' && t.argCount() > 0) {
        pos = enterValue(t, pos);
      } else {
        return pos;
      }
    }
    return -1;
  }

  /** Binds the names of the let at {@code let}; returns the start of its body. */
  private int enterLet(int let) {
    int i = Sexp.skipSpace(b, element(let, 1) + 1);
    while (b[i] == '(') {
      int name = Sexp.skipSpace(b, i + 1);
      int nameEnd = Sexp.atomEnd(b, name);
      int value = Sexp.skipSpace(b, nameEnd);
      int valueEnd = end(value);
      int n = names.number(b, name, nameEnd);
      if (n < 0) {
        return -1;
      }
      lets.bind(n, value, valueEnd, binders);
      i = Sexp.skipSpace(b, Sexp.skipSpace(b, valueEnd) + 1);
    }
    return Sexp.skipSpace(b, i + 1);
  }

  /** Continues the walk in the value of the let name at {@code name}, which must bind {@code t}. */
  private int enterValue(Term t, int name) {
    int nameEnd = Sexp.atomEnd(b, name);
    int n = names.number(b, name, nameEnd);
    int binding = n < 0 ? -1 : lets.find(n);
    if (binding < 0 || names.term(n) != t) {
      return -1;
    }
    kept.add(from);
    kept.add(name);
    kept.add(nameEnd);
    kept.add(to);
    copied.add(t);
    from = lets.valueFrom(binding);
    to = lets.valueTo(binding);
    return from;
  }

  /** The start of the text of argument {@code c} of {@code t}, whose text starts at {@code pos}. */
  private int child(Term t, int c, int pos) {
    if (b[pos] != '(') {
      return -1;
    }
    return switch (t) {
      // a chain of @ prints as one list (f a b): its children are not its elements
      case Apply a when TermPrinter.isValueApplication(a) -> -1;
      case Apply a -> element(pos, c + 1);
      case Annotation a -> c == 0 ? element(pos, 1) : -1;
      case Quantifier q -> {
        binders++;
        yield element(pos, 2);
      }
      case Match m when c == 0 -> element(pos, 1);
      case Match m -> {
        binders++;
        yield element(element(element(pos, 2), c - 1), 1);
      }
      default -> -1;
    };
  }

  /** The end (exclusive) of the element that starts at {@code i}. */
  private int end(int i) {
    return ends != null && b[i] == '(' ? ends.end(i) : Sexp.end(b, i);
  }

  /** The start of element {@code k} (0 is the head) of the list that opens at {@code list}. */
  private int element(int list, int k) {
    int i = Sexp.skipSpace(b, list + 1);
    for (int n = 0; n < k; n++) {
      i = Sexp.skipSpace(b, end(i));
    }
    return i;
  }

  /** True when {@code r} is {@code t} with another operator (or quantifier) and the same arguments. */
  private static boolean swapsHead(Term t, Term r) {
    if (t instanceof Quantifier q && r instanceof Quantifier s) {
      return q.body() == s.body() && q.bound().equals(s.bound());
    }
    if (!(t instanceof Apply a && r instanceof Apply s) || a.argCount() == 0 || a.argCount() != s.argCount()) {
      return false;
    }
    for (int i = 0; i < a.argCount(); i++) {
      if (a.arg(i) != s.arg(i)) {
        return false;
      }
    }
    return true;
  }

  /** The line with the text at {@code pos} (or just its head, for a swap) replaced by {@code r}. */
  private CommandText write(int pos, Term r, boolean swap) {
    if (swap && b[pos] != '(') {
      return null;
    }
    int spanFrom = swap ? element(pos, 0) : pos;
    int spanTo = end(spanFrom);
    if (!names.allClosed() && !lets.allClosed(names)
        && (copied.stream().anyMatch(Splice::mayBind) || !swap && mayBind(r))) {
      return null;
    }
    line.clear();
    if (swap) {
      line.append(r instanceof Quantifier q ? q.keyword() : TermPrinter.headText((Apply) r));
    } else if (!newText(r, Math.max(NEW_TEXT_LIMIT, b.length))) {
      return null;
    }
    return new CommandText(joined(spanFrom, spanTo), names);
  }

  /** The kept text around the new text in {@code line}, which replaces {@code b[spanFrom, spanTo)}. */
  private byte[] joined(int spanFrom, int spanTo) {
    int length = (spanFrom - from) + line.length() + (to - spanTo);
    for (int k = 0; k < kept.size(); k += 4) {
      length += kept.getInt(k + 1) - kept.getInt(k) + kept.getInt(k + 3) - kept.getInt(k + 2);
    }
    byte[] out = new byte[length];
    int at = 0;
    for (int k = 0; k < kept.size(); k += 4) {
      at = copy(kept.getInt(k), kept.getInt(k + 1), out, at);
    }
    at = copy(from, spanFrom, out, at);
    at = line.copyTo(out, at);
    at = copy(spanTo, to, out, at);
    for (int k = kept.size() - 4; k >= 0; k -= 4) {
      at = copy(kept.getInt(k + 2), kept.getInt(k + 3), out, at);
    }
    return out;
  }

  private int copy(int start, int end, byte[] out, int at) {
    System.arraycopy(b, start, out, at, end - start);
    return at + end - start;
  }

  /**
   * Writes {@code r}; false once the line is longer than {@code limit}. Where every let of the print
   * is visible (no binder encloses the place, every value is closed), a term's text is the same
   * everywhere, so the texts of the arguments are kept for later edits.
   */
  private boolean newText(Term r, int limit) {
    if (binders > 0 || lets.size() != names.size() || !names.allClosed()) {
      return printer.printWithNames(r, this::visible, limit);
    }
    if (!(r instanceof Apply a) || a.argCount() == 0 || names.first(a) >= 0) {
      return keptText(r, limit);
    }
    line.append('(').append(TermPrinter.headText(a));
    for (int i = 0; i < a.argCount(); i++) {
      line.append(' ');
      if (!keptText(a.arg(i), limit)) {
        return false;
      }
    }
    line.append(')');
    return true;
  }

  private boolean keptText(Term t, int limit) {
    byte[] text = names.text(t);
    if (text != null) {
      line.append(text);
      return line.length() <= limit;
    }
    int start = line.length();
    if (!printer.printWithNames(t, this::anyName, limit)) {
      return false;
    }
    names.keepText(t, line.toByteArray(start, line.length()));
    return true;
  }

  private String anyName(Term u) {
    int n = names.first(u);
    return n < 0 ? null : names.name(n);
  }

  /** A let name of {@code u} usable at the edited place, or null. */
  private String visible(Term u) {
    for (int n = names.first(u); n >= 0; n = names.next(n)) {
      int binding = lets.find(n);
      if (binding >= 0 && (u.isClosed() || lets.binders(binding) == binders)) {
        return names.name(n);
      }
    }
    return null;
  }

  /** True when {@code t} may hold a quantifier or match (large terms are not searched). */
  private static boolean mayBind(Term t) {
    ObjectOpenHashSet<Term> seen = new ObjectOpenHashSet<>();
    List<Term> stack = new ArrayList<>(List.of(t));
    while (!stack.isEmpty()) {
      Term u = stack.remove(stack.size() - 1);
      if (u instanceof Quantifier || u instanceof Match || seen.size() > BINDER_SEARCH_LIMIT) {
        return true;
      }
      for (int i = 0; i < u.argCount(); i++) {
        if (seen.add(u.arg(i))) {
          stack.add(u.arg(i));
        }
      }
    }
    return false;
  }
}
