package io.tamis.runner.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code tamis} command line: one subcommand per job. */
@Command(name = "tamis", mixinStandardHelpOptions = true, version = "tamis 0.1.0",
    description = "Finds bugs in SMT solvers by running them on generated SMT-LIB scripts.",
    subcommands = {ParseCommand.class, CheckCommand.class, FuzzCommand.class, MutateCommand.class,
        EnumerateCommand.class, ReplayCommand.class, RecheckCommand.class, ReduceCommand.class, BisectCommand.class,
        ReportCommand.class, TriageCommand.class, MergeCommand.class, CoverageCommand.class,
        SolversCommand.class, CommandLine.HelpCommand.class})
public final class Main {
  public static void main(String[] args) {
    Thread.setDefaultUncaughtExceptionHandler(Main::outOfMemory);
    System.exit(run(args));
  }

  /**
   * A thread that dies of {@link OutOfMemoryError} ends the JVM at once, as bin/tamis's
   * -XX:+ExitOnOutOfMemoryError does: a campaign that went on without its writer thread would lose the
   * findings after it. Those before it are on disk (stored as found, the journal flushed after each batch).
   */
  private static void outOfMemory(Thread t, Throwable e) {
    if (e instanceof OutOfMemoryError) {
      System.err.println("tamis: out of memory in thread " + t.getName() + " (" + e.getMessage() + "): the findings "
          + "so far are on disk; 'tamis fuzz --resume DIR' goes on (give the JVM more with -Xmx)");
      Runtime.getRuntime().halt(ExitCodes.INTERNAL);
    }
    e.printStackTrace();
  }

  /** Runs a command line and returns the exit code (tests call this). */
  public static int run(String... args) {
    return new CommandLine(new Main()).setExecutionExceptionHandler(Main::internalError)
        .setParameterExceptionHandler(Main::badUsage).execute(args);
  }

  /**
   * A usage error (anything a user typed that cannot be: a missing path, a bad number, duration or spec) is
   * one line that names the command, what is wrong and where the options are, not the whole usage text, which
   * would bury the line (a missing solver's install hint among them).
   */
  private static int badUsage(CommandLine.ParameterException e, String[] args) {
    CommandLine cmd = e.getCommandLine();
    String name = cmd.getCommandSpec().qualifiedName();
    cmd.getErr().println(name + ": " + e.getMessage() + " (" + name + " --help shows the options)");
    CommandLine.UnmatchedArgumentException.printSuggestions(e, cmd.getErr());
    return cmd.getCommandSpec().exitCodeOnInvalidInput();
  }

  static int internalError(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
    if (e instanceof InterruptedException) {
      // Ctrl-C or SIGTERM during a step (a build, a replay): what was finished is saved, so it is not an error.
      String why = e.getMessage() == null ? "" : ": " + e.getMessage();
      cmd.getErr().println("tamis: " + cmd.getCommandSpec().qualifiedName() + " stopped" + why
          + "; the same command goes on from the last step saved");
      return 130;
    }
    cmd.getErr().println("tamis: internal error (a bug in tamis; please report it with " + saved(e, parsed) + "): "
        + e.toString().lines().findFirst().orElse(""));
    return ExitCodes.INTERNAL;
  }

  /**
   * The command line and the stack trace in a file of their own: the one line above stays readable, and the
   * report has what a fix needs. Where no file can be written the trace goes to stderr after all.
   */
  private static String saved(Exception e, CommandLine.ParseResult parsed) {
    StringWriter text = new StringWriter();
    try (PrintWriter w = new PrintWriter(text)) {
      w.println("tamis " + String.join(" ", parsed.originalArgs()));
      w.println();
      e.printStackTrace(w);
    }
    try {
      Path file = Files.createTempFile("tamis-internal-error-", ".txt");
      Files.writeString(file, text.toString());
      return file.toString();
    } catch (IOException | RuntimeException unwritable) {
      System.err.print(text);
      return "the trace above";
    }
  }
}
