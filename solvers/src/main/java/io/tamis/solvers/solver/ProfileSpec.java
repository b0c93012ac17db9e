package io.tamis.solvers.solver;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * A solver profile file ({@code config/solvers/NAME.json}) as written; see config/solvers/README.md.
 * {@code startupMillis}: what a fresh process costs before it reads its script (set for installed
 * releases from their install record; 0 for the solvers on PATH).
 * {@code optionSupport}: how the solver's developers class options they do not fully support, by option
 * ({@link OptionSupport}); read from profiles, not written into findings (a finding records its verdict).
 * {@code renames}: symbols this solver names otherwise ({@link Dialect}), applied to every script it
 * is sent; recorded with findings so that replay sends the same text.
 * {@code sessionTimeout}: the command that sets the solver's own time limit per check-sat, {@code {ms}}
 * standing for the milliseconds; a warm session sends it before each test, so that a test at its limit
 * ends with the solver's answer and the session lives on (empty: none; the session is killed).
 * {@code modes}: options under which the solver must answer as without them ({@link Mode}), for the mode
 * differential. {@code unsatCores}: the solver names an unsat core of named assertions ({@code get-unsat-core}).
 * {@code severityOptions}: the modes the solver's developers promise more of (cvc5's {@code --safe-mode=safe} and
 * {@code stable}): a report runs its finding under each, as a maintainer's first question is whether it shows there.
 * {@code smallerOptions}: by option, what may stand in for it with less switched on ({@link SmallerOption}; z3's
 * unsat cores for {@code proof=true}): a report's minimal command uses the first that still shows its finding.
 */
public record ProfileSpec(String name, String executable, List<String> inputArgs, List<String> defaultArgs,
    String input, double timeoutSeconds, long memoryMb, Map<String, String> env, List<String> versionCommand,
    List<String> crashPatterns, List<String> ignorePatterns, List<String> invalidModelPatterns,
    List<String> expectedPatterns, boolean warm, List<String> incrementalArgs,
    List<OptionSet> optionSets, long startupMillis,
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY) Map<String, String> optionSupport,
    Map<String, String> renames, String sessionTimeout, List<Mode> modes, boolean unsatCores,
    List<String> severityOptions, Map<String, List<SmallerOption>> smallerOptions) {

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
    optionSupport = optionSupport == null ? Map.of() : Map.copyOf(optionSupport);
    renames = renames == null ? Map.of() : Map.copyOf(renames);
    input = input == null ? "stdin" : input;
    sessionTimeout = sessionTimeout == null ? "" : sessionTimeout;
    timeoutSeconds = timeoutSeconds == 0 ? DEFAULT_TIMEOUT_SECONDS : timeoutSeconds;
    modes = modes == null ? List.of() : List.copyOf(modes);
    severityOptions = nonNull(severityOptions);
    smallerOptions = smallerOptions == null ? Map.of() : Map.copyOf(smallerOptions);
  }

  /** A profile that marks no option. */
  public ProfileSpec(String name, String executable, List<String> inputArgs, List<String> defaultArgs,
      String input, double timeoutSeconds, long memoryMb, Map<String, String> env, List<String> versionCommand,
      List<String> crashPatterns, List<String> ignorePatterns, List<String> invalidModelPatterns,
      List<String> expectedPatterns, boolean warm, List<String> incrementalArgs, List<OptionSet> optionSets,
      long startupMillis) {
    this(name, executable, inputArgs, defaultArgs, input, timeoutSeconds, memoryMb, env, versionCommand,
        crashPatterns, ignorePatterns, invalidModelPatterns, expectedPatterns, warm, incrementalArgs, optionSets,
        startupMillis, Map.of(), Map.of(), "", List.of(), false, List.of(), Map.of());
  }

  /** This profile for a release whose fresh processes take {@code millis} to start. */
  public ProfileSpec withStartup(long millis) {
    return new ProfileSpec(name, executable, inputArgs, defaultArgs, input, timeoutSeconds, memoryMb, env,
        versionCommand, crashPatterns, ignorePatterns, invalidModelPatterns, expectedPatterns, warm, incrementalArgs,
        optionSets, millis, optionSupport, renames, sessionTimeout, modes, unsatCores, severityOptions,
        smallerOptions);
  }

  public OptionSupport support() {
    return new OptionSupport(optionSupport);
  }

  private static List<String> nonNull(List<String> list) {
    return list == null ? List.of() : List.copyOf(list);
  }
}
