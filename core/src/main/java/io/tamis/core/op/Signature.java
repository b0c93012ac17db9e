package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One line of the signature table: argument and result sort patterns of an operator, with its
 * attributes, theory and the solvers that accept it.
 *
 * @param indexCount how many indices the operator itself takes ({@code (_ extract i j)} has 2)
 * @param sortSlots number of sort parameters ({@code par (A B)})
 * @param indexSlots number of index variables, the operator's own first
 * @param minArgs fewest arguments accepted with a variadic attribute (2 unless {@code :min-args})
 * @param indexList true when the operator takes any number of indices past {@code indexCount}
 *     ({@code (_ tuple.project i*)})
 */
public record Signature(String name, String theory, int indexCount, int sortSlots, int indexSlots,
    List<SortPattern> args, SortPattern result, Set<OpAttribute> attributes, int minArgs,
    List<Condition> conditions, Set<String> solvers, boolean standard, boolean indexList) {

  public Signature {
    args = List.copyOf(args);
    attributes = attributes.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(attributes));
    conditions = List.copyOf(conditions);
    solvers = Set.copyOf(solvers);
    if (isVariadic(attributes) && args.size() != 2) {
      throw new IllegalArgumentException(name + ": " + attributes + " needs exactly 2 argument sorts, got "
          + args.size());
    }
    if (minArgs < 0) {
      throw new IllegalArgumentException(name + ": negative :min-args " + minArgs);
    }
    if (args.stream().filter(SortLists::isList).count() > 1) {
      throw new IllegalArgumentException(name + ": more than one list parameter among the arguments");
    }
  }

  /** True when {@code n} operator indices fit. */
  public boolean indexCountFits(int n) {
    return indexList ? n >= indexCount : n == indexCount;
  }

  /** True when a list parameter among the arguments takes a run of them ({@code (tuple A*)}). */
  public boolean hasArgumentList() {
    return args.stream().anyMatch(SortLists::isList);
  }

  /** The pattern of argument {@code pos} of an application with {@code arity} arguments. */
  public SortPattern argPattern(int pos, int arity) {
    if (isVariadic()) {
      if (attributes.contains(OpAttribute.RIGHT_ASSOC)) {
        return args.get(pos == arity - 1 ? 1 : 0);
      }
      return args.get(pos == 0 ? 0 : 1);
    }
    int at = SortLists.listPosition(args.toArray(new SortPattern[0]));
    if (at < 0 || pos < at) {
      return args.get(pos);
    }
    int surplus = arity - args.size();
    return pos <= at + surplus ? args.get(at) : args.get(pos - surplus);
  }

  private static boolean isVariadic(Set<OpAttribute> attributes) {
    return !attributes.isEmpty();
  }

  public boolean isVariadic() {
    return isVariadic(attributes);
  }

  /** True when no sort parameter or index variable occurs: the argument sorts are fixed. */
  public boolean isMonomorphic() {
    return sortSlots == 0 && indexSlots == 0;
  }

  /** The fixed argument sorts of a monomorphic signature. */
  public Sort fixedArg(int i) {
    return ((SortPattern.Fixed) args.get(i)).sort();
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("(").append(name);
    for (SortPattern arg : args) {
      out.append(' ').append(arg);
    }
    out.append(' ').append(result);
    for (OpAttribute attribute : attributes) {
      out.append(' ').append(attribute.keyword());
    }
    return out.append(')').toString();
  }
}
