package io.tamis.mutator.fusion;

import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One row of the fusion-function table: z = f(x, y) with the inversions x = r_x(y, z) and
 * y = r_y(x, z), as SMT-LIB text over x, y, z and a literal c.
 */
record FusionFunction(String theory, String fuse, String invertX, String invertY) {
  private static final Pattern TOKEN = Pattern.compile("(?<=[\\s(])([xyzc])(?=[\\s)])");

  FusionFunction {
    if (!Set.of("Int", "Real", "BitVec", "String").contains(theory)) {
      throw new IllegalArgumentException("fusion function of unknown theory '" + theory + "'");
    }
  }

  /** True for a variable sort this row fuses, in a logic with {@code theories} (see LogicTheories). */
  boolean fits(Sort sort, Set<String> theories) {
    return switch (theory) {
      case "Int" -> sort.equals(Sort.INT) && theories.contains("Ints");
      case "Real" -> sort.equals(Sort.REAL) && theories.contains("Reals");
      case "BitVec" -> sort.kind() == SortKind.BITVEC && theories.contains("FixedSizeBitVectors");
      default -> sort.equals(Sort.STRING) && theories.contains("Strings") && theories.contains("Ints");
    };
  }

  /** {@code template} with x, y, z and c replaced by the names (and literal) in {@code names}. */
  static String instantiate(String template, Map<String, String> names) {
    Matcher m = TOKEN.matcher(" " + template + " ");
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(out, Matcher.quoteReplacement(names.get(m.group(1))));
    }
    m.appendTail(out);
    return out.substring(1, out.length() - 1);
  }
}
