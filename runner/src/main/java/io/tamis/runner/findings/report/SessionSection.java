package io.tamis.runner.findings.report;

import io.tamis.runner.session.SessionOracle;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A session finding's question asked fresh: the query its detail names ({@code at command 16}), as the session
 * oracle asked it in one shot: the assertions in scope there, its assumptions asserted, one check-sat.
 */
record SessionSection(int command, String question) {
  private static final Pattern AT = Pattern.compile("at command (\\d+) \\((check-sat[a-z-]*)\\)");

  /** The section of a finding on a session, or null when its script is none or its detail names no query. */
  static SessionSection of(String detail, String script) {
    Matcher m = AT.matcher(detail);
    if (!m.find()) {
      return null;
    }
    int command = Integer.parseInt(m.group(1));
    String question = SessionOracle.question(script.getBytes(StandardCharsets.UTF_8), command);
    return question == null ? null : new SessionSection(command, question);
  }

  String render() {
    return "**The same question asked fresh**: what is in scope at command " + command
        + " of the session above, its assumptions asserted, asked in one shot:\n\n```smt2\n" + question + "```\n\n";
  }
}
