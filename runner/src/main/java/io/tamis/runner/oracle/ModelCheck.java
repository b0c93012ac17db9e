package io.tamis.runner.oracle;

import io.tamis.core.eval.Model;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.eval.ScriptCheck;
import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Our own check of the models solvers print: a {@code (get-model)} goes after the script's only
 * {@code check-sat}; the script is evaluated under each model that follows a sat answer. An
 * assertion that is false makes an invalid-model finding (even when the solver's own check passed);
 * on a sat/unsat disagreement the sat side's model is {@link Attribution}'s strongest evidence. The
 * script goes without its {@code (set-info :status ...)}: cvc5 and CVC4 stop at an answer that contradicts
 * it and print no model, while the oracle keeps the status.
 */
public final class ModelCheck {
  private static final Pattern CHECK_SAT = Pattern.compile("\\(\\s*check-sat\\s*\\)");
  private static final Pattern NO_MODEL = Pattern.compile("\\(\\s*(get-model|push|pop|check-sat-assuming)\\b");
  private static final Pattern STATUS = Pattern.compile("\\(\\s*set-info\\s+:status\\s+[a-z]+\\s*\\)");

  private ModelCheck() {}

  /**
   * The script up to its first {@code (exit)}, without its {@code :status}, with {@code (get-model)} at its end
   * when that part has exactly one check-sat; else the script as it is.
   */
  public static byte[] request(byte[] text) {
    String s = new String(text, 0, ScriptCommands.beforeExit(text), StandardCharsets.ISO_8859_1);
    Matcher m = CHECK_SAT.matcher(s);
    boolean one = m.find() && !m.find();
    if (!one || NO_MODEL.matcher(s).find()) {
      return text;
    }
    return (STATUS.matcher(s).replaceAll("") + "\n(get-model)\n").getBytes(StandardCharsets.ISO_8859_1);
  }

  /** The evaluation of one configuration's model. */
  public record Checked(Outcome outcome, ScriptCheck.Result result) {}

  /** The findings with the model check's additions, and each model checked (for {@link Attribution}). */
  public record Judged(List<Finding> findings, List<Checked> checked) {
    /** The verdict on each model checked. */
    public List<String> models() {
      return checked.stream().map(c -> c.result().verdict().name().toLowerCase()).toList();
    }
  }

  /**
   * Adds invalid-model findings.
   *
   * @param script the test's text (without the appended get-model)
   */
  public static Judged judge(byte[] script, List<Outcome> outcomes, List<Finding> findings, String logic) {
    Script parsed = parse(script);
    if (parsed == null) {
      return new Judged(findings, List.of());
    }
    List<Checked> checked = new ArrayList<>();
    for (Outcome o : outcomes) {
      String model = modelText(o);
      if (model != null) {
        checked.add(new Checked(o, evaluate(parsed, model)));
      }
    }
    List<Finding> out = new ArrayList<>(findings);
    for (Checked c : checked) {
      if (c.result().verdict() == ScriptCheck.Verdict.FALSE && c.outcome().verdict() != Verdict.INVALID_MODEL) {
        String label = c.outcome().label();
        out.add(new Finding("invalid-model", List.of(label), label + "'s model makes assertion "
            + c.result().number() + " false (tamis's evaluator)", DedupKeys.invalidModel(label, logic), label));
      }
    }
    return new Judged(out, checked);
  }

  /**
   * tamis's evaluation of the model {@code o} printed after its sat answer on {@code script}, or null when
   * it printed none or the script does not read.
   */
  public static ScriptCheck.Result check(Script script, Outcome o) {
    String model = modelText(o);
    return model == null ? null : evaluate(script, model);
  }

  private static Script parse(byte[] script) {
    try {
      return new ScriptReader().read("test", script);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** What follows the single sat answer, when the output was captured whole and had no error before it. */
  public static String modelText(Outcome o) {
    if (o.run() == null || o.answers().size() != 1 || !o.answers().get(0).equals("sat")
        || o.run().stdoutBytes() > o.run().stdout().length()) {
      return null;
    }
    String out = o.run().stdout();
    int at = out.indexOf("sat\n");
    if (out.lastIndexOf("(error", at) >= 0) {
      // The solver rejected a command before answering (z3 drops an assertion outside QF_RDL's
      // fragment and goes on): its model answers another script.
      return null;
    }
    String rest = at < 0 ? "" : afterErrors(out.substring(at + 4).strip());
    return rest.startsWith("(") ? rest : null;
  }

  /**
   * The text after the error lines that lead it: z3's own model validation prints its error between
   * the answer and the model, which is still the model to evaluate.
   */
  private static String afterErrors(String s) {
    String rest = s;
    while (rest.startsWith("(error")) {
      int end = rest.indexOf("\")\n");
      rest = end < 0 ? "" : rest.substring(end + 3).strip();
    }
    return rest;
  }

  static ScriptCheck.Result evaluate(Script script, String model) {
    try {
      Model m = ModelReader.read(script, model.getBytes(StandardCharsets.ISO_8859_1));
      return ScriptCheck.check(script, m);
    } catch (RuntimeException e) {
      return new ScriptCheck.Result(ScriptCheck.Verdict.UNKNOWN, -1, 0, null, "model not read: " + e.getMessage());
    }
  }
}
