package io.tamis.bench.smtlib;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Extra JMH counters: bytes and terms processed, reported per second next to ops/s. */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class Throughput {
  public long bytes;
  public long terms;

  @Setup(Level.Iteration)
  public void reset() {
    bytes = 0;
    terms = 0;
  }
}
