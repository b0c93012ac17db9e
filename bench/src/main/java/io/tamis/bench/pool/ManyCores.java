package io.tamis.bench.pool;

import com.sun.management.OperatingSystemMXBean;
import io.tamis.solvers.launch.Launchers;
import io.tamis.solvers.pool.SolverPool;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * Where a many-core host's limit is (issue 43), the same on any host: the pool runs a fake solver that
 * sleeps ({@code /bin/sleep S}: one exec, no CPU of its own) with 1, 2, 4, ... slots up to {@code max}, each
 * step fed as a campaign feeds it (2 x slots + 2 callers, virtual threads), and says per step: slots busy,
 * launches per second against the ideal (slots / S), the JVM's CPU per call (its threads only, not the
 * children's), the slot gap (how long a slot stays empty between one process's exit and the next one's start:
 * the pool's queueing delay), and the host's CPU (all of it, from /proc/stat). The last line names the limit:
 * the slots (busy over 95 %), the JVM (its CPU near the cores), or process creation (the host's CPU near full
 * while the JVM's is not).
 *
 * <p>Run: {@code bench/many-cores.sh [seconds per step] [max slots] [sleep seconds]} (defaults 20, 4 x cores
 * but at least 64, 0.2).
 */
public final class ManyCores {
  private static final byte[] SCRIPT = "(check-sat)\n".getBytes(StandardCharsets.US_ASCII);
  private static final OperatingSystemMXBean OS =
      (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  private ManyCores() {}

  /** One step's figures. */
  record Step(int slots, double busy, double launches, double ideal, double cpuMicros, double gapMillis,
      double jvmCores, double hostShare) {
    String row() {
      return String.format(Locale.ROOT, "%5d  %6.1f %%  %9.1f  %6.1f %%  %9.0f  %8.2f  %8.2f  %7.1f %%", slots,
          100 * busy, launches, 100 * launches / ideal, cpuMicros, gapMillis, jvmCores, 100 * hostShare);
    }
  }

  public static void main(String[] args) throws Exception {
    int cores = Runtime.getRuntime().availableProcessors();
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 20;
    int max = args.length > 1 ? Integer.parseInt(args[1]) : Math.max(64, 4 * cores);
    String sleep = args.length > 2 ? args[2] : "0.2";
    System.out.printf(Locale.ROOT, "host: %d cores, load average %s; launcher %s; fake: /bin/sleep %s; %.0f s a step%n",
        cores, loadAverage(), Launchers.standard().name(), sleep, seconds);
    System.out.println("slots    busy   launches/s  of ideal  JVM us/call  gap ms  JVM cores  host CPU");
    List<Step> steps = new ArrayList<>();
    for (int slots = 1; slots <= max; slots *= 2) {
      Step s = step(slots, Double.parseDouble(sleep), List.of("/bin/sleep", sleep), seconds);
      steps.add(s);
      System.out.println(s.row());
    }
    System.out.println(limit(steps, cores));
  }

  static Step step(int slots, double sleep, List<String> command, double seconds) throws Exception {
    try (SolverPool pool = new SolverPool(slots, Launchers.standard())) {
      LongAdder calls = new LongAdder();
      long[] host0 = hostTicks();
      long cpu0 = OS.getProcessCpuTime();
      long busy0 = pool.busyNanos();
      long t0 = System.nanoTime();
      long end = t0 + (long) (seconds * 1e9);
      List<Thread> callers = new ArrayList<>();
      for (int i = 0; i < 2 * slots + 2; i++) {
        callers.add(Thread.ofVirtual().start(() -> {
          try {
            while (System.nanoTime() < end) {
              pool.run(command, Map.of(), SCRIPT, Duration.ofSeconds(30));
              calls.increment();
            }
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }));
      }
      for (Thread t : callers) {
        t.join();
      }
      double elapsed = (System.nanoTime() - t0) / 1e9;
      long n = Math.max(1, calls.sum());
      double busyNanos = pool.busyNanos() - busy0;
      long[] host1 = hostTicks();
      double cpuNanos = OS.getProcessCpuTime() - cpu0;
      double hostShare = host1[1] == host0[1] ? 0 : (double) (host1[0] - host0[0]) / (host1[1] - host0[1]);
      return new Step(slots, busyNanos / (slots * elapsed * 1e9), n / elapsed, slots / sleep, cpuNanos / n / 1e3,
          Math.max(0, slots * elapsed * 1e9 - busyNanos) / n / 1e6, cpuNanos / 1e9 / elapsed, hostShare);
    }
  }

  /** The verdict: the first step below 95 % busy, and what held it back. */
  static String limit(List<Step> steps, int cores) {
    for (Step s : steps) {
      if (s.busy() >= 0.95) {
        continue;
      }
      String why = s.jvmCores() >= 0.7 * cores ? String.format(Locale.ROOT,
          "the JVM: its threads used %.2f of %d cores (%.0f us of CPU per call)", s.jvmCores(), cores, s.cpuMicros())
          : s.hostShare() >= 0.85 ? String.format(Locale.ROOT,
              "process creation: the host's CPU was %.0f %% busy while the JVM used %.2f cores (fork/exec, page "
              + "tables, the kernel's share of each launch)", 100 * s.hostShare(), s.jvmCores())
          : String.format(Locale.ROOT, "neither the JVM (%.2f cores) nor the host's CPU (%.0f %%): the pool's own "
              + "hand-offs (a slot stays empty %.2f ms per launch)", s.jvmCores(), 100 * s.hostShare(), s.gapMillis());
      return String.format(Locale.ROOT, "limit: at %d slots the slots are %.1f %% busy (%.0f launches/s); held back by %s",
          s.slots(), 100 * s.busy(), s.launches(), why);
    }
    Step last = steps.get(steps.size() - 1);
    return String.format(Locale.ROOT, "limit: not reached; %d slots are %.1f %% busy (%.0f launches/s)", last.slots(),
        100 * last.busy(), last.launches());
  }

  /** Busy and total jiffies of all CPUs (/proc/stat's first line), or zeros off Linux. */
  private static long[] hostTicks() {
    try {
      String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
      long total = 0;
      for (int i = 1; i < f.length; i++) {
        total += Long.parseLong(f[i]);
      }
      long idle = Long.parseLong(f[4]) + (f.length > 5 ? Long.parseLong(f[5]) : 0);
      return new long[] {total - idle, total};
    } catch (IOException | RuntimeException e) {
      return new long[] {0, 0};
    }
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).trim().split(" ", 4)[0];
    } catch (IOException e) {
      return "?";
    }
  }
}
