package io.tamis.runner.known;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Stream;

/**
 * The signature of a bug already reported publicly: one entry of {@code config/known-bugs/*.json} (format in
 * config/known-bugs/README.md). A finding matches when the configuration at fault is this solver, in a
 * release of {@code versions}, the finding is of one of {@code kinds}, and every other field that is given
 * holds: a wrong answer among {@code answers}, {@code message} found in the crash output, {@code options}
 * found in the configuration's arguments, {@code logic} matching the logic, and each of {@code script} found
 * in the script.
 *
 * @param match "same" when the thread shows this very bug, "likely" when it shows one with the same trigger
 *     and symptom that the thread's fix may or may not cover
 */
public record KnownBug(String id, String title, String link, String solver, List<String> kinds,
    List<String> answers, String message, String options, String logic, List<String> script,
    List<String> versions, String match, String note, String example) {
  static final Set<String> KINDS = Set.of("crash", "soundness", "status", "invalid-model", "performance");
  static final Set<String> MATCHES = Set.of("same", "likely");

  public KnownBug {
    kinds = kinds == null ? List.of() : List.copyOf(kinds);
    answers = answers == null ? List.of() : List.copyOf(answers);
    script = script == null ? List.of() : List.copyOf(script);
    versions = versions == null ? List.of() : List.copyOf(versions);
    match = match == null ? "same" : match;
  }

  /** Throws with what is wrong when an entry could never match or names no thread. */
  void validate() {
    require(id != null && !id.isBlank(), "an entry has no id");
    require(link != null && link.startsWith("https://"), "no https link");
    require(solver != null && !solver.isBlank(), "no solver");
    require(!kinds.isEmpty() && KINDS.containsAll(kinds), "kinds must be among " + KINDS + ", got " + kinds);
    require(!versions.isEmpty(), "no versions (use \"1.0.3..\" for every release from 1.0.3 on)");
    require(MATCHES.contains(match), "match must be same or likely, got " + match);
    versions.forEach(VersionRange::parse);
    for (String regex : regexes()) {
      try {
        Pattern.compile(regex);
      } catch (PatternSyntaxException e) {
        throw new IllegalArgumentException(id + ": bad regular expression: " + e.getDescription() + " in " + regex);
      }
    }
  }

  private void require(boolean ok, String what) {
    if (!ok) {
      throw new IllegalArgumentException((id == null ? "?" : id) + ": " + what);
    }
  }

  /** Every regular expression the entry gives. */
  List<String> regexes() {
    return Stream.concat(Stream.of(message, options, logic).filter(r -> r != null), script.stream()).toList();
  }

  /** Whether {@code version} (a solver's version line) is one of the releases that show the bug. */
  boolean shownBy(String version) {
    return versions.stream().map(VersionRange::parse).anyMatch(r -> r.contains(version));
  }
}
