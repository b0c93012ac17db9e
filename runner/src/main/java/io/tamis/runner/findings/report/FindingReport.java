package io.tamis.runner.findings.report;

import io.tamis.core.eval.ScriptCheck;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.runner.campaign.EvidenceCall;
import io.tamis.runner.evidence.Stack;
import io.tamis.solvers.install.FailingCode;
import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.runner.store.Triaged;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code report.md}: a bug report as cvc5's issue template and z3's maintainers ask for it: a one-line
 * title, what goes wrong, the command line, the solver's version, the exact input and output, expected
 * against actual, the evidence, and which releases show it.
 *
 * @param rec the finding's record
 * @param now each configuration as the replay of {@code script} ran it, in the record's order
 * @param outcomes the replay's outcomes, in the same order (their models are evaluated)
 * @param scriptName the file the script comes from ({@code reduced.smt2} or {@code test.smt2})
 * @param reproduced whether the replay gave the finding again (a report written with --force may not)
 * @param tried the other runs of the configuration at fault ({@link Tried}), each listed with its command
 * @param calls the replay's calls for evidence (a core asked for and run alone)
 * @param failing where the first bad commit stands to the failing line ({@link BlameLookup}), or null
 * @param search this report's issue search, or null when none ran
 */
public record FindingReport(FindingRecord rec, List<SolverRecord> now, List<Outcome> outcomes, String scriptName,
    String script, boolean reproduced, List<Tried.Run> tried, List<EvidenceCall> calls, FailingCode failing,
    IssueSearch.Outcome search) {
  static final String FILE = "bug.smt2";
  private static final int OUTPUT_LINES = 60;
  /** A script file of the solver pool's ({@code /tmp/tamis-123/script-11.smt2}). */
  private static final Pattern TEMP_SCRIPT = Pattern.compile("\\S*/tamis-\\d+/script-\\d+\\.smt2");
  private static final int ASSERTION_CHARS = 2000;
  /** A release's version (5.1.0, cvc5-1.3.0); a commit's build (1137d23725) or main is no release. */
  private static final Pattern RELEASE = Pattern.compile("([A-Za-z][A-Za-z0-9]*-)?\\d+(\\.\\d+)+");
  private static final Map<String, String> SOURCES = Map.of(Stack.ASAN, "AddressSanitizer", Stack.UBSAN,
      "UndefinedBehaviorSanitizer", Stack.ASSERTION, "The failed assertion", Stack.GDB, "Backtrace");

  /** The configuration the report is about: the first one at fault. */
  SolverRecord solver() {
    List<SolverRecord> atFault = rec.atFault();
    int i = atFault.isEmpty() ? 0 : rec.solvers().indexOf(atFault.get(0));
    return now.get(Math.max(i, 0));
  }

  public String title() {
    return ReportTitle.of(rec, solver(), setNeeded(), script);
  }

  /**
   * The option set the test added, when the finding needs it: the option triage did not see it without, nor did
   * the run without the options that the report lists.
   */
  private String setNeeded() {
    if (coresAlone() != null) {
      return "unsat cores";
    }
    if (rec.minimal() != null) {
      return MinimalCommand.titled(rec, solver());
    }
    boolean without = tried.stream().anyMatch(r -> r.what().equals(Tried.WITHOUT_OPTIONS) && r.shows());
    return without ? null : ReportTitle.neededSet(rec, solver());
  }

  public String render() {
    SolverRecord s = solver();
    StringBuilder md = new StringBuilder("# ").append(title()).append("\n\n");
    if (!reproduced) {
      md.append("> **Not reproduced** when this report was written (replay of ").append(scriptName)
          .append("); the output below is that replay's. Written with --force.\n\n");
    }
    notFiled(md);
    if (rec.known() == null || !rec.related().isEmpty()) { // a known bug's thread is named just above
      new RelatedSection(rec.related(), search).append(md);
    }
    md.append("**Describe the bug**\n").append(ReportTitle.describe(rec, s, slow() ? peers(s) : others(s)))
        .append(bare()).append("\n\n");
    md.append(SeverityLine.of(rec, s, tried));
    md.append("**Command line arguments**: ").append(s.args().isEmpty() ? "none"
        : "`" + ShellCommand.args(s.args()) + "`").append("  \n");
    var build = BuiltFrom.of(s);
    md.append("**").append(KnownBugs.solverName(s)).append(" version/commit**: ").append(s.version())
        .append(build.map(b -> ", " + BuiltFrom.describe(b)).orElse(Provenance.of(s))).append("  \n");
    md.append("**Operating system**: ").append(Provenance.system()).append(limits(s)).append("\n\n");
    transcript(md, s);
    nativeEvidence(md, s.stack() != null ? s : recordedCrash(s));
    SessionSection session = SessionSection.of(rec.detail(), script);
    if (session != null) {
      md.append(session.render());
    }
    CoreSection core = core();
    if (core != null) {
      md.append(core.render(s.version()));
    }
    evidence(md, s);
    tried(md);
    releases(md);
    recheck(md);
    support(md);
    footer(md);
    return md.toString();
  }

  /**
   * The run of the core's request without the options, when it shows the wrong unsat: the bug then needs unsat
   * cores alone (named assertions), not the option the script alone needs; else null.
   */
  private Tried.Run coresAlone() {
    return tried.stream().filter(r -> r.what().equals(Tried.CORES_ALONE) && r.shows()).findFirst().orElse(null);
  }

  /**
   * The recorded run whose frames stand for this crash, when this run gave none (a release run through its Java
   * API): the frames of the build it was found or rechecked on, with that run's command; else {@code s}.
   */
  private SolverRecord recordedCrash(SolverRecord s) {
    var recorded = java.util.stream.Stream.concat(rec.atFault().stream(),
        rec.recheck() == null ? java.util.stream.Stream.<SolverRecord>empty() : rec.recheck().ran().stream());
    return recorded.filter(r -> r.stack() != null && r.verdict().equals(s.verdict())).findFirst().orElse(s);
  }

  /** {@code " on cvc5 main (cvc5 1.3.5.dev)"} for a recorded run of a build that is not this report's. */
  private String builtOn(SolverRecord s) {
    if (s == solver() || s.version().equals(solver().version())) {
      return "";
    }
    // A recheck names its build as solver@ref commit; a recorded run by its version line.
    return s.version().contains("@") ? " on " + build(s.version())
        : " on " + NewestBuilds.head(s.label()).replace('@', ' ') + " (" + s.version() + ")";
  }

  /** Where triage found it known or no bug: the reader of the folder must know before the report. */
  private void notFiled(StringBuilder md) {
    var t = rec.triaged();
    if (t != null && (Triaged.KNOWN.equals(t.status()) || Triaged.NOT_A_BUG.equals(t.status()))) {
      List<String> links = new ArrayList<>(t.issues());
      if (rec.known() != null && !links.contains(rec.known().link())) {
        links.add(rec.known().link());
      }
      md.append("> **Not to be filed**: ").append(t.status()).append(t.why() == null ? "" : ": " + t.why())
          .append(links.isEmpty() ? "" : " (" + String.join(", ", links) + ")").append(".\n\n");
    }
  }

  /** The shortest command first: when the run without the options shows it too, the report says so at once. */
  private String bare() {
    Tried.Run cores = coresAlone();
    if (cores != null) {
      return " It needs only unsat cores: with its assertions named for the core, `"
          + ShellCommand.of(cores.record(), cores.file()) + "` answers " + ReportTitle.answer(cores.record())
          + " without " + String.join(", ", rec.minimal().kept().stream().map(o -> "`" + o + "`").toList())
          + " (below), while the script alone needs " + (rec.minimal().kept().size() == 1 ? "it." : "them.");
    }
    if (rec.minimal() != null) {
      return MinimalCommand.sentence(rec);
    }
    return tried.stream().filter(r -> r.what().equals(Tried.WITHOUT_OPTIONS) && r.shows()).findFirst()
        .map(r -> " It needs none of the options: `" + ShellCommand.of(r.record(), r.file()) + "` shows it too.")
        .orElse("");
  }

  /** The replay's unsat core, for a wrong core or a wrong unsat its core decided; else null. */
  private CoreSection core() {
    return CoreSection.decides(rec) ? CoreSection.of(script.getBytes(StandardCharsets.UTF_8), calls) : null;
  }

  /**
   * The resource limits the run had, from its command ({@code prlimit --data=... --stack=... --}): a stack
   * overflow crashes under a bounded stack, where a shell without a hard stack limit lets cvc5 grow its stack.
   */
  static String limits(SolverRecord s) {
    List<String> command = s.command();
    int end = command.indexOf("--");
    if (command.isEmpty() || !command.get(0).equals("prlimit") || end < 0) {
      return "";
    }
    return "  \n**Limits**: the command below ran under `" + String.join(" ", command.subList(0, end + 1))
        + "` (soft:hard, in bytes)";
  }

  /**
   * For a stack overflow: the cycle, and how to see the crash in a shell. Solvers such as cvc5 raise their soft
   * stack limit to the hard one, so where the hard limit is unlimited the recursion grows until memory runs out.
   */
  public static String recursionNote(Stack stack, List<String> command) {
    List<String> cycle = stack.recursion();
    long hardKb = hardStackKb(command);
    // The crash itself must be in the cycle: repeated callers below a faulting frame are only nesting.
    if (cycle.isEmpty() || !cycle.contains(stack.frames().get(0).key()) || hardKb <= 0) {
      return "";
    }
    return "\nThe frames repeat one cycle (`" + String.join("` < `", cycle) + "`): a recursion without end, which "
        + "overflows the stack at the hard stack limit of the **Limits** line. To see the crash in a shell, set that "
        + "limit first (`ulimit -Ss 8192; ulimit -Hs " + hardKb + "`).\n";
  }

  /** The hard stack limit of the command's prlimit, in KB as ulimit takes it; -1 when it set none. */
  private static long hardStackKb(List<String> command) {
    for (String a : command) {
      if (a.startsWith("--stack=") && a.contains(":")) {
        return Long.parseLong(a.substring(a.indexOf(':') + 1)) / 1024;
      }
    }
    return -1;
  }

  /** The command, its output and the input, as the solvers' trackers show them. */
  private void transcript(StringBuilder md, SolverRecord s) {
    md.append("```\n$ ").append(ShellCommand.of(s, FILE)).append('\n').append(output(s, FILE));
    md.append("$ cat ").append(FILE).append('\n').append(script.strip()).append("\n```\n\n");
  }

  static String output(SolverRecord s, String file) {
    // The solver names the temporary file the pool gave it; the command above names it by the report's name.
    String text = TEMP_SCRIPT.matcher((s.stdout() + (s.stderr().isBlank() ? "" : "\n" + s.stderr())).strip())
        .replaceAll(file);
    List<String> lines = text.lines().toList();
    String kept = String.join("\n", lines.subList(0, Math.min(lines.size(), OUTPUT_LINES)));
    String cut = lines.size() > OUTPUT_LINES ? "\n[... " + (lines.size() - OUTPUT_LINES) + " more lines]" : "";
    String status = s.timedOut() ? "[no answer within " + Math.round(s.timeoutSeconds()) + " s: stopped]\n"
        : s.signal() != 0 ? Signals.shell(s.signal()) + "\n"
        : s.exitCode() != 0 ? "[exit status " + s.exitCode() + "]\n" : "";
    return (kept.isEmpty() ? "" : kept + cut + "\n") + status;
  }

  private void evidence(StringBuilder md, SolverRecord s) {
    md.append("**Expected**: ").append(expected(s)).append("  \n**Actual**: ").append(actual(s)).append("\n\n");
    List<SolverRecord> rows = rows();
    StringBuilder models = new StringBuilder();
    models(models);
    if (rows.size() < 2 && models.isEmpty()) {
      return; // the command above is the only run, and no model to evaluate: nothing to add to it
    }
    md.append("**Evidence**\n");
    for (SolverRecord o : rows) {
      md.append("- ").append(ReportTitle.who(o)).append(", `").append(ShellCommand.of(o, FILE)).append("`: ")
          .append(slow() ? timed(o) : o.answers().isEmpty() || o.verdict().equals("crash") ? o.verdict()
              : ReportTitle.answer(o))
          .append('\n');
    }
    md.append(models).append('\n');
  }

  /**
   * The top frames a maintainer triages a crash by, and where they come from: {@code **Native evidence**
   * (AddressSanitizer: heap-use-after-free), the top frames of `z3 -in < bug.smt2`:} and a numbered list.
   */
  private void nativeEvidence(StringBuilder md, SolverRecord s) {
    Stack stack = s.stack();
    if (stack == null) {
      return;
    }
    md.append("**").append(SOURCES.get(stack.source())).append("**")
        .append(stack.error() == null ? "" : " (" + stack.error() + ")").append(", the top frames of `")
        .append(ShellCommand.of(s, FILE)).append("`").append(builtOn(s)).append(":\n");
    List<io.tamis.runner.evidence.Frame> frames = stack.frames();
    for (int i = 0; i < frames.size(); ) {
      // A recursion repeats one frame: once, with its count, says the same in one line.
      int same = 1;
      while (i + same < frames.size() && frames.get(i + same).equals(frames.get(i))) {
        same++;
      }
      md.append(i + 1).append(". `").append(frames.get(i).shown()).append("`")
          .append(same > 1 ? " (" + same + " frames in a row)" : "").append('\n');
      i += same;
    }
    md.append(recursionNote(stack, s.command()));
    md.append('\n');
  }

  /** Each other run of the configuration at fault: its command, what it gave, and whether that is the bug. */
  private void tried(StringBuilder md) {
    String minimal = MinimalCommand.triedLine(rec);
    if (tried.isEmpty() && minimal == null) {
      return;
    }
    md.append("**What else was tried** (each line a run of its command):\n").append(minimal == null ? "" : minimal);
    for (Tried.Run r : tried) {
      SolverRecord ran = r.record();
      if (r.what().equals(Tried.MODEL_PRINTED)) {
        modelPrinted(md, r);
        continue;
      }
      md.append("- ").append(r.what()).append(": `").append(ShellCommand.of(ran, r.file())).append("`")
          // The version where it differs from the report's own run: another build says which.
          .append(ran.version().isBlank() || ran.version().equals(solver().version()) ? ""
              : " (" + ran.version() + ")").append(": ")
          .append(slow() ? timed(ran) : outcome(ran))
          .append(r.shows() ? "; shows it" : ran.timedOut() ? "; undecided: it hangs, followed for "
              + Math.round(ran.timeoutSeconds()) + " s" + memory(ran)
              : ran.verdict().equals("rejected") ? "; refused, so it cannot show it" : "; does not show it")
          .append(r.byEvaluator() ? " (a model under which tamis's evaluator finds an assertion false)" : "")
          .append(r.file().startsWith(Tried.REVERSED_PREFIX) && !r.shows() ? " (the "
              + (rec.kind().equals("performance") ? "time" : "answer")
              + " depends on the order of the assertions)" : "")
          .append('\n');
      if (r.script() != null) {
        md.append("  ```smt2\n  ").append(r.script().strip().replace("\n", "\n  ")).append("\n  ```\n");
      }
    }
    md.append('\n');
  }

  /** The run that prints the model the solver's own check refused: the model itself is the evidence. */
  private static void modelPrinted(StringBuilder md, Tried.Run r) {
    SolverRecord ran = r.record();
    md.append("- ").append(r.what()).append(": `").append(ShellCommand.of(ran, r.file())).append("`: ")
        .append(outcome(ran)).append(r.byEvaluator() ? "; under its model tamis's evaluator finds an assertion false"
            : "").append("\n  ```\n  ").append(ran.stdout().strip().replace("\n", "\n  ")).append("\n  ```\n");
  }

  /** {@code " (memory limit 4096 MB)"}, or nothing for a run without one. */
  private static String memory(SolverRecord r) {
    return r.config().memoryMb() > 0 ? " (memory limit " + r.config().memoryMb() + " MB)" : "";
  }

  /** {@code unsat}, {@code crash (signal 11)}, {@code timeout (10 s)}, {@code rejected: (error ...)}. */
  static String outcome(SolverRecord r) {
    return switch (r.verdict()) {
      case "crash" -> "crash (" + r.detail() + ")";
      case "timeout" -> "timeout (" + Math.round(r.timeoutSeconds()) + " s)";
      case "rejected" -> "rejected: `" + r.detail() + "`";
      case "invalid-model" -> "sat, with a model its own check finds false";
      default -> ReportTitle.answer(r);
    };
  }

  /** A performance finding: its report gives every run's time, since the answers agree. */
  private boolean slow() {
    return rec.kind().equals("performance");
  }

  /** {@code unsat in 0.34 s}, {@code no answer within 10 s}, or a crash or rejection as {@link #outcome} says. */
  private static String timed(SolverRecord r) {
    return r.timedOut() ? ReportTitle.time(r) : r.answers().isEmpty() ? outcome(r)
        : ReportTitle.answer(r) + " in " + ReportTitle.time(r);
  }

  private String expected(SolverRecord s) {
    if (slow()) {
      List<SolverRecord> peers = peers(s);
      return "an answer in about the time its peers take" + (peers.isEmpty() ? "" : " (" + String.join(", ",
          peers.stream().map(o -> ReportTitle.who(o) + ": " + timed(o)).toList()) + ")");
    }
    return switch (rec.kind()) {
      case "crash" -> "an answer (sat, unsat or unknown)";
      case "invalid-model" -> "a model under which every assertion is true";
      case "unsat-core" -> "an unsat core: assertions that are unsat by themselves";
      case "value" -> "get-value and get-model give each constant one value, and the model defines every constant";
      case "session-error" -> "a response: the answer before the command allows it";
      case "status" -> rec.expected();
      case "soundness" -> rec.culprit() == null || rec.culprit().equals(FindingRecord.UNDECIDED)
          ? "one answer: sat and unsat cannot both be right, and tamis could not tell which is (evidence below)"
          : others(s).stream().map(ReportTitle::answer).findFirst().orElse("the answer of its peers")
              + (rec.evidence() == null ? "" : " (" + Decided.why(rec.evidence(), others(s)) + ")");
      default -> others(s).stream().map(ReportTitle::answer).findFirst().orElse("the same answer as its peers");
    };
  }

  private String actual(SolverRecord s) {
    CoreSection core = core();
    if (core != null && core.actual() != null) {
      return core.actual();
    }
    if (slow()) {
      return timed(s);
    }
    String signal = Signals.named(s.detail());
    return s.verdict().equals("crash") ? signal != null ? "a " + signal : "a crash: `" + s.detail() + "`"
        : s.verdict().equals("invalid-model") ? "sat, with a model its own check finds false (`" + s.detail() + "`)"
        : rec.kind().equals("invalid-model") ? "sat, with a model under which an assertion is false (evidence below)"
        : ReportTitle.answer(s);
  }

  /** The configuration at fault and the runs that decide against it: the rows the evidence lists. */
  private List<SolverRecord> rows() {
    return EvidenceRows.of(rec, now, solver());
  }

  /** The other configurations that answered: a slow run's peers, whatever their answer. */
  private List<SolverRecord> peers(SolverRecord s) {
    return rows().stream().filter(o -> o != s && !o.answers().isEmpty()).toList();
  }

  /** The other configurations that gave a definite answer different from {@code s}'s. */
  private List<SolverRecord> others(SolverRecord s) {
    return rows().stream().filter(o -> o != s && !o.answers().isEmpty() && !o.answers().equals(s.answers())
        && !o.answers().contains("unknown")).toList();
  }

  /** What tamis's evaluator says of each model printed after a sat answer. */
  private void models(StringBuilder md) {
    Script parsed;
    try {
      parsed = new ScriptReader().read(FILE, script.getBytes(StandardCharsets.UTF_8));
    } catch (RuntimeException e) {
      return;
    }
    List<SolverRecord> shown = rows();
    for (int i = 0; i < outcomes.size(); i++) {
      Outcome o = outcomes.get(i);
      ScriptCheck.Result r = shown.contains(now.get(i)) ? ModelCheck.check(parsed, o) : null;
      // A model the evaluator cannot decide tells the reader nothing.
      if (r != null && r.verdict() != ScriptCheck.Verdict.UNKNOWN) {
        boolean soundness = rec.kind().equals("soundness");
        md.append("- ").append(ReportTitle.who(now.get(i))).append("'s model, evaluated by tamis: ")
            .append(verdict(parsed, r, soundness));
        if (soundness && r.verdict() == ScriptCheck.Verdict.TRUE) {
          // The model is what proves the unsat wrong: the maintainer must be able to check it by hand.
          md.append("  ```smt2\n").append(model(o.run().stdout()).indent(2)).append("  ```\n");
        }
      }
    }
  }

  /** The model a solver printed: its output after the first answer, cut to {@link #ASSERTION_CHARS}. */
  private static String model(String stdout) {
    int start = stdout.indexOf('\n') + 1;
    String text = stdout.substring(start).strip();
    return text.length() <= ASSERTION_CHARS ? text : text.substring(0, ASSERTION_CHARS) + " ...";
  }

  private static String verdict(Script parsed, ScriptCheck.Result r, boolean soundness) {
    if (r.command() < 0 && r.verdict() != ScriptCheck.Verdict.TRUE) {
      return "no verdict (" + r.reason() + ")\n";
    }
    return switch (r.verdict()) {
      case TRUE -> "every assertion is true" + (soundness ? " (so the model is right and unsat is wrong)\n" : "\n");
      case UNKNOWN -> "the assertion at " + parsed.position(r.command()) + " is left open (" + r.reason() + ")\n";
      case FALSE -> "the assertion at " + parsed.position(r.command()) + " is false:\n  ```smt2\n  "
          + command(parsed, r.command()) + "\n  ```\n";
    };
  }

  private static String command(Script parsed, int i) {
    ByteBuf buf = new ByteBuf();
    new ScriptPrinter(buf).print(parsed.commands().get(i));
    String text = buf.toString();
    return text.length() <= ASSERTION_CHARS ? text : text.substring(0, ASSERTION_CHARS) + " ...";
  }

  private void releases(StringBuilder md) {
    Bisection b = rec.bisection();
    if (b == null || b.tried().isEmpty() && b.commits() == null) {
      md.append("**Releases**: not bisected (`tamis bisect`).\n\n");
      return;
    }
    if (!b.tried().isEmpty()) { // none when the commit range was named (--from, --to)
      releaseTable(md, b);
    }
    if (b.commits() != null) {
      new CommitsSection(b.commits(), failing).append(md);
    }
  }

  /**
   * The releases tried, a table of them alone, then the source builds tried in a line: a release table that mixes
   * commits in reads as if the commits were releases.
   */
  private static void releaseTable(StringBuilder md, Bisection b) {
    List<Bisection.Release> releases = b.tried().stream().filter(r -> RELEASE.matcher(r.version()).matches()).toList();
    List<Bisection.Release> builds = b.tried().stream().filter(r -> !releases.contains(r)).toList();
    Bisection.Release first = releases.stream().filter(Bisection.Release::shows).findFirst().orElse(null);
    List<Bisection.Release> before = first == null ? releases : releases.subList(0, releases.indexOf(first));
    Bisection.Release lastNot = before.stream().filter(r -> !r.shows()).reduce((x, y) -> y).orElse(null);
    md.append("**Releases** (").append(b.solver()).append("): ")
        .append(first == null ? "none of those tried shows it" : "the first that shows it is " + tag(first))
        .append(lastNot == null ? "" : "; " + tag(lastNot) + " does not").append(". The newest release, ")
        .append(b.newest()).append(", ")
        .append(b.newestShows() == null ? "was not tried" : b.newestShows() ? "shows it" : "does not").append(".")
        .append(asOldAsSupport(b, lastNot)).append("\n\n");
    if (!releases.isEmpty()) {
      md.append("| release | outcome | shows it |\n|---|---|---|\n");
      // Where the release came from when it is not tamis's install (Debian's package), without its path.
      releases.forEach(r -> md.append("| ").append(tag(r))
          .append(r.from() == null ? "" : " (" + r.from().replaceFirst(", /.*", "") + ")").append(" | ")
          .append(words(r.outcome())).append(" | ")
          .append(r.shows() ? "yes" : "no").append(" |\n"));
      md.append('\n');
    }
    if (!builds.isEmpty()) {
      md.append("Other builds tried: ").append(String.join(", ", builds.stream().map(r -> r.version() + " ("
          + words(r.outcome()) + (r.shows() ? ", shows it" : ", does not") + ")").toList())).append(".\n\n");
    }
  }

  /** An outcome as a table shows it, in words: {@code invalid model}, not the finding's kind. */
  private static String words(String outcome) {
    return outcome.replace("invalid-model", "invalid model");
  }

  /** A release by its number alone ({@code 1.3.0} for a build of the tag {@code cvc5-1.3.0}), as the table. */
  private static String tag(Bisection.Release r) {
    return r.version().replaceFirst("^[A-Za-z][A-Za-z0-9]*-", "");
  }

  /**
   * When the last release without the finding rejected the script (it lacked the theory or the syntax), the
   * bug is as old as the solver's support for the script: no commit of that release's code is to blame.
   */
  private static String asOldAsSupport(Bisection b, Bisection.Release lastNot) {
    return lastNot == null || !lastNot.outcome().equals("rejected") ? "" : " " + tag(lastNot)
        + " rejects the script: the bug is as old as the solver's support for it.";
  }

  /** {@code Rechecked on z3@main aaf2464b21 (2026-08-22): open, 3 of 3}, when {@code tamis recheck} ran. */
  private void recheck(StringBuilder md) {
    FindingRecord.Recheck r = rec.recheck();
    if (r == null) {
      return;
    }
    // A build named by its path (no solver@ref) is kept: it names no solver to leave out.
    List<String> builds = r.builds().stream().filter(b -> !b.contains("@") || relevant(b.substring(0, b.indexOf('@'))))
        .toList();
    List<SolverRecord> ran = rechecked(r.ran());
    md.append("**Rechecked** on ").append(String.join(", ", builds.stream().map(FindingReport::build).toList()))
        .append(" (").append(r.at(), 0, Math.min(10, r.at().length())).append("): ").append(rechecked(r))
        .append(".\n\n");
    for (SolverRecord x : ran) {
      String answers = String.join(" ", x.answers());
      md.append("- `").append(ShellCommand.of(x, FILE)).append("`: ")
          .append(answers.isEmpty() || answers.equals(x.verdict()) ? words(x.verdict())
              : words(x.verdict()) + " (" + answers + ")")
          .append('\n');
    }
    md.append(ran.isEmpty() ? "" : "\n");
    // The report's own run has its frames above; a recheck that stopped in the same frames repeats nothing.
    Stack shown = solver().stack() != null ? solver().stack() : recordedCrash(solver()).stack();
    ran.stream().filter(x -> x.stack() != null && (shown == null || !x.stack().equals(shown)))
        .forEach(x -> nativeEvidence(md, x));
  }

  /**
   * The recheck's runs that matter: those of the configurations the evidence lists (a recheck runs the record's
   * configurations in its order), never the campaign's other modes; by solver where the order is lost.
   */
  private List<SolverRecord> rechecked(List<SolverRecord> ran) {
    if (ran.size() != now.size()) {
      return ran.stream().filter(x -> relevant(KnownBugs.solverName(x))).toList();
    }
    List<SolverRecord> rows = rows();
    List<SolverRecord> out = new ArrayList<>();
    for (int i = 0; i < ran.size(); i++) {
      if (rows.contains(now.get(i)) && relevant(KnownBugs.solverName(ran.get(i)))) {
        out.add(ran.get(i));
      }
    }
    return out;
  }

  /** Whether a recheck's run of {@code solver} matters: a crash or a model needs no peer, a disagreement does. */
  private boolean relevant(String solver) {
    return rec.kind().equals("soundness") || slow() || solver.equals(KnownBugs.solverName(solver()));
  }


  /** {@code z3 aaf2464b21 (main)} for a recheck's {@code z3@main aaf2464b21}; a release as {@code z3 5.1.0}. */
  private static String build(String spec) {
    String[] words = spec.split(" ");
    int at = words[0].indexOf('@');
    if (at < 0) {
      return spec;
    }
    String solver = words[0].substring(0, at);
    String ref = words[0].substring(at + 1);
    return words.length > 1 ? solver + " " + words[1] + " (" + ref + ")" : solver + " " + ref;
  }

  /** What a recheck's runs showed, in words: {@code it still shows, in 3 runs of 3}. */
  private static String rechecked(FindingRecord.Recheck r) {
    return switch (r.status()) {
      case FindingRecord.Recheck.OPEN -> "it still shows, in " + r.reproduced() + " runs of " + r.runs();
      case FindingRecord.Recheck.FIXED -> "it no longer shows, in " + r.runs() + " runs";
      case FindingRecord.Recheck.FLAKY -> "it shows in " + r.reproduced() + " runs of " + r.runs();
      default -> "undecided: " + r.timedOut() + " of " + r.runs() + " runs hit the time limit, the others do not show it";
    };
  }

  /**
   * The unsupported options (as finding.json lists them: {@code --sets-exp (expert)}) that the reported
   * solver's configuration has: another solver's expert options are not this report's business.
   */
  private List<String> ownUnsupported() {
    if (rec.unsupportedOptions() == null) {
      return List.of();
    }
    List<String> words = List.of(solver().label().split(" "));
    return rec.unsupportedOptions().stream().filter(o -> words.contains(o.split(" ")[0])).toList();
  }

  /** Options the developers do not support, and a known bug the report was forced past. */
  private void support(StringBuilder md) {
    List<String> notes = new ArrayList<>();
    List<String> own = ownUnsupported();
    if (!own.isEmpty()) {
      notes.add("Runs with options the developers do not support for general use: "
          + String.join(", ", own.stream().map(o -> "`" + o + "`").toList())
          + (setNeeded() == null ? "." : "; the finding needs them (not shown without)."));
    }
    if (rec.known() != null) {
      notes.add("May be known: it matches " + rec.known().id() + ", " + rec.known().link() + ".");
    }
    notes.forEach(n -> md.append("**Note**: ").append(n).append("\n\n"));
  }

  /** Where the report's runs moved to newer builds: the configurations the finding was found with. */
  private String foundWith() {
    List<String> recorded = new ArrayList<>();
    for (int i = 0; i < now.size(); i++) {
      SolverRecord r = rec.solvers().get(i);
      // The build moved, not the options: the one at fault is named by its minimal command.
      if (!NewestBuilds.head(r.label()).equals(NewestBuilds.head(now.get(i).label()))) {
        recorded.add(NewestBuilds.head(r.label()).replace('@', ' ') + " (" + r.version() + ")");
      }
    }
    List<String> builds = recorded.stream().distinct().toList();
    return builds.isEmpty() ? "" : " It was found with " + String.join(", ", builds)
        + "; every run above is on the builds named in it.";
  }

  private void footer(StringBuilder md) {
    md.append("<sub>Found by tamis ").append(rec.tamisVersion()).append(" (").append(rec.generator())
        .append(rec.seedFile() == null || rec.seedFile().isBlank() ? "" : ", seed file `"
            + Path.of(rec.seedFile()).getFileName() + "`").append(", campaign seed ")
        .append(rec.campaignSeed())
        .append("); the script above is ").append(scriptName)
        .append(scriptName.equals("test.smt2") ? "." : ", reduced from the generated test by `tamis reduce`.")
        .append(foundWith()).append("</sub>\n");
  }
}
