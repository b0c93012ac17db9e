package io.tamis.enumerator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.tamis.core.smtlib.ByteBuf;
import io.tamis.enumerator.count.Counts;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** --et-order against the original ET: counts.tsv, the golden tests and the public md5. */
class EtCompatibilityTest {

  static Stream<String[]> countRows() {
    return SharedFiles.rows("counts.tsv").stream();
  }

  /**
   * The count column must match exactly. ET's cumulative column is a running sum in double precision
   * (it is off by up to 10^8 at FP size 9), so ours must equal the exact sum of ET's counts and ET's
   * column must equal that double sum.
   */
  @ParameterizedTest(name = "{0} size {1}")
  @MethodSource("countRows")
  void countsEqualEt(String grammar, String size, String count, String cumulative) {
    Counts counts = Enumerator.load(grammar, true).counts();
    int n = Integer.parseInt(size);
    assertEquals(new BigInteger(count), counts.tests(n));
    BigInteger exact = BigInteger.ZERO;
    double rounded = 0;
    for (String[] row : SharedFiles.rows("counts.tsv")) {
      if (row[0].equals(grammar) && Integer.parseInt(row[1]) <= n) {
        exact = exact.add(new BigInteger(row[2]));
        rounded += new BigInteger(row[2]).doubleValue();
      }
    }
    assertEquals(exact, counts.testsUpTo(n));
    assertEquals(new BigInteger(cumulative), new BigDecimal(rounded).toBigIntegerExact());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Core", "Ints", "Reals", "RealInts", "Bitvectors", "FP", "Strings", "Arrays"})
  void goldenTests(String grammar) {
    Enumerator enumerator = Enumerator.load(grammar, true);
    List<String[]> golden = SharedFiles.rows("golden-" + grammar + ".tsv");
    assertFalse(golden.isEmpty());
    for (String[] row : golden) {
      assertEquals(row[1], enumerator.test(new BigInteger(row[0])), grammar + " test " + row[0]);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"Core", "Ints", "Reals", "RealInts", "Bitvectors", "FP", "Strings", "Arrays"})
  void goldenTestsStreamed(String grammar) {
    Enumerator enumerator = Enumerator.load(grammar, true);
    Enumeration stream = enumerator.stream(new IndexRange(BigInteger.ZERO, BigInteger.valueOf(1001)));
    List<String[]> golden = SharedFiles.rows("golden-" + grammar + ".tsv");
    ByteBuf out = new ByteBuf();
    int row = 0;
    while (stream.next(out.clear())) {
      if (row < golden.size() && stream.index().toString().equals(golden.get(row)[0])) {
        assertEquals(golden.get(row++)[1], out.toString());
      }
    }
    assertEquals(golden.size(), row);
  }

  @Test
  void firstHundredBitvectorsTestsHaveEtsMd5() throws Exception {
    Enumerator enumerator = Enumerator.load("Bitvectors", true);
    Enumeration stream = enumerator.stream(new IndexRange(BigInteger.ZERO, BigInteger.valueOf(100)));
    ByteBuf all = new ByteBuf();
    while (stream.next(all)) {
      // concatenated with no separator, as ET's check does
    }
    byte[] digest = MessageDigest.getInstance("MD5").digest(all.toString().getBytes(StandardCharsets.UTF_8));
    assertEquals("79b9a433076ac58c5e664d2e47faf468", HexFormat.of().formatHex(digest));
  }
}
