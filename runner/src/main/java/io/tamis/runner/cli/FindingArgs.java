package io.tamis.runner.cli;

import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.store.BugStore;
import io.tamis.solvers.solver.SolverChoice;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** The arguments of the commands that take stored findings: DIR folders and the builds {@code --solvers} names. */
final class FindingArgs {
  /** The DIR parameter's description. */
  static final String DIR = "A finding folder, a campaign's --out folder, or any folder of finding folders "
      + "(bench/findings).";

  private FindingArgs() {}

  /** Every DIR's finding folders ({@link BugStore#under}); a DIR with none is a usage error. */
  static List<Path> folders(CommandSpec spec, List<Path> dirs) throws IOException {
    Inputs.exist(spec, dirs);
    List<Path> out = new ArrayList<>();
    for (Path dir : dirs) {
      List<Path> found = BugStore.under(dir);
      if (found.isEmpty()) {
        throw new ParameterException(spec.commandLine(), "no finding folder under " + dir
            + " (a folder with finding.json, or a folder of them)");
      }
      out.addAll(found);
    }
    return out;
  }

  /** The builds {@code solvers} names (null: none), each solver's newest otherwise; a bad name is a usage error. */
  /**
   * Says first which builds a finding runs on: each of {@code runAs} "as recorded" where it is the recorded
   * configuration's program, else the build it moved to.
   */
  static void say(List<SolverConfig> recorded, List<SolverConfig> runAs) {
    List<SolverChoice.Chosen> chosen = new ArrayList<>();
    for (int i = 0; i < Math.min(recorded.size(), runAs.size()); i++) {
      String head = NewestBuilds.head(runAs.get(i).label());
      String was = NewestBuilds.head(recorded.get(i).label());
      chosen.add(SolverChoice.as(head, head.equals(was) ? "as recorded" : "instead of " + was));
    }
    System.err.println(SolverChoice.line(chosen.stream().distinct().toList()));
  }

  /** Says first the builds findings moved to without --solvers: each solver's newest. */
  static void sayNewest(Collection<List<SolverConfig>> moved) {
    List<SolverChoice.Chosen> chosen = moved.stream().flatMap(List::stream).map(c -> NewestBuilds.head(c.label()))
        .distinct().sorted().map(h -> SolverChoice.as(h, "the newest build of its solver")).toList();
    System.err.println(SolverChoice.line(chosen));
  }

  static NewestBuilds builds(CommandSpec spec, String solvers) {
    try {
      if (solvers == null) {
        return NewestBuilds.named(null);
      }
      List<SolverChoice.Chosen> chosen = new SolverChoice(SolverProfiles.bundled().installed()).choose(solvers);
      NewestBuilds builds = NewestBuilds.named(String.join(";",
          chosen.stream().map(SolverChoice.Chosen::line).toList()));
      spec.commandLine().getErr().println(SolverChoice.line(chosen));
      return builds;
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
