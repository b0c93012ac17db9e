package io.tamis.core.reduce;

import io.tamis.core.op.Signature;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.script.Script;
import io.tamis.core.script.ScriptRewriter;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
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

  /**
   * Literals first (the largest cut), then same-sorted arguments from the smallest, then the
   * application without one of its arguments when it takes any number of them ({@code and}, {@code +},
   * {@code str.++}, {@code distinct}, ...) of one sort.
   */
  private static List<Term> replacements(Term t, Literals literals) {
    // A constant too: 125.0 becomes 0.0 (only shorter texts are accepted, so 2 stays 2).
    List<Term> out = new ArrayList<>(literals.of(t.sort()));
    List<Term> args = new ArrayList<>();
    for (int i = 0; i < t.argCount(); i++) {
      Term a = t.arg(i);
      if (a.sort().equals(t.sort()) && a.freeVariablesWithin(t.freeVariables()) && !args.contains(a)) {
        args.add(a);
      }
    }
    args.sort(Comparator.comparingLong(Term::size));
    out.addAll(args);
    out.addAll(shorter(t));
    out.addAll(literals.prefixes(t));
    out.remove(t);
    return out;
  }

  private static List<Term> shorter(Term t) {
    if (!(t instanceof Apply a) || a.argCount() < 3 || !(a.op() instanceof TheoryOp op)
        || op.signatures().stream().noneMatch(Signature::isVariadic) || !oneSort(a)) {
      return List.of();
    }
    List<Term> out = new ArrayList<>();
    for (int drop = 0; drop < a.argCount(); drop++) {
      Term[] kept = new Term[a.argCount() - 1];
      for (int i = 0, k = 0; i < a.argCount(); i++) {
        if (i != drop) {
          kept[k++] = a.arg(i);
        }
      }
      out.add(t.factory().apply(op, a.indices(), a.sort(), a.qualified(), kept));
    }
    return out;
  }

  private static boolean oneSort(Apply a) {
    for (int i = 1; i < a.argCount(); i++) {
      if (!a.arg(i).sort().equals(a.arg(0).sort())) {
        return false;
      }
    }
    return true;
  }

  private static Script replace(Script s, Term from, Term to) {
    Rewriter rewriter = new Rewriter(s.factory(), t -> t == from ? to : t);
    return new ScriptRewriter(s.factory(), rewriter::rewrite).rewrite(s);
  }
}
