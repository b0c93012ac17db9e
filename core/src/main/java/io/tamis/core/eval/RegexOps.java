package io.tamis.core.eval;

import java.math.BigInteger;

/**
 * Regular languages and the string functions over them. {@code str.replace_re} replaces the leftmost
 * shortest match (possibly empty); {@code str.replace_re_all} each leftmost shortest non-empty match.
 */
final class RegexOps {
  private RegexOps() {}

  static void register(Operations ops) {
    ops.add(c -> c.lang(c.regexes().word(c.string(0).codePoints())), "str.to_re", "str.to.re", "str.to-re");
    ops.add(c -> BoolValue.of(c.regex(1).matches(c.string(0).codePoints(), 0, c.string(0).length())),
        "str.in_re", "str.in.re", "str.in-re");
    ops.add(c -> c.lang(c.regexes().none), "re.none", "re.nostr", "re.empty");
    ops.add(c -> c.lang(c.regexes().all), "re.all");
    ops.add(c -> c.lang(c.regexes().allChar), "re.allchar");
    ops.add(RegexOps::concat, "re.++");
    ops.add(c -> c.lang(c.regexes().union(regexes(c))), "re.union");
    ops.add(c -> c.lang(c.regexes().inter(regexes(c))), "re.inter");
    ops.add(c -> c.lang(c.regexes().star(c.regex(0))), "re.*");
    ops.add(c -> c.lang(c.regexes().concat(c.regex(0), c.regexes().star(c.regex(0)))), "re.+");
    ops.add(c -> c.lang(c.regexes().union(c.regex(0), c.regexes().epsilon)), "re.opt");
    ops.add(c -> c.lang(c.regexes().comp(c.regex(0))), "re.comp", "re.complement");
    ops.add(RegexOps::diff, "re.diff");
    ops.add(RegexOps::range, "re.range");
    ops.add(c -> c.lang(c.regexes().loop(c.regex(0), c.index(0), c.index(0))), "re.^");
    ops.add(RegexOps::loop, "re.loop");
    ops.add(RegexOps::replaceFirst, "str.replace_re");
    ops.add(RegexOps::replaceAll, "str.replace_re_all");
    ops.add(RegexOps::indexOf, "str.indexof_re");
  }

  private static Regex[] regexes(Call c) {
    Regex[] out = new Regex[c.count()];
    for (int i = 0; i < out.length; i++) {
      out[i] = c.regex(i);
    }
    return out;
  }

  private static Value concat(Call c) {
    Regex r = c.regex(c.count() - 1);
    for (int i = c.count() - 2; i >= 0; i--) {
      r = c.regexes().concat(c.regex(i), r);
    }
    return c.lang(r);
  }

  private static Value diff(Call c) {
    Regex r = c.regex(0);
    for (int i = 1; i < c.count(); i++) {
      r = c.regexes().inter(r, c.regexes().comp(c.regex(i)));
    }
    return c.lang(r);
  }

  /** The characters from one single-character string to another; empty otherwise. */
  private static Value range(Call c) {
    StringValue low = c.string(0);
    StringValue high = c.string(1);
    if (low.length() != 1 || high.length() != 1) {
      return c.lang(c.regexes().none);
    }
    return c.lang(c.regexes().chars(low.codePointAt(0), high.codePointAt(0)));
  }

  /** {@code (_ re.loop i j)}, z3's {@code (_ re.loop i)} (at least i) and {@code (re.loop r i [j])}. */
  private static Value loop(Call c) {
    Regex r = c.regex(0);
    int low;
    int high;
    if (c.term.indexCount() > 0) {
      low = c.index(0);
      high = c.term.indexCount() > 1 ? c.index(1) : -1;
    } else {
      low = small(c.integer(1));
      high = c.count() > 2 ? small(c.integer(2)) : -1;
    }
    if (low < 0 || (high < 0 && c.count() > 2)) {
      return Unknown.of("re.loop bounds out of range: " + c.term);
    }
    return c.lang(high < 0 ? c.regexes().concat(c.regexes().loop(r, low, low), c.regexes().star(r))
        : c.regexes().loop(r, low, high));
  }

  private static int small(BigInteger n) {
    return n.signum() < 0 || n.bitLength() > 20 ? -1 : n.intValue();
  }

  /** The end of the shortest match of {@code r} starting at {@code from} ({@code > from} if nonEmpty), or -1. */
  private static int shortestMatch(Regex r, int[] s, int from, boolean nonEmpty) {
    if (r.nullable && !nonEmpty) {
      return from;
    }
    Regex d = r;
    for (int j = from; j < s.length && d != r.owner.none; j++) {
      d = r.owner.derivative(d, s[j]);
      if (d.nullable) {
        return j + 1;
      }
    }
    return -1;
  }

  private static Value replaceFirst(Call c) {
    StringValue s = c.string(0);
    for (int i = 0; i <= s.length(); i++) {
      int end = shortestMatch(c.regex(1), s.codePoints(), i, false);
      if (end >= 0) {
        return StringOps.splice(s, i, end, c.string(2));
      }
    }
    return s;
  }

  private static Value replaceAll(Call c) {
    StringValue s = c.string(0);
    StringOps.CodePoints out = new StringOps.CodePoints();
    int i = 0;
    while (i < s.length()) {
      int end = shortestMatch(c.regex(1), s.codePoints(), i, true);
      if (end < 0) {
        out.add(s, i, i + 1);
        i++;
      } else {
        out.add(c.string(2), 0, c.string(2).length());
        i = end;
      }
    }
    return out.build();
  }

  /** cvc5's str.indexof_re: the first position at or after i where a match (maybe empty) starts. */
  private static Value indexOf(Call c) {
    StringValue s = c.string(0);
    BigInteger from = c.integer(2);
    if (from.signum() < 0 || from.compareTo(BigInteger.valueOf(s.length())) > 0) {
      return IntValue.MINUS_ONE;
    }
    for (int i = from.intValue(); i <= s.length(); i++) {
      if (shortestMatch(c.regex(1), s.codePoints(), i, false) >= 0) {
        return IntValue.of(i);
      }
    }
    return IntValue.MINUS_ONE;
  }
}
