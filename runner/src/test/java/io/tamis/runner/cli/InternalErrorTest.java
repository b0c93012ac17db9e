package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** A bug of tamis is one line asking for a report, with the trace in the file it names; exit code 3. */
class InternalErrorTest {
  @Command(name = "boom")
  static final class Boom implements Callable<Integer> {
    @CommandLine.Option(names = "--n")
    int n;

    @Override
    public Integer call() {
      throw new IllegalStateException("a bug\nwith a second line");
    }
  }

  @Test
  void anInternalErrorIsOneLineAndItsTraceIsInAFile() throws Exception {
    StringWriter err = new StringWriter();
    CommandLine cmd = new CommandLine(new Boom()).setExecutionExceptionHandler(Main::internalError)
        .setErr(new PrintWriter(err, true));
    assertEquals(3, cmd.execute("--n", "4"));
    assertEquals(1, err.toString().lines().count(), err.toString());
    Matcher m = Pattern.compile("tamis: internal error \\(a bug in tamis; please report it with (\\S+)\\): "
        + "java.lang.IllegalStateException: a bug\n").matcher(err.toString());
    assertTrue(m.matches(), err.toString());
    String trace = Files.readString(Path.of(m.group(1)));
    assertTrue(trace.startsWith("tamis --n 4\n") && trace.contains("at io.tamis.runner.cli.InternalErrorTest$Boom"),
        trace);
    Files.delete(Path.of(m.group(1)));
  }
}
