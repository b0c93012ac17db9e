package io.tamis.runner.cli;

import io.tamis.runner.campaign.EvidenceCall;
import io.tamis.runner.oracle.Cores;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.store.SolverRecord;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A wrong unsat core as the report's replay showed it: the script with every assertion named and asked for
 * its core, then the core alone, each as a command with its output and its input. The answer to the script is
 * unsat either way: the core is the bug.
 */
final class CoreSection {
  private static final String REQUEST = "core-request.smt2";
  private static final String CORE = "core.smt2";

  private CoreSection() {}

  /** The section, or "" when the replay asked for no core. */
  static String of(byte[] script, List<EvidenceCall> calls, String version) {
    Cores.Request request = Cores.request(script);
    EvidenceCall asked = first(calls, EvidenceCall.CORE_REQUEST);
    if (request == null || asked == null || asked.outcome().run() == null) {
      return "";
    }
    StringBuilder md = new StringBuilder("**The unsat core**: the script with every assertion named, asked for its ")
        .append("core, then the core alone:\n\n```\n");
    transcript(md, asked, version, REQUEST, request.text());
    List<Integer> kept = request.core(asked.outcome().run().stdout());
    EvidenceCall alone = first(calls, EvidenceCall.CORE);
    if (kept != null && alone != null && alone.outcome().run() != null) {
      transcript(md, alone, version, CORE, ModelCheck.request(Cores.script(script, kept)));
    }
    return md.append("```\n\n").toString();
  }

  /**
   * What the replay's core was: {@code the core () of 0 of 2 assertions, which cvc5 answers sat on by itself};
   * null when the replay asked for no core.
   */
  static String actual(byte[] script, List<EvidenceCall> calls) {
    Cores.Request request = Cores.request(script);
    EvidenceCall asked = first(calls, EvidenceCall.CORE_REQUEST);
    EvidenceCall alone = first(calls, EvidenceCall.CORE);
    if (request == null || asked == null || alone == null || asked.outcome().run() == null) {
      return null;
    }
    List<Integer> kept = request.core(asked.outcome().run().stdout());
    return kept == null ? null : "a core of " + kept.size() + " of " + request.names().size()
        + " assertions, which it answers " + String.join(" ", alone.outcome().answers()) + " on by itself";
  }

  private static void transcript(StringBuilder md, EvidenceCall call, String version, String file, byte[] text) {
    SolverRecord ran = SolverRecord.of(call.config(), version, call.outcome());
    md.append("$ ").append(ShellCommand.of(ran, file)).append('\n').append(FindingReport.output(ran));
    md.append("$ cat ").append(file).append('\n').append(new String(text, StandardCharsets.UTF_8).strip())
        .append('\n');
  }

  private static EvidenceCall first(List<EvidenceCall> calls, String purpose) {
    return calls.stream().filter(c -> c.purpose().equals(purpose)).findFirst().orElse(null);
  }
}
