package io.smtfuzz.runner.solver;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/**
 * One entry of a profile's {@code optionSets}: the options, the logic families it is for (any logic
 * when none is named) and those it is not for. Written as a plain string when it fits every logic.
 */
public record OptionSet(String options, List<LogicFamily> when, List<LogicFamily> unless) {

  public OptionSet {
    when = when == null ? List.of() : List.copyOf(when);
    unless = unless == null ? List.of() : List.copyOf(unless);
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
}
