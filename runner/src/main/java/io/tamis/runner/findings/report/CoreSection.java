package io.tamis.runner.findings.report;

import io.tamis.runner.campaign.EvidenceCall;
import io.tamis.runner.oracle.Cores;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A wrong unsat core as the report's replay showed it: the script with every assertion named and asked for
 * its core, then the core alone, each as a command with its output and its input. The answer to the script is
 * unsat either way: the core is the bug.
 *
 * @param script the script the replay ran
 * @param request the script with every assertion named, asking for the core
 * @param asked the replay's call that asked for it
 * @param alone the replay's run of the core alone, or null
 * @param kept the assertions the core names (indices from 0), or null when it named none we know
 */
record CoreSection(byte[] script, Cores.Request request, EvidenceCall asked, EvidenceCall alone,
    List<Integer> kept) {
  static final String REQUEST = "core-request.smt2";
  private static final String CORE = "core.smt2";

  /** Whether a core shows the finding: a wrong core, or a wrong unsat its own core decided. */
  static boolean decides(FindingRecord rec) {
    return rec.kind().equals("unsat-core") || rec.kind().equals("soundness") && "core".equals(rec.evidence());
  }

  /** The replay's core of {@code script}, or null when the replay asked for none. */
  static CoreSection of(byte[] script, List<EvidenceCall> calls) {
    Cores.Request request = Cores.request(script);
    EvidenceCall asked = first(calls, EvidenceCall.CORE_REQUEST);
    if (request == null || asked == null || asked.outcome().run() == null) {
      return null;
    }
    // The core alone as the solver that gave it ran it (every configuration runs it).
    EvidenceCall alone = calls.stream().filter(c -> c.purpose().equals(EvidenceCall.CORE)
        && c.config().label().equals(asked.config().label())).findFirst().orElse(first(calls, EvidenceCall.CORE));
    return new CoreSection(script, request, asked, alone == null || alone.outcome().run() == null ? null : alone,
        request.core(asked.outcome().run().stdout()));
  }

  /** The section: the core request and the core alone, each with its command, output and input. */
  String render(String version) {
    StringBuilder md = new StringBuilder("**The unsat core**: the script with every assertion named, asked for its ")
        .append("core, then the core alone:\n\n```\n");
    transcript(md, asked, version, REQUEST, request.text());
    if (kept != null && alone != null) {
      transcript(md, alone, version, CORE, ModelCheck.request(Cores.script(script, kept)));
    }
    return md.append("```\n\n").toString();
  }

  /** {@code a core of 0 of 2 assertions, which it answers sat on by itself}; null without a core run alone. */
  String actual() {
    return kept == null || alone == null ? null : "a core of " + kept.size() + " of " + request.names().size()
        + " assertions, which it answers " + String.join(" ", alone.outcome().answers()) + " on by itself";
  }

  private static void transcript(StringBuilder md, EvidenceCall call, String version, String file, byte[] text) {
    SolverRecord ran = SolverRecord.of(call.config(), version, call.outcome());
    md.append("$ ").append(ShellCommand.of(ran, file)).append('\n').append(FindingReport.output(ran, file));
    md.append("$ cat ").append(file).append('\n').append(new String(text, StandardCharsets.UTF_8).strip())
        .append('\n');
  }

  private static EvidenceCall first(List<EvidenceCall> calls, String purpose) {
    return calls.stream().filter(c -> c.purpose().equals(purpose)).findFirst().orElse(null);
  }
}
