package io.tamis.core.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * A node of a regular expression over code points, interned by its {@link Regexes} factory (equal
 * nodes are the same instance). Whether the node accepts the empty word is fixed at construction, so
 * nothing recurses on the depth of an expression.
 */
final class Regex {
  enum Kind { NONE, EPSILON, CHARS, CONCAT, UNION, INTER, STAR, COMP, LOOP }

  final Regexes owner;
  final Kind kind;
  final int id;
  /** CHARS: the code point range; LOOP: the repetition bounds. */
  final int low;
  final int high;
  final Regex[] children;
  final boolean nullable;

  Regex(Regexes owner, int id, Kind kind, int low, int high, Regex[] children) {
    this.owner = owner;
    this.id = id;
    this.kind = kind;
    this.low = low;
    this.high = high;
    this.children = children;
    this.nullable = nullable(kind, low, children);
  }

  private static boolean nullable(Kind kind, int low, Regex[] children) {
    return switch (kind) {
      case NONE, CHARS -> false;
      case EPSILON, STAR -> true;
      case CONCAT, INTER -> allNullable(children);
      case UNION -> anyNullable(children);
      case COMP -> !children[0].nullable;
      case LOOP -> low == 0 || children[0].nullable;
    };
  }

  private static boolean allNullable(Regex[] children) {
    for (Regex c : children) {
      if (!c.nullable) {
        return false;
      }
    }
    return true;
  }

  private static boolean anyNullable(Regex[] children) {
    for (Regex c : children) {
      if (c.nullable) {
        return true;
      }
    }
    return false;
  }

  /** True when the code points {@code word[from..to)} form a word of the language. */
  boolean matches(int[] word, int from, int to) {
    Regex r = this;
    for (int i = from; i < to && r.kind != Kind.NONE; i++) {
      r = owner.derivative(r, word[i]);
    }
    return r.nullable;
  }

  /** SMT-LIB text (explicit stack). */
  @Override
  public String toString() {
    return TreeText.print(this, Regex::parts);
  }

  private static List<?> parts(Object node) {
    if (!(node instanceof Regex r)) {
      return null;
    }
    return switch (r.kind) {
      case NONE -> List.of("re.none");
      case EPSILON -> List.of("(str.to_re \"\")");
      case CHARS -> List.of(r.low == r.high ? "(str.to_re " + StringLiterals.print(new int[] {r.low}) + ")"
          : "(re.range " + StringLiterals.print(new int[] {r.low}) + " " + StringLiterals.print(new int[] {r.high}) + ")");
      default -> {
        List<Object> out = new ArrayList<>(List.of("(" + r.operator()));
        for (Regex c : r.children) {
          out.add(" ");
          out.add(c);
        }
        out.add(")");
        yield out;
      }
    };
  }

  private String operator() {
    return switch (kind) {
      case CONCAT -> "re.++";
      case UNION -> "re.union";
      case INTER -> "re.inter";
      case STAR -> "re.*";
      case COMP -> "re.comp";
      default -> "(_ re.loop " + low + " " + high + ")";
    };
  }
}
