package io.tamis.mutator.histfuzz;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.term.Term;
import io.tamis.mutator.TextTemplate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A pool atom printed once, with its declared symbols (the pool's canonical {@code h0}, {@code h1} ...)
 * cut out: a test fills in the names they take in the seed, so it builds no term.
 *
 * @param symbols the atom's declared symbols (the pool's), in the order the atom meets them
 */
record AtomText(TextTemplate text, List<FunctionSymbol> symbols) {

  static AtomText of(Term atom) {
    List<FunctionSymbol> symbols = List.copyOf(AtomPool.symbols(atom));
    Set<String> names = symbols.stream().map(FunctionSymbol::name).collect(Collectors.toSet());
    return new AtomText(TextTemplate.of(TermPrinter.toText(atom), AtomPool.SYMBOL_PREFIX, names), symbols);
  }

  /** @param names the text each symbol name stands for in the test */
  String fill(Map<String, String> names) {
    return text.fill(names::get);
  }
}
