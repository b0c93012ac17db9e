package io.tamis.core.sort;

/**
 * The theory a sort belongs to; {@code OTHER} covers declared sorts and datatypes. {@code FUNCTION}
 * is SMT-LIB 2.7's {@code (-> A... B)}, {@code TUPLE} cvc5's {@code (Tuple A...)} (with no
 * argument, {@code UnitTuple}), {@code FINITE_SET} z3's {@code (FiniteSet A)}.
 */
public enum SortKind {
  BOOL, INT, REAL, STRING, REGLAN, ROUNDING_MODE, BITVEC, FLOATING_POINT, ARRAY, SEQ, SET, BAG,
  FINITE_FIELD, FUNCTION, TUPLE, NULLABLE, FINITE_SET, PARAMETER, OTHER;

  static SortKind of(String name, int indices, int params) {
    return switch (name) {
      case "Bool" -> plain(indices, params, BOOL);
      case "Int" -> plain(indices, params, INT);
      case "Real" -> plain(indices, params, REAL);
      case "String" -> plain(indices, params, STRING);
      case "RegLan" -> plain(indices, params, REGLAN);
      case "RoundingMode" -> plain(indices, params, ROUNDING_MODE);
      case "BitVec" -> indices == 1 && params == 0 ? BITVEC : OTHER;
      case "FloatingPoint" -> indices == 2 && params == 0 ? FLOATING_POINT : OTHER;
      case "FiniteField" -> indices == 1 && params == 0 ? FINITE_FIELD : OTHER;
      case "Array" -> indices == 0 && params == 2 ? ARRAY : OTHER;
      case "Seq" -> indices == 0 && params == 1 ? SEQ : OTHER;
      case "Set" -> indices == 0 && params == 1 ? SET : OTHER;
      case "Bag" -> indices == 0 && params == 1 ? BAG : OTHER;
      case "->" -> indices == 0 && params >= 2 ? FUNCTION : OTHER;
      case "Tuple" -> indices == 0 ? TUPLE : OTHER;
      case "Nullable" -> indices == 0 && params == 1 ? NULLABLE : OTHER;
      case "FiniteSet" -> indices == 0 && params == 1 ? FINITE_SET : OTHER;
      default -> OTHER;
    };
  }

  private static SortKind plain(int indices, int params, SortKind kind) {
    return indices == 0 && params == 0 ? kind : OTHER;
  }
}
