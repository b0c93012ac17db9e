package io.tamis.runner.cli;

import io.tamis.core.check.SortChecker;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.RoundTrip;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis parse}: reads, checks and round-trips SMT-LIB files. */
@Command(name = "parse", mixinStandardHelpOptions = true,
    description = {"Read SMT-LIB scripts (2.6, 2.7's higher-order terms, z3's and cvc5's extensions and commands)",
        "and report every malformed or ill-sorted one.",
        "Folders are searched recursively for *.smt2 files.",
        "Each error is one line: 'file:line:col: message'.",
        "The last line is 'N files, M errors'; the exit code is 0 only when M is 0.",
        "With --print the normalized scripts go to standard output and the report to standard error."})
final class ParseCommand implements Callable<Integer> {
  @Option(names = "--check", description = "Also run the independent sort checker on every script.")
  boolean check;

  @Option(names = "--roundtrip",
      description = "Print every script, read it back and require the very same interned terms.")
  boolean roundtrip;

  @Option(names = "--print", description = "Write each script, normalized, to standard output.")
  boolean print;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files or folders of *.smt2 scripts.")
  List<Path> paths;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter report = print ? spec.commandLine().getErr() : out;
    List<Path> files = SmtFiles.collect(spec, paths);
    ScriptReader reader = new ScriptReader();
    SortChecker checker = new SortChecker();
    ByteBuf buf = new ByteBuf(1 << 16);
    int errors = 0;
    for (Path file : files) {
      for (String error : problems(file, reader, checker, buf, out)) {
        report.println(error);
        errors++;
      }
    }
    report.println(files.size() + " files, " + errors + " errors");
    report.flush();
    out.flush();
    return errors == 0 ? 0 : 1;
  }

  private List<String> problems(Path file, ScriptReader reader, SortChecker checker, ByteBuf buf,
      PrintWriter out) {
    Script script;
    try {
      script = reader.read(file);
    } catch (SmtLibException e) {
      return List.of(e.getMessage());
    } catch (IOException e) {
      return List.of(file + ":1:1: cannot read: " + e.getMessage());
    } catch (RuntimeException e) {
      return List.of(file + ":1:1: internal error of the reader (a bug of tamis): " + e);
    }
    List<String> found = check ? checker.check(script) : List.of();
    if (!found.isEmpty()) {
      return found;
    }
    if (roundtrip) {
      String problem = RoundTrip.check(script, reader, buf);
      if (problem != null) {
        return List.of(problem);
      }
    }
    if (print) {
      buf.clear();
      new ScriptPrinter(buf).print(script);
      out.print(buf);
    }
    return List.of();
  }
}
