package io.tamis.core.eval;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Strings over code points (SMT-LIB 2.6, all total): out-of-range positions give {@code ""} or -1 as
 * the standard says, plus z3's and cvc5's aliases and cvc5's extensions.
 */
final class StringOps {
  private StringOps() {}

  static void register(Operations ops) {
    ops.add(StringOps::concat, "str.++");
    ops.add(c -> IntValue.of(c.string(0).length()), "str.len");
    ops.add(c -> BoolValue.of(compare(c.string(0), c.string(1)) < 0), "str.<");
    ops.add(c -> BoolValue.of(compare(c.string(0), c.string(1)) <= 0), "str.<=");
    ops.add(c -> substring(c.string(0), c.integer(1), BigInteger.ONE), "str.at");
    ops.add(c -> substring(c.string(0), c.integer(1), c.integer(2)), "str.substr");
    ops.add(c -> BoolValue.of(startsWith(c.string(1), c.string(0), 0)), "str.prefixof");
    ops.add(c -> BoolValue.of(endsWith(c.string(1), c.string(0))), "str.suffixof");
    ops.add(c -> BoolValue.of(indexOf(c.string(0), c.string(1), 0) >= 0), "str.contains");
    ops.add(StringOps::indexOf, "str.indexof");
    ops.add(c -> replace(c.string(0), c.string(1), c.string(2)), "str.replace");
    ops.add(c -> replaceAll(c.string(0), c.string(1), c.string(2)), "str.replace_all");
    ops.add(c -> BoolValue.of(c.string(0).length() == 1 && isDigit(c.string(0).codePointAt(0))), "str.is_digit");
    ops.add(c -> IntValue.of(c.string(0).length() == 1 ? c.string(0).codePointAt(0) : -1), "str.to_code");
    ops.add(StringOps::fromCode, "str.from_code");
    ops.add(c -> new IntValue(toInt(c.string(0))), "str.to_int", "str.to.int", "str.to-int");
    ops.add(c -> fromInt(c.integer(0)), "str.from_int", "int.to.str", "str.from-int");
    ops.add(c -> StringValue.wrap(reversed(c.string(0).codePoints())), "str.rev");
    ops.add(StringOps::update, "str.update");
    ops.add(c -> mapCase(c.string(0), 'A', 'Z', 32), "str.to_lower", "str.tolower");
    ops.add(c -> mapCase(c.string(0), 'a', 'z', -32), "str.to_upper", "str.toupper");
  }

  private static Value concat(Call c) {
    int length = 0;
    for (int i = 0; i < c.count(); i++) {
      length += c.string(i).length();
    }
    int[] out = new int[length];
    int at = 0;
    for (int i = 0; i < c.count(); i++) {
      int[] part = c.string(i).codePoints();
      System.arraycopy(part, 0, out, at, part.length);
      at += part.length;
    }
    return StringValue.wrap(out);
  }

  static int compare(StringValue a, StringValue b) {
    return Arrays.compare(a.codePoints(), b.codePoints());
  }

  /** {@code s[i..i+n)} clipped to {@code s}; {@code ""} when {@code i} is outside or {@code n <= 0}. */
  static StringValue substring(StringValue s, BigInteger i, BigInteger n) {
    if (i.signum() < 0 || i.compareTo(BigInteger.valueOf(s.length())) >= 0 || n.signum() <= 0) {
      return StringValue.EMPTY;
    }
    int from = i.intValue();
    int to = (int) Math.min(s.length(), from + n.min(BigInteger.valueOf(s.length())).longValue());
    return slice(s, from, to);
  }

  static StringValue slice(StringValue s, int from, int to) {
    return StringValue.wrap(Arrays.copyOfRange(s.codePoints(), from, to));
  }

  static boolean startsWith(StringValue s, StringValue prefix, int at) {
    if (at + prefix.length() > s.length()) {
      return false;
    }
    return Arrays.equals(s.codePoints(), at, at + prefix.length(), prefix.codePoints(), 0, prefix.length());
  }

  private static boolean endsWith(StringValue s, StringValue suffix) {
    return suffix.length() <= s.length() && startsWith(s, suffix, s.length() - suffix.length());
  }

  /** The first index at or after {@code from} where {@code t} occurs in {@code s}, or -1. */
  static int indexOf(StringValue s, StringValue t, int from) {
    for (int i = from; i + t.length() <= s.length(); i++) {
      if (startsWith(s, t, i)) {
        return i;
      }
    }
    return -1;
  }

  /** -1 when the start is negative or beyond the length; z3's two-argument form starts at 0. */
  private static Value indexOf(Call c) {
    BigInteger from = c.count() > 2 ? c.integer(2) : BigInteger.ZERO;
    if (from.signum() < 0 || from.compareTo(BigInteger.valueOf(c.string(0).length())) > 0) {
      return IntValue.MINUS_ONE;
    }
    return IntValue.of(indexOf(c.string(0), c.string(1), from.intValue()));
  }

  /** The first occurrence replaced; an empty pattern matches at 0, so {@code u} is prepended. */
  private static StringValue replace(StringValue s, StringValue t, StringValue u) {
    int at = indexOf(s, t, 0);
    return at < 0 ? s : splice(s, at, at + t.length(), u);
  }

  static StringValue splice(StringValue s, int from, int to, StringValue u) {
    int[] out = new int[s.length() - (to - from) + u.length()];
    System.arraycopy(s.codePoints(), 0, out, 0, from);
    System.arraycopy(u.codePoints(), 0, out, from, u.length());
    System.arraycopy(s.codePoints(), to, out, from + u.length(), s.length() - to);
    return StringValue.wrap(out);
  }

  /** Every non-overlapping occurrence from the left; an empty pattern leaves {@code s} unchanged. */
  private static StringValue replaceAll(StringValue s, StringValue t, StringValue u) {
    if (t.length() == 0) {
      return s;
    }
    CodePoints out = new CodePoints();
    int i = 0;
    for (int at = indexOf(s, t, 0); at >= 0; at = indexOf(s, t, i)) {
      out.add(s, i, at).add(u, 0, u.length());
      i = at + t.length();
    }
    return out.add(s, i, s.length()).build();
  }

  private static boolean isDigit(int c) {
    return c >= '0' && c <= '9';
  }

  private static Value fromCode(Call c) {
    BigInteger n = c.integer(0);
    boolean valid = n.signum() >= 0 && n.compareTo(BigInteger.valueOf(StringValue.MAX_CODE_POINT)) <= 0;
    return valid ? StringValue.wrap(new int[] {n.intValue()}) : StringValue.EMPTY;
  }

  /** The decimal value of a non-empty string of digits, else -1. */
  static BigInteger toInt(StringValue s) {
    if (s.length() == 0) {
      return BigInteger.ONE.negate();
    }
    StringBuilder digits = new StringBuilder(s.length());
    for (int c : s.codePoints()) {
      if (!isDigit(c)) {
        return BigInteger.ONE.negate();
      }
      digits.append((char) c);
    }
    return new BigInteger(digits.toString());
  }

  /** The decimal digits of a non-negative integer; {@code ""} for negative ones. */
  private static StringValue fromInt(BigInteger n) {
    return n.signum() < 0 ? StringValue.EMPTY : StringValue.of(n.toString());
  }

  private static int[] reversed(int[] s) {
    int[] out = new int[s.length];
    for (int i = 0; i < s.length; i++) {
      out[i] = s[s.length - 1 - i];
    }
    return out;
  }

  /** cvc5's str.update: {@code t} written over {@code s} from {@code i}, clipped; s when i is outside. */
  private static Value update(Call c) {
    StringValue s = c.string(0);
    BigInteger i = c.integer(1);
    if (i.signum() < 0 || i.compareTo(BigInteger.valueOf(s.length())) >= 0) {
      return s;
    }
    int from = i.intValue();
    int to = Math.min(s.length(), from + c.string(2).length());
    return splice(s, from, to, slice(c.string(2), 0, to - from));
  }

  /** Shifts the code points in {@code low..high} by {@code delta} (ASCII case mapping, as cvc5). */
  private static Value mapCase(StringValue s, int low, int high, int delta) {
    int[] out = s.codePoints().clone();
    for (int i = 0; i < out.length; i++) {
      out[i] += out[i] >= low && out[i] <= high ? delta : 0;
    }
    return StringValue.wrap(out);
  }

  /** Collects slices of strings into a new string. */
  static final class CodePoints {
    private int[] buf = new int[16];
    private int size;

    CodePoints add(StringValue s, int from, int to) {
      int n = to - from;
      if (size + n > buf.length) {
        buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + n));
      }
      System.arraycopy(s.codePoints(), from, buf, size, n);
      size += n;
      return this;
    }

    StringValue build() {
      return StringValue.wrap(Arrays.copyOf(buf, size));
    }
  }
}
