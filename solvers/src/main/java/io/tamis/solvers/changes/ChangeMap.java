package io.tamis.solvers.changes;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where a solver's theories live in its source tree: {@code config/changes/SOLVER.tsv}, whose lines
 * {@code path GLOB THEORIES} place a source file (the first glob that matches wins) and
 * {@code subject REGEX THEORIES} place a commit by its subject line. THEORIES is one group of theory
 * names of the signature table joined by '/' ({@code Strings/Sequences}): code the group shares.
 */
public final class ChangeMap {
  private static final String RESOURCE = "tamis/config/changes/";

  private record PathRule(PathMatcher glob, String group) {}

  private record SubjectRule(Pattern regex, String group) {}

  private final List<PathRule> paths;
  private final List<SubjectRule> subjects;

  private ChangeMap(List<PathRule> paths, List<SubjectRule> subjects) {
    this.paths = List.copyOf(paths);
    this.subjects = List.copyOf(subjects);
  }

  /** The bundled map of {@code solver} (z3, cvc5, bitwuzla, yices2). */
  public static ChangeMap of(String solver) {
    String name = RESOURCE + solver + ".tsv";
    try (InputStream in = ChangeMap.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalArgumentException("no map of " + solver + "'s source tree to theories (" + name + ")");
      }
      return parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads a map's text; {@code name} prefixes the messages of malformed lines. */
  public static ChangeMap parse(String name, String text) {
    List<PathRule> paths = new ArrayList<>();
    List<SubjectRule> subjects = new ArrayList<>();
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\\t+");
      if (f.length != 3 || !(f[0].equals("path") || f[0].equals("subject"))) {
        throw new IllegalArgumentException(name + ":" + (i + 1) + ": not 'path GLOB THEORIES' or 'subject REGEX "
            + "THEORIES' (tab-separated): " + line);
      }
      if (f[0].equals("path")) {
        paths.add(new PathRule(FileSystems.getDefault().getPathMatcher("glob:" + f[1]), f[2]));
      } else {
        subjects.add(new SubjectRule(Pattern.compile(f[1], Pattern.CASE_INSENSITIVE), f[2]));
      }
    }
    return new ChangeMap(paths, subjects);
  }

  /** The theory group of the first glob {@code path} matches. */
  public Optional<String> pathGroup(String path) {
    Path p = Path.of(path);
    return paths.stream().filter(r -> r.glob().matches(p)).map(PathRule::group).findFirst();
  }

  /** The theory groups whose regex {@code subject} contains, in the map's order. */
  public Set<String> subjectGroups(String subject) {
    Set<String> groups = new LinkedHashSet<>();
    subjects.stream().filter(r -> r.regex().matcher(subject).find()).forEach(r -> groups.add(r.group()));
    return groups;
  }

  /** Every theory group the map names. */
  public Set<String> groups() {
    Set<String> groups = new LinkedHashSet<>();
    paths.forEach(r -> groups.add(r.group()));
    subjects.forEach(r -> groups.add(r.group()));
    return groups;
  }
}
