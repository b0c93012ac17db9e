package io.smtfuzz.mutator.fusion;

import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.core.gen.TestSeeds;
import io.smtfuzz.core.gen.TestStream;
import io.smtfuzz.core.op.FunctionSymbol;
import io.smtfuzz.core.op.SignatureTable;
import io.smtfuzz.core.script.Command;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.smtlib.ScriptPrinter;
import io.smtfuzz.core.sort.Sort;
import io.smtfuzz.core.term.Term;
import io.smtfuzz.core.term.TermFactory;
import io.smtfuzz.mutator.FreshNames;
import io.smtfuzz.mutator.LogicTheories;
import io.smtfuzz.mutator.RandomSource;
import io.smtfuzz.mutator.TextTemplate;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * The fused tests of one seed: each with a random partner of its logic and status, a random
 * variable pair of a sort the table fuses and a random row of it. The stream ends after
 * {@link #MAX_TESTS} tests or {@link #MAX_FAILURES} attempts in a row without a fusable pair.
 */
final class FusionStream implements TestStream {
  static final int MAX_TESTS = 1000;
  static final int MAX_FAILURES = 16;
  private static final int CACHED_PARTNERS = 16;
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
  private final Map<Integer, Side> cache = new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Integer, Side> eldest) {
      return size() > CACHED_PARTNERS;
    }
  };
  private long iteration;
  private int failures;

  FusionStream(String generator, SeedScript seed, long campaignSeed, List<SeedScript> partners,
      List<FusionFunction> functions, SignatureTable table, LongAdder fused, Consumer<String> skip) {
    this.generator = generator;
    this.seed = seed;
    this.campaignSeed = campaignSeed;
    this.partners = partners;
    this.functions = functions;
    this.table = table;
    this.fused = fused;
    this.skip = skip;
    this.self = Side.of(seed.script(), factory, null);
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
        skip.accept("no variable pair of a sort the table fuses");
        continue;
      }
      failures = 0;
      fused.increment();
      return new TestCase(text.getBytes(StandardCharsets.UTF_8), seed.script().status(), generator, seed.name(),
          seed.sha256(), campaignSeed, i, testSeed);
    }
    return null;
  }

  /** One fused script, or null when the partner shares no fusable sort with the seed. */
  private String fuse(RandomSource random) {
    int p = random.nextInt(partners.size());
    Side partner = cache.computeIfAbsent(p, k -> Side.of(partners.get(k).script(), factory, prefix + "r"));
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
    FunctionSymbol z = factory.symbol(FunctionSymbol.Kind.DECLARED, prefix + "z", List.of(), sort);
    Term px = placeholder(prefix + "px", sort);
    Term py = placeholder(prefix + "py", sort);
    List<Term> left = self.assertions(x, px, random);
    List<Term> right = partner.assertions(y, py, random);
    List<Command> commands = new ArrayList<>();
    commands.add(new Command.SetLogic(seed.script().logic()));
    // The answer by construction, in the script: a fused file tells check and replay what it must answer.
    commands.add(new Command.SetInfo(":status", seed.script().status()));
    commands.addAll(self.declarations());
    commands.addAll(partner.declarations());
    commands.add(new Command.DeclareFun(z, true));
    if (seed.script().status().equals("sat")) {
      left.forEach(a -> commands.add(new Command.Assert(a)));
      right.forEach(a -> commands.add(new Command.Assert(a)));
    } else {
      commands.add(new Command.Assert(op("or", conjunction(left), conjunction(right))));
    }
    String printed = ScriptPrinter.toText(Script.of("fusion", commands, factory));
    Map<String, String> names = new HashMap<>();
    names.put("x", x.toString());
    names.put("y", y.toString());
    names.put("z", prefix + "z");
    int c = 1 + random.nextInt(MAX_LITERAL);
    names.put("c", sort.equals(Sort.REAL) ? c + ".0" : Integer.toString(c));
    String rx = FusionFunction.instantiate(f.invertX(), names);
    String ry = FusionFunction.instantiate(f.invertY(), names);
    String body = TextTemplate.of(printed, prefix + "p", Set.of(prefix + "px", prefix + "py"))
        .fill(name -> name.endsWith("px") ? rx : ry);
    return body + "(assert (= " + prefix + "z " + FusionFunction.instantiate(f.fuse(), names) + "))\n(check-sat)\n";
  }

  private Term placeholder(String name, Sort sort) {
    return factory.apply(factory.symbol(FunctionSymbol.Kind.DECLARED, name, List.of(), sort), sort);
  }

  private Term conjunction(List<Term> terms) {
    if (terms.isEmpty()) {
      return factory.apply(table.op("true"), Sort.BOOL);
    }
    return terms.size() == 1 ? terms.get(0) : factory.apply(table.op("and"), Sort.BOOL, terms.toArray(Term[]::new));
  }

  private Term op(String name, Term a, Term b) {
    return factory.apply(table.op(name), Sort.BOOL, a, b);
  }
}
