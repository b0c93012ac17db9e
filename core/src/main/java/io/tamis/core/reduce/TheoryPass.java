package io.tamis.core.reduce;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Drops whole theories, each but Core in the order the assertions first use them: the assertions that
 * apply an operator of the theory go; else every outermost application of the theory (closed, with
 * arguments) becomes a fresh constant of its sort, the same term the same constant. What is left
 * names the theories the finding needs: a crash in set.size that does not need the sequence
 * beside it says so.
 */
final class TheoryPass {
  private final Trials trials;

  TheoryPass(Trials trials) {
    this.trials = trials;
  }

  Script run(Script script) throws InterruptedException {
    List<String> theories = theories(script, trials.table()).values().stream()
        .distinct().filter(t -> !t.equals("Core")).toList();
    return trials.walk(script, false, (s, from) -> steps(s, theories, from));
  }

  private Steps steps(Script s, List<String> theories, int from) {
    Map<Term, String> of = theories(s, trials.table());
    return new Steps(from, theories.size(), k -> {
      String theory = theories.get(k);
      if (!of.containsValue(theory)) {
        return List.<Script>of().iterator();
      }
      return List.of(withoutAssertions(s, theory, of), withConstants(s, theory, of)).iterator();
    });
  }

  /** The theory of each application of a theory operator in the assertions, in the order first met. */
  private static Map<Term, String> theories(Script s, SignatureTable table) {
    Map<Term, String> out = new LinkedHashMap<>();
    visit(s, t -> {
      if (t instanceof Apply a && a.op() instanceof TheoryOp op) {
        String theory = table.theoryOf(op, a.indices(), argSorts(a), a.sort());
        out.put(t, theory == null ? "Core" : theory);
      }
      return true;
    });
    return out;
  }

  /** Visits the distinct sub-terms of the assertions top-down, in text order; below a term only when {@code enter} says so. */
  private static void visit(Script s, Predicate<Term> enter) {
    Set<Term> seen = new HashSet<>();
    List<Term> stack = new ArrayList<>(s.assertions().reversed());
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      if (seen.add(t) && enter.test(t)) {
        for (int i = t.argCount() - 1; i >= 0; i--) {
          stack.add(t.arg(i));
        }
      }
    }
  }

  private static Sort[] argSorts(Apply a) {
    Sort[] args = new Sort[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i).sort();
    }
    return args;
  }

  private static Script withoutAssertions(Script s, String theory, Map<Term, String> of) {
    List<Command> kept = new ArrayList<>();
    for (Command c : s.commands()) {
      if (!(c instanceof Command.Assert a && uses(a.term(), theory, of))) {
        kept.add(c);
      }
    }
    return s.withCommands(kept);
  }

  private static boolean uses(Term root, String theory, Map<Term, String> of) {
    return SubTermSet.of(List.of(root)).stream().anyMatch(t -> theory.equals(of.get(t)));
  }

  private static Script withConstants(Script s, String theory, Map<Term, String> of) {
    Set<Term> outermost = new LinkedHashSet<>();
    visit(s, t -> {
      boolean replace = theory.equals(of.get(t)) && t.isClosed() && t.argCount() > 0;
      if (replace) {
        outermost.add(t);
      }
      return !replace;
    });
    Set<String> used = Names.of(s);
    Map<Term, Term> constants = new HashMap<>();
    List<FunctionSymbol> fresh = new ArrayList<>();
    for (Term t : outermost) {
      String name = ShortNames.free(ShortNames.forSort(t.sort()), used);
      used.add(name);
      FunctionSymbol symbol = s.factory().symbol(FunctionSymbol.Kind.DECLARED, name, List.of(), t.sort());
      fresh.add(symbol);
      constants.put(t, s.factory().apply(symbol, t.sort()));
    }
    return Replacement.substitute(s, t -> constants.getOrDefault(t, t), fresh, null);
  }
}
