package io.tamis.mutator.fusion;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.FreshNames;
import io.tamis.mutator.LogicTheories;
import io.tamis.mutator.RandomSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * The fused tests of one seed: each with a random partner of its logic and status (among 16 the
 * stream draws at its start), a random
 * variable pair of a sort the table fuses and a random row of it. The stream ends after
 * {@link #MAX_TESTS} tests or {@link #MAX_FAILURES} attempts in a row without a fusable pair.
 */
final class FusionStream implements TestStream {
  static final int MAX_TESTS = 1000;
  static final int MAX_FAILURES = 16;
  /** Partners per stream, drawn once: each is prepared and printed once (other streams draw others). */
  private static final int PARTNERS = 16;
  private static final int MAX_LITERAL = 10;

  private final String generator;
  private final SeedScript seed;
  private final long campaignSeed;
  private final List<SeedScript> partners;
  private final List<FusionFunction> functions;
  private final SignatureTable table;
  private final LongAdder fused;
  private final Consumer<String> skip;
  private final TermFactory factory = TermFactory.weak();
  private final Side self;
  private final String prefix;
  private final Set<String> theories;
  private final Side[] sides;
  private long iteration;
  private int failures;

  FusionStream(String generator, SeedScript seed, long campaignSeed, List<SeedScript> partners,
      List<FusionFunction> functions, SignatureTable table, LongAdder fused, Consumer<String> skip) {
    this.generator = generator;
    this.seed = seed;
    this.campaignSeed = campaignSeed;
    this.partners = chosen(partners, RandomSource.seeded(TestSeeds.of(campaignSeed, seed.sha256(), -1)));
    this.sides = new Side[this.partners.size()];
    this.functions = functions;
    this.table = table;
    this.fused = fused;
    this.skip = skip;
    this.self = Side.of(seed.script(), factory, table, null);
    this.prefix = FreshNames.prefix(factory, "fz_");
    this.theories = LogicTheories.of(seed.script().logic());
  }

  @Override
  public TestCase next() {
    while (iteration < MAX_TESTS && failures < MAX_FAILURES) {
      long i = iteration++;
      long testSeed = TestSeeds.of(campaignSeed, seed.sha256(), i);
      String text = fuse(RandomSource.seeded(testSeed));
      if (text == null) {
        failures++;
        skip.accept("partner without a variable of a fused sort of the seed");
        continue;
      }
      failures = 0;
      fused.increment();
      return new TestCase(text.getBytes(StandardCharsets.UTF_8), seed.script().status(), generator, seed.name(),
          seed.sha256(), campaignSeed, i, testSeed);
    }
    return null;
  }

  private static List<SeedScript> chosen(List<SeedScript> all, RandomSource random) {
    List<SeedScript> pool = new ArrayList<>(all);
    List<SeedScript> out = new ArrayList<>();
    while (out.size() < PARTNERS && !pool.isEmpty()) {
      out.add(pool.remove(random.nextInt(pool.size())));
    }
    return out;
  }

  /** False when the seed has no free constant of a sort a row of the table fuses: no partner can help. */
  boolean fusable() {
    return self.constants().keySet().stream().anyMatch(s -> functions.stream().anyMatch(f -> f.fits(s, theories)));
  }

  /** One fused script, or null when the partner shares no fusable sort with the seed. */
  private String fuse(RandomSource random) {
    int p = random.nextInt(partners.size());
    if (sides[p] == null) {
      sides[p] = Side.of(partners.get(p).script(), factory, table, prefix + "r");
    }
    Side partner = sides[p];
    List<Sort> sorts = new ArrayList<>();
    for (Sort s : self.constants().keySet()) {
      if (partner.constants().containsKey(s) && functions.stream().anyMatch(f -> f.fits(s, theories))) {
        sorts.add(s);
      }
    }
    if (sorts.isEmpty()) {
      return null;
    }
    Sort sort = random.pick(sorts);
    FusionFunction f = random.pick(functions.stream().filter(x -> x.fits(sort, theories)).toList());
    Term x = random.pick(self.constants().get(sort));
    Term y = random.pick(partner.constants().get(sort));
    return text(partner, sort, f, x, y, random);
  }

  private String text(Side partner, Sort sort, FusionFunction f, Term x, Term y, RandomSource random) {
    String z = prefix + "z";
    Map<String, String> names = new HashMap<>();
    names.put("x", TermPrinter.toText(x));
    names.put("y", TermPrinter.toText(y));
    names.put("z", z);
    int c = 1 + random.nextInt(MAX_LITERAL);
    names.put("c", sort.equals(Sort.REAL) ? c + ".0" : Integer.toString(c));
    String rx = FusionFunction.instantiate(f.invertX(), names);
    String ry = FusionFunction.instantiate(f.invertY(), names);
    // Each occurrence of x (of y) keeps its variable or takes the inversion, at random.
    String left = self.conjunction(prefix + "p", x, rx, random);
    String right = partner.conjunction(prefix + "p", y, ry, random);
    String status = seed.script().status();
    StringBuilder out = new StringBuilder(left.length() + right.length() + 512);
    // The answer by construction, in the script: a fused file tells check and replay what it must answer.
    out.append("(set-logic ").append(seed.script().logic()).append(")\n(set-info :status ").append(status)
        .append(")\n").append(self.declarationsText()).append(partner.declarationsText())
        .append("(declare-const ").append(z).append(' ').append(sort).append(")\n");
    if (status.equals("sat")) {
      out.append("(assert ").append(left).append(")\n(assert ").append(right).append(")\n");
    } else {
      out.append("(assert (or ").append(left).append(' ').append(right).append("))\n");
    }
    return out.append("(assert (= ").append(z).append(' ').append(FusionFunction.instantiate(f.fuse(), names))
        .append("))\n(check-sat)\n").toString();
  }
}
