package io.tamis.enumerator.order;

import io.tamis.enumerator.grammar.Alternative;
import io.tamis.enumerator.grammar.Declaration;
import io.tamis.enumerator.grammar.Grammar;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Symmetry reduction ({@code --canonical}): a test is canonical when it is the smallest, in
 * enumeration order, of the tests it becomes by swapping the two arguments of commutative operators
 * and by renaming interchangeable declared constants (same sort, offered by exactly the same rules).
 * The smallest form under swaps alone is the bottom-up sorted one, so the check sorts every renaming
 * of the test (there are at most a few: 2 constants give 2, 3 give 6) and compares.
 */
public final class Canonical {
  /** SMT-LIB operators whose two arguments commute (for two arguments of one rule). */
  private static final Set<String> COMMUTATIVE = Set.of("and", "or", "xor", "=", "distinct", "+", "*", "bvand",
      "bvor", "bvxor", "bvadd", "bvmul", "fp.eq", "re.union", "re.inter");

  private final Grammar grammar;
  private final boolean[][] commutative;
  /** renamings[p][r][a]: the alternative that alternative a of rule r becomes under renaming p. */
  private final int[][][] renamings;

  public Canonical(Grammar grammar) {
    this.grammar = grammar;
    this.commutative = commutative(grammar);
    this.renamings = Renamings.of(grammar);
  }

  /** Whether {@code t} is the representative of its symmetry class. */
  public boolean test(Derivation t) {
    if (!sorted(t)) {
      return false;
    }
    for (int p = 1; p < renamings.length; p++) {
      Derivation other = t.copy();
      rename(other, renamings[p]);
      sort(other);
      if (Order.compare(other, t) < 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean[][] commutative(Grammar g) {
    boolean[][] out = new boolean[g.ruleCount()][];
    for (int r = 0; r < g.ruleCount(); r++) {
      out[r] = new boolean[g.alternativeCount(r)];
      for (int a = 0; a < out[r].length; a++) {
        out[r][a] = g.alternative(r, a) instanceof Alternative.Apply apply && COMMUTATIVE.contains(apply.head())
            && g.childCount(r, a) == 2 && g.child(r, a, 0) == g.child(r, a, 1);
      }
    }
    return out;
  }

  private boolean swappable(Derivation d) {
    return commutative[d.rule][d.alt];
  }

  private boolean sorted(Derivation t) {
    Deque<Derivation> work = new ArrayDeque<>();
    work.push(t);
    while (!work.isEmpty()) {
      Derivation d = work.pop();
      if (swappable(d) && Order.compare(d.children[0], d.children[1]) > 0) {
        return false;
      }
      for (Derivation c : d.children) {
        work.push(c);
      }
    }
    return true;
  }

  private static void rename(Derivation t, int[][] renaming) {
    Deque<Derivation> work = new ArrayDeque<>();
    work.push(t);
    while (!work.isEmpty()) {
      Derivation d = work.pop();
      d.alt = renaming[d.rule][d.alt];
      for (Derivation c : d.children) {
        work.push(c);
      }
    }
  }

  /** Sorts the arguments of every commutative node, children before parents (postorder). */
  private void sort(Derivation t) {
    List<Derivation> preorder = new ArrayList<>();
    Deque<Derivation> work = new ArrayDeque<>();
    work.push(t);
    while (!work.isEmpty()) {
      Derivation d = work.pop();
      preorder.add(d);
      for (Derivation c : d.children) {
        work.push(c);
      }
    }
    for (int i = preorder.size() - 1; i >= 0; i--) {
      Derivation d = preorder.get(i);
      if (swappable(d) && Order.compare(d.children[0], d.children[1]) > 0) {
        Derivation first = d.children[1];
        d.children[1] = d.children[0];
        d.children[0] = first;
        d.children[0].slot = 0;
        d.children[1].slot = 1;
      }
    }
  }

  /** The renamings of interchangeable declared constants, as alternative maps; the first is the identity. */
  private static final class Renamings {
    private Renamings() {}

    static int[][][] of(Grammar g) {
      List<List<String>> groups = groups(g);
      List<int[][]> out = new ArrayList<>();
      out.add(identity(g));
      for (List<String> group : groups) {
        List<int[][]> more = new ArrayList<>();
        for (int[][] base : out) {
          for (List<String> perm : permutations(group)) {
            more.add(compose(g, base, group, perm));
          }
        }
        out = more;
      }
      return out.toArray(new int[0][][]);
    }

    /** Declared constants that the same rules offer, grouped by sort. */
    private static List<List<String>> groups(Grammar g) {
      List<List<String>> groups = new ArrayList<>();
      List<String> done = new ArrayList<>();
      for (Declaration d : g.declarations()) {
        if (!d.argSorts().isEmpty() || done.contains(d.name())) {
          continue;
        }
        List<String> group = new ArrayList<>();
        for (Declaration e : g.declarations()) {
          if (e.argSorts().isEmpty() && e.sortText().equals(d.sortText())
              && Arrays.deepEquals(offeredBy(g, d.name()), offeredBy(g, e.name()))) {
            group.add(e.name());
          }
        }
        done.addAll(group);
        if (group.size() > 1) {
          groups.add(group);
        }
      }
      return groups;
    }

    /** For each rule, whether it offers {@code var name}. */
    private static Boolean[] offeredBy(Grammar g, String name) {
      Boolean[] out = new Boolean[g.ruleCount()];
      for (int r = 0; r < g.ruleCount(); r++) {
        out[r] = alternativeOf(g, r, name) >= 0;
      }
      return out;
    }

    private static int alternativeOf(Grammar g, int r, String name) {
      for (int a = 0; a < g.alternativeCount(r); a++) {
        if (g.alternative(r, a) instanceof Alternative.Var v && v.name().equals(name)) {
          return a;
        }
      }
      return -1;
    }

    private static int[][] identity(Grammar g) {
      int[][] out = new int[g.ruleCount()][];
      for (int r = 0; r < out.length; r++) {
        out[r] = new int[g.alternativeCount(r)];
        Arrays.setAll(out[r], a -> a);
      }
      return out;
    }

    private static int[][] compose(Grammar g, int[][] base, List<String> group, List<String> perm) {
      int[][] out = new int[base.length][];
      for (int r = 0; r < base.length; r++) {
        out[r] = base[r].clone();
        for (int i = 0; i < group.size(); i++) {
          int from = alternativeOf(g, r, group.get(i));
          if (from >= 0) {
            out[r][from] = alternativeOf(g, r, perm.get(i));
          }
        }
      }
      return out;
    }

    /** All orders of {@code items}, the identity first (Heap's algorithm would do; groups are tiny). */
    private static List<List<String>> permutations(List<String> items) {
      List<List<String>> out = new ArrayList<>();
      out.add(List.copyOf(items));
      for (int k = 0; k < out.size(); k++) {
        List<String> p = out.get(k);
        for (int i = 0; i + 1 < p.size(); i++) {
          List<String> q = new ArrayList<>(p);
          q.set(i, p.get(i + 1));
          q.set(i + 1, p.get(i));
          if (!out.contains(q)) {
            out.add(List.copyOf(q));
          }
        }
      }
      return out;
    }
  }

  /** Enumeration order between two derivations of one rule: size, then the digits in preorder. */
  static final class Order {
    private Order() {}

    static int compare(Derivation x, Derivation y) {
      Deque<Derivation> work = new ArrayDeque<>();
      work.push(y);
      work.push(x);
      while (!work.isEmpty()) {
        Derivation a = work.pop();
        Derivation b = work.pop();
        int c = a.size != b.size ? Integer.compare(a.size, b.size) : Integer.compare(a.alt, b.alt);
        if (c != 0) {
          return c;
        }
        for (int j = a.children.length - 1; j >= 0; j--) {
          work.push(b.children[j]);
          work.push(a.children[j]);
        }
      }
      return 0;
    }
  }

  @Override
  public String toString() {
    return "canonical " + Objects.toString(grammar.name());
  }
}
