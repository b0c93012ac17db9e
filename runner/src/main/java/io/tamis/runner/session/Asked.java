package io.tamis.runner.session;

import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** The one-shot questions of a session, each asked at most once per configuration. */
final class Asked {
  private final OneShot oneShot;
  private final Map<String, Outcome> outcomes = new HashMap<>();

  Asked(OneShot oneShot) {
    this.oneShot = oneShot;
  }

  /** The answer of configuration {@code config} to {@code question}: sat, unsat, or null when it gave neither. */
  String answer(int config, String question) throws InterruptedException {
    String key = config + "\n" + question;
    Outcome o = outcomes.get(key);
    if (o == null) {
      o = oneShot.ask(config, question.getBytes(StandardCharsets.ISO_8859_1));
      outcomes.put(key, o);
    }
    return o.verdict().definite() && o.answers().size() == 1 ? o.verdict().label() : null;
  }

  /** The answer every configuration that gave one gave to {@code question}, or null when they differ or none did. */
  String agreed(int configs, String question) throws InterruptedException {
    String agreed = null;
    for (int i = 0; i < configs; i++) {
      String a = answer(i, question);
      if (a != null && agreed != null && !a.equals(agreed)) {
        return null;
      }
      agreed = a != null ? a : agreed;
    }
    return agreed;
  }

  static boolean definite(String answer) {
    return answer != null && Verdict.ofAnswer(answer).definite();
  }
}
