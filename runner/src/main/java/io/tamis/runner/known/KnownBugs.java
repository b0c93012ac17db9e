package io.tamis.runner.known;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.OptionVariation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The bugs already reported publicly ({@code config/known-bugs/}, packaged under
 * {@code tamis/config/known-bugs/}), and which of them a finding is. A finding that matches one is
 * counted apart from new ones and gets no report.
 */
public final class KnownBugs {
  private static final String ROOT = "tamis/config/known-bugs/";
  private static final ObjectMapper JSON =
      new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);

  private final List<KnownBug> bugs;

  public KnownBugs(List<KnownBug> bugs) {
    Set<String> ids = new HashSet<>();
    for (KnownBug b : bugs) {
      b.validate();
      if (!ids.add(b.id())) {
        throw new IllegalArgumentException("known bug " + b.id() + " is listed twice");
      }
    }
    this.bugs = List.copyOf(bugs);
  }

  /** The bundled list: the files named in {@code INDEX}. */
  public static KnownBugs bundled() {
    return Bundled.BUGS;
  }

  private static final class Bundled {
    static final KnownBugs BUGS = load();

    private static KnownBugs load() {
      List<KnownBug> all = new ArrayList<>();
      for (String name : resource("INDEX").split("\\s+")) {
        if (!name.isBlank()) {
          all.addAll(parse(resource(name), name));
        }
      }
      return new KnownBugs(all);
    }
  }

  /** The entries of one file's text; {@code source} names it in errors. */
  public static List<KnownBug> parse(String json, String source) {
    try {
      List<KnownBug> list = JSON.readValue(json, new TypeReference<List<KnownBug>>() {});
      list.forEach(KnownBug::validate);
      return list;
    } catch (IOException | IllegalArgumentException e) {
      throw new IllegalArgumentException(source + ": bad known-bug list: " + e.getMessage(), e);
    }
  }

  public List<KnownBug> bugs() {
    return bugs;
  }

  /**
   * The first known bug {@code finding} matches, judged on any of {@code scripts} (its test and, once
   * reduced, the reduced script: a trigger survives reduction).
   */
  public Optional<KnownBug> match(FindingRecord finding, List<String> scripts) {
    List<SolverRecord> atFault = finding.atFault();
    return bugs.stream().filter(b -> atFault.stream().anyMatch(r -> matches(b, finding, r, scripts))).findFirst();
  }

  private static boolean matches(KnownBug b, FindingRecord f, SolverRecord r, List<String> scripts) {
    return shownAs(b, f, r) && b.solver().equals(solverName(r)) && b.shownBy(r.version())
        && (b.answers().isEmpty() || r.answers().stream().anyMatch(b.answers()::contains))
        && found(b.message(), r.detail() + "\n" + f.detail() + "\n" + r.stdout() + "\n" + r.stderr())
        && found(b.options(), String.join(" ", r.args()))
        && (b.logic() == null || f.logic() != null && Pattern.compile(b.logic()).matcher(f.logic()).matches())
        && scripts.stream().anyMatch(s -> b.script().stream().allMatch(regex -> found(regex, s)));
  }

  /**
   * Whether the finding's kind is one the bug shows as. A configuration that crashed shows a known crash whatever
   * kind it was filed under: a crash under a checking mode is an {@code unsat-core} or {@code proof} finding.
   */
  private static boolean shownAs(KnownBug b, FindingRecord f, SolverRecord r) {
    return b.kinds().contains(f.kind()) || r.verdict().equals("crash") && b.kinds().contains("crash");
  }

  private static boolean found(String regex, String text) {
    return regex == null || Pattern.compile(regex, Pattern.MULTILINE).matcher(text).find();
  }

  /** The solver a configuration runs: its profile's name, or the executable's name up to an {@code @version}. */
  public static String solverName(SolverRecord r) {
    String name = r.profile() != null && !r.profile().name().equals("generic") ? r.profile().name()
        : Path.of(r.executable()).getFileName().toString();
    int at = name.indexOf('@');
    return at < 0 ? name : name.substring(0, at);
  }

  private static String resource(String name) {
    try (InputStream in = KnownBugs.class.getClassLoader().getResourceAsStream(ROOT + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + ROOT + name + " (is tamis-core on the classpath?)");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
