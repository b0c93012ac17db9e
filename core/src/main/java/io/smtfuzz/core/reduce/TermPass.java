package io.smtfuzz.core.reduce;

import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.script.ScriptRewriter;
import io.smtfuzz.core.term.Constant;
import io.smtfuzz.core.term.Rewriter;
import io.smtfuzz.core.term.Term;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * One round over the distinct sub-terms of the assertions, largest first: each is replaced, at every
 * occurrence at once (the script is a DAG: a shared term is reduced in one try), by a literal of its
 * sort or by one of its arguments of the same sort. A replacement never lets a bound variable out of
 * its binder and keeps every sort, so each candidate is well-formed.
 */
final class TermPass {
  private final Candidates candidates;

  TermPass(Candidates candidates) {
    this.candidates = candidates;
  }

  Script run(Script script) throws InterruptedException {
    Script current = script;
    Set<Term> present = SubTermSet.of(current);
    List<Term> order = new ArrayList<>(present);
    order.sort(Comparator.comparingLong(Term::size).reversed().thenComparingInt(Term::id));
    for (Term t : order) {
      if (candidates.exhausted()) {
        break;
      }
      if (!present.contains(t)) {
        continue;
      }
      for (Term replacement : replacements(t, new Literals(current.factory(), candidates.table()))) {
        Script smaller = candidates.accept(replace(current, t, replacement));
        if (smaller != null) {
          current = smaller;
          present = SubTermSet.of(current);
          break;
        }
      }
    }
    return current;
  }

  /** Literals first (the largest cut), then same-sorted arguments from the smallest. */
  private static List<Term> replacements(Term t, Literals literals) {
    List<Term> out = new ArrayList<>();
    if (!(t instanceof Constant)) {
      out.addAll(literals.of(t.sort()));
    }
    List<Term> args = new ArrayList<>();
    for (int i = 0; i < t.argCount(); i++) {
      Term a = t.arg(i);
      if (a.sort().equals(t.sort()) && a.freeVariablesWithin(t.freeVariables()) && !args.contains(a)) {
        args.add(a);
      }
    }
    args.sort(Comparator.comparingLong(Term::size));
    out.addAll(args);
    out.remove(t);
    return out;
  }

  private static Script replace(Script s, Term from, Term to) {
    Rewriter rewriter = new Rewriter(s.factory(), t -> t == from ? to : t);
    return new ScriptRewriter(s.factory(), rewriter::rewrite).rewrite(s);
  }
}
