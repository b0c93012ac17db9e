package io.tamis.runner.findings.replay;

import io.tamis.runner.store.BugStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** The finding folders of the DIR arguments of the commands that take many ({@code recheck}, {@code triage}). */
public final class FindingFolders {
  /** The DIR parameter's description. */
  public static final String DIR = "A finding folder, a campaign's --out folder, or any folder of finding folders "
      + "(bench/findings).";

  private FindingFolders() {}

  /** Every DIR's finding folders ({@link BugStore#under}); a DIR with none is a usage error. */
  public static List<Path> of(CommandSpec spec, List<Path> dirs) throws IOException {
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
}
