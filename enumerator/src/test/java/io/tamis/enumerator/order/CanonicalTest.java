package io.tamis.enumerator.order;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.enumerator.Enumeration;
import io.tamis.enumerator.Enumerator;
import io.tamis.enumerator.IndexRange;
import io.tamis.enumerator.grammar.Alternative;
import io.tamis.enumerator.grammar.Grammar;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every symmetry class has exactly one canonical test. Classes are built by brute force here (swap
 * any commutative node, exchange any two same-sort constants, until nothing new), not by sorting.
 */
class CanonicalTest {

  @ParameterizedTest(name = "{0} et={1} up to size {2}")
  @CsvSource({"Core, true, 2", "Ints, true, 2", "Bitvectors, true, 2", "LIA, false, 2", "Core, false, 2"})
  void exactlyOneCanonicalTestPerClass(String name, boolean et, int maxSize) {
    Enumerator enumerator = Enumerator.load(name, et);
    Grammar g = enumerator.grammar();
    Canonical canonical = new Canonical(g);
    Set<Derivation> seen = new HashSet<>();
    int classes = 0;
    Enumeration all = enumerator.stream(enumerator.upToSize(BigInteger.ZERO, maxSize));
    while (all.advance()) {
      if (seen.contains(all.current())) {
        continue;
      }
      Set<Derivation> orbit = orbit(g, all.current().copy());
      seen.addAll(orbit);
      classes++;
      long representatives = orbit.stream().filter(canonical::test).count();
      assertEquals(1, representatives, () -> "class of " + enumerator.renderer().test(all.current()));
    }
    BigInteger canonicalCount = BigInteger.ZERO;
    for (int n = 0; n <= maxSize; n++) {
      canonicalCount = canonicalCount.add(enumerator.canonicalTests(n, Long.MAX_VALUE));
    }
    assertEquals(BigInteger.valueOf(classes), canonicalCount);
    assertTrue(classes < enumerator.counts().testsUpTo(maxSize).intValueExact() || maxSize == 0);
  }

  private static Set<Derivation> orbit(Grammar g, Derivation t) {
    Set<Derivation> orbit = new HashSet<>();
    Deque<Derivation> work = new ArrayDeque<>();
    orbit.add(t);
    work.push(t);
    while (!work.isEmpty()) {
      for (Derivation next : neighbours(g, work.pop())) {
        if (orbit.add(next)) {
          work.push(next);
        }
      }
    }
    return orbit;
  }

  private static List<Derivation> neighbours(Grammar g, Derivation t) {
    List<Derivation> out = new ArrayList<>();
    int nodes = preorder(t).size();
    for (int i = 0; i < nodes; i++) {
      Derivation copy = t.copy();
      Derivation d = preorder(copy).get(i);
      if (d.children.length == 2 && d.children[0].rule == d.children[1].rule
          && g.alternative(d.rule, d.alt) instanceof Alternative.Apply a && commutes(a.head())) {
        Derivation first = d.children[1];
        d.children[1] = d.children[0];
        d.children[0] = first;
        d.children[0].slot = 0;
        d.children[1].slot = 1;
        out.add(copy);
      }
    }
    for (String[] pair : constantPairs(g)) {
      Derivation copy = t.copy();
      for (Derivation d : preorder(copy)) {
        if (g.alternative(d.rule, d.alt) instanceof Alternative.Var v) {
          String other = v.name().equals(pair[0]) ? pair[1] : v.name().equals(pair[1]) ? pair[0] : null;
          if (other != null) {
            d.alt = varAlternative(g, d.rule, other);
          }
        }
      }
      out.add(copy);
    }
    return out;
  }

  private static boolean commutes(String op) {
    return List.of("and", "or", "xor", "=", "distinct", "+", "*", "bvand", "bvor", "bvxor", "bvadd", "bvmul")
        .contains(op);
  }

  /** Pairs of declared constants of one sort that every rule offers both or neither of. */
  private static List<String[]> constantPairs(Grammar g) {
    List<String[]> out = new ArrayList<>();
    var decls = g.declarations();
    for (int i = 0; i < decls.size(); i++) {
      for (int j = i + 1; j < decls.size(); j++) {
        String a = decls.get(i).name();
        String b = decls.get(j).name();
        boolean same = decls.get(i).sortText().equals(decls.get(j).sortText());
        for (int r = 0; r < g.ruleCount() && same; r++) {
          same = (varAlternative(g, r, a) < 0) == (varAlternative(g, r, b) < 0);
        }
        if (same) {
          out.add(new String[] {a, b});
        }
      }
    }
    return out;
  }

  private static int varAlternative(Grammar g, int r, String name) {
    for (int a = 0; a < g.alternativeCount(r); a++) {
      if (g.alternative(r, a) instanceof Alternative.Var v && v.name().equals(name)) {
        return a;
      }
    }
    return -1;
  }

  private static List<Derivation> preorder(Derivation t) {
    List<Derivation> out = new ArrayList<>();
    Deque<Derivation> work = new ArrayDeque<>();
    work.push(t);
    while (!work.isEmpty()) {
      Derivation d = work.pop();
      out.add(d);
      for (int j = d.children.length - 1; j >= 0; j--) {
        work.push(d.children[j]);
      }
    }
    return out;
  }
}
