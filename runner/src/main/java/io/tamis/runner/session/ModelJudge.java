package io.tamis.runner.session;

import io.tamis.core.eval.Model;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.eval.ScriptCheck;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.runner.session.SessionScript.Step;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The responses after a sat answer: get-value gives each constant the value get-model gives it, and the
 * model satisfies what is in scope with the assumptions (tamis's evaluator).
 */
final class ModelJudge {
  /** What was wrong: a finding's kind, what its key names, its detail. */
  record Lie(String kind, String what, String detail) {}

  private static final Pattern ABSTRACT = Pattern.compile("\\(as (@[^\\s()]+) .*\\)");
  private final Transcript t;
  private final Step query;

  ModelJudge(Transcript t, Step query) {
    this.t = t;
    this.query = query;
  }

  /** A value against the model, and the model against the question: either, both or neither. */
  List<Lie> judge() {
    String model = t.after(query.index(), "get-model");
    if (model == null) {
      return List.of();
    }
    return Stream.of(values(model), satisfies(model)).flatMap(Optional::stream).toList();
  }

  /**
   * A constant whose value in get-value's response is not its value in the model, or that the model leaves out
   * (every constant of the script is declared globally, so in scope: get-model must define it).
   */
  private Optional<Lie> values(String model) {
    String values = t.after(query.index(), "get-value");
    if (values == null) {
      return Optional.empty();
    }
    Map<String, String> defined = constants(model);
    for (String pair : SessionScript.elements(values)) {
      List<String> tv = SessionScript.elements(pair);
      String inModel = tv.size() == 2 ? defined.get(AssertionStack.unquoted(tv.get(0))) : null;
      if (tv.size() == 2 && inModel == null && !tv.get(0).startsWith("(")) {
        return Optional.of(new Lie("value", "missing", "get-model leaves out " + tv.get(0) + ", to which get-value "
            + "gives " + spaced(tv.get(1)) + ", after the sat at " + SessionOracle.command(query)));
      }
      // A value with let (cvc5 shares subterms so) is another text of the same value: not compared.
      if (inModel != null && !inModel.equals(spaced(tv.get(1))) && !(inModel + tv.get(1)).contains("(let ")) {
        return Optional.of(new Lie("value", "get-value", "get-value gives " + tv.get(0) + " the value "
            + spaced(tv.get(1)) + " and get-model " + inModel + " after the sat at " + SessionOracle.command(query)));
      }
    }
    return Optional.empty();
  }

  /** The model's constants: {@code (define-fun x () Int 1)} and their values, in one spacing. */
  private static Map<String, String> constants(String model) {
    Map<String, String> out = new HashMap<>();
    for (String definition : SessionScript.elements(model)) {
      List<String> d = SessionScript.elements(definition);
      if (d.size() == 5 && d.get(0).equals("define-fun") && d.get(2).equals("()")) {
        out.put(AssertionStack.unquoted(d.get(1)), spaced(d.get(4)));
      }
    }
    return out;
  }

  /**
   * A value in one spacing, an abstract value without its sort: Yices2's get-value says {@code @const_1} where its
   * model says {@code (as @const_1 U)}.
   */
  private static String spaced(String term) {
    String s = term.replaceAll("\\s+", " ").replace("( ", "(").replace(" )", ")").strip();
    Matcher m = ABSTRACT.matcher(s);
    return m.matches() ? m.group(1) : s;
  }

  /** An assertion in scope, or an assumption, false under the model. */
  private Optional<Lie> satisfies(String model) {
    ScriptCheck.Result r;
    try {
      Script script = new ScriptReader().read("question", query.query().question().getBytes(StandardCharsets.ISO_8859_1));
      Model m = ModelReader.read(script, model.getBytes(StandardCharsets.ISO_8859_1));
      r = ScriptCheck.check(script, m);
    } catch (RuntimeException e) {
      return Optional.empty();
    }
    return r.verdict() != ScriptCheck.Verdict.FALSE ? Optional.empty() : Optional.of(new Lie("invalid-model",
        "get-model", "the model after the sat at " + SessionOracle.command(query) + " makes assertion " + r.number()
        + " of the question asked fresh false (tamis's evaluator)"));
  }
}
