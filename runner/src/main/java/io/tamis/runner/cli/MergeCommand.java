package io.tamis.runner.cli;

import io.tamis.runner.campaign.CoverageGuide;
import io.tamis.runner.campaign.Timeline;
import io.tamis.runner.journal.CampaignMerge;
import io.tamis.runner.report.CampaignReport;
import io.tamis.solvers.pool.SolverPool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis merge}: campaign folders (shards) as one. */
@Command(name = "merge", mixinStandardHelpOptions = true,
    description = {"Merge the --out folders of campaigns, typically the shards of one (--shard i/N on a Slurm " +
        "array or a Kubernetes Indexed Job), into one folder: findings by dedup key (one folder per key, the " +
        "earliest found, counts added), journals (a test two inputs list counts once), summary.json, " +
        "timeline.tsv, report.html, and on coverage builds the kept tests (corpus/) and the edges taken " +
        "(coverage/, an OR of the shards'). The merge of a campaign's shards has the totals of the campaign run " +
        "whole.", "Exit code: 0 no finding, 10 findings, 2 usage error."})
final class MergeCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "DIR", arity = "1..*", description = "Campaign folders (each a fuzz --out).")
  List<Path> inputs;

  @Option(names = "--out", paramLabel = "DIR", required = true,
      description = "The merged folder (new or empty; one that holds a campaign is refused unless --force).",
      converter = Inputs.OutFolder.class)
  Path out;

  @Mixin
  FreshFolder fresh;

  @Override
  public Integer call() throws Exception {
    check();
    CampaignMerge.Merged m;
    String coverage;
    try (SolverPool pool = new SolverPool(jobs(inputs))) {
      m = CampaignMerge.merge(inputs, out, pool, System.err);
      Timeline.merge(inputs, out);
      coverage = CoverageGuide.merge(inputs, out);
      Map<String, Object> extra = m.extra();
      extra.put("repeatedTests", m.repeated());
      Summaries.print(System.out, m.stats(), false, extra);
      Summaries.write(out, m.stats(), extra);
    }
    CampaignReport.writeQuietly(out, System.err);
    System.out.println("merged " + inputs.size() + " folders into " + out + (m.repeated() == 0 ? ""
        : " (" + m.repeated() + " tests listed by more than one input counted once)"));
    if (coverage != null) {
      System.out.println(coverage);
    }
    return m.stats().findings() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
  }

  private void check() throws Exception {
    Inputs.exist(spec, inputs);
    for (Path in : inputs) {
      if (!FreshFolder.holdsCampaign(in)) {
        throw new ParameterException(spec.commandLine(), "no campaign in " + in + " (no journal, summary or findings)");
      }
      if (in.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
        throw new ParameterException(spec.commandLine(), "--out must not be one of the inputs: " + out);
      }
    }
    fresh.claim(out, spec);
    if (Files.isDirectory(out)) {
      try (Stream<Path> s = Files.list(out)) {
        if (s.findAny().isPresent()) {
          throw new ParameterException(spec.commandLine(), "--out must be new or empty: " + out);
        }
      }
    }
  }

  /** The jobs of all inputs (their summaries), for the merged summary's "jobs". */
  private static int jobs(List<Path> inputs) throws Exception {
    int jobs = 0;
    for (Path in : inputs) {
      Path s = in.resolve("summary.json");
      jobs += Files.exists(s) ? new com.fasterxml.jackson.databind.ObjectMapper().readTree(s.toFile()).path("jobs")
          .asInt(1) : 1;
    }
    return Math.max(1, jobs);
  }
}
