package io.tamis.core.eval;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.term.Term;
import java.nio.charset.StandardCharsets;

/** Test helper: read scripts and evaluate terms. */
final class Eval {
  private Eval() {}

  static Script script(String text) {
    return new ScriptReader().read("test.smt2", text.getBytes(StandardCharsets.ISO_8859_1));
  }

  /** The terms of the first get-value of {@code text}. */
  static Term term(Script s) {
    for (Command c : s.commands()) {
      if (c instanceof Command.GetValue g) {
        return g.terms().get(0);
      }
    }
    throw new IllegalArgumentException("no get-value");
  }

  /** The value of a closed term (after optional declarations) under the script's own definitions. */
  static Value value(String declarations, String term) {
    Script s = script(declarations + "\n(get-value (" + term + "))");
    return Evaluator.evaluate(term(s), Model.builder().script(s).build());
  }

  static Value value(String term) {
    return value("(set-logic ALL)", term);
  }

  /** The value under a model read from {@code answer}. */
  static Value value(String declarations, String answer, String term) {
    Script s = script(declarations + "\n(get-value (" + term + "))");
    Model m = ModelReader.read(s, answer.getBytes(StandardCharsets.ISO_8859_1));
    return Evaluator.evaluate(term(s), m);
  }
}
