package io.tamis.mutator.session;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Builds an interactive session from a one-query script: its assertions spread over nested
 * {@code push}/{@code pop} levels, a query at each level on the way up, each repeated after the matching
 * {@code pop} on the way down, and sometimes a {@code reset-assertions} with the whole script asked again.
 * A session is of one of two kinds, because Yices2 takes {@code check-sat-assuming} only without unsat cores:
 * <ul>
 *   <li>assumptions: some assertions guarded by fresh Boolean constants ({@code (=> |s!a3| A)}), queried by
 *       {@code check-sat-assuming} over the guards in scope and some of their negations; at some levels a guard
 *       of the negation of an assertion in scope, assumed, gives a query unsat by construction, the only one
 *       followed by {@code get-unsat-assumptions} (cvc5 1.0.3 exits on it after another answer);</li>
 *   <li>cores: assertions named ({@code :named}), queried by {@code check-sat}, each followed by
 *       {@code get-unsat-core}, and {@code get-assignment} where a name is in scope.</li>
 * </ul>
 * Every query is followed by {@code get-value} (constants of the script), {@code get-model} and
 * {@code get-info :reason-unknown}: an answer makes some of them errors, which solvers report and go past;
 * the session oracle expects those. Declarations are global ({@code :global-declarations}), so that a
 * definition made between queries and the script's declarations outlive pops and the reset alike; the
 * {@code produce-*} options and {@code print-success} (one response per command) come first.
 */
public final class SessionBuilder {
  /** The first line of every session: tells the runner to judge it as one. */
  public static final String MARK = "; tamis session";
  private final ScriptParts parts;
  private final SplittableRandom r;
  private final boolean assumptions;
  private final StringBuilder out = new StringBuilder();
  private final Forms forms;

  private SessionBuilder(ScriptParts parts, SplittableRandom r) {
    this.parts = parts;
    this.r = r;
    this.assumptions = r.nextBoolean();
    this.forms = Forms.draw(parts.assertions().size(), 1 + r.nextInt(3), assumptions, r);
  }

  /** The session built from {@code script}, or null when it is not a single question (see {@link ScriptParts}). */
  public static byte[] build(byte[] script, SplittableRandom r) {
    ScriptParts parts = ScriptParts.of(script);
    return parts == null ? null : new SessionBuilder(parts, r).text().getBytes(StandardCharsets.ISO_8859_1);
  }

  private String text() {
    header();
    List<String> asked = new ArrayList<>();
    for (int level = 0; level <= forms.depth(); level++) {
      if (level > 0) {
        command("(push 1)");
      }
      asked.add(climb(level));
    }
    for (int level = forms.depth(); level > 0; level--) {
      command("(pop 1)");
      ask(asked.get(level - 1), level - 1);
    }
    if (r.nextInt(3) == 0) {
      reset();
    }
    command("(exit)");
    return out.toString();
  }

  private void header() {
    out.append(MARK).append('\n');
    command("(set-option :print-success true)");
    command("(set-option :global-declarations true)");
    command("(set-option :produce-models true)");
    command(assumptions ? "(set-option :produce-unsat-assumptions true)"
        : "(set-option :produce-unsat-cores true)\n(set-option :produce-assignments true)");
    parts.options().forEach(this::command);
    if (parts.logic() != null) {
      command(parts.logic());
    }
    parts.declarations().forEach(this::command);
    for (int k = 0; k < forms.guards(); k++) {
      command("(declare-const " + Forms.guard(k) + " Bool)");
    }
  }

  /**
   * The assertions of {@code level}, its query (returned, to repeat it after the pop) and, sometimes, the query
   * again with a guard assumed that contradicts an assertion in scope.
   */
  private String climb(int level) {
    for (int i = 0; i < forms.size(); i++) {
      if (forms.level(i) == level) {
        forms.assertion(i, parts.assertions().get(i)).forEach(this::command);
      }
    }
    int negated = assumptions ? forms.plainBelow(level, r) : -1;
    String guard = forms.contradiction(level);
    if (negated >= 0) {
      // Before the level's query, so that its repeat after the pop asks the same question.
      command("(assert (=> " + guard + " (not " + parts.assertions().get(negated) + ")))");
    }
    String query = query(level);
    ask(query, level);
    if (negated >= 0) {
      command(query.startsWith("(check-sat-assuming (") ? query.replace("(check-sat-assuming (",
          "(check-sat-assuming (" + guard + " ") : "(check-sat-assuming (" + guard + "))");
      command("(get-unsat-assumptions)");
    }
    return query;
  }

  /** The query of {@code level}: over the guards in scope, each assumed or (a quarter of them) negated. */
  private String query(int level) {
    List<String> literals = new ArrayList<>();
    for (int i = 0; i < forms.size(); i++) {
      if (forms.level(i) <= level && forms.guarded(i)) {
        literals.add(r.nextInt(4) == 0 ? "(not " + forms.guardOf(i) + ")" : forms.guardOf(i));
      }
    }
    return literals.isEmpty() ? "(check-sat)" : "(check-sat-assuming (" + String.join(" ", literals) + "))";
  }

  private void ask(String query, int level) {
    command(query);
    List<String> terms = values(level);
    if (!terms.isEmpty()) {
      command("(get-value (" + String.join(" ", terms) + "))");
    }
    command("(get-model)");
    if (!assumptions) {
      if (forms.namedBelow(level)) {
        // cvc5 1.0.3 exits on a get-assignment without a named term in scope ("Invalid kind 'SEXPR'").
        command("(get-assignment)");
      }
      command("(get-unsat-core)");
    }
    command("(get-info :reason-unknown)");
  }

  /** Up to three constants of the script, and sometimes an assertion in scope (it must be true in a model). */
  private List<String> values(int level) {
    List<String> terms = new ArrayList<>();
    List<String> constants = parts.constants();
    for (int k = 0; k < 3 && k < constants.size(); k++) {
      String c = constants.get(r.nextInt(constants.size()));
      if (!terms.contains(c)) {
        terms.add(c);
      }
    }
    int plain = forms.plainBelow(level, r);
    String term = plain < 0 ? null : parts.assertions().get(plain);
    if (term != null && r.nextBoolean() && !term.contains("forall") && !term.contains("exists")) {
      terms.add(term);
    }
    return terms;
  }

  /** Everything asserted again, plainly, after {@code reset-assertions}: the script's own question. */
  private void reset() {
    command("(reset-assertions)");
    parts.assertions().forEach(a -> command("(assert " + a + ")"));
    command("(check-sat)");
    List<String> constants = parts.constants();
    if (!constants.isEmpty()) {
      // Declarations outlive the reset (they are global): the model must still define them.
      command("(get-value (" + String.join(" ", constants.subList(0, Math.min(3, constants.size()))) + "))");
    }
    command("(get-model)");
    command("(get-info :reason-unknown)");
  }

  private void command(String text) {
    out.append(text).append('\n');
  }
}
