package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tamis.core.check.SortChecker;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.RoundTrip;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.solvers.install.InstalledReleases;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The signature table's operators of the newest releases, as those releases read them: each script
 * uses operators that {@code config/signatures} tags for the solver, at the sorts the table gives,
 * and the solver's parser takes it (cvc5 1.3.2 with {@code --parse-only}: no {@code Parse Error},
 * though it may decline to solve without an option or a build feature; z3 5.1.0, given no
 * {@code check-sat}: no error line), and so does tamis's reader, which also sort-checks and
 * round-trips it. Needs the releases that bin/test installs; fails, never skips, without them.
 */
@Tag("solver")
@Tag("newest")
class SignatureFactsTest {
  private static final String CVC5 = """
      (set-logic HO_ALL)
      (declare-const t (Tuple Int Bool))
      (assert ((_ tuple.select 1) t))
      (assert (= ((_ tuple.project 1 0) t) (tuple true 1)))
      (assert (= ((_ tuple.update 0) t 2) t))
      (declare-const n (Nullable Int))
      (assert (and (nullable.is_some n) (not (nullable.is_null n))))
      (assert (= (nullable.val n) 1))
      (assert (= (nullable.lift (lambda ((a Int)) (+ a 1)) n) (nullable.some 2)))
      (declare-const R (Relation Int Int))
      (assert (set.member (tuple 1 1) (rel.tclosure (rel.join R (rel.transpose R)))))
      (assert (= ((_ rel.project 1) R) (as set.empty (Relation Int))))
      (assert (= (rel.iden (rel.join_image R 1)) R))
      (declare-const T (Table Int Bool))
      (assert (= ((_ table.project 1) T) (as bag.empty (Table Bool))))
      (assert (= (table.product T T) (as bag.empty (Table Int Bool Int Bool))))
      (declare-const S (Set Int))
      (assert (= (set.map (lambda ((x Int)) (+ x 1)) S) S))
      (assert (set.is_empty (set.filter (lambda ((x Int)) (> x 0)) S)))
      (assert (= (set.fold (lambda ((x Int) (a Int)) (+ x a)) 0 S) 0))
      (assert (set.all (lambda ((x Int)) (> x 0)) S))
      (declare-const B (Bag Int))
      (assert (= (bag.map (lambda ((x Int)) (+ x 1)) B) (bag.setof B)))
      (assert (= (bag.partition (lambda ((x Int) (y Int)) (= x y)) B) (as bag.empty (Bag (Bag Int)))))
      (declare-const x Int)
      (assert (= (int.log2 x) (int.pow2 x)))
      (assert (= (ubv_to_int ((_ int_to_bv 4) x)) (sbv_to_int ((_ int_to_bv 4) x))))
      (declare-const v (_ BitVec 4))
      (assert (bvnego v))
      (assert (= (bvite ((_ extract 0 0) v) v v) v))
      (declare-const a (Array Int Int))
      (assert (eqrange a a 0 x))
      (declare-const f (-> Int Int Int))
      (assert (= (f 1) (@ f 2)))
      (assert (= (seq.len (as seq.empty (Seq Int))) (str.len (seq.unit 1))))
      """;

  private static final String CVC5_FIELDS = """
      (set-logic QF_FF)
      (declare-const a (_ FiniteField 5))
      (assert (= (ff.mul a a) #f1m5))
      (assert (= (ff.bitsum a a) (as ff3 (_ FiniteField 5))))
      (assert (= (ff.add a (ff.neg a)) (as ff0 (_ FiniteField 5))))
      """;

  private static final String CVC5_HEAP = """
      (set-logic ALL)
      (declare-heap (Int Int))
      (assert (sep (pto 1 2) sep.emp))
      (assert (wand sep.emp (= (as sep.nil Int) 0)))
      """;

  private static final String Z3 = """
      (declare-const s (FiniteSet Int))
      (assert (set.in 1 (set.union s (set.singleton 2))))
      (assert (= (set.size (set.intersect s (set.difference s s))) 1))
      (assert (set.subset (set.range 0 3) s))
      (assert (= (set.map (lambda ((x Int)) (+ x 1)) s) s))
      (assert (= (set.filter (lambda ((x Int)) (> x 1)) s) s))
      (declare-const q (Seq Int))
      (assert (= (seq.map (lambda ((x Int)) (+ x 1)) q) q))
      (assert (= (seq.foldl (lambda ((a Int) (x Int)) (+ a x)) 0 q) 3))
      (assert (= (seq.foldli (lambda ((i Int) (a Int) (x Int)) (+ a x i)) 0 0 q) 3))
      (declare-fun f () (-> Int Int))
      (assert (= (f 1) 2))
      (declare-const v (_ BitVec 4))
      (assert (and (bvnego v) (bvuaddo v v) (bvsdivo v v)))
      (assert (= (ubv_to_int v) (sbv_to_int ((_ int_to_bv 4) 3))))
      (declare-const a (Array Int Int Bool))
      (assert (a 1 2))
      (assert ((_ at-most 1) (a 1 2) (a 2 3)))
      (assert (= a ((_ map and) a a)))
      (assert (= (seq.len "ab") 2))
      (simplify (+ 1 2))
      (check-sat-using (then simplify smt))
      """;

  @Test
  void cvc5ParsesItsOperators() throws Exception {
    for (String script : List.of(CVC5, CVC5_FIELDS, CVC5_HEAP)) {
      assertReads(script);
      String out = run("cvc5@1.3.2", List.of("--lang", "smt2", "--parse-only"), script);
      assertFalse(out.contains("Parse Error"), out);
    }
  }

  @Test
  void z3ParsesItsOperators() throws Exception {
    assertReads(Z3);
    String out = run("z3@5.1.0", List.of("-in"), Z3.replace("(check-sat-using (then simplify smt))\n", ""));
    assertFalse(out.contains("(error"), out);
  }

  private static void assertReads(String text) {
    ScriptReader reader = new ScriptReader();
    Script script = reader.read("facts.smt2", text.getBytes(StandardCharsets.ISO_8859_1));
    assertEquals(List.of(), new SortChecker().check(script));
    assertNull(RoundTrip.check(script, reader, new ByteBuf()));
  }

  private static String run(String spec, List<String> options, String script) throws Exception {
    Path executable;
    try {
      executable = InstalledReleases.user().resolve(spec).executable();
    } catch (IllegalArgumentException e) {
      throw new AssertionError(e.getMessage() + " (bin/test installs it: bin/test --setup)", e);
    }
    Path in = Files.createTempFile("tamis-facts", ".smt2");
    try {
      Files.writeString(in, script, StandardCharsets.ISO_8859_1);
      List<String> argv = new java.util.ArrayList<>(List.of(executable.toString()));
      argv.addAll(options);
      Process p = new ProcessBuilder(argv).redirectInput(in.toFile()).redirectErrorStream(true).start();
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError(spec + " did not finish parsing in 120 s");
      }
      return new String(out, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(in);
    }
  }
}
