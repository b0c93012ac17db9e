package io.tamis.runner.session;

import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.session.SessionScript.Step;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One configuration's run of a session, judged (see {@link SessionOracle}); at most one finding of each kind. */
final class ConfigJudge {
  private final List<Step> steps;
  private final Transcript t;
  private final String label;
  private final int config;
  private final int configs;
  private final Asked asked;
  private final String logic;
  private final Map<String, Finding> findings = new HashMap<>();
  private final int judged;

  ConfigJudge(SessionScript session, Transcript t, String label, int config, int configs, Asked asked,
      String logic) throws InterruptedException {
    this.steps = session.steps();
    this.t = t;
    this.label = label;
    this.config = config;
    this.configs = configs;
    this.asked = asked;
    this.logic = logic;
    int error = t.unexpectedError();
    this.judged = error < 0 ? steps.size() : error;
    if (error >= 0) {
      error(steps.get(error));
    }
    answers();
    for (Step s : queries()) {
      String answer = answer(s);
      if ("sat".equals(answer)) {
        new ModelJudge(t, s).judge().forEach(f -> add(s, f.kind(), f.what(), f.detail()));
      } else if ("unsat".equals(answer)) {
        cores(s);
      }
    }
  }

  /** The findings; an error after a wrong answer is that answer's consequence (a core after a false unsat). */
  List<Finding> findings() {
    return findings.values().stream().filter(f -> !(f.kind().equals("session-error")
        && findings.containsKey("soundness"))).toList();
  }

  /**
   * An error at a get command after the answer that allows it, or at a query the configuration answers asked
   * fresh, is a finding (an error elsewhere rejected the run: {@link SessionOracle#read}).
   */
  private void error(Step s) throws InterruptedException {
    String message = t.response(s.index());
    boolean query = s.query() != null && Asked.definite(asked.answer(config, s.query().question()));
    if (s.head().startsWith("get-") || query) {
      add(s, "session-error", DedupKeys.normalize(message), label + " answered " + message + " at "
          + SessionOracle.command(s) + (query ? ", and answers the same question asked fresh" : ""));
    }
  }

  /** Each definite answer against the same question asked fresh, and against the same question asked before. */
  private void answers() throws InterruptedException {
    Map<String, Step> first = new HashMap<>();
    for (Step s : queries()) {
      String a = answer(s);
      if (!Asked.definite(a)) {
        continue;
      }
      String question = s.query().question();
      String own = asked.answer(config, question);
      // Where its own solver gives no answer asked fresh, the others' agreed answer speaks.
      String fresh = Asked.definite(own) ? own : asked.agreed(configs, question);
      if (Asked.definite(fresh) && !fresh.equals(a)) {
        oneShot(s, a, fresh, question, Asked.definite(own));
      }
      Step before = first.putIfAbsent(question, s);
      if (before != null && !answer(before).equals(a) && !findings.containsKey("soundness")) {
        add(s, "soundness", "pop", label + " answered " + answer(before) + " at " + SessionOracle.command(before)
            + " and " + a + " at " + SessionOracle.command(s) + " to the same question; at fault: " + label
            + " (by pop: the scopes between them were popped)");
      }
    }
  }

  /** @param own whether {@code fresh} is the configuration's own answer, not only the others' */
  private void oneShot(Step s, String a, String fresh, String question, boolean own) throws InterruptedException {
    boolean agreed = fresh.equals(asked.agreed(configs, question));
    String detail = label + " answered " + a + " at " + SessionOracle.command(s) + " of the session, " + fresh
        + " to the same question asked fresh" + (own ? "" : " by the other configurations") + (agreed ? "; at fault: " + label + " (by one-shot: every "
        + "configuration asked fresh answers " + fresh + ")" : "; at fault: undecided (the configurations asked "
        + "fresh disagree)");
    Finding f = new Finding("soundness", List.of(label), detail, SessionOracle.key("soundness", label,
        "wrong " + a, s.head(), logic), agreed ? label : "undecided", agreed ? "one-shot" : null);
    findings.putIfAbsent("soundness", f);
  }

  /** The core, or the unsat assumptions, asked fresh alone: sat means the unsat was not justified by them. */
  private void cores(Step s) throws InterruptedException {
    for (String head : List.of("get-unsat-core", "get-unsat-assumptions")) {
      String r = t.after(s.index(), head);
      if (r == null || !r.startsWith("(")) {
        continue;
      }
      List<String> names = SessionScript.elements(r);
      String alone = head.equals("get-unsat-core") ? s.query().scope().core(names)
          : s.query().scope().question(names);
      if ("sat".equals(asked.answer(config, alone))) {
        add(s, "unsat-core", head, label + " answered unsat at " + SessionOracle.command(s) + " and " + head
            + " gave " + r + ", which " + label + " answers sat asked fresh alone");
      }
    }
  }

  private void add(Step s, String kind, String what, String detail) {
    findings.putIfAbsent(kind, new Finding(kind, List.of(label), detail,
        SessionOracle.key(kind, label, what, s.head(), logic), label, kind.equals("soundness") ? "pop" : null));
  }

  /** The queries before the first error no answer explains. */
  private List<Step> queries() {
    List<Step> out = new ArrayList<>();
    for (int k = 0; k < judged; k++) {
      if (steps.get(k).query() != null) {
        out.add(steps.get(k));
      }
    }
    return out;
  }

  private String answer(Step s) {
    String r = t.response(s.index());
    return r == null ? null : Responses.answer(r);
  }
}
