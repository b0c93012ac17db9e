package io.tamis.mutator;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.script.ScriptRewriter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Attribute;
import io.tamis.core.term.Constant;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;

/**
 * A seed made ready for mutation: copied into a fresh factory (mutants die with it, so memory stays
 * bounded), {@code :named} terms inlined (a mutation may remove a name another assertion uses), the
 * {@code :status} dropped (a mutant's status is unknown), and its unique sub-terms indexed by sort.
 */
public final class PreparedSeed {
  private final Script script;
  private final Map<Sort, List<Term>> termsBySort;
  private final Object2IntOpenHashMap<Term> declaredBy;
  private final Object2IntOpenHashMap<Term> goneAt;
  private final String logic;
  private final boolean widened;

  private PreparedSeed(Script script, Map<Sort, List<Term>> termsBySort, boolean widened) {
    this.script = script;
    this.termsBySort = termsBySort;
    this.logic = script.logic();
    this.widened = widened;
    this.declaredBy = DeclarationOrder.lastNeeded(script, termsBySort);
    this.goneAt = DeclarationOrder.firstGone(script, termsBySort);
  }

  public static PreparedSeed of(Script seed) {
    return of(seed, new TermFactory());
  }

  /** As {@link #of(Script)}, into {@code factory} (a weak one for a long-lived stream that drops most of its terms). */
  public static PreparedSeed of(Script seed, TermFactory factory) {
    Script copy = ScriptRewriter.copy(seed, factory);
    Map<String, Term> named = new HashMap<>();
    Rewriter inline = new Rewriter(factory, t -> inlineNamed(t, named, factory));
    Script prepared = new ScriptRewriter(factory, inline::rewrite).rewrite(withoutStatus(copy));
    return new PreparedSeed(prepared, SubTerms.bySort(prepared.assertions()), false);
  }

  /**
   * This seed declaring the wider logic of {@link LogicTheories#widened}, so mutations may mix sorts
   * and go nonlinear; this seed itself when its logic has no wider form.
   */
  public PreparedSeed widen() {
    return widen(LogicTheories.widened(logic));
  }

  /**
   * As {@link #widen()}, with strings in an arithmetic logic and reals in a string one
   * ({@link LogicTheories#widenedWithStrings}).
   */
  public PreparedSeed widenWithStrings() {
    return widen(LogicTheories.widenedWithStrings(logic));
  }

  private PreparedSeed widen(String wide) {
    if (wide == null || widened) {
      return this;
    }
    List<Command> commands = new ArrayList<>();
    for (Command c : script.commands()) {
      commands.add(c instanceof Command.SetLogic ? new Command.SetLogic(wide) : c);
    }
    TermFactory factory = script.factory();
    // A numeral is Real in QF_LRA but Int in QF_NIRA: written 1.0 it stays Real (cvc5 rejects
    // (ite c x 1) for a Real x).
    Rewriter decimals = new Rewriter(factory, t -> realNumeralAsDecimal(t, factory));
    Script wider = new ScriptRewriter(factory, decimals::rewrite)
        .rewrite(Script.of(script.source(), commands, factory));
    return new PreparedSeed(wider, SubTerms.bySort(wider.assertions()), true);
  }

  private static Term realNumeralAsDecimal(Term t, TermFactory factory) {
    return t instanceof Constant c && c.kind() == ConstantKind.NUMERAL && c.sort().equals(Sort.REAL)
        ? factory.constant(ConstantKind.DECIMAL, c.text() + ".0", Sort.REAL) : t;
  }

  /** True for a seed made by {@link #widen}. */
  public boolean widened() {
    return widened;
  }

  private static Script withoutStatus(Script s) {
    List<Command> kept = new ArrayList<>();
    for (Command c : s.commands()) {
      if (!(c instanceof Command.SetInfo info && info.keyword().equals(":status"))) {
        kept.add(c);
      }
    }
    return Script.of(s.source(), kept, s.factory());
  }

  private static Term inlineNamed(Term t, Map<String, Term> named, TermFactory factory) {
    if (t instanceof Apply a && a.op() instanceof FunctionSymbol f && f.kind() == FunctionSymbol.Kind.NAMED) {
      return named.getOrDefault(f.name(), t);
    }
    if (!(t instanceof Annotation a) || a.attributes().stream().noneMatch(Attribute::isNamed)) {
      return t;
    }
    List<Attribute> kept = new ArrayList<>();
    for (Attribute attribute : a.attributes()) {
      if (attribute.isNamed()) {
        named.put(unquote(attribute.value()), a.term());
      } else {
        kept.add(attribute);
      }
    }
    if (kept.isEmpty()) {
      return a.term();
    }
    List<Term> patterns = new ArrayList<>();
    for (int i = 1; i < a.argCount(); i++) {
      patterns.add(a.arg(i));
    }
    return factory.annotation(a.term(), kept, patterns);
  }

  private static String unquote(String name) {
    return name.startsWith("|") && name.endsWith("|") ? name.substring(1, name.length() - 1) : name;
  }

  public Script script() {
    return script;
  }

  public TermFactory factory() {
    return script.factory();
  }

  /** The seed's logic, or null. */
  public String logic() {
    return logic;
  }

  /**
   * True when every symbol of {@code t} is declared before command {@code command} and not popped
   * by then: a sub-term of a later assertion may use a constant declared after an earlier one, and
   * one of an incremental script's inner level is gone after its pop.
   */
  public boolean usableAt(Term t, int command) {
    return declaredBy.getInt(t) < command && command < goneAt.getInt(t);
  }

  /** Unique sub-terms of the assertions with sort {@code sort}, in a fixed order. */
  public List<Term> terms(Sort sort) {
    return termsBySort.getOrDefault(sort, List.of());
  }

  /**
   * A sub-term of {@code sort}, other than the target, whose variables are bound at the position
   * and whose symbols are declared before its command; null when a few draws found none.
   */
  public Term argument(Sort sort, Position p, RandomSource random) {
    List<Term> terms = terms(sort);
    if (terms.isEmpty()) {
      return null;
    }
    for (int k = 0; k < 8; k++) {
      Term t = random.pick(terms);
      if (t != p.target() && (t.isClosed() || t.freeVariablesWithin(p.scope())) && usableAt(t, p.command())) {
        return t;
      }
    }
    return null;
  }

  /** The sorts of the seed's sub-terms, in first-seen order. */
  public List<Sort> sorts() {
    return List.copyOf(termsBySort.keySet());
  }

  /** Sub-term index: built once per seed. */
  public static final class SubTerms {
    private SubTerms() {}

    /** The unique sub-terms of {@code roots} by sort, in depth-first text order (annotations skipped). */
    public static Map<Sort, List<Term>> bySort(List<Term> roots) {
      Map<Sort, List<Term>> out = new LinkedHashMap<>();
      it.unimi.dsi.fastutil.objects.ObjectOpenHashSet<Term> seen = new it.unimi.dsi.fastutil.objects.ObjectOpenHashSet<>();
      List<Term> stack = new ArrayList<>();
      for (int r = roots.size() - 1; r >= 0; r--) {
        stack.add(roots.get(r));
      }
      while (!stack.isEmpty()) {
        Term t = stack.remove(stack.size() - 1);
        if (!seen.add(t)) {
          continue;
        }
        if (!(t instanceof Annotation)) {
          out.computeIfAbsent(t.sort(), k -> new ArrayList<>()).add(t);
        }
        int children = t instanceof Annotation ? 1 : t.argCount();
        for (int i = children - 1; i >= 0; i--) {
          stack.add(t.arg(i));
        }
      }
      return out;
    }
  }
}
