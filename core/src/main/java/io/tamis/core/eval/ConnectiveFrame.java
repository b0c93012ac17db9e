package io.tamis.core.eval;

import io.tamis.core.term.Term;

/**
 * {@code and}, {@code or} and {@code =>} from left to right, stopping at the first argument that
 * decides the result, so {@code (and false u)} is false even when {@code u} is unknown.
 */
final class ConnectiveFrame extends Frame {
  /** The argument value that decides the result, and the result it decides. */
  private final BoolValue decisive;
  private final BoolValue decided;
  private final boolean implies;
  private int next;
  private Value unknown;

  private ConnectiveFrame(Term term, Env env, BoolValue decisive, BoolValue decided, boolean implies) {
    super(term, env);
    this.decisive = decisive;
    this.decided = decided;
    this.implies = implies;
  }

  static boolean isConnective(String name) {
    return name.equals("and") || name.equals("or") || name.equals("=>");
  }

  /** A frame for {@code and}, {@code or} or {@code =>}; null for other names. */
  static ConnectiveFrame of(String name, Term term, Env env) {
    return switch (name) {
      case "and" -> new ConnectiveFrame(term, env, BoolValue.FALSE, BoolValue.FALSE, false);
      case "or" -> new ConnectiveFrame(term, env, BoolValue.TRUE, BoolValue.TRUE, false);
      case "=>" -> new ConnectiveFrame(term, env, BoolValue.FALSE, BoolValue.TRUE, true);
      default -> null;
    };
  }

  @Override
  Term next(Value fed, Machine machine) {
    if (fed != null) {
      boolean last = next == term.argCount();
      BoolValue decides = implies && last ? BoolValue.TRUE : decisive;
      if (fed == decides) {
        return done(decided);
      }
      unknown = fed.isUnknown() && unknown == null ? fed : unknown;
    }
    if (next < term.argCount()) {
      return term.arg(next++);
    }
    return done(unknown != null ? unknown : BoolValue.of(!decided.isTrue()));
  }
}
