package io.tamis.core.eval;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Whether a model satisfies a script: the assertions in scope at the first {@code check-sat} (or
 * {@code check-sat-assuming}, whose assumptions count as assertions; all assertions when there is no
 * check-sat), each evaluated under the model.
 *
 * <p>Contract: {@code FALSE} when some assertion evaluates to false (the model is wrong for the
 * script); {@code TRUE} when every one evaluates to true; {@code UNKNOWN} otherwise (some value is
 * left open: a division by zero the model does not interpret, a quantifier over an infinite domain,
 * an operator without an evaluation rule). The result names the first false assertion, or the first
 * unknown one, by its command index, with the reason.
 */
public final class ScriptCheck {
  private ScriptCheck() {}

  public enum Verdict { TRUE, FALSE, UNKNOWN }

  /**
   * {@code command} is the index in {@link Script#commands()} of the assertion that decided the
   * verdict (-1 for TRUE); {@code number} the same assertion as people count them, the script's Nth
   * {@code assert} from 1 (what a message names; 0 for TRUE); {@code assertion} its term; {@code reason} why it
   * is unknown, or "".
   */
  public record Result(Verdict verdict, int command, int number, Term assertion, String reason) {
    public static final Result SATISFIED = new Result(Verdict.TRUE, -1, 0, null, "");
  }

  /** One asserted term and the command it comes from. */
  record Assertion(int command, Term term) {}

  public static Result check(Script script, Model model) {
    Evaluator evaluator = new Evaluator(model);
    Result unknown = null;
    for (Assertion a : assertions(script)) {
      Value v = evaluator.evaluate(a.term());
      if (v == BoolValue.FALSE) {
        return new Result(Verdict.FALSE, a.command(), number(script, a.command()), a.term(), "");
      }
      if (v instanceof Unknown u && unknown == null) {
        unknown = new Result(Verdict.UNKNOWN, a.command(), number(script, a.command()), a.term(), u.reason());
      }
    }
    return unknown != null ? unknown : Result.SATISFIED;
  }

  /** How many {@code assert} commands the script has up to {@code command}, that one included. */
  private static int number(Script script, int command) {
    List<Command> commands = script.commands();
    return (int) commands.subList(0, Math.min(command + 1, commands.size())).stream()
        .filter(c -> c instanceof Command.Assert).count();
  }

  /** The assertions in scope at the first check-sat, in order (push/pop and reset followed). */
  static List<Assertion> assertions(Script script) {
    Scopes scopes = new Scopes();
    List<Command> commands = script.commands();
    int i = 0;
    while (i < commands.size() && !scopes.follow(i, commands.get(i))) {
      i++;
    }
    return scopes.active;
  }

  /** The assertion stack as the commands build it. */
  private static final class Scopes {
    final List<Assertion> active = new ArrayList<>();
    private final List<Integer> marks = new ArrayList<>();

    /** Applies command {@code i}; true at the first check-sat. */
    boolean follow(int i, Command command) {
      switch (command) {
        case Command.Assert a -> active.add(new Assertion(i, a.term()));
        case Command.Push p -> marks.addAll(Collections.nCopies(p.levels(), active.size()));
        case Command.Pop p -> pop(p.levels());
        case Command.Plain p when p.name().startsWith("reset") -> pop(marks.size() + 1);
        case Command.CheckSat c -> {
          return true;
        }
        case Command.CheckSatAssuming c -> {
          c.assumptions().forEach(t -> active.add(new Assertion(i, t)));
          return true;
        }
        default -> { }
      }
      return false;
    }

    /** Leaves {@code levels} scopes; one more than are open clears everything. */
    private void pop(int levels) {
      for (int k = 0; k < levels; k++) {
        int mark = marks.isEmpty() ? 0 : marks.remove(marks.size() - 1);
        active.subList(mark, active.size()).clear();
      }
    }
  }
}
