package io.smtfuzz.runner.solver;

import java.util.List;
import java.util.Map;

/**
 * A solver profile file ({@code config/solvers/NAME.json}) as written; see config/solvers/README.md.
 * {@code startupMillis}: what a fresh process costs before it reads its script (set for installed
 * releases from their install record; 0 for the solvers on PATH).
 */
public record ProfileSpec(String name, String executable, List<String> inputArgs, List<String> defaultArgs,
    String input, double timeoutSeconds, long memoryMb, Map<String, String> env, List<String> versionCommand,
    List<String> crashPatterns, List<String> ignorePatterns, List<String> invalidModelPatterns,
    List<String> expectedPatterns, boolean warm, List<String> incrementalArgs,
    List<OptionSet> optionSets, long startupMillis) {

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

  /** This profile for a release whose fresh processes take {@code millis} to start. */
  public ProfileSpec withStartup(long millis) {
    return new ProfileSpec(name, executable, inputArgs, defaultArgs, input, timeoutSeconds, memoryMb, env,
        versionCommand, crashPatterns, ignorePatterns, invalidModelPatterns, expectedPatterns, warm, incrementalArgs,
        optionSets, millis);
  }

  private static List<String> nonNull(List<String> list) {
    return list == null ? List.of() : List.copyOf(list);
  }
}
