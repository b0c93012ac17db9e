package io.tamis.solvers.solver;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One entry of a profile's {@code optionSets}: the options, the logic families it is for (any logic
 * when none is named) and those it is not for. Written as a plain string when it fits every logic.
 * {@code avoid}: operators that keep the set off a script that applies them, for a known bug of the set
 * that would otherwise fill a campaign's findings (z3str3 orders strings wrongly: {@code str.<}).
 */
public record OptionSet(String options, List<LogicFamily> when, List<LogicFamily> unless, List<String> avoid) {

  public OptionSet {
    when = when == null ? List.of() : List.copyOf(when);
    unless = unless == null ? List.of() : List.copyOf(unless);
    avoid = avoid == null ? List.of() : List.copyOf(avoid);
  }

  public OptionSet(String options, List<LogicFamily> when, List<LogicFamily> unless) {
    this(options, when, unless, List.of());
  }

  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static OptionSet of(String options) {
    return new OptionSet(options, List.of(), List.of());
  }

  /** Whether this set is meant for scripts of {@code logic}; every set is, when the logic is unknown. */
  public boolean fits(String logic) {
    if (logic == null || logic.contains("ALL")) {
      return true;
    }
    return (when.isEmpty() || when.stream().anyMatch(f -> f.has(logic)))
        && unless.stream().noneMatch(f -> f.has(logic));
  }

  /** {@link #fits(String)}, and {@code script} applies none of the operators to avoid. */
  public boolean fits(String logic, byte[] script) {
    return fits(logic) && avoid.stream().noneMatch(op -> applies(script, op));
  }

  /** Whether {@code script} has {@code (op} and then a delimiter: an application, not a longer name. */
  static boolean applies(byte[] script, String op) {
    byte[] head = ("(" + op).getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i + head.length < script.length; i++) {
      if (startsWith(script, i, head) && delimits(script[i + head.length])) {
        return true;
      }
    }
    return false;
  }

  private static boolean startsWith(byte[] text, int at, byte[] head) {
    for (int j = 0; j < head.length; j++) {
      if (text[at + j] != head[j]) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code c} ends a symbol: a blank, a parenthesis, a string or quoted symbol, a comment. */
  static boolean delimits(int c) {
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '(' || c == ')' || c == '"' || c == '|'
        || c == ';';
  }
}
