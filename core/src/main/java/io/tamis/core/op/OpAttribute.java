package io.tamis.core.op;

/** SMT-LIB attributes that let a binary signature take more arguments. */
public enum OpAttribute {
  LEFT_ASSOC, RIGHT_ASSOC, CHAINABLE, PAIRWISE;

  public static OpAttribute ofKeyword(String keyword) {
    return switch (keyword) {
      case ":left-assoc" -> LEFT_ASSOC;
      case ":right-assoc" -> RIGHT_ASSOC;
      case ":chainable" -> CHAINABLE;
      case ":pairwise" -> PAIRWISE;
      default -> null;
    };
  }

  public String keyword() {
    return ":" + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }
}
