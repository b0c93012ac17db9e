package io.tamis.mutator.valfuzz;

import io.tamis.core.eval.BitVecValue;
import io.tamis.core.eval.IntValue;
import io.tamis.core.eval.Rational;
import io.tamis.core.eval.RealValue;
import io.tamis.core.eval.StringValue;
import io.tamis.core.eval.Value;
import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.FreshNames;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.ValueTerms;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * RBASE, the valfuzz thesis's baseline: the seed with a uniformly random literal in place of each of
 * its literals (the holes of {@link Skeleton}): integers in [-1000, 1000], reals p/q with q in [1, 10],
 * strings of 0 to 4 printable ASCII characters (no backslash), bit-vectors uniform over their width. No solver is
 * asked for values, so every test is a seed with new values.
 */
public final class RandomBase implements Generator {
  static final int MAX_TESTS = ValFuzzStream.MAX_TESTS;
  private static final int RANGE = 1000;
  private static final int DENOMINATORS = 10;
  private static final int MAX_LENGTH = 4;

  private final SignatureTable table;

  public RandomBase(SignatureTable table) {
    this.table = table;
  }

  @Override
  public String name() {
    return "rbase";
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    PreparedSeed prepared = PreparedSeed.of(seed.script(), TermFactory.weak());
    Skeleton skeleton = Skeleton.of(prepared, FreshNames.prefix(prepared.factory(), "vf_"), false);
    if (skeleton.holes().isEmpty()) {
      return () -> null;
    }
    HoleValues holes = new HoleValues(skeleton, table);
    ValueTerms values = new ValueTerms(prepared.factory(), table);
    long[] next = {0};
    return () -> {
      if (next[0] >= MAX_TESTS) {
        return null;
      }
      long i = next[0]++;
      long testSeed = TestSeeds.of(campaignSeed, seed.sha256(), i);
      Map<Term, Term> chosen = random(skeleton, holes, values, RandomSource.seeded(testSeed));
      byte[] text = holes.text(chosen, List.of()).getBytes(StandardCharsets.UTF_8);
      return new TestCase(text, null, name(), seed.name(), seed.sha256(), campaignSeed, i, testSeed);
    };
  }

  private static Map<Term, Term> random(Skeleton skeleton, HoleValues holes, ValueTerms values,
      RandomSource random) {
    Map<Term, Term> out = new LinkedHashMap<>();
    for (Term literal : skeleton.holes().keySet()) {
      Value v = value(literal.sort(), random);
      Term t = v == null ? null : values.of(v);
      if (t != null && holes.admissible(t, literal.sort())) {
        out.put(literal, t);
      }
    }
    return out;
  }

  static Value value(Sort sort, RandomSource random) {
    if (sort.equals(Sort.INT)) {
      return new IntValue(BigInteger.valueOf(random.nextInt(2 * RANGE + 1) - RANGE));
    }
    if (sort.equals(Sort.REAL)) {
      return new RealValue(Rational.of(BigInteger.valueOf(random.nextInt(2 * RANGE + 1) - RANGE),
          BigInteger.valueOf(1 + random.nextInt(DENOMINATORS))));
    }
    if (sort.equals(Sort.STRING)) {
      int[] chars = new int[random.nextInt(MAX_LENGTH + 1)];
      for (int k = 0; k < chars.length; k++) {
        int c = ' ' + random.nextInt('~' - ' ' + 1);
        chars[k] = c == '\\' ? '/' : c; // a backslash could start an escape
      }
      return StringValue.of(chars);
    }
    return sort.kind() == SortKind.BITVEC ? BitVecValue.of(sort.width(), bits(sort.width(), random)) : null;
  }

  private static BigInteger bits(int width, RandomSource random) {
    BigInteger out = BigInteger.ZERO;
    for (int done = 0; done < width; done += 30) {
      out = out.shiftLeft(30).or(BigInteger.valueOf(random.nextInt(1 << 30)));
    }
    return out.shiftRight(Math.max(0, ((width + 29) / 30) * 30 - width));
  }
}
