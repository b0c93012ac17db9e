package io.tamis.core.solver;

import java.util.SplittableRandom;

/**
 * Seeded random closed terms as SMT-LIB text over Bool, Int, Real, String, (_ BitVec 8/32),
 * (Array Int Int), Float32, Float16 and RegLan, with hand-picked operators that z3 4.8.12 evaluates in get-value.
 * Divisors are mostly non-zero literals, so few terms hit division by zero.
 */
final class RandomTerms {
  enum Kind { BOOL, INT, REAL, STRING, BV8, BV32, ARRAY, FP32, FP16, REGLAN }

  private static final String[] CHARS = {"a", "b", "c", "0", "7", "\\u{e9}", "\\u{1f600}", "\"\"", "\\", "A"};
  private final SplittableRandom random;

  RandomTerms(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /** A kind for a top-level term (no RegLan: solvers do not print regular languages as values). */
  Kind topKind() {
    return Kind.values()[random.nextInt(Kind.values().length - 1)];
  }

  String term(Kind kind, int depth) {
    return depth <= 0 || random.nextInt(4) == 0 ? leaf(kind) : compound(kind, depth);
  }

  /** A term of {@code kind} with an operator at the top. */
  String compound(Kind kind, int depth) {
    return switch (kind) {
      case BOOL -> bool(depth - 1);
      case INT -> integer(depth - 1);
      case REAL -> real(depth - 1);
      case STRING -> string(depth - 1);
      case BV8 -> bitVec(8, depth - 1);
      case BV32 -> bitVec(32, depth - 1);
      case ARRAY -> array(depth - 1);
      case FP32 -> floating("F", depth - 1);
      case FP16 -> floating("H", depth - 1);
      case REGLAN -> regex(depth - 1);
    };
  }

  private String pick(String... templates) {
    return templates[random.nextInt(templates.length)];
  }

  /** Fills each {@code %X} of the template with a term of kind X (B, I, R, S, 8, W, A, L). */
  private String fill(String template, int depth) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < template.length(); i++) {
      char c = template.charAt(i);
      if (c == '%') {
        out.append(term(kindOf(template.charAt(++i)), depth));
      } else if (c == '@') {
        out.append(pick("RNE", "RNA", "RTP", "RTN", "RTZ"));
      } else if (c == '$') {
        out.append(nonZero(template.charAt(++i)));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static Kind kindOf(char c) {
    return switch (c) {
      case 'B' -> Kind.BOOL;
      case 'I' -> Kind.INT;
      case 'R' -> Kind.REAL;
      case 'S' -> Kind.STRING;
      case '8' -> Kind.BV8;
      case 'W' -> Kind.BV32;
      case 'A' -> Kind.ARRAY;
      case 'F' -> Kind.FP32;
      case 'H' -> Kind.FP16;
      default -> Kind.REGLAN;
    };
  }

  private String nonZero(char kind) {
    int n = random.nextInt(1, 9) * (random.nextBoolean() ? 1 : -1);
    String lit = kind == 'R' ? Math.abs(n) + ".0" : Integer.toString(Math.abs(n));
    return n < 0 ? "(- " + lit + ")" : lit;
  }

  private String bool(int d) {
    return fill(pick("(not %B)", "(and %B %B)", "(or %B %B %B)", "(xor %B %B)", "(=> %B %B)", "(ite %B %B %B)",
        "(= %I %I)", "(= %R %R)", "(= %S %S)", "(= %8 %8)", "(= %A %A)", "(= %B %B)", "(distinct %I %I %I)",
        "(< %I %I)", "(<= %R %R)", "(>= %I %I)", "(> %R %R)", "(bvult %8 %8)", "(bvslt %W %W)", "(bvsle %8 %8)",
        "(bvuge %W %W)", "(str.< %S %S)", "(str.<= %S %S)", "(str.prefixof %S %S)", "(str.suffixof %S %S)",
        "(str.contains %S %S)", "(str.in_re %S %L)", "(str.is_digit %S)", "(is_int %R)", "(fp.lt %F %F)",
        "(fp.leq %H %H)", "(fp.eq %F %F)", "(= %F %F)", "(fp.isNormal %F)", "(fp.isSubnormal %H)", "(fp.isZero %F)",
        "(fp.isNaN %H)", "(fp.isInfinite %F)", "(fp.isNegative %F)", "(fp.isPositive %H)"), d);
  }

  private String integer(int d) {
    return fill(pick("(+ %I %I)", "(- %I %I)", "(- %I)", "(* %I %I)", "(div %I $I)", "(mod %I $I)", "(div %I %I)",
        "(mod %I %I)", "(abs %I)", "(ite %B %I %I)", "(str.len %S)", "(str.indexof %S %S %I)", "(str.to_int %S)",
        "(str.to_code %S)", "(to_int %R)", "(bv2nat %8)", "(select %A %I)", "(bv2nat ((_ fp.to_sbv 8) @ %F))",
        "(bv2nat ((_ fp.to_ubv 8) @ %H))"), d);
  }

  private String real(int d) {
    return fill(pick("(+ %R %R)", "(- %R %R)", "(- %R)", "(* %R %R)", "(/ %R $R)", "(to_real %I)", "(ite %B %R %R)",
        "(fp.to_real %F)"), d);
  }

  private String string(int d) {
    return fill(pick("(str.++ %S %S)", "(str.at %S %I)", "(str.substr %S %I %I)", "(str.replace %S %S %S)",
        "(str.replace_all %S %S %S)", "(str.from_int %I)", "(str.from_code %I)", "(ite %B %S %S)"), d);
  }

  private String bitVec(int width, int d) {
    String w = width == 8 ? "8" : "W";
    String common = pick("(bvadd %X %X)", "(bvsub %X %X)", "(bvmul %X %X)", "(bvudiv %X %X)", "(bvurem %X %X)",
        "(bvsdiv %X %X)", "(bvsrem %X %X)", "(bvsmod %X %X)", "(bvand %X %X)", "(bvor %X %X)", "(bvxor %X %X)",
        "(bvnot %X)", "(bvneg %X)", "(bvshl %X %X)", "(bvlshr %X %X)", "(bvashr %X %X)", "(ite %B %X %X)",
        "((_ rotate_left 3) %X)", "((_ rotate_right 5) %X)", "(bvnand %X %X)", "(bvxnor %X %X)").replace("X", w);
    String special = width == 8
        ? pick("((_ extract 7 0) %W)", "((_ extract 31 24) %W)", "(concat ((_ extract 3 0) %8) ((_ extract 7 4) %8))",
            "((_ int2bv 8) %I)")
        : pick("((_ zero_extend 24) %8)", "((_ sign_extend 24) %8)", "(concat %8 %8 ((_ extract 15 0) %W))",
            "((_ repeat 4) %8)");
    return fill(random.nextInt(4) == 0 ? special : common, d);
  }

  private String floating(String k, int d) {
    String size = k.equals("F") ? "8 24" : "5 11";
    String other = k.equals("F") ? "%H" : "%F";
    return fill(pick("(fp.add @ %X %X)", "(fp.sub @ %X %X)", "(fp.mul @ %X %X)", "(fp.div @ %X %X)",
        "(fp.fma @ %X %X %X)", "(fp.sqrt @ %X)", "(fp.rem %X %X)", "(fp.roundToIntegral @ %X)", "(fp.min %X %X)",
        "(fp.max %X %X)", "(fp.neg %X)", "(fp.abs %X)", "(ite %B %X %X)", "((_ to_fp " + size + ") @ " + other + ")",
        "((_ to_fp " + size + ") @ %R)", "((_ to_fp " + size + ") @ %W)", "((_ to_fp_unsigned " + size + ") @ %8)")
        .replace("%X", "%" + k), d);
  }

  private String floatLeaf(int eb, int sb) {
    String size = eb + " " + sb;
    return switch (random.nextInt(4)) {
      case 0 -> "((_ to_fp " + size + ") RNE " + leaf(Kind.REAL) + ")";
      case 1 -> "(_ " + pick("+zero", "-zero", "+oo", "-oo", "NaN") + " " + size + ")";
      default -> "(fp #b" + random.nextInt(2) + " #b" + bits(eb) + " #b" + bits(sb - 1) + ")";
    };
  }

  /** Random bits, often all zeros or all ones (subnormals, infinities, NaNs). */
  private String bits(int n) {
    StringBuilder out = new StringBuilder();
    int mode = random.nextInt(4);
    for (int i = 0; i < n; i++) {
      out.append(mode == 0 ? '0' : mode == 1 ? '1' : (char) ('0' + random.nextInt(2)));
    }
    return out.toString();
  }

  private String array(int d) {
    return fill(pick("(store %A %I %I)", "(store %A %I %I)", "(ite %B %A %A)"), d);
  }

  private String regex(int d) {
    return fill(pick("(re.* %L)", "(re.+ %L)", "(re.union %L %L)", "(re.++ %L %L)", "(re.opt %L)", "(re.comp %L)",
        "(re.inter %L %L)", "((_ re.loop 1 2) %L)", "(str.to_re %S)"), d);
  }

  private String leaf(Kind kind) {
    return switch (kind) {
      case BOOL -> random.nextBoolean() ? "true" : "false";
      case INT -> intLiteral();
      case REAL -> random.nextBoolean() ? random.nextInt(0, 10) + "." + random.nextInt(0, 100)
          : "(- " + random.nextInt(0, 10) + ".5)";
      case STRING -> stringLiteral();
      case BV8 -> "#x" + (pick("00", "01", "7f", "80", "ff", String.format("%02x", random.nextInt(256))));
      case BV32 -> "#x" + (pick("00000000", "ffffffff", "80000000", String.format("%08x", random.nextInt())));
      case ARRAY -> "((as const (Array Int Int)) " + intLiteral() + ")";
      case FP32 -> floatLeaf(8, 24);
      case FP16 -> floatLeaf(5, 11);
      case REGLAN -> pick("re.allchar", "(re.range \"a\" \"c\")", "(str.to_re " + stringLiteral() + ")", "re.none",
          "re.all");
    };
  }

  private String intLiteral() {
    long n = random.nextInt(8) == 0 ? random.nextLong(1L << 40) : random.nextInt(-20, 21);
    return n < 0 ? "(- " + -n + ")" : Long.toString(n);
  }

  private String stringLiteral() {
    StringBuilder out = new StringBuilder("\"");
    int length = random.nextInt(5);
    for (int i = 0; i < length; i++) {
      out.append(CHARS[random.nextInt(random.nextInt(4) == 0 ? CHARS.length : 3)]);
    }
    return out.append('"').toString();
  }
}
