package io.tamis.mutator.fusion;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Semantic fusion (yinyang, PLDI 2020): two seeds of one logic and the same known answer become one
 * script with that answer. sat + sat: the conjunction; unsat + unsat: the disjunction; both with a
 * fresh z = f(x, y) over a variable of each and some occurrences of x and y replaced by their
 * inversions (config/fusion/functions.txt). The answer is known by construction, so one solver is
 * enough: a contrary answer is a {@code status} finding. A seed's answer is its {@code :status}.
 */
public final class Fusion implements Generator {
  private final SignatureTable table;
  private final List<FusionFunction> functions;
  private final Map<String, List<SeedScript>> partners = new HashMap<>();
  private final Map<String, LongAdder> skipped = new ConcurrentHashMap<>();
  private final LongAdder fused = new LongAdder();

  /** @param partners the seeds a seed may be fused with (the campaign's, or a folder's) */
  public Fusion(SignatureTable table, List<SeedScript> partners) {
    this.table = table;
    this.functions = FusionFunctions.standard();
    for (SeedScript p : partners) {
      if (unfit(p.script()) == null && unfitPartner(p.script()) == null) {
        this.partners.computeIfAbsent(key(p.script()), k -> new ArrayList<>()).add(p);
      }
    }
  }

  @Override
  public String name() {
    return "fusion";
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    String why = unfit(seed.script());
    List<SeedScript> mates = why != null ? List.of() : partners.getOrDefault(key(seed.script()), List.of());
    if (why == null && mates.isEmpty()) {
      why = "no partner of its logic and status";
    }
    if (why != null) {
      skipped.computeIfAbsent(why, k -> new LongAdder()).increment();
      return () -> null;
    }
    FusionStream stream = new FusionStream(name(), seed, campaignSeed, mates, functions, table, fused,
        reason -> skipped.computeIfAbsent(reason, k -> new LongAdder()).increment());
    if (!stream.fusable()) {
      skipped.computeIfAbsent("no variable of a sort the table fuses", k -> new LongAdder()).increment();
      return () -> null;
    }
    return stream;
  }

  /** Why a seed cannot be fused, or null. */
  static String unfit(Script s) {
    String status = s.status();
    if (status == null) {
      return "no :status";
    }
    if (!status.equals("sat") && !status.equals("unsat")) {
      return "status " + status;
    }
    if (s.logic() == null) {
      return "no set-logic";
    }
    if (s.logic().contains("DL")) {
      return "difference logic (z = x + y is not a difference constraint)";
    }
    int queries = 0;
    for (Command c : s.commands()) {
      queries += c instanceof Command.CheckSat ? 1 : 0;
      if (c instanceof Command.Push || c instanceof Command.Pop || c instanceof Command.CheckSatAssuming
          || c instanceof Command.Opaque) {
        return "push/pop, check-sat-assuming or a solver extension";
      }
    }
    return queries == 1 ? null : "not one check-sat";
  }

  /** Why a seed cannot be the second side (its sorts would clash with the first's), or null. */
  static String unfitPartner(Script s) {
    for (Command c : s.commands()) {
      if (c instanceof Command.DeclareSort || c instanceof Command.DefineSort
          || c instanceof Command.DeclareDatatypes) {
        return "declares sorts or datatypes";
      }
    }
    return null;
  }

  private static String key(Script s) {
    return s.logic() + "/" + s.status();
  }

  /** Seeds (at open) and fusion attempts (per test) that gave no test, by reason. */
  public Map<String, Long> skipped() {
    Map<String, Long> out = new java.util.TreeMap<>();
    skipped.forEach((k, v) -> out.put(k, v.sum()));
    return out;
  }

  /** Fused tests made. */
  public long fused() {
    return fused.sum();
  }
}
