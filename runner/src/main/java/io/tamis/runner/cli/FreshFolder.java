package io.tamis.runner.cli;

import io.tamis.runner.journal.Journal;
import io.tamis.runner.store.BugStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --force} and the rule it lifts: a campaign's {@code --out} is never a folder that holds another
 * campaign, whose findings, journal and summary would mix with the new one's.
 */
final class FreshFolder {
  /** What a campaign leaves in its folder: any one marks the folder as taken. */
  private static final List<String> MARKS = List.of(Journal.FILE, "summary.json", BugStore.INDEX);
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  @Option(names = "--force", description = "Start over when --out holds a campaign: the old folder is moved "
      + "aside to DIR.old-<time>.")
  boolean force;

  /** Refuses {@code out} when it holds a campaign, or moves that campaign aside with {@code --force}. */
  void claim(Path out, CommandSpec spec) {
    if (out == null || !holdsCampaign(out)) {
      return;
    }
    if (!force) {
      boolean resumes = spec.findOption("--resume") != null;
      throw new ParameterException(spec.commandLine(), out + " holds a campaign; "
          + (resumes ? "--resume " + out + " goes on with it, " : "") + "--force starts over (the old folder moved "
          + "aside)" + (resumes ? "" : ", or give another --out"));
    }
    Path aside = out.resolveSibling(out.getFileName() + ".old-" + LocalDateTime.now().format(STAMP));
    try {
      Files.move(out, aside);
    } catch (IOException e) {
      throw new ParameterException(spec.commandLine(), "--force cannot move " + out + " aside: " + e.getMessage());
    }
    spec.commandLine().getErr().println("tamis " + spec.name() + ": moved the old campaign " + out + " to " + aside);
  }

  static boolean holdsCampaign(Path dir) {
    return MARKS.stream().anyMatch(m -> Files.exists(dir.resolve(m)));
  }
}
