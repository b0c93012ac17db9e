package io.tamis.bench.enumerator;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Extra JMH counter: bytes of test text written, reported per second next to tests/s. */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class Throughput {
  public long bytes;

  @Setup(Level.Iteration)
  public void reset() {
    bytes = 0;
  }
}
