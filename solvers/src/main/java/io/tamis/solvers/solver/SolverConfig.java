package io.tamis.solvers.solver;

import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.gen.TestCase;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One solver configuration as the pool runs it: a profile (patterns, limits) plus the user's
 * arguments. {@code label} is how users wrote it ({@code "z3 model_validate=true"}); it names the
 * configuration in reports and dedup keys. {@code variation}: option sets some tests add
 * ({@link #forTest}).
 */
public record SolverConfig(String label, ProfileSpec profile, String executable, List<String> args,
    Duration timeout, long memoryMb, OptionVariation variation) {
  /** Linux's usual soft stack limit, which solvers are built for; the memory limit is the hard one. */
  private static final long DEFAULT_STACK = 8L * 1024 * 1024;
  /** No solver recurses 1 GB deep on purpose; a runaway recursion reaches it in seconds. */
  private static final long STACK_CAP = 1024L * 1024 * 1024;

  public SolverConfig {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(profile, "profile");
    Objects.requireNonNull(variation, "variation");
    args = List.copyOf(args);
    // Solvers run in a directory of their own (SolverDirectory): a program named by a relative path is
    // resolved here, against the directory it was named in.
    if (executable.indexOf('/') >= 0 && !executable.startsWith("/")) {
      executable = Path.of(executable).toAbsolutePath().normalize().toString();
    }
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("timeout must be positive, got " + timeout);
    }
  }

  public SolverConfig(String label, ProfileSpec profile, String executable, List<String> args, Duration timeout,
      long memoryMb) {
    this(label, profile, executable, args, timeout, memoryMb, OptionVariation.NONE);
  }

  /**
   * The configuration as {@code test} runs it as configuration {@code index}: this one, or with an
   * option set of the variation meant for {@code logic} added (and named in the label), and
   * {@link #incremental} when the script needs it.
   */
  public SolverConfig forTest(TestCase test, int index, String logic) {
    // Without variation (the default), no key: it would hash every enumerated test's text.
    String set = variation.share() == 0 ? null : variation.pick(OptionVariation.key(test), index, logic, test.text());
    SolverConfig c = set == null ? this : with(set);
    return ScriptCommands.incremental(test.text()) ? c.incremental() : c;
  }

  /**
   * This configuration as it runs a script with push/pop or several queries: with the profile's
   * {@code incrementalArgs} (cvc5's {@code --incremental}) added when missing; the label stays, the
   * script shows why.
   */
  public SolverConfig incremental() {
    List<String> more = new ArrayList<>(args);
    profile.incrementalArgs().stream().filter(a -> !args.contains(a)).forEach(more::add);
    return more.size() == args.size() ? this
        : new SolverConfig(label, profile, executable, more, timeout, memoryMb, variation);
  }

  /**
   * This configuration with the option set {@code set} added, named in brackets after the label;
   * blanks inside parentheses do not split an option (z3's tactic expressions).
   */
  public SolverConfig with(String set) {
    List<String> more = new ArrayList<>(args);
    more.addAll(OptionWords.split(set));
    return new SolverConfig(OptionVariation.label(label, set), profile, executable, more, timeout, memoryMb);
  }

  /**
   * This configuration without the option set {@link #with} added (named in the label), as it runs
   * {@code script}: a recorded configuration carries its set in its arguments only.
   */
  public SolverConfig plain(byte[] script) {
    String added = OptionVariation.added(label);
    if (added == null) {
      return this;
    }
    List<String> set = OptionWords.split(added);
    List<String> rest = new ArrayList<>(args);
    int at = Collections.lastIndexOfSubList(rest, set);
    if (at >= 0) {
      rest.subList(at, at + set.size()).clear();
    }
    SolverConfig c = new SolverConfig(OptionVariation.base(label), profile, executable, rest, timeout, memoryMb);
    return ScriptCommands.incremental(script) ? c.incremental() : c;
  }

  /**
   * This configuration under {@code mode}: its options added, its name in braces in the label
   * ({@link Mode#label}); what is added varies no further (the mode is compared with this configuration).
   */
  public SolverConfig under(Mode mode) {
    List<String> more = new ArrayList<>(args);
    more.addAll(OptionWords.split(mode.options()));
    return new SolverConfig(mode.label(label), profile, executable, more, timeout, memoryMb);
  }

  /** The options of the set {@link #with} added (named in the label), or none. */
  public List<String> addedOptions() {
    String added = OptionVariation.added(label);
    return added == null ? List.of() : OptionWords.split(added);
  }

  /**
   * This configuration with only the first option of its added set ({@link OptionVariation#narrowed}),
   * as it runs {@code script}; itself when the set has fewer than two options.
   */
  public SolverConfig narrowed(byte[] script) {
    String narrowed = OptionVariation.narrowed(label);
    return narrowed == null ? this : plain(script).with(OptionVariation.added(narrowed));
  }

  /** This configuration with the profile's option sets added to a {@code share} of the tests. */
  public SolverConfig varying(double share) {
    return varying(share, false);
  }

  /**
   * This configuration with option sets of its profile added to a {@code share} of the tests; with
   * {@code supportedOnly}, only the sets that keep it within what the solver's developers support
   * ({@link OptionSupport#supports}).
   */
  public SolverConfig varying(double share, boolean supportedOnly) {
    OptionSupport support = profile.support();
    List<OptionSet> sets = profile.optionSets().stream()
        .filter(s -> !supportedOnly || support.supports(s, args)).toList();
    return new SolverConfig(label, profile, executable, args, timeout, memoryMb, new OptionVariation(sets, share));
  }

  public SolverConfig withVariation(OptionVariation v) {
    return new SolverConfig(label, profile, executable, args, timeout, memoryMb, v);
  }

  public boolean readsFile() {
    return profile.input().equals("file");
  }

  public Map<String, String> env() {
    return profile.env();
  }

  /**
   * The argv to start, never through a shell. For file input, {@code script} replaces a
   * {@code {file}} argument or is appended. The memory limit goes through prlimit, which sets the
   * limit on itself and then execs the solver: no extra process stays in the tree. It limits the data
   * segment (what the solver allocates), not the address space: a JVM or node reserves gigabytes of
   * address space it never uses and would not start under an address-space limit. Only the soft limit: an
   * {@code +asan} build's launcher moves it to AddressSanitizer's own RSS limit (ASan's shadow memory is a
   * data mapping of terabytes). The stack gets a hard limit of the memory limit or 1 GB, whichever is less: a
   * solver may raise its soft limit up to it (cvc5 does), and a recursion without end overflows it and crashes
   * in seconds, where under the usual unlimited hard limit it grows until the host runs out of memory (cvc5 main
   * on bench/findings/cvc5-seq-nth-unit-indexof-crash: 15 GB in 60 s; 0.9 s to signal 11 under 1 GB, 7 s
   * under 4 GB).
   */
  public List<String> command(Path script) {
    List<String> argv = new ArrayList<>();
    if (memoryMb > 0 && Prlimit.available()) {
      long bytes = memoryMb * 1024 * 1024;
      long stack = Math.min(STACK_CAP, bytes);
      argv.addAll(List.of("prlimit", "--data=" + bytes + ":", "--stack=" + Math.min(DEFAULT_STACK, stack) + ":"
          + stack, "--"));
    }
    argv.add(executable);
    argv.addAll(profile.inputArgs());
    boolean placed = false;
    for (String a : args) {
      if (script != null && a.equals("{file}")) {
        argv.add(script.toString());
        placed = true;
      } else {
        argv.add(a);
      }
    }
    if (script != null && !placed) {
      argv.add(script.toString());
    }
    return argv;
  }

  /**
   * The limit of a fresh process: the timeout plus the profile's start-up time, so that a release
   * that takes long to start (a JVM, WebAssembly) gets the same time to solve as one that does not.
   */
  public Duration processTimeout() {
    return timeout.plusMillis(profile.startupMillis());
  }

  public SolverConfig withTimeout(Duration t) {
    return new SolverConfig(label, profile, executable, args, t, memoryMb, variation);
  }
}
