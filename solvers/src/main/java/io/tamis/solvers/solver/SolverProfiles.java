package io.tamis.solvers.solver;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.Releases;
import io.tamis.solvers.install.SolverCache;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The known solver profiles (config/solvers/, packaged under tamis/config/solvers/) and the
 * yinyang-style short form {@code "z3 model_validate=true;cvc5 --check-models -q"}.
 */
public final class SolverProfiles {
  private static final String ROOT = "tamis/config/solvers/";
  private static final ObjectMapper JSON =
      new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);

  private final Map<String, ProfileSpec> byName;
  private final ProfileSpec generic;
  private final InstalledReleases installed;

  private SolverProfiles(Map<String, ProfileSpec> byName, ProfileSpec generic, InstalledReleases installed) {
    this.byName = byName;
    this.generic = generic;
    this.installed = installed;
  }

  /** The bundled profiles. */
  public static SolverProfiles bundled() {
    Map<String, ProfileSpec> map = new LinkedHashMap<>();
    for (String name : resource("INDEX").split("\\s+")) {
      if (!name.isBlank()) {
        map.put(name, parse(resource(name + ".json"), name + ".json"));
      }
    }
    return new SolverProfiles(map, parse(resource("generic.json"), "generic.json"), InstalledReleases.user());
  }

  /** These profiles, with releases ({@code z3@5.1.0}) looked up in {@code cache} instead of the user's. */
  public SolverProfiles withCache(SolverCache cache) {
    return new SolverProfiles(byName, generic, new InstalledReleases(cache, Releases.bundled()));
  }

  public InstalledReleases installed() {
    return installed;
  }

  /** The bundled profiles, with every {@code *.json} of {@code dir} added or replacing by name. */
  public static SolverProfiles withDirectory(Path dir) throws IOException {
    SolverProfiles base = bundled();
    Map<String, ProfileSpec> map = new LinkedHashMap<>(base.byName);
    try (var files = Files.list(dir)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
        ProfileSpec spec = parse(Files.readString(f), f.toString());
        map.put(spec.name(), spec);
      }
    }
    return new SolverProfiles(map, base.generic, base.installed);
  }

  public static ProfileSpec parse(String json, String source) {
    try {
      ProfileSpec spec = JSON.readValue(json, ProfileSpec.class);
      if (!(spec.timeoutSeconds() >= 0)) {
        throw new IllegalArgumentException(source + ": bad solver profile: timeoutSeconds must be positive, got "
            + spec.timeoutSeconds());
      }
      if (spec.optionSets().stream().anyMatch(s -> s.options() == null || s.options().isBlank())) {
        throw new IllegalArgumentException(source + ": bad solver profile: an entry of optionSets is blank");
      }
      if (spec.optionSets().stream().flatMap(s -> s.avoid().stream()).anyMatch(op -> op == null || op.isBlank()
          || op.chars().anyMatch(OptionSet::delimits))) {
        throw new IllegalArgumentException(source + ": bad solver profile: an operator to avoid is blank or not"
            + " one symbol");
      }
      if (spec.modes().stream().map(Mode::name).distinct().count() < spec.modes().size()) {
        throw new IllegalArgumentException(source + ": bad solver profile: two modes have one name");
      }
      return spec;
    } catch (IOException e) {
      throw new IllegalArgumentException(source + ": bad solver profile: " + e.getMessage(), e);
    }
  }

  public Map<String, ProfileSpec> profiles() {
    return byName;
  }

  /**
   * Parses the short form: configurations separated by ';' (outside parentheses and quotes), each an
   * executable (a profile name, a path, or any command on PATH) and its arguments. A configuration with
   * no arguments gets its profile's default arguments. {@code timeout} overrides the profiles' timeouts when not null.
   */
  public List<SolverConfig> parseShortForm(String text, Duration timeout) {
    List<SolverConfig> configs = new ArrayList<>();
    for (String part : OptionWords.configurations(text)) {
      configs.add(config(part, timeout));
    }
    if (configs.isEmpty()) {
      throw new IllegalArgumentException("no solver in --solvers \"" + text + "\"");
    }
    return configs;
  }

  /**
   * One configuration of the short form, e.g. {@code "cvc5 --strings-exp -q"}, split into arguments by
   * {@link OptionWords} (parentheses and quotes keep blanks); an executable named {@code solver@version}
   * ({@code z3@5.1.0}, {@code cvc5@newest}) is an installed release. The label is the line as
   * {@link OptionWords#join} writes the words back.
   */
  public SolverConfig config(String line, Duration timeout) {
    List<String> words = new ArrayList<>(OptionWords.split(line));
    if (words.isEmpty()) {
      throw new IllegalArgumentException("no executable in solver configuration \"" + line + "\"");
    }
    String executable = words.get(0);
    if (executable.endsWith(SolverChoice.ON_PATH)) {
      executable = executable.substring(0, executable.length() - SolverChoice.ON_PATH.length());
      words.set(0, executable); // recorded as the bare name, which a recorded configuration reads as PATH's
    }
    ProfileSpec profile;
    if (InstalledReleases.names(executable)) {
      SolverCache.Installed release = installed.resolve(executable);
      profile = profileFor(release.record().solver()).withStartup(release.record().startupMillis());
      words.set(0, release.record().spec()); // z3@newest names its version
      executable = release.executable().toString();
    } else {
      profile = profileFor(executable);
    }
    List<String> args = words.size() > 1 ? words.subList(1, words.size()) : profile.defaultArgs();
    Duration t = timeout != null ? timeout : Duration.ofMillis((long) (profile.timeoutSeconds() * 1000));
    return new SolverConfig(OptionWords.join(words), profile, executable, args, t, profile.memoryMb());
  }

  /**
   * {@code executable} (a name, a path or solver@version) with exactly {@code args}, which are not
   * split again: a recorded argument may hold blanks (z3's {@code tactic.default_tactic=(then a b)}).
   */
  public SolverConfig config(String executable, List<String> args, Duration timeout) {
    SolverConfig c = config(OptionWords.join(List.of(executable)), timeout);
    List<String> words = new ArrayList<>(args);
    words.add(0, OptionWords.split(c.label()).get(0));
    return new SolverConfig(OptionWords.join(words), c.profile(), c.executable(), args, c.timeout(), c.memoryMb());
  }

  /**
   * The profile of an executable: by its file name, as a profile's name (z3, cvc5, yices2) or its program's
   * (yices-smt2), else the generic one.
   */
  public ProfileSpec profileFor(String executable) {
    String base = Path.of(executable).getFileName().toString();
    ProfileSpec named = byName.get(base);
    return named != null ? named : byName.values().stream().filter(p -> base.equals(p.executable())).findFirst()
        .orElse(generic);
  }

  private static String resource(String name) {
    try (InputStream in = SolverProfiles.class.getClassLoader().getResourceAsStream(ROOT + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + ROOT + name + " (is tamis-core on the classpath?)");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
