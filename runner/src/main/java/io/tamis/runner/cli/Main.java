package io.tamis.runner.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code tamis} command line: one subcommand per job. */
@Command(name = "tamis", mixinStandardHelpOptions = true, version = "tamis 0.1.0",
    description = "Finds bugs in SMT solvers by running them on generated SMT-LIB scripts.",
    subcommands = {ParseCommand.class, CheckCommand.class, FuzzCommand.class, MutateCommand.class,
        EnumerateCommand.class, ReplayCommand.class, ReduceCommand.class, BisectCommand.class, ReportCommand.class,
        MergeCommand.class,
        SolversCommand.class, CommandLine.HelpCommand.class})
public final class Main {
  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs a command line and returns the exit code (tests call this). */
  public static int run(String... args) {
    return new CommandLine(new Main()).setExecutionExceptionHandler(Main::internalError).execute(args);
  }

  private static int internalError(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
    cmd.getErr().println("tamis: internal error: " + e);
    e.printStackTrace(cmd.getErr());
    return 3;
  }
}
