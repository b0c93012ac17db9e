package io.tamis.bench.enumerator;

import io.tamis.enumerator.Enumeration;
import io.tamis.enumerator.Enumerator;
import io.tamis.enumerator.IndexRange;
import io.tamis.enumerator.render.TextBuffer;
import java.math.BigInteger;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How many tests per second does one core enumerate? One operation steps the stream to the next
 * test and writes its text into the stream's buffer, which nothing reads (a null sink); only the
 * text after the changed node is written again. The stream starts
 * at index 0 and runs on through the sizes, as a real run does (ET Ints reaches size 5 after 15M
 * tests). {@code stepOnly} leaves out the text. {@code et:NAME} is an ET grammar with ET's output; the others print SMT-LIB.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class StreamBench {
  @Param({"et:Ints", "Ints", "et:Strings", "Strings", "LIA"})
  String grammar;

  private Enumeration stream;
  private final TextBuffer buf = new TextBuffer(1 << 12);

  @Setup
  public void open() {
    boolean et = grammar.startsWith("et:");
    Enumerator enumerator = Enumerator.load(et ? grammar.substring(3) : grammar, et);
    stream = enumerator.stream(new IndexRange(BigInteger.ZERO, null));
  }

  @Benchmark
  public int nextTest(Throughput counters) {
    TextBuffer text = stream.nextText();
    counters.bytes += text.length();
    return text.length();
  }

  /** Every test written from scratch into a caller's buffer (what {@code nextTest} did before). */
  @Benchmark
  public int nextTestFullText(Throughput counters) {
    buf.clear();
    stream.next(buf);
    counters.bytes += buf.length();
    return buf.length();
  }

  /** The step alone, without writing the text: what enumeration costs apart from printing. */
  @Benchmark
  public boolean stepOnly() {
    return stream.advance();
  }
}
