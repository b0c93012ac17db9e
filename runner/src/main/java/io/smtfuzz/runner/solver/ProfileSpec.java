package io.smtfuzz.runner.solver;

import java.util.List;
import java.util.Map;

/** A solver profile file ({@code config/solvers/NAME.json}) as written; see config/solvers/README.md. */
public record ProfileSpec(String name, String executable, List<String> inputArgs, List<String> defaultArgs,
    String input, double timeoutSeconds, long memoryMb, Map<String, String> env, List<String> versionCommand,
    List<String> crashPatterns, List<String> ignorePatterns, List<String> invalidModelPatterns,
    List<String> expectedPatterns, boolean warm, List<String> incrementalArgs,
    List<OptionSet> optionSets) {

  /** The timeout of a profile that names none. */
  public static final double DEFAULT_TIMEOUT_SECONDS = 10;

  public ProfileSpec {
    inputArgs = nonNull(inputArgs);
    defaultArgs = nonNull(defaultArgs);
    env = env == null ? Map.of() : Map.copyOf(env);
    versionCommand = nonNull(versionCommand);
    crashPatterns = nonNull(crashPatterns);
    ignorePatterns = nonNull(ignorePatterns);
    invalidModelPatterns = nonNull(invalidModelPatterns);
    expectedPatterns = nonNull(expectedPatterns);
    incrementalArgs = nonNull(incrementalArgs);
    optionSets = optionSets == null ? List.of() : List.copyOf(optionSets);
    input = input == null ? "stdin" : input;
    timeoutSeconds = timeoutSeconds == 0 ? DEFAULT_TIMEOUT_SECONDS : timeoutSeconds;
  }

  private static List<String> nonNull(List<String> list) {
    return list == null ? List.of() : List.copyOf(list);
  }
}
