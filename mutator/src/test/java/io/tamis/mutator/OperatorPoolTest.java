package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.op.Instance;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.sort.Sort;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OperatorPoolTest {
  private static final SignatureTable TABLE = SignatureTable.standard();

  /** Indexed loops with the pool's small indices (empty ones like (_ re.loop 2 1) too); never numeral arguments. */
  @Test
  void regularExpressionLoopsComeInTheirIndexedFormsOnly() {
    PreparedSeed seed = PreparedSeed.of(new ScriptReader(TABLE).read("seed",
        "(set-logic QF_SLIA)(declare-fun s () String)(assert (str.in_re s (re.* (str.to_re \"ab\"))))"
            .getBytes(StandardCharsets.UTF_8)));
    for (Set<String> solvers : List.of(Set.of("z3", "cvc5"), Set.of("z3"))) {
      List<Instance> loops = OperatorPool.of(TABLE, seed, solvers).producing(Sort.REGLAN).stream()
          .filter(i -> i.op().name().equals("re.loop") || i.op().name().equals("re.^")).toList();
      assertTrue(loops.stream().anyMatch(i -> i.op().name().equals("re.^")), loops::toString);
      assertTrue(loops.stream().anyMatch(i -> i.indices().equals(List.of("2", "1"))), loops::toString);
      for (Instance loop : loops) {
        assertEquals(List.of(Sort.REGLAN), loop.args(), loop::toString);
        assertTrue(!loop.indices().isEmpty(), loop::toString);
      }
    }
  }

  /** The theories' constants of the seed's sorts, every configured solver's, never true or false. */
  @Test
  void constantsAreTheSeedSortsSpecialValuesThatEverySolverReads() {
    PreparedSeed strings = PreparedSeed.of(new ScriptReader(TABLE).read("seed",
        "(set-logic QF_SLIA)(declare-fun s () String)(assert (str.in_re s (re.* (str.to_re \"ab\"))))"
            .getBytes(StandardCharsets.UTF_8)));
    assertEquals(Set.of("re.none", "re.all", "re.allchar"), names(OperatorPool.of(TABLE, strings, Set.of("z3", "cvc5"))
        .constants(Sort.REGLAN)));
    assertTrue(names(OperatorPool.of(TABLE, strings, Set.of("z3")).constants(Sort.REGLAN)).contains("re.nostr"));
    assertEquals(List.of(), OperatorPool.of(TABLE, strings, Set.of("z3", "cvc5")).constants(Sort.BOOL));
    PreparedSeed floats = PreparedSeed.of(new ScriptReader(TABLE).read("seed",
        "(set-logic QF_FP)(declare-fun x () Float32)(assert (fp.isNormal (fp.add RNE x x)))"
            .getBytes(StandardCharsets.UTF_8)));
    Sort float32 = floats.terms(Sort.BOOL).get(0).arg(0).sort();
    List<Instance> specials = OperatorPool.of(TABLE, floats, Set.of("z3", "cvc5")).constants(float32);
    assertEquals(Set.of("+zero", "-zero", "+oo", "-oo", "NaN"), names(specials));
    for (Instance i : specials) {
      assertEquals(List.of("8", "24"), i.indices(), i::toString);
    }
    assertTrue(names(OperatorPool.of(TABLE, floats, Set.of("z3", "cvc5")).constants(Sort.of("RoundingMode")))
        .containsAll(Set.of("RNE", "RTZ", "roundTowardZero")));
  }

  private static Set<String> names(List<Instance> instances) {
    return instances.stream().map(i -> i.op().name()).collect(java.util.stream.Collectors.toSet());
  }
}
