package io.tamis.runner.campaign;

import io.tamis.core.eval.ScriptCheck;
import io.tamis.core.gen.TestCase;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.runner.oracle.CoreCheck;
import io.tamis.runner.oracle.Cores;
import io.tamis.runner.oracle.Evidence;
import io.tamis.runner.oracle.Expectations;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.oracle.Oracle;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.solver.Mode;
import io.tamis.solvers.solver.OptionSupport;
import io.tamis.solvers.solver.OptionVariation;
import io.tamis.solvers.solver.OptionWords;
import io.tamis.solvers.solver.SolverConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Makes the calls that check a test's answers ({@link Evidence}) and judges what they show: runs under the
 * solvers' modes (in warm sessions where the test ran in them), compared with the runs without them, and each unsat answer's core run
 * alone on the configuration that named it, on the others and on its modes. What it decides goes to the
 * attribution: {@link CoreCheck}, and the runs under modes as outcomes.
 */
final class EvidenceRuns {
  private final Evidence evidence;
  private final boolean models;

  EvidenceRuns(Evidence evidence, boolean models) {
    this.evidence = evidence;
    this.models = models;
  }

  /** Runs a configuration (a test's, with a mode, or the one that named a core) on a script, classified. */
  interface Caller {
    Outcome call(SolverConfig c, byte[] script) throws InterruptedException;
  }

  /**
   * What the evidence showed: every call made, the findings it adds (disagreements with modes, failed checks,
   * refuted cores), the models of the runs under modes as tamis evaluated them, the cores.
   */
  record Shown(List<EvidenceCall> calls, List<Finding> findings, List<ModelCheck.Checked> checked,
      List<CoreCheck> cores) {
    static final Shown NONE = new Shown(List.of(), List.of(), List.of(), List.of());

    List<Outcome> modes() {
      return calls.stream().filter(EvidenceCall::onScript).map(EvidenceCall::outcome).toList();
    }
  }

  /**
   * @param ran the configurations as the test ran them, in the order of {@code outcomes}
   * @param given runs under modes the test's own configurations made (a finding's replay records them so)
   * @param checked tamis's evaluation of the models of {@code outcomes}
   */
  Shown run(Caller caller, TestCase test, String logic, List<SolverConfig> ran, List<Outcome> outcomes,
      List<EvidenceCall> given, Expectations declared, List<ModelCheck.Checked> checked) throws InterruptedException {
    long key = OptionVariation.key(test);
    boolean sampled = evidence.any() && evidence.sampled(key);
    List<Integer> targets = sampled ? evidence.targets(outcomes, declared.perQuery(test.expected()), checked)
        : List.of();
    List<EvidenceCall> calls = new ArrayList<>(given);
    if (!runModes(caller, test, logic, ran, targets, calls)) {
      return new Shown(calls, List.of(), List.of(), List.of());
    }
    if (calls.isEmpty() && !(evidence.cores() && !targets.isEmpty())) {
      return Shown.NONE;
    }
    Shown modes = new Shown(calls, List.of(), List.of(), List.of());
    List<Finding> findings = new ArrayList<>(Oracle.judgeModes(outcomes, modes.modes(), checks(calls),
        test.expected(), declared, logic));
    List<ModelCheck.Checked> modeModels = List.of();
    if (models) {
      ModelCheck.Judged judged = ModelCheck.judge(test.text(), modes.modes(), List.of(), logic);
      modeModels = judged.checked();
      judged.findings().stream().filter(f -> !falseForBase(f, checked)).forEach(findings::add);
    }
    List<CoreCheck> cores = evidence.cores() && sampled ? cores(caller, test, ran, outcomes, targets, calls)
        : List.of();
    cores.forEach(core -> findings.addAll(core.findings(logic == null ? "-" : logic)));
    return new Shown(calls, findings, modeModels, cores);
  }

  /** Runs each target configuration under its modes, adding the calls; false when the run was stopped. */
  private boolean runModes(Caller caller, TestCase test, String logic, List<SolverConfig> ran, List<Integer> targets,
      List<EvidenceCall> calls) throws InterruptedException {
    long key = OptionVariation.key(test);
    for (int i : targets) {
      SolverConfig c = ran.get(i);
      for (Mode m : modes(c, i, key, test.text(), logic)) {
        SolverConfig under = c.under(m);
        if (calls.stream().noneMatch(g -> g.config().label().equals(under.label()))) {
          calls.add(new EvidenceCall(EvidenceCall.MODE, under, caller.call(under, test.text())));
        }
        if (cancelled(calls)) {
          return false;
        }
      }
    }
    return true;
  }

  /** The checking modes the calls ran under, from their profiles. */
  private static List<Mode> checks(List<EvidenceCall> calls) {
    List<Mode> checks = new ArrayList<>();
    for (EvidenceCall c : calls) {
      String name = Mode.named(c.config().label());
      c.config().profile().modes().stream().filter(m -> m.checks() && m.name().equals(name)).forEach(checks::add);
    }
    return checks;
  }

  /** A false model under a mode whose configuration's own model is false too: the same finding. */
  private static boolean falseForBase(Finding f, List<ModelCheck.Checked> checked) {
    String base = Mode.base(f.solvers().get(0));
    return checked.stream().anyMatch(c -> c.outcome().label().equals(base)
        && c.result().verdict() == ScriptCheck.Verdict.FALSE);
  }

  /**
   * The modes configuration {@code c} runs the test under: {@link Evidence#modes} of the modes meant for the
   * test (drawn from it), not already in its arguments; and with {@link Evidence#proofs}, its checking modes.
   * A mode with an option its developers do not support (z3's new core: experimental) is drawn only when every
   * mode runs: its wrong answers are known and not wanted (bench/notes/2026-11-28-issues-41-42-evidence-cost-triage.md).
   */
  private List<Mode> modes(SolverConfig c, int index, long key, byte[] script, String logic) {
    List<Mode> fit = c.profile().modes().stream().filter(m -> m.fits(logic, script))
        .filter(m -> !c.args().containsAll(OptionWords.split(m.options()))).toList();
    OptionSupport support = c.profile().support();
    List<Mode> plain = new ArrayList<>(fit.stream().filter(m -> !m.checks())
        .filter(m -> evidence.modes() < 0 || !support.unsupportedIn(m.options())).toList());
    int n = evidence.modes() < 0 ? plain.size() : Math.min(evidence.modes(), plain.size());
    SplittableRandom r = new SplittableRandom(key ^ 0x3C6EF372FE94F82AL * (index + 1));
    for (int k = 0; k < n; k++) {
      java.util.Collections.swap(plain, k, k + r.nextInt(plain.size() - k));
    }
    List<Mode> chosen = new ArrayList<>(plain.subList(0, n));
    if (evidence.proofs()) {
      fit.stream().filter(Mode::checks).forEach(chosen::add);
    }
    return chosen;
  }

  /**
   * The cores of the unsat answers: of each configuration aimed at that answered unsat, and of each run under
   * a mode that answered unsat where its configuration answered sat.
   */
  private static List<CoreCheck> cores(Caller caller, TestCase test, List<SolverConfig> ran, List<Outcome> outcomes,
      List<Integer> targets, List<EvidenceCall> calls) throws InterruptedException {
    Cores.Request request = Cores.request(test.text());
    if (request == null) {
      return List.of();
    }
    List<EvidenceCall> producers = new ArrayList<>();
    for (int i : targets) {
      producers.add(new EvidenceCall(EvidenceCall.MODE, ran.get(i), outcomes.get(i)));
    }
    for (EvidenceCall m : List.copyOf(calls)) {
      Outcome base = outcomes.stream().filter(o -> o.label().equals(Mode.base(m.outcome().label()))).findFirst()
          .orElse(null);
      if (m.onScript() && base != null && base.answers().equals(List.of("sat"))) {
        producers.add(m);
      }
    }
    Script full = parse(test.text());
    List<CoreCheck> out = new ArrayList<>();
    for (EvidenceCall p : producers) {
      if (p.outcome().answers().equals(List.of("unsat")) && p.config().profile().unsatCores()) {
        CoreCheck core = core(caller, p, request, test.text(), full, runners(p, ran, outcomes, calls), calls);
        if (core != null) {
          out.add(core);
        }
      }
    }
    return out;
  }

  /**
   * Who runs producer {@code p}'s core: {@code p} first, then every configuration of the test that could
   * read the script, then {@code p}'s configuration under the modes it ran (not the checking ones).
   */
  private static List<SolverConfig> runners(EvidenceCall p, List<SolverConfig> ran, List<Outcome> outcomes,
      List<EvidenceCall> calls) {
    List<SolverConfig> runners = new ArrayList<>(List.of(p.config()));
    for (int i = 0; i < ran.size(); i++) {
      Verdict v = outcomes.get(i).verdict();
      if (!ran.get(i).label().equals(p.config().label()) && v != Verdict.REJECTED && v != Verdict.CANCELLED) {
        runners.add(ran.get(i));
      }
    }
    String base = Mode.base(p.config().label());
    for (EvidenceCall m : calls) {
      String label = m.config().label();
      if (m.onScript() && Mode.base(label).equals(base) && !label.equals(p.config().label())
          && m.config().profile().modes().stream().noneMatch(x -> x.checks() && x.label(base).equals(label))) {
        runners.add(m.config());
      }
    }
    return runners;
  }

  /** {@code p}'s core run alone by each runner, or null when it named none or named every assertion. */
  private static CoreCheck core(Caller caller, EvidenceCall p, Cores.Request request, byte[] text, Script full,
      List<SolverConfig> runners, List<EvidenceCall> calls) throws InterruptedException {
    Outcome asked = caller.call(p.config(), request.text());
    calls.add(new EvidenceCall(EvidenceCall.CORE_REQUEST, p.config(), asked));
    List<Integer> kept = asked.answers().equals(List.of("unsat")) ? request.core(asked.run().stdout()) : null;
    if (kept == null || kept.size() == request.names().size()) {
      return null;
    }
    byte[] core = Cores.script(text, kept);
    Script parsed = parse(core);
    byte[] sent = ModelCheck.request(core);
    List<CoreCheck.Run> runs = new ArrayList<>();
    for (SolverConfig r : runners) {
      Outcome o = caller.call(r, sent);
      calls.add(new EvidenceCall(EvidenceCall.CORE, r, o));
      ScriptCheck.Result onCore = parsed == null ? null : ModelCheck.check(parsed, o);
      ScriptCheck.Result onScript = full == null || onCore == null || onCore.verdict() != ScriptCheck.Verdict.TRUE
          ? null : ModelCheck.check(full, o);
      runs.add(new CoreCheck.Run(o, onCore, onScript));
      if (o.verdict() == Verdict.CANCELLED || r == p.config() && o.answers().equals(List.of("sat"))) {
        break;
      }
    }
    return new CoreCheck(p.outcome(), kept.size(), request.names().size(), runs);
  }

  private static boolean cancelled(List<EvidenceCall> calls) {
    return calls.stream().anyMatch(c -> c.outcome().verdict() == Verdict.CANCELLED);
  }

  private static Script parse(byte[] text) {
    try {
      return new ScriptReader().read("evidence", text);
    } catch (RuntimeException e) {
      return null;
    }
  }
}
