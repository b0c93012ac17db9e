package io.tamis.runner.campaign;

import io.tamis.core.gen.TestCase;
import io.tamis.solvers.launch.Fatal;
import io.tamis.solvers.pool.SolverPool;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Starts one virtual thread per test. At most {@code inFlight} tests exist at once (bounded
 * memory); more tests than solver slots are in flight so that no slot waits for the generator.
 */
public final class Engine {
  private final SolverPool pool;
  private final TestRunner runner;
  private final ResultWriter<TestResult> writer;
  private final Semaphore inFlight;
  private final int limit;
  private final PrintStream err;
  private volatile boolean stopping;

  public Engine(SolverPool pool, TestRunner runner, Recorder recorder, PrintStream err) {
    this.pool = pool;
    this.runner = runner;
    this.writer = new ResultWriter<>("tamis-results", recorder::accept);
    this.limit = 2 * pool.jobs() + 2;
    this.inFlight = new Semaphore(limit);
    this.err = err;
  }

  /**
   * Starts {@code test}; waits at most {@code waitMillis} for room. False when there was no room
   * in time or the engine is stopping (then nothing was started).
   */
  public boolean submit(long index, String name, TestCase test, String logic, long waitMillis)
      throws InterruptedException {
    return submit(index, name, test, logic, null, waitMillis);
  }

  /** As above, with a timeout for this test's solver calls (null: the configurations' own). */
  public boolean submit(long index, String name, TestCase test, String logic, Duration timeout, long waitMillis)
      throws InterruptedException {
    return submit(index, name, test, logic, timeout, waitMillis, r -> {});
  }

  /** As above; {@code then} sees the result first, on the test's thread (a generator learning from answers). */
  public boolean submit(long index, String name, TestCase test, String logic, Duration timeout, long waitMillis,
      Consumer<TestResult> then) throws InterruptedException {
    if (stopping || !inFlight.tryAcquire(waitMillis, TimeUnit.MILLISECONDS)) {
      return false;
    }
    if (stopping) {
      inFlight.release();
      return false;
    }
    Thread.ofVirtual().name("test-" + index).start(() -> runTest(index, name, test, logic, timeout, then));
    return true;
  }

  private void runTest(long index, String name, TestCase test, String logic, Duration timeout,
      Consumer<TestResult> then) {
    TestResult r = null;
    try {
      r = runner.run(index, name, test, logic, timeout);
      // No configuration left that starts: the campaign ends, and its summary says why.
      stopping |= runner.broken().all();
      then.accept(r);
      writer.offer(r);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      Fatal.rethrow(e);
      err.println("tamis: internal error in test " + name + ": " + e);
      // Counted and listed (as malformed, with the error), not lost: check prints every file.
      writer.offer(new TestResult(index, name, test, logic, List.of(), List.of(), name + ":1:1: internal error: " + e));
    } finally {
      if (r == null) {
        // A stream waiting for this answer must still hear that there is none.
        then.accept(TestResult.malformed(index, name, "not run"));
      }
      inFlight.release();
    }
  }

  /** Hands a result that needed no solver (a malformed file) to the writer, in order with the rest. */
  public void publish(TestResult result) {
    writer.offer(result);
  }

  public boolean stopping() {
    return stopping;
  }

  /** Stops starting tests and kills the running solvers (SIGINT/SIGTERM). */
  public void stop() {
    stopping = true;
    pool.killAll();
  }

  /** Waits for every test in flight, then for the writer to handle every result. */
  public void finish() throws InterruptedException {
    inFlight.acquire(limit);
    inFlight.release(limit);
    writer.finish();
  }
}
