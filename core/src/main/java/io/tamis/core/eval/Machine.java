package io.tamis.core.eval;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Binder;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Constant;
import io.tamis.core.term.Match;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates terms on an explicit stack of {@link Frame}s, so depth costs heap, not Java stack. Values
 * of closed terms are cached for the machine's life (terms are interned: a shared sub-DAG is
 * evaluated once); open terms are cached in their environment. Runaway evaluations (recursive
 * definitions) stop at a step and frame budget with an {@link Unknown}.
 */
final class Machine {
  static final long STEP_LIMIT = 5_000_000L;
  static final int FRAME_LIMIT = 1 << 20;
  /** Quantifier assignments enumerated in one evaluation, at most. */
  static final long ASSIGNMENT_LIMIT = 1 << 17;

  private final Model model;
  private final Operations operations = Operations.standard();
  private final Call call;
  private final DatatypeOps datatypes;
  private final Map<Term, Value> cache = new Object2ObjectOpenHashMap<>();
  /** How each theory operator is evaluated: its lazy frame kind, looked up once per operator. */
  private final Map<TheoryOp, String> lazy = new Object2ObjectOpenHashMap<>();
  private final Env root = Env.root();
  private final List<Frame> stack = new ArrayList<>();
  private long assignments;
  private final Map<Sort, List<Value>> domains = new HashMap<>();

  Machine(Model model) {
    this.model = model;
    this.call = new Call(model);
    this.datatypes = new DatatypeOps(model);
  }

  Model model() {
    return model;
  }

  Value evaluate(Term term) {
    Value known = known(term, root);
    if (known != null) {
      return known;
    }
    stack.clear();
    assignments = 0;
    stack.add(frame(term, root));
    Value fed = null;
    for (long steps = 0; ; steps++) {
      if (steps > STEP_LIMIT || stack.size() > FRAME_LIMIT) {
        stack.clear();
        return Unknown.of("evaluation budget exceeded (recursive definition?)");
      }
      Frame f = stack.get(stack.size() - 1);
      Term child = f.next(fed, this);
      if (child != null) {
        fed = known(child, f.childEnv);
        if (fed == null) {
          stack.add(frame(child, f.childEnv));
        }
        continue;
      }
      stack.remove(stack.size() - 1);
      fed = Values.coerce(f.term.sort(), f.result);
      remember(f.term, f.env, fed);
      if (stack.isEmpty()) {
        return fed;
      }
    }
  }

  /** Takes {@code n} quantifier assignments from this evaluation's budget; false when it is spent. */
  boolean reserveAssignments(long n) {
    if (assignments + n > ASSIGNMENT_LIMIT) {
      return false;
    }
    assignments += n;
    return true;
  }

  /** The elements of a small finite sort (see {@link Domains#values}), computed once per machine. */
  List<Value> domain(Sort sort) {
    return domains.computeIfAbsent(sort, s -> Domains.values(s, model, QuantifierFrame.LIMIT));
  }

  /** The value of a leaf or of a term evaluated before, or null. */
  private Value known(Term t, Env env) {
    if (t instanceof Variable v) {
      Value bound = env.lookup(v);
      return bound != null ? bound : Unknown.of("unbound variable " + v.name());
    }
    Value cached = t.isClosed() ? cache.get(t) : env.cached(t);
    if (cached == null && t instanceof Constant c) {
      cached = Literals.of(c);
      cache.put(t, cached);
    }
    return cached;
  }

  private void remember(Term t, Env env, Value v) {
    if (t.isClosed()) {
      cache.put(t, v);
    } else {
      env.remember(t, v);
    }
  }

  private Frame frame(Term t, Env env) {
    return switch (t) {
      case Apply a -> applyFrame(a, env);
      case Quantifier q -> new QuantifierFrame(q, env);
      case Match m -> new MatchFrame(m, env);
      case Annotation a -> new AnnotationFrame(a, env);
      case Binder b -> new UnknownFrame(b, env, "no evaluation rule for " + b.keyword());
      case Constant c -> throw new IllegalStateException("literal without a value: " + c);
      case Variable v -> throw new IllegalStateException("variable without a value: " + v.name());
    };
  }

  private Frame applyFrame(Apply a, Env env) {
    if (a.op() instanceof TheoryOp op) {
      String kind = lazy.computeIfAbsent(op, o -> ConnectiveFrame.isConnective(o.name()) || o.name().equals("ite")
          ? o.name() : "");
      if (!kind.isEmpty()) {
        return kind.equals("ite") ? new IteFrame(a, env) : ConnectiveFrame.of(kind, a, env);
      }
    }
    return new ApplyFrame(a, env);
  }

  /** Applies the operator of a frame whose arguments are all evaluated. */
  Term apply(ApplyFrame f) {
    Apply a = (Apply) f.term;
    return switch (a.op()) {
      case FunctionSymbol s -> symbol(f, a, s);
      case TheoryOp op -> theory(f, a, op.name());
    };
  }

  private Term symbol(ApplyFrame f, Apply a, FunctionSymbol s) {
    if (a.argCount() != s.arity()) {
      return f.done(Unknown.of("no evaluation rule for the function value " + s.name()));
    }
    return switch (s.kind()) {
      case CONSTRUCTOR, SELECTOR, TESTER, UPDATER -> f.done(datatypes.apply(a, s, f.args));
      default -> {
        Model.Definition d = model.definition(s);
        if (d != null) {
          yield f.call(d, f.args);
        }
        Value v = model.constant(s);
        yield f.done(v != null ? v : Unknown.of("the model does not interpret " + s.name()));
      }
    };
  }

  private Term theory(ApplyFrame f, Apply a, String name) {
    Value unknown = Values.firstUnknown(f.args);
    if (unknown != null) {
      return f.done(unknown);
    }
    if (name.equals("select") && f.args[0] instanceof ArrayValue array && array.lookup(f.args[1]) == null) {
      return f.call(array.function(), new Value[] {f.args[1]});
    }
    call.at(a, f.args);
    Operations.Partial partial = operations.partial(name);
    if (partial != null && partial.undefined().test(call)) {
      Model.Definition d = model.named(partial.modelFunction());
      if (d != null && d.params().size() == f.args.length) {
        return f.call(d, f.args);
      }
      return f.done(Unknown.of(describe(name, f.args) + " is not specified and the model has no "
          + partial.modelFunction()));
    }
    Operation rule = operations.rule(name);
    return f.done(rule == null ? Unknown.of("no evaluation rule for " + name) : rule.apply(call));
  }

  private static String describe(String name, Value[] args) {
    StringBuilder out = new StringBuilder("(").append(name);
    for (Value v : args) {
      out.append(' ').append(v);
    }
    return out.append(')').toString();
  }
}
