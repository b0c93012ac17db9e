package io.tamis.solvers.solver;

import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.InstalledReleases;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which program a solver's name in {@code --solvers} means, one rule for every command: a bare name
 * ({@code z3}) is the newest build present (the trunk build, else the newest release installed, else the
 * program on PATH), {@code z3@path} is the program on PATH, and anything else (a release, a build, a path)
 * is what it names. The default solvers are the bare names {@code z3} and {@code cvc5}.
 */
public final class SolverChoice {
  /** The suffix that names the program on PATH: {@code z3@path}. */
  public static final String ON_PATH = "@path";
  public static final String DEFAULT = "z3;cvc5";

  private final InstalledReleases installed;

  /** One configuration chosen: its line with the program named as it runs, and why that program. */
  public record Chosen(String line, String why) {
    /** The program as the configuration runs it: its first word. */
    public String head() {
      return OptionWords.split(line).get(0);
    }

    /** How the solvers line shows it: {@code z3@5.1.0 (the newest release installed, ...)}. */
    public String said() {
      return head() + " (" + why + ")";
    }
  }

  public SolverChoice(InstalledReleases installed) {
    this.installed = installed;
  }

  /** Each configuration of {@code solvers} (the {@code --solvers} text) with its program chosen. */
  public List<Chosen> choose(String solvers) {
    List<Chosen> chosen = new ArrayList<>();
    for (String part : OptionWords.configurations(solvers)) {
      List<String> words = new ArrayList<>(OptionWords.split(part));
      if (words.isEmpty()) {
        continue;
      }
      Chosen head = head(words.get(0));
      words.set(0, head.line());
      chosen.add(new Chosen(OptionWords.join(words), head.why()));
    }
    return chosen;
  }

  /** The program one name means, as a one-word {@link Chosen}. */
  public Chosen head(String name) {
    if (name.endsWith(ON_PATH)) {
      String program = name.substring(0, name.length() - ON_PATH.length());
      return new Chosen(program, onPath(program));
    }
    if (name.contains("/") || name.contains("@")) {
      return new Chosen(name, "as named");
    }
    var trunk = installed.trunk(name);
    if (trunk.isPresent()) {
      InstallRecord r = trunk.get().record();
      return new Chosen(r.spec(), "the trunk build, " + r.build().commit().substring(0, 10) + " of "
          + r.build().commitDate());
    }
    var newest = installed.newest(name);
    if (newest.isPresent()) {
      InstallRecord r = newest.get().record();
      return new Chosen(r.spec(), "the newest release installed, " + r.route() + " route; no trunk build");
    }
    return new Chosen(name, onPath(name) + "; no release or trunk build installed");
  }

  /** A program chosen before (a recorded configuration's), said with {@code why}, and where PATH has it. */
  public static Chosen as(String head, String why) {
    return new Chosen(head, head.contains("/") || head.contains("@") ? why : why + "; " + onPath(head));
  }

  private static String onPath(String program) {
    Path found = Executables.find(program);
    return found == null ? "not found on PATH" : "the one on PATH, " + found;
  }

  /** The line every command that runs solvers prints first. */
  public static String line(List<Chosen> chosen) {
    return "tamis: solvers: " + String.join(", ", chosen.stream().map(Chosen::said).toList());
  }
}
