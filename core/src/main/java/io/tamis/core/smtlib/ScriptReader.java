package io.tamis.core.smtlib;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.term.TermFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads SMT-LIB 2.6 scripts into terms of a {@link TermFactory}, checking every application against
 * the signature table. Errors are {@link SmtLibException}s that start with {@code file:line:col:}.
 * {@code let} is read by substitution: the bound term is shared in the DAG, and the printer brings
 * {@code let} back where sharing makes the tree much larger.
 */
public final class ScriptReader {
  private final SignatureTable table;

  public ScriptReader(SignatureTable table) {
    this.table = table;
  }

  public ScriptReader() {
    this(SignatureTable.standard());
  }

  /** Reads {@code text} into a new factory. */
  public Script read(String source, byte[] text) {
    return read(source, text, new TermFactory());
  }

  /** Reads {@code text} into {@code factory}, so its terms can be compared with earlier ones. */
  public Script read(String source, byte[] text, TermFactory factory) {
    ReaderState state = new ReaderState(new Tokenizer(source, text), factory, table);
    if (FiniteSetWords.of(table).named(text)) {
      // set.union, set.singleton ... are z3's FiniteSet operators in a script that names that sort or
      // an operator only z3's sets have, anywhere: a generated atom may come before the declaration
      state.preferredTheory = "FiniteSets";
    }
    return new CommandReader(state).readScript(source);
  }

  public Script read(Path file) throws IOException {
    return read(file.toString(), Files.readAllBytes(file));
  }
}
