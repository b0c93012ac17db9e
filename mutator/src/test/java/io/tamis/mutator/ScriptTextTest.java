package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.mutator.opfuzz.OpFuzzMutation;
import io.tamis.mutator.opfuzz.OperatorClasses;
import io.tamis.mutator.typefuzz.TypeFuzzMutation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Spliced mutant text reads back to exactly the mutant's terms (the same interned instances), along
 * chains, for both mutators over corpus seeds; and most edits are spliced rather than printed whole.
 */
class ScriptTextTest {
  private static final int STEP = 8;
  private static final int CHAIN = 12;
  private static final Set<String> SOLVERS = Set.of("z3", "cvc5");

  @Test
  void splicedTextReadsBackToTheMutant() throws IOException {
    assertSplicedTextReadsBack(false);
  }

  /** As campaigns run opfuzz: every mutant from the seed, so its lines are spliced again and again. */
  @Test
  void splicedTextOfMutantsOfTheSeedReadsBack() throws IOException {
    assertSplicedTextReadsBack(true);
  }

  private static void assertSplicedTextReadsBack(boolean fromSeed) throws IOException {
    ScriptReader reader = new ScriptReader();
    List<String> problems = new ArrayList<>();
    int[] counts = new int[3];
    for (SeedScript seed : Corpus.seeds(STEP)) {
      PreparedSeed prepared = PreparedSeed.of(seed.script());
      for (Mutation m : mutations(prepared)) {
        String problem = chain(seed, prepared, m, reader, counts, fromSeed);
        if (problem != null) {
          problems.add(problem);
        }
      }
    }
    assertEquals(List.of(), problems.subList(0, Math.min(5, problems.size())), problems.size() + " chains failed");
    assertTrue(counts[1] > 0.8 * counts[0], "spliced only " + counts[1] + " of " + counts[0] + " edited assertions");
  }

  private static List<Mutation> mutations(PreparedSeed prepared) {
    SignatureTable table = SignatureTable.standard();
    return List.of(new TypeFuzzMutation(prepared, OperatorPool.of(table, prepared, SOLVERS),
        Conversions.of(table, prepared)),
        new OpFuzzMutation(table, OperatorClasses.standard(), SOLVERS, 2));
  }

  /** Null when every mutant of the chain reads back to its terms; counts edits and spliced lines. */
  private static String chain(SeedScript seed, PreparedSeed prepared, Mutation m, ScriptReader reader,
      int[] counts, boolean fromSeed) {
    ScriptText text = new ScriptText(prepared.script());
    Script current = prepared.script();
    for (int k = 0; k < CHAIN; k++) {
      Optional<Mutant> mutant = m.mutate(current, RandomSource.seeded(31L * k + seed.name().hashCode()));
      if (mutant.isEmpty()) {
        return null;
      }
      byte[] printed = text.print(current, mutant.get());
      counts[0] += text.edited();
      counts[1] += text.spliced();
      String problem = readsBack(mutant.get().script(), printed, reader);
      if (problem != null) {
        return seed.name() + " #" + k + " " + m.getClass().getSimpleName() + ": " + problem;
      }
      current = fromSeed ? prepared.script() : mutant.get().script();
    }
    return null;
  }

  private static String readsBack(Script mutant, byte[] printed, ScriptReader reader) {
    String text = new String(printed, StandardCharsets.ISO_8859_1);
    Script read;
    try {
      read = reader.read("mutant", printed, mutant.factory());
    } catch (SmtLibException e) {
      return e.getMessage() + "\n" + text;
    }
    for (int i = 0; i < mutant.commands().size(); i++) {
      Command want = mutant.commands().get(i);
      if (i >= read.commands().size() || !want.equals(read.commands().get(i))) {
        long asserts = mutant.commands().subList(0, i).stream().filter(c -> c instanceof Command.Assert).count();
        String line = text.lines().filter(l -> l.startsWith("(assert ")).skip(asserts).findFirst()
            .orElse("?");
        return "command " + i + " differs\nwant " + ScriptPrinter.toText(Script.of("", List.of(want),
            mutant.factory())) + "text " + line;
      }
    }
    return null;
  }

  @Test
  void anOperatorSwapRewritesOnlyTheHead() {
    Script s = read("(declare-const x Int)(declare-const y Int)(assert (< x (+ y 1)))");
    Term plus = assertion(s, 2).arg(1);
    Term minus = s.factory().apply(SignatureTable.standard().op("-"), Sort.INT, plus.arg(0), plus.arg(1));
    assertEquals("(assert (< x (- y 1)))", editedLine(s, 2, new int[] {1}, minus));
  }

  @Test
  void anEditThroughALetNameCopiesItsValueAndKeepsTheLet() {
    Script s = read("(declare-const x Int)(declare-const y Int)(assert " + conjunction("(+ x x x x x x x x)", 6)
        + "))");
    Term y = s.factory().apply(s.factory().symbol(FunctionSymbol.Kind.DECLARED, "y", List.of(), Sort.INT), Sort.INT);
    String line = editedLine(s, 2, new int[] {1, 0, 3}, y);
    assertTrue(line.startsWith("(assert (let ((_let_0 (+ x x x x x x x x)))"), line);
    assertTrue(line.contains("(> (+ x x x y x x x x) 1)"), line);
  }

  @Test
  void noBinderIsInsertedUnderALetThatMentionsABoundVariable() {
    Script s = read("(declare-fun f (Int) Int)(declare-const b Bool)(assert (exists ((z Int)) (> z 0)))"
        + "(assert (forall ((x Int)) " + conjunction("(+ (f x) (f x) (f x) (f x))", 8) + " b)))");
    Term exists = assertion(s, 2);
    assertNull(editedLine(s, 3, new int[] {0, 8}, exists));
  }

  /** {@code (and (> shared 0) ... (> shared n-1)}, without its closing parenthesis. */
  private static String conjunction(String shared, int n) {
    StringBuilder s = new StringBuilder("(and");
    for (int i = 0; i < n; i++) {
      s.append(" (> ").append(shared).append(' ').append(i).append(')');
    }
    return s.toString();
  }

  private static Script read(String text) {
    return PreparedSeed.of(new ScriptReader().read("t", text.getBytes(StandardCharsets.UTF_8))).script();
  }

  private static Term assertion(Script s, int command) {
    return ((Command.Assert) s.commands().get(command)).term();
  }

  /**
   * The line of the last assertion after replacing the occurrence at {@code childIndex} of command
   * {@code command} by {@code replacement}, checked to read back; null when it was printed whole.
   */
  private static String editedLine(Script s, int command, int[] childIndex, Term replacement) {
    List<Term> path = new ArrayList<>(List.of(assertion(s, command)));
    for (int c : childIndex) {
      path.add(path.get(path.size() - 1).arg(c));
    }
    Position p = new Position(command, path, childIndex, List.of());
    Mutant mutant = new Mutant(p.replace(s, replacement), List.of(new Edit(p, replacement)));
    ScriptText text = new ScriptText(s);
    byte[] printed = text.print(s, mutant);
    assertNull(readsBack(mutant.script(), printed, new ScriptReader()));
    return text.spliced() == 0 ? null : new String(printed, StandardCharsets.ISO_8859_1).lines()
        .filter(l -> l.startsWith("(assert")).reduce((first, second) -> second).orElseThrow();
  }
}
