package io.smtfuzz.mutator.histfuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.op.FunctionSymbol;
import io.smtfuzz.core.op.SignatureTable;
import io.smtfuzz.core.smtlib.ScriptPrinter;
import io.smtfuzz.core.smtlib.ScriptReader;
import io.smtfuzz.core.smtlib.TermPrinter;
import io.smtfuzz.core.term.Term;
import io.smtfuzz.core.term.TermCopier;
import io.smtfuzz.core.term.TermFactory;
import io.smtfuzz.mutator.Corpus;
import io.smtfuzz.mutator.FreshNames;
import io.smtfuzz.mutator.PreparedSeed;
import io.smtfuzz.mutator.RandomSource;
import io.smtfuzz.mutator.atoms.Atoms;
import io.smtfuzz.mutator.atoms.Declarations;
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
