package io.tamis.mutator.histfuzz;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Constant;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Match;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermCopier;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.atoms.Atoms;
import io.tamis.mutator.theory.Probe;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * HistFuzz's atom pool: the atoms of a history of scripts (bug triggers, regression suites) that can
 * move to another script: closed, over built-in sorts, no datatype or defined symbol, every theory
 * operator accepted by the solvers under test. Declared symbols get canonical names {@code h0},
 * {@code h1} ... (one per original name and sort), so atoms of one file keep sharing them.
 */
final class AtomPool {
  static final int MAX_ATOM_SIZE = 48;
  static final int MAX_ATOMS = 20_000;
  /** What the canonical names of declared symbols start with (and no other symbol in an atom's text). */
  static final String SYMBOL_PREFIX = "h";
  private static final double FOLLOW_RULE = 0.5;
  private static final Set<String> POLYMORPHIC = Set.of("=", "distinct", "ite");

  private final TermFactory factory = new TermFactory();
  private final Map<FunctionSymbol, FunctionSymbol> canonical = new HashMap<>();
  private final Map<Term, AtomText> texts = new java.util.concurrent.ConcurrentHashMap<>();
  private final Set<String> solvers;
  private final SignatureTable table;
  private final Map<Term, String> shapes = new HashMap<>();
  private final AssociationRules rules;
  private List<Term> atoms;
  private Map<String, List<Term>> byShape = Map.of();

  /** @param thresholds association rules to mine from the history; null: none, every atom drawn at random */
  AtomPool(List<SeedScript> history, SignatureTable table, Set<String> solvers,
      AssociationRules.Thresholds thresholds) {
    this.solvers = Set.copyOf(solvers);
    this.table = table;
    Set<Term> kept = new LinkedHashSet<>();
    List<Set<String>> scripts = new ArrayList<>();
    for (SeedScript s : history) {
      if (kept.size() >= MAX_ATOMS) {
        break;
      }
      scripts.add(add(s.script(), kept, thresholds != null));
    }
    this.atoms = List.copyOf(kept);
    this.rules = thresholds == null ? null : AssociationRules.mine(scripts, thresholds);
    index();
  }

  List<Term> atoms() {
    return atoms;
  }

  /** The association rules mined, 0 without them. */
  int rules() {
    return rules == null ? 0 : rules.count();
  }

  /**
   * An atom for the next hole: with association rules, half the time one of a shape that a rule says
   * goes with an atom already {@code picked}; else any atom.
   */
  Term next(List<Term> picked, RandomSource random) {
    if (rules != null && !picked.isEmpty() && random.chance(FOLLOW_RULE)) {
      List<String> to = rules.consequents(shapes.get(random.pick(picked)));
      List<Term> same = to.isEmpty() ? List.of() : byShape.getOrDefault(random.pick(to), List.of());
      if (!same.isEmpty()) {
        return random.pick(same);
      }
    }
    return random.pick(atoms);
  }

  /** The atom's text, printed on first use. */
  AtomText text(Term atom) {
    return texts.computeIfAbsent(atom, AtomText::of);
  }

  /** Adds the script's movable atoms to {@code kept}; returns their shapes when {@code shaped}, else none. */
  private Set<String> add(Script script, Set<Term> kept, boolean shaped) {
    TermCopier copier = new TermCopier(factory);
    Rewriter rename = new Rewriter(factory, this::canonical);
    Set<String> out = new LinkedHashSet<>();
    for (Term atom : Atoms.of(script)) {
      if (atom.size() <= MAX_ATOM_SIZE && movable(atom) && kept.size() < MAX_ATOMS) {
        Term t = rename.rewrite(copier.copy(atom));
        kept.add(t);
        if (shaped) {
          out.add(shapes.computeIfAbsent(t, AtomShape::of));
        }
      }
    }
    return out;
  }

  private void index() {
    if (rules != null) {
      Map<String, List<Term>> index = new HashMap<>();
      atoms.forEach(a -> index.computeIfAbsent(shapes.get(a), k -> new ArrayList<>()).add(a));
      byShape = index;
    }
  }

  private boolean movable(Term root) {
    List<Term> stack = new ArrayList<>(List.of(root));
    Set<Term> seen = new HashSet<>();
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      // z3 reads numerals like -5; cvc5 does not
      // annotations may name pools or skolems of the history's script
      if (t instanceof Match || t instanceof Annotation || !builtIn(t.sort())
          || t instanceof Constant c && c.text().startsWith("-")) {
        return false;
      }
      if (t instanceof Apply a && !movable(a)) {
        return false;
      }
      for (int i = 0; i < t.argCount(); i++) {
        stack.add(t.arg(i));
      }
    }
    return true;
  }

  private boolean movable(Apply a) {
    if (a.op() instanceof FunctionSymbol f) {
      return f.kind() == FunctionSymbol.Kind.DECLARED && f.args().stream().allMatch(AtomPool::builtIn);
    }
    if (!(a.op() instanceof TheoryOp op)) {
      return false;
    }
    Sort[] args = new Sort[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i).sort();
    }
    return table.acceptedBy(op, a.indices(), args, a.sort(), solvers);
  }

  /** A sort of the solvers' theories, all the way down (not a declared sort or datatype, not a function). */
  private static boolean builtIn(Sort sort) {
    List<Sort> stack = new ArrayList<>(List.of(sort));
    while (!stack.isEmpty()) {
      Sort s = stack.remove(stack.size() - 1);
      if (s.kind() == SortKind.OTHER || s.kind() == SortKind.FUNCTION || s.kind() == SortKind.PARAMETER) {
        return false;
      }
      for (int i = 0; i < s.paramCount(); i++) {
        stack.add(s.param(i));
      }
    }
    return true;
  }

  private Term canonical(Term t) {
    // z3 reads a numeral where a real is due (sin 2); cvc5 wants 2.0
    if (t instanceof Constant c && c.kind() == ConstantKind.NUMERAL && c.sort().equals(Sort.REAL)) {
      return factory.constant(ConstantKind.DECIMAL, c.text() + ".0", Sort.REAL);
    }
    if (!(t instanceof Apply a) || !(a.op() instanceof FunctionSymbol f)) {
      return t;
    }
    FunctionSymbol c = canonical.computeIfAbsent(f, k -> factory.symbol(FunctionSymbol.Kind.DECLARED,
        SYMBOL_PREFIX + canonical.size(), k.args(), k.result()));
    Term[] args = new Term[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i);
    }
    return factory.apply(c, a.sort(), args);
  }

  /**
   * One probe per theory operator and per sort: the smallest atom that has it, with its declarations
   * (canonical names are unique, so probes batched together declare each symbol the same way). An
   * operator or sort a solver rejects is dropped with every atom that has it.
   */
  List<Probe> probes() {
    Map<String, Term> smallest = new LinkedHashMap<>();
    for (Term atom : atoms) {
      for (String form : forms(atom)) {
        Term best = smallest.get(form);
        if (best == null || atom.size() < best.size()) {
          smallest.put(form, atom);
        }
      }
    }
    List<Probe> out = new ArrayList<>();
    smallest.forEach((form, atom) -> out.add(new Probe("histfuzz", form, "(set-logic ALL)\n",
        declarations(atom) + "(assert " + TermPrinter.toText(atom) + ")")));
    return out;
  }

  synchronized void drop(Set<String> rejected) {
    atoms = atoms.stream().filter(a -> forms(a).stream().noneMatch(rejected::contains)).toList();
    index();
  }

  private String declarations(Term atom) {
    List<Command> decls = new ArrayList<>();
    for (FunctionSymbol f : symbols(atom)) {
      decls.add(new Command.DeclareFun(f, f.args().isEmpty()));
    }
    return ScriptPrinter.toText(Script.of("histfuzz", decls, factory));
  }

  /** The atom's theory operators ("operator NAME") and the sorts of its sub-terms ("sort S"). */
  static Set<String> forms(Term atom) {
    Set<String> out = new LinkedHashSet<>();
    walk(atom, t -> {
      if (t instanceof Apply a && a.op() instanceof TheoryOp op) {
        // Core's polymorphic operators per sort: cvc5 1.0.3 has no ite or equality of regular expressions
        boolean perSort = POLYMORPHIC.contains(op.name()) && a.argCount() > 0;
        out.add("operator " + op.name() + (perSort ? " over " + a.arg(a.argCount() - 1).sort() : ""));
      }
      out.add("sort " + t.sort());
    });
    return out;
  }

  /** The declared symbols of {@code atom}. */
  static Set<FunctionSymbol> symbols(Term atom) {
    Set<FunctionSymbol> out = new LinkedHashSet<>();
    walk(atom, t -> {
      if (t instanceof Apply a && a.op() instanceof FunctionSymbol f) {
        out.add(f);
      }
    });
    return out;
  }

  private static void walk(Term root, java.util.function.Consumer<Term> visit) {
    List<Term> stack = new ArrayList<>(List.of(root));
    Set<Term> seen = new HashSet<>();
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      if (seen.add(t)) {
        visit.accept(t);
        for (int i = 0; i < t.argCount(); i++) {
          stack.add(t.arg(i));
        }
      }
    }
  }
}
