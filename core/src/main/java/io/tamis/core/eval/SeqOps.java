package io.tamis.core.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Sequences ({@code (Seq E)}, a z3 and cvc5 extension) with the strings' semantics, element for code point:
 * out-of-range positions give the empty sequence or -1. cvc5 applies the {@code str.} operators to sequences
 * and z3 the {@code seq.} ones to strings, so each name takes both. {@code seq.nth} outside the sequence is
 * unspecified (unknown); z3's maps and folds have no rule.
 */
final class SeqOps {
  private SeqOps() {}

  static void register(Operations ops) {
    ops.add(c -> new SeqValue(c.sort(), List.of()), "seq.empty");
    ops.add(c -> new SeqValue(c.sort(), List.of(c.arg(0))), "seq.unit");
    ops.addPartial("seq.nth", "seq.nth", SeqOps::outside, c -> seq(c, 0).elements().get(c.integer(1).intValue()));
    both(ops, "seq.++", "str.++", SeqOps::concat);
    both(ops, "seq.len", "str.len", c -> IntValue.of(seq(c, 0).length()));
    both(ops, "seq.extract", "str.substr", c -> extract(seq(c, 0), c.integer(1), c.integer(2)));
    both(ops, "seq.at", "str.at", c -> extract(seq(c, 0), c.integer(1), BigInteger.ONE));
    both(ops, "seq.contains", "str.contains", c -> BoolValue.of(indexOf(seq(c, 0), seq(c, 1), 0) >= 0));
    both(ops, "seq.indexof", "str.indexof", SeqOps::indexOf);
    both(ops, "seq.replace", "str.replace", SeqOps::replace);
    both(ops, "seq.replace_all", "str.replace_all", SeqOps::replaceAll);
    both(ops, "seq.prefixof", "str.prefixof", c -> BoolValue.of(at(seq(c, 1), seq(c, 0), 0)));
    both(ops, "seq.suffixof", "str.suffixof", c -> BoolValue.of(seq(c, 1).length() >= seq(c, 0).length()
        && at(seq(c, 1), seq(c, 0), seq(c, 1).length() - seq(c, 0).length())));
    both(ops, "seq.rev", "str.rev", SeqOps::reverse);
    both(ops, "seq.update", "str.update", SeqOps::update);
  }

  /**
   * {@code rule} for sequence arguments under both names; string arguments keep the string rule, which the
   * {@code seq.} name borrows from its {@code str.} twin.
   */
  private static void both(Operations ops, String seqName, String strName, Operation rule) {
    Operation strings = ops.rule(strName);
    Operation either = c -> c.arg(0) instanceof SeqValue ? rule.apply(c) : strings.apply(c);
    ops.add(either, seqName);
    ops.replace(strName, either);
  }

  private static SeqValue seq(Call c, int i) {
    return (SeqValue) c.arg(i);
  }

  private static boolean outside(Call c) {
    BigInteger i = c.integer(1);
    return i.signum() < 0 || i.compareTo(BigInteger.valueOf(seq(c, 0).length())) >= 0;
  }

  private static Value concat(Call c) {
    List<Value> all = new ArrayList<>();
    for (int i = 0; i < c.count(); i++) {
      all.addAll(seq(c, i).elements());
    }
    return new SeqValue(c.sort(), all);
  }

  /** {@code s[i..i+n)} clipped to {@code s}; empty when {@code i} is outside or {@code n <= 0}. */
  private static SeqValue extract(SeqValue s, BigInteger i, BigInteger n) {
    if (i.signum() < 0 || i.compareTo(BigInteger.valueOf(s.length())) >= 0 || n.signum() <= 0) {
      return s.slice(0, 0);
    }
    int from = i.intValue();
    return s.slice(from, (int) Math.min(s.length(), from + n.min(BigInteger.valueOf(s.length())).longValue()));
  }

  /** Whether {@code t} occurs in {@code s} at {@code i}. */
  private static boolean at(SeqValue s, SeqValue t, int i) {
    return i + t.length() <= s.length() && s.elements().subList(i, i + t.length()).equals(t.elements());
  }

  private static int indexOf(SeqValue s, SeqValue t, int from) {
    for (int i = from; i + t.length() <= s.length(); i++) {
      if (at(s, t, i)) {
        return i;
      }
    }
    return -1;
  }

  /** -1 when the start is negative or beyond the length; z3's two-argument form starts at 0. */
  private static Value indexOf(Call c) {
    BigInteger from = c.count() > 2 ? c.integer(2) : BigInteger.ZERO;
    if (from.signum() < 0 || from.compareTo(BigInteger.valueOf(seq(c, 0).length())) > 0) {
      return IntValue.MINUS_ONE;
    }
    return IntValue.of(indexOf(seq(c, 0), seq(c, 1), from.intValue()));
  }

  /** The first occurrence replaced; an empty pattern matches at 0, so the replacement is prepended. */
  private static Value replace(Call c) {
    SeqValue s = seq(c, 0);
    int i = indexOf(s, seq(c, 1), 0);
    return i < 0 ? s : splice(s, i, i + seq(c, 1).length(), seq(c, 2));
  }

  /** Every non-overlapping occurrence from the left; an empty pattern leaves the sequence unchanged. */
  private static Value replaceAll(Call c) {
    SeqValue s = seq(c, 0);
    SeqValue t = seq(c, 1);
    if (t.length() == 0) {
      return s;
    }
    List<Value> out = new ArrayList<>();
    int i = 0;
    for (int found = indexOf(s, t, 0); found >= 0; found = indexOf(s, t, i)) {
      out.addAll(s.elements().subList(i, found));
      out.addAll(seq(c, 2).elements());
      i = found + t.length();
    }
    out.addAll(s.elements().subList(i, s.length()));
    return new SeqValue(s.sort(), out);
  }

  private static SeqValue splice(SeqValue s, int from, int to, SeqValue u) {
    List<Value> out = new ArrayList<>(s.elements().subList(0, from));
    out.addAll(u.elements());
    out.addAll(s.elements().subList(to, s.length()));
    return new SeqValue(s.sort(), out);
  }

  private static Value reverse(Call c) {
    List<Value> out = new ArrayList<>(seq(c, 0).elements());
    Collections.reverse(out);
    return new SeqValue(seq(c, 0).sort(), out);
  }

  /** cvc5's seq.update: {@code t} written over {@code s} from {@code i}, clipped; s when i is outside. */
  private static Value update(Call c) {
    SeqValue s = seq(c, 0);
    BigInteger i = c.integer(1);
    if (i.signum() < 0 || i.compareTo(BigInteger.valueOf(s.length())) >= 0) {
      return s;
    }
    int from = i.intValue();
    int to = Math.min(s.length(), from + seq(c, 2).length());
    return splice(s, from, to, seq(c, 2).slice(0, to - from));
  }
}
