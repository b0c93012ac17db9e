package io.tamis.mutator.theory;

import io.tamis.core.op.SignatureTable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The theory generators of {@code config/theories} for a set of solvers: those that have an
 * operator of their target theories every solver accepts, narrowed by the self-check.
 */
public final class TheoryGenerators implements Screened {
  static final String RESOURCE = "tamis/config/theories/";

  private final List<TheoryGenerator> all;
  private volatile List<TheoryGenerator> usable;

  private TheoryGenerators(List<TheoryGenerator> all) {
    this.all = all;
    this.usable = all.stream().filter(TheoryGenerator::usable).toList();
  }

  /**
   * @param solvers the solvers under test (the table's tags: z3, cvc5, cvc4, yices2, bitwuzla)
   * @param only the generators to use by name; empty for all
   * @throws IllegalArgumentException for a name in {@code only} that no file has
   */
  public static TheoryGenerators standard(SignatureTable table, Set<String> solvers, Set<String> only) {
    List<String> files = index();
    Set<String> names = new TreeSet<>();
    List<TheoryGenerator> out = new ArrayList<>();
    for (String file : files) {
      TheoryHints hints = TheoryHints.read("config/theories/" + file, resource(file), table);
      names.add(hints.name());
      boolean chosen = only.isEmpty() ? !hints.optIn() : only.contains(hints.name());
      if (chosen && solvers.containsAll(hints.needs())) {
        out.add(new TheoryGenerator(hints, table, solvers));
      }
    }
    for (String name : only) {
      if (!names.contains(name)) {
        throw new IllegalArgumentException("unknown theory generator '" + name + "'; known: " + String.join(", ",
            names));
      }
    }
    return new TheoryGenerators(out);
  }

  /** The generators left for the solvers, in the files' order. */
  public List<TheoryGenerator> usable() {
    return usable;
  }

  @Override
  public List<Probe> probes() {
    List<Probe> out = new ArrayList<>();
    usable.forEach(g -> out.addAll(g.probes()));
    return out;
  }

  @Override
  public void drop(Map<String, String> rejected) {
    Set<String> forms = new LinkedHashSet<>(rejected.keySet());
    all.forEach(g -> g.drop(forms));
    usable = all.stream().filter(TheoryGenerator::usable).toList();
  }

  @Override
  public List<String> unusable() {
    return all.stream().filter(g -> !usable.contains(g))
        .map(g -> g.name() + ": no operator of " + String.join(" ", g.hints().targets())
            + " that every solver under test accepts").toList();
  }

  private static List<String> index() {
    return new String(resource("INDEX"), StandardCharsets.UTF_8).lines().map(String::strip)
        .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
  }

  private static byte[] resource(String name) {
    try (InputStream in = TheoryGenerators.class.getClassLoader().getResourceAsStream(RESOURCE + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE + name + " (is config/ packaged?)");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
