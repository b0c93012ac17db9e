package io.tamis.core.smtlib;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.op.Typing;
import io.tamis.core.smtlib.Applications.Head;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Indexed identifiers whose index names a function, typed here rather than in the signature table
 * because their sort follows that function's: z3's {@code ((_ map f) a ...)} (f applied pointwise to
 * arrays), {@code (_ as-array f)} and {@code ((_ update-field s) t v)}, cvc5's
 * {@code ((_ nullable.lift f) x ...)}. The index is a declared function, a theory operator, or z3's
 * {@code (op (S ...) R)}. Such an application is a {@link FunctionSymbol.Kind#INDEXED} symbol whose
 * name is the identifier as written, so it prints back unchanged.
 */
final class IndexedFunctions {
  private final ReaderState state;

  IndexedFunctions(ReaderState state) {
    this.state = state;
  }

  /** The application, or null when {@code head} is none of these identifiers. */
  Term build(Head head, Term[] args) {
    if (head.indices().length != 1 || head.asSort() != null) {
      return null;
    }
    Sort sort = switch (head.name()) {
      case "map" -> map(head, args);
      case "as-array" -> args.length == 0 ? asArray(head) : null;
      case "update-field" -> args.length == 2 ? updateField(head, args) : null;
      case "nullable.lift" -> lift(head, args);
      default -> null;
    };
    if (sort == null) {
      return null;
    }
    String name = "(_ " + head.name() + " " + head.indices()[0] + ")";
    FunctionSymbol symbol = state.factory.symbol(FunctionSymbol.Kind.INDEXED, name, sortsOf(args), sort);
    return state.factory.apply(symbol, sort, args);
  }

  /** Arrays of one index sort list: the function at their element sorts, at those indices. */
  private Sort map(Head head, Term[] args) {
    if (args.length == 0 || args[0].sort().kind() != SortKind.ARRAY && !args[0].sort().name().equals("Array")) {
      throw error(head, "(_ map f) takes arrays");
    }
    Sort first = args[0].sort();
    List<Sort> elements = new ArrayList<>();
    for (Term a : args) {
      Sort s = a.sort();
      if (!s.name().equals("Array") || s.paramCount() != first.paramCount()
          || !indexSorts(s).equals(indexSorts(first))) {
        throw error(head, "(_ map f) takes arrays of the same index sorts, got " + s);
      }
      elements.add(s.param(s.paramCount() - 1));
    }
    List<Sort> params = new ArrayList<>(indexSorts(first));
    params.add(result(head, elements));
    return Sort.of("Array", params);
  }

  private static List<Sort> indexSorts(Sort array) {
    List<Sort> out = new ArrayList<>();
    for (int i = 0; i + 1 < array.paramCount(); i++) {
      out.add(array.param(i));
    }
    return out;
  }

  /** The array whose value at the arguments is f's. */
  private Sort asArray(Head head) {
    Object global = state.globals.get(head.indices()[0]);
    if (!(global instanceof FunctionSymbol f) || f.arity() == 0) {
      throw error(head, "(_ as-array f) needs a declared function f with arguments");
    }
    List<Sort> params = new ArrayList<>(f.args());
    params.add(f.result());
    return Sort.of("Array", params);
  }

  private Sort updateField(Head head, Term[] args) {
    for (Object entry : Declarations.Overloads.of(state.globals.get(head.indices()[0]))) {
      if (entry instanceof Declarations.Selector s && s.datatype().params().isEmpty()
          && s.datatype().sort() == args[0].sort() && s.decl().sort() == args[1].sort()) {
        return args[0].sort();
      }
    }
    throw error(head, "'" + head.indices()[0] + "' is not a selector of " + args[0].sort() + " with a field of "
        + args[1].sort());
  }

  /** Nullables: the function at their value sorts, as a nullable. */
  private Sort lift(Head head, Term[] args) {
    List<Sort> values = new ArrayList<>();
    for (Term a : args) {
      if (a.sort().kind() != SortKind.NULLABLE) {
        throw error(head, "(_ nullable.lift f) takes nullables, got " + a.sort());
      }
      values.add(a.sort().param(0));
    }
    return Sort.of("Nullable", List.of(result(head, values)));
  }

  /** The sort of the index function applied to arguments of {@code sorts}. */
  private Sort result(Head head, List<Sort> sorts) {
    String index = head.indices()[0];
    String name = index.startsWith("(") ? index.substring(1).strip().split("[\\s()]", 2)[0] : index;
    for (Object entry : Declarations.Overloads.of(state.globals.get(name))) {
      if (entry instanceof FunctionSymbol f && f.args().equals(sorts)) {
        return f.result();
      }
    }
    TheoryOp op = state.table.op(name);
    Typing typing = op == null ? null
        : state.table.resolve(op, new String[0], sorts.toArray(new Sort[0]), null, state.logic.promotesIntToReal());
    if (typing == null || !typing.ok()) {
      throw error(head, "'" + name + "' does not apply to " + sorts);
    }
    return typing.sort();
  }

  private static List<Sort> sortsOf(Term[] args) {
    List<Sort> out = new ArrayList<>(args.length);
    for (Term a : args) {
      out.add(a.sort());
    }
    return out;
  }

  private SmtLibException error(Head head, String message) {
    return state.tokens.errorAt(head.line(), head.column(), message);
  }
}
