package io.tamis.mutator.histfuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermCopier;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.Corpus;
import io.tamis.mutator.FreshNames;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.atoms.Atoms;
import io.tamis.mutator.atoms.Declarations;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A test filled into the printed skeleton is the script the atoms' replacement in the DAG prints. */
class SkeletonTextTest {
  @Test
  void filledTextReadsAsTheRewrittenScript() throws IOException {
    AtomPool pool = new AtomPool(Corpus.suiteSeeds(8), SignatureTable.standard(), Set.of("z3", "cvc5"), null);
    RandomSource random = RandomSource.seeded(28);
    int compared = 0;
    for (SeedScript seed : Corpus.seeds(60)) {
      PreparedSeed prepared = PreparedSeed.of(seed.script(), TermFactory.weak());
      // the pool's canonical names (h0, h1 ...) are declared as they are: a seed with such a name is skipped
      if (prepared.factory().hasNameStartingWith(AtomPool.SYMBOL_PREFIX)) {
        continue;
      }
      List<Term> holes = Atoms.of(prepared.script());
      TermCopier copier = new TermCopier(prepared.factory());
      Map<Term, Term> atoms = new HashMap<>();
      List<String> texts = new ArrayList<>();
      Set<FunctionSymbol> symbols = new LinkedHashSet<>();
      for (Term hole : holes) {
        Term atom = copier.copy(random.pick(pool.atoms()));
        atoms.put(hole, atom);
        texts.add(TermPrinter.toText(atom));
        symbols.addAll(AtomPool.symbols(atom));
      }
      SkeletonText text = SkeletonText.of(prepared.script(), holes, FreshNames.prefix(prepared.factory(), "hf"));
      String filled = new String(text.fill(texts, symbols), StandardCharsets.ISO_8859_1);
      String rewritten = ScriptPrinter.toText(Declarations.with(Atoms.replace(prepared.script(), atoms), symbols));
      assertEquals(canonical(rewritten), canonical(filled), seed.name());
      compared++;
    }
    assertTrue(compared > 50, "only " + compared + " seeds compared");
  }

  /** Read into a fresh factory and printed: equal DAGs print equal. */
  private static String canonical(String text) {
    return ScriptPrinter.toText(new ScriptReader().read("t", text.getBytes(StandardCharsets.ISO_8859_1)));
  }
}
