package io.tamis.enumerator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tamis.core.smtlib.ByteBuf;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Shards i/N of a range, run one after the other, give exactly the unsharded sequence. */
class ShardTest {

  @ParameterizedTest(name = "{0} from {1} to size {2}")
  @CsvSource({"Ints, 0, 3", "Core, 100, 2", "Arrays, 7, 5"})
  void shardsConcatenateToTheWholeRange(String grammar, long from, int maxSize) {
    Enumerator enumerator = Enumerator.load(grammar, true);
    IndexRange whole = enumerator.upToSize(BigInteger.valueOf(from), maxSize);
    List<String> expected = texts(enumerator, whole);
    assertEquals(whole.size().longValueExact(), expected.size());
    for (int n : new int[] {1, 2, 7}) {
      List<String> joined = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        joined.addAll(texts(enumerator, whole.shard(i, n)));
      }
      assertEquals(expected, joined, "N = " + n);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"2/2", "-1/2", "0/0"})
  void badShardsAreRejected(String shard) {
    IndexRange range = new IndexRange(BigInteger.ZERO, BigInteger.TEN);
    String[] parts = shard.split("/");
    assertThrows(IllegalArgumentException.class,
        () -> range.shard(Integer.parseInt(parts[0]), Integer.parseInt(parts[1])));
  }

  private static List<String> texts(Enumerator enumerator, IndexRange range) {
    List<String> out = new ArrayList<>();
    Enumeration stream = enumerator.stream(range);
    ByteBuf buf = new ByteBuf();
    while (stream.next(buf.clear())) {
      out.add(buf.toString());
    }
    return out;
  }
}
