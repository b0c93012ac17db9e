package io.tamis.mutator.theory;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.Instance;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.OperatorPool;
import io.tamis.mutator.RandomSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Random Boolean atoms of one theory: the signature table's operators of the hints' theories at
 * the hints' sorts (those every solver under test accepts, less the forms the self-check dropped),
 * leaves from the hints' constants and literal pools. Immutable once {@link #drop} has run.
 */
public final class TheoryGenerator {
  private static final Set<String> CONNECTIVES = Set.of("and", "or", "not", "=>", "xor", "ite");

  private final TheoryHints hints;
  private Map<Sort, List<Instance>> producing = new LinkedHashMap<>();
  private List<Instance> roots = new ArrayList<>();
  private Map<Sort, List<Term>> leaves = new LinkedHashMap<>();
  private final List<Instance> instances;
  private final Set<Sort> sorts;
  private final TheoryOp equality;

  TheoryGenerator(TheoryHints hints, SignatureTable table, Set<String> solvers) {
    this.hints = hints;
    List<Instance> offered = OperatorPool.of(table, hints.sorts(), hints.theories(), solvers).all().stream()
        .filter(i -> !hints.skip().contains(i.op().name())).toList();
    this.sorts = theorySorts(offered);
    this.instances = offered.stream().filter(i -> sorts.contains(i.result()) && sorts.containsAll(i.args())).toList();
    this.equality = table.op("=");
    index(Set.of());
  }

  /**
   * Bool and the sorts the solvers under test have a theory for: an atomic or indexed sort that an
   * operator of a theory other than Core takes or gives without sort parameters (Int by Ints' +), and a
   * parametric sort (Array Int Int) whose parts are all such sorts. A hint's sort that only polymorphic
   * operators reach (Bitwuzla has arrays but no Int) would get the whole group rejected in the self-check.
   */
  private static Set<Sort> theorySorts(List<Instance> offered) {
    Set<Sort> atomic = new LinkedHashSet<>(List.of(Sort.BOOL));
    Set<Sort> any = new LinkedHashSet<>();
    for (Instance i : offered) {
      if (!i.signature().theory().equals("Core")) {
        List<Sort> sorts = new ArrayList<>(i.args());
        sorts.add(i.result());
        (i.signature().sortSlots() == 0 ? atomic : any).addAll(sorts);
      }
    }
    return java.util.stream.Stream.concat(atomic.stream(), any.stream())
        .filter(s -> s.paramCount() == 0 ? atomic.contains(s) : partsIn(s, atomic))
        .collect(java.util.stream.Collectors.toCollection(LinkedHashSet::new));
  }

  /** True when every atomic part of {@code sort}, at any depth, is in {@code atomic} (a work list, no recursion). */
  private static boolean partsIn(Sort sort, Set<Sort> atomic) {
    List<Sort> work = new ArrayList<>(List.of(sort));
    while (!work.isEmpty()) {
      Sort s = work.remove(work.size() - 1);
      if (s.paramCount() == 0 && !atomic.contains(s)) {
        return false;
      }
      for (int k = 0; k < s.paramCount(); k++) {
        work.add(s.param(k));
      }
    }
    return true;
  }

  /** The hints' constants of the sorts left for the solvers under test. */
  List<Term> constants() {
    return hints.constants().stream().filter(c -> sorts.contains(c.sort())).toList();
  }

  /** The hints' literal pools of the sorts left for the solvers under test. */
  private Map<Sort, List<Term>> literals() {
    Map<Sort, List<Term>> out = new LinkedHashMap<>(hints.literals());
    out.keySet().retainAll(sorts);
    return out;
  }

  TheoryOp equality() {
    return equality;
  }

  public String name() {
    return hints.name();
  }

  /** True when some operator of a target theory is left, and one to root an atom. */
  public boolean usable() {
    return !roots.isEmpty() && producing.values().stream().anyMatch(list -> list.stream().anyMatch(this::isTarget));
  }

  /** A builder of atoms in {@code factory}, whose constants are named {@code prefix} + the hints' names. */
  public AtomBuilder builder(TermFactory factory, String prefix) {
    return new AtomBuilder(this, factory, prefix);
  }

  TheoryHints hints() {
    return hints;
  }

  List<Instance> producing(Sort sort) {
    return producing.getOrDefault(sort, List.of());
  }

  List<Instance> roots() {
    return roots;
  }

  List<Term> leaves(Sort sort) {
    return leaves.getOrDefault(sort, List.of());
  }

  /** An operator of a target theory (Core's count only for the Core generator). */
  boolean isTarget(Instance i) {
    String theory = i.signature().theory();
    return hints.targets().contains(theory) && (!theory.equals("Core") || hints.targets().equals(Set.of("Core")));
  }

  /** One probe per operator instance and per literal, each over the hints' own constants. */
  List<Probe> probes() {
    String header = header();
    List<Probe> out = new ArrayList<>();
    AtomBuilder own = builder(hints.factory(), "");
    RandomSource random = RandomSource.seeded(name().hashCode());
    for (Instance i : instances) {
      Term t = own.probe(i, random);
      if (t != null) {
        out.add(probe(form(i), header, own.asAtom(t)));
      }
    }
    literals().values().forEach(pool -> pool.forEach(l -> out.add(probe(literalForm(l), header, own.asAtom(l)))));
    return out;
  }

  private Probe probe(String form, String header, Term atom) {
    return new Probe(name(), name() + ": " + form, header, "(assert " + TermPrinter.toText(atom) + ")");
  }

  /** Leaves out the rejected forms ({@link Probe#form()}s, some of other generators). */
  synchronized void drop(Set<String> rejected) {
    String own = name() + ": ";
    index(rejected.stream().filter(f -> f.startsWith(own)).map(f -> f.substring(own.length()))
        .collect(java.util.stream.Collectors.toSet()));
  }

  private void index(Set<String> rejected) {
    Map<Sort, List<Instance>> byResult = new LinkedHashMap<>();
    Map<Sort, List<Term>> leafPool = new LinkedHashMap<>();
    List<Instance> rootList = new ArrayList<>();
    for (Instance i : instances) {
      if (rejected.contains(form(i))) {
        continue;
      }
      if (i.args().isEmpty()) {
        leafPool.computeIfAbsent(i.result(), k -> new ArrayList<>()).add(constant(i));
        continue;
      }
      byResult.computeIfAbsent(i.result(), k -> new ArrayList<>()).add(i);
      if (rootsAtom(i)) {
        rootList.add(i);
      }
    }
    literals().forEach((sort, pool) -> pool.stream().filter(l -> !rejected.contains(literalForm(l)))
        .forEach(l -> leafPool.computeIfAbsent(sort, k -> new ArrayList<>()).add(l)));
    producing = byResult;
    roots = rootList;
    leaves = leafPool;
  }

  /**
   * An atom's root: a Boolean operator of a target theory that is no connective (Core's only for
   * the Core generator), or an equation over a target theory's sort.
   */
  private boolean rootsAtom(Instance i) {
    if (!i.result().equals(Sort.BOOL)) {
      return false;
    }
    String name = i.op().name();
    boolean core = i.signature().theory().equals("Core");
    if (core && (name.equals("=") || name.equals("distinct"))) {
      return !i.args().get(0).equals(Sort.BOOL) || hints.targets().contains("Core");
    }
    return isTarget(i) && (!core || hints.targets().equals(Set.of("Core")) || !CONNECTIVES.contains(name));
  }

  private Term constant(Instance i) {
    boolean qualified = i.signature().sortSlots() > 0;
    return hints.factory().apply(i.op(), i.indexArray(), i.result(), qualified);
  }

  private String header() {
    List<Command> decls = new ArrayList<>();
    for (Term c : constants()) {
      decls.add(new Command.DeclareFun((FunctionSymbol) ((Apply) c).op(), true));
    }
    // the hints' assertion to solve: a solver that reads the theory's terms but cannot solve them fails here
    String solve = hints.solve() == null ? "" : hints.solve() + "\n";
    return "(set-logic ALL)\n" + ScriptPrinter.toText(Script.of(name(), decls, hints.factory())) + solve;
  }

  static String form(Instance i) {
    String indices = i.indices().isEmpty() ? "" : "[" + String.join(" ", i.indices()) + "]";
    return i.op().name() + indices + " " + i.args() + " -> " + i.result();
  }

  private static String literalForm(Term literal) {
    return "literal " + TermPrinter.toText(literal);
  }
}
