package io.tamis.runner.campaign;

import java.io.PrintStream;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Prints the statistics line while a campaign runs: redrawn every second on a terminal, a plain
 * line every 10 seconds otherwise (logs stay readable).
 */
public final class Progress implements AutoCloseable {
  private final ScheduledExecutorService timer;
  private final boolean terminal;
  private final PrintStream out;

  public Progress(Statistics stats, PrintStream out, boolean terminal) {
    this.out = out;
    this.terminal = terminal;
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "tamis-progress");
      t.setDaemon(true);
      return t;
    });
    long period = terminal ? 1 : 10;
    timer.scheduleAtFixedRate(() -> print(stats.line()), period, period, TimeUnit.SECONDS);
  }

  private void print(String line) {
    if (terminal) {
      out.print("\r" + line + "\u001b[K");
      out.flush();
    } else {
      out.println(line);
    }
  }

  @Override
  public void close() {
    timer.shutdownNow();
    if (terminal) {
      out.println();
    }
  }
}
