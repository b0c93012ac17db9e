package io.tamis.mutator.atoms;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Binder;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A script's atoms (Sphinx): the maximal Boolean sub-terms of its assertions whose head is not a
 * Boolean connective. Annotations and lets are looked through; an atom that uses a let's or a
 * quantifier's variable is not one (it cannot move), so only closed atoms are listed.
 */
public final class Atoms {
  private static final Set<String> CONNECTIVES = Set.of("and", "or", "not", "=>", "xor");

  private Atoms() {}

  /** The distinct closed atoms of the assertions, in text order. */
  public static List<Term> of(Script script) {
    Set<Term> atoms = new LinkedHashSet<>();
    Set<Term> seen = new HashSet<>();
    for (Command c : script.commands()) {
      if (c instanceof Command.Assert a) {
        collect(a.term(), atoms, seen);
      }
    }
    return new ArrayList<>(atoms);
  }

  private static void collect(Term root, Set<Term> atoms, Set<Term> seen) {
    List<Term> stack = new ArrayList<>(List.of(root));
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      if (skeleton(t)) {
        for (int i = t.argCount() - 1; i >= 0; i--) {
          if (t.arg(i).sort().equals(Sort.BOOL)) {
            stack.add(t.arg(i));
          }
        }
      } else if (t.sort().equals(Sort.BOOL) && t.isClosed()) {
        atoms.add(t);
      }
    }
  }

  /** The declared 0-ary constants of {@code root}, in first-seen order. */
  public static Set<Term> constants(Term root) {
    Set<Term> out = new LinkedHashSet<>();
    Set<Term> seen = new HashSet<>();
    List<Term> stack = new ArrayList<>(List.of(root));
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      if (t instanceof Apply a && a.argCount() == 0 && a.op() instanceof FunctionSymbol f
          && f.kind() == FunctionSymbol.Kind.DECLARED) {
        out.add(t);
      }
      for (int i = t.argCount() - 1; i >= 0; i--) {
        stack.add(t.arg(i));
      }
    }
    return out;
  }

  /** and, or, not, =>, xor; ite, = and distinct over Booleans. */
  static boolean connective(Term t) {
    if (!(t instanceof Apply a) || !(a.op() instanceof TheoryOp op) || !t.sort().equals(Sort.BOOL)) {
      return false;
    }
    String name = op.name();
    if (CONNECTIVES.contains(name) || name.equals("ite")) {
      return true;
    }
    return (name.equals("=") || name.equals("distinct")) && a.argCount() > 0 && a.arg(0).sort().equals(Sort.BOOL);
  }

  /**
   * {@code script} with each key of {@code replacements} replaced where it is an atom: only along the
   * Boolean skeleton, so the same term inside another (a constant array's {@code false}) stays.
   */
  public static Script replace(Script script, Map<Term, Term> replacements) {
    Map<Term, Term> done = new java.util.HashMap<>();
    List<Command> out = new ArrayList<>(script.commands().size());
    for (Command c : script.commands()) {
      out.add(c instanceof Command.Assert a
          ? assertion(a, replaced(a.term(), replacements, done, script.factory())) : c);
    }
    return Script.of(script.source(), out, script.factory());
  }

  /** Post-order over the skeleton's nodes, on an explicit stack; {@code done} maps each to its result. */
  private static Term replaced(Term root, Map<Term, Term> replacements, Map<Term, Term> done,
      io.tamis.core.term.TermFactory factory) {
    List<Term> stack = new ArrayList<>(List.of(root));
    while (!stack.isEmpty()) {
      Term t = stack.get(stack.size() - 1);
      if (done.containsKey(t)) {
        stack.remove(stack.size() - 1);
        continue;
      }
      if (!skeleton(t)) {
        done.put(t, replacements.getOrDefault(t, t));
        stack.remove(stack.size() - 1);
        continue;
      }
      boolean ready = true;
      for (int i = t.argCount() - 1; i >= 0; i--) {
        if (t.arg(i).sort().equals(Sort.BOOL) && !done.containsKey(t.arg(i))) {
          stack.add(t.arg(i));
          ready = false;
        }
      }
      if (ready) {
        stack.remove(stack.size() - 1);
        Term current = t;
        for (int i = 0; i < t.argCount(); i++) {
          Term child = t.arg(i).sort().equals(Sort.BOOL) ? done.get(t.arg(i)) : t.arg(i);
          if (child != t.arg(i)) {
            current = factory.withArg(current, i, child);
          }
        }
        done.put(t, current);
      }
    }
    return done.get(root);
  }

  /** A node the atoms hang from: looked through, not replaced. */
  private static boolean skeleton(Term t) {
    return t instanceof Annotation || t instanceof Binder b && b.keyword().equals("let") || connective(t);
  }

  private static Command assertion(Command.Assert a, Term t) {
    return t == a.term() ? a : new Command.Assert(t);
  }
}
