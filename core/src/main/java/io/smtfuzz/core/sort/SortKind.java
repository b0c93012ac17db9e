package io.smtfuzz.core.sort;

/** The theory a sort belongs to; {@code OTHER} covers declared sorts and datatypes. */
public enum SortKind {
  BOOL, INT, REAL, STRING, REGLAN, ROUNDING_MODE, BITVEC, FLOATING_POINT, ARRAY, SEQ, SET, BAG,
  FINITE_FIELD, PARAMETER, OTHER;

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
      default -> OTHER;
    };
  }

  private static SortKind plain(int indices, int params, SortKind kind) {
    return indices == 0 && params == 0 ? kind : OTHER;
  }
}
