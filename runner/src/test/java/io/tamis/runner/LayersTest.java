package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The house's walls, read from the sources of every module: the CLI is imported by nothing, the life of a finding
 * ({@code runner.findings}) only by the CLI, and no class reaches itself through other packages' classes (an
 * import loop: {@code Term} and {@code TermPrinter} were one).
 */
class LayersTest {
  private static final List<String> MODULES = List.of("core", "enumerator", "mutator", "solvers", "runner", "bench");
  private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
  /** Comments: a {@code @link} in one names a class without depending on it. */
  private static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\n]*");
  /** An import, or a qualified name in code: both make the class depend on the other. */
  private static final Pattern REFERENCE = Pattern.compile("\\b(io\\.tamis(?:\\.[a-z]\\w*)+)\\.([A-Z]\\w*)");

  /** Each class of the main sources by qualified name, with the classes of other packages it names. */
  private static Map<String, Set<String>> classes() {
    Map<String, Set<String>> out = new TreeMap<>();
    for (String module : MODULES) {
      Path src = Path.of("..", module, "src", "main", "java");
      try (Stream<Path> files = Files.walk(src)) {
        files.filter(f -> f.toString().endsWith(".java")).forEach(f -> read(f, out));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  private static void read(Path file, Map<String, Set<String>> out) {
    try {
      String text = COMMENT.matcher(Files.readString(file)).replaceAll("");
      Matcher p = PACKAGE.matcher(text);
      String pkg = p.find() ? p.group(1) : "";
      Set<String> refs = new TreeSet<>();
      Matcher m = REFERENCE.matcher(text);
      while (m.find()) {
        if (!m.group(1).equals(pkg)) {
          refs.add(m.group(1) + "." + m.group(2));
        }
      }
      String name = file.getFileName().toString().replace(".java", "");
      out.put(pkg + "." + name, refs);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String packageOf(String cls) {
    return cls.substring(0, cls.lastIndexOf('.'));
  }

  @Test
  void nothingImportsTheCli() {
    assertEquals(List.of(), importersOf("io.tamis.runner.cli", Set.of()));
  }

  @Test
  void onlyTheCliImportsTheLifeOfAFinding() {
    assertEquals(List.of(), importersOf("io.tamis.runner.findings", Set.of("io.tamis.runner.cli")));
  }

  /** The classes outside {@code prefix} (and outside {@code allowed}) that name a class inside it. */
  private static List<String> importersOf(String prefix, Set<String> allowed) {
    List<String> out = new ArrayList<>();
    classes().forEach((cls, refs) -> {
      String pkg = packageOf(cls);
      if (!pkg.startsWith(prefix) && !allowed.contains(pkg)
          && refs.stream().anyMatch(r -> packageOf(r).startsWith(prefix))) {
        out.add(cls);
      }
    });
    return out;
  }

  @Test
  void noImportLoop() {
    Map<String, Set<String>> graph = classes();
    List<String> loops = new ArrayList<>();
    for (String start : graph.keySet()) {
      String back = pathBack(graph, start);
      if (back != null) {
        loops.add(back);
      }
    }
    assertEquals(List.of(), loops);
  }

  /** A chain of references from {@code start} back to itself, breadth first (no recursion), or null. */
  private static String pathBack(Map<String, Set<String>> graph, String start) {
    Map<String, String> parent = new HashMap<>();
    Deque<String> queue = new ArrayDeque<>(graph.getOrDefault(start, Set.of()));
    graph.getOrDefault(start, Set.of()).forEach(n -> parent.put(n, start));
    while (!queue.isEmpty()) {
      String c = queue.poll();
      if (c.equals(start)) {
        return chain(parent, start);
      }
      for (String n : graph.getOrDefault(c, Set.of())) {
        if (!parent.containsKey(n)) {
          parent.put(n, c);
          queue.add(n);
        }
      }
    }
    return null;
  }

  private static String chain(Map<String, String> parent, String start) {
    List<String> names = new ArrayList<>(List.of(start));
    for (String c = parent.get(start); !c.equals(start); c = parent.get(c)) {
      names.add(0, c);
    }
    names.add(0, start);
    return String.join(" -> ", names);
  }
}
