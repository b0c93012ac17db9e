package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.util.List;

/** Matches argument sorts against the signatures of one operator and computes the result sort. */
final class SignatureMatcher {
  private SignatureMatcher() {}

  static Typing resolve(TheoryOp op, long[] indices, Sort[] args, Sort asSort, boolean promote) {
    return resolve(op, op.signatures(), indices, args, asSort, promote);
  }

  /** As {@link #resolve}, with the signatures of theory {@code preferred} tried first. */
  static Typing resolve(TheoryOp op, long[] indices, Sort[] args, Sort asSort, boolean promote, String preferred) {
    List<Signature> first = new java.util.ArrayList<>(op.signatures().size());
    op.signatures().stream().filter(s -> s.theory().equals(preferred)).forEach(first::add);
    if (first.isEmpty()) {
      return resolve(op, indices, args, asSort, promote);
    }
    op.signatures().stream().filter(s -> !s.theory().equals(preferred)).forEach(first::add);
    return resolve(op, first, indices, args, asSort, promote);
  }

  private static Typing resolve(TheoryOp op, List<Signature> signatures, long[] indices, Sort[] args, Sort asSort,
      boolean promote) {
    Signature nearest = null;
    for (Signature sig : signatures) {
      if (!sig.indexCountFits(indices.length)) {
        continue;
      }
      if (arityFits(sig, args.length)) {
        Sort result = match(sig, indices, args, asSort, promote);
        if (result != null) {
          return Typing.of(result);
        }
        nearest = nearest == null ? sig : nearest;
      }
    }
    return Typing.error(describe(op, indices, args, asSort, nearest));
  }

  /** The distinct result sorts of every signature that fits, in table order. */
  static List<Sort> results(TheoryOp op, long[] indices, Sort[] args, boolean promote) {
    List<Sort> out = new java.util.ArrayList<>(1);
    for (Signature sig : op.signatures()) {
      if (sig.indexCountFits(indices.length) && arityFits(sig, args.length)) {
        Sort result = match(sig, indices, args, null, promote);
        if (result != null && !out.contains(result)) {
          out.add(result);
        }
      }
    }
    return out;
  }

  /** See {@link SignatureTable#expectedSorts}: one binding for all known arguments, in order. */
  static List<Sort[]> expected(TheoryOp op, long[] indices, Sort[] args, boolean promote) {
    List<Sort[]> candidates = new java.util.ArrayList<>();
    for (Signature sig : op.signatures()) {
      if (!sig.indexCountFits(indices.length) || !arityFits(sig, args.length)) {
        continue;
      }
      Bindings env = new Bindings(sig.sortSlots(), sig.indexSlots(), promote);
      bindOpIndices(sig, indices, env);
      boolean fits = true;
      for (int i = 0; i < args.length && fits; i++) {
        fits = args[i] == null || sig.argPattern(i, args.length).match(args[i], env);
      }
      Sort[] out = args.clone();
      for (int i = 0; i < args.length && fits; i++) {
        out[i] = args[i] != null ? args[i] : sig.argPattern(i, args.length).instantiate(env);
        fits = out[i] != null;
      }
      if (fits) {
        candidates.add(out);
      }
    }
    return candidates;
  }

  static Sort placeholder(TheoryOp op) {
    for (Signature sig : op.signatures()) {
      if (sig.args().isEmpty() && sig.indexCount() == 0 && sig.sortSlots() > 0) {
        Bindings env = new Bindings(sig.sortSlots(), sig.indexSlots(), false);
        for (int slot = 0; slot < sig.sortSlots(); slot++) {
          env.bindSort(slot, Sort.BOOL);
        }
        return sig.result().instantiate(env);
      }
    }
    return null;
  }

  static boolean arityFits(Signature sig, int n) {
    if (sig.isVariadic()) {
      return n >= Math.min(2, sig.minArgs());
    }
    return sig.hasArgumentList() ? n >= sig.args().size() - 1 : n == sig.args().size();
  }

  private static Sort match(Signature sig, long[] indices, Sort[] args, Sort asSort, boolean promote) {
    if (asSort == null && uniform(sig)) {
      return matchMonomorphic(sig, args, promote);
    }
    Bindings env = new Bindings(sig.sortSlots(), sig.indexSlots(), promote);
    Sort result;
    if (!sig.isVariadic()) {
      result = matchFixed(sig, indices, args, asSort, env);
    } else if (sig.attributes().contains(OpAttribute.LEFT_ASSOC)) {
      result = foldLeft(sig, indices, args, env);
    } else if (sig.attributes().contains(OpAttribute.RIGHT_ASSOC)) {
      result = foldRight(sig, indices, args, env);
    } else {
      result = chain(sig, indices, args, env);
    }
    return result == null || (asSort != null && !fitsAs(result, asSort, promote)) ? null : result;
  }

  /** Fixed sorts only (and, +, <, str.len, ...): no bindings to allocate. */
  private static Sort matchMonomorphic(Signature sig, Sort[] args, boolean promote) {
    for (int i = 0; i < args.length; i++) {
      if (!fits(args[i], sig.fixedArg(sig.isVariadic() ? 0 : i), promote)) {
        return null;
      }
    }
    return ((SortPattern.Fixed) sig.result()).sort();
  }

  /** Monomorphic and, if variadic, every argument of one sort (and its fold stays in that sort). */
  private static boolean uniform(Signature sig) {
    if (!sig.isMonomorphic()) {
      return false;
    }
    if (!sig.isVariadic()) {
      return true;
    }
    Sort first = sig.fixedArg(0);
    boolean chain = sig.attributes().contains(OpAttribute.CHAINABLE)
        || sig.attributes().contains(OpAttribute.PAIRWISE);
    return first == sig.fixedArg(1) && (chain || ((SortPattern.Fixed) sig.result()).sort() == first);
  }

  private static boolean fits(Sort actual, Sort expected, boolean promote) {
    return actual == expected || (promote && expected == Sort.REAL && actual == Sort.INT);
  }

  private static boolean fitsAs(Sort result, Sort asSort, boolean promote) {
    return result == asSort || (promote && result == Sort.INT && asSort == Sort.REAL);
  }

  private static Sort matchFixed(Signature sig, long[] indices, Sort[] args, Sort asSort, Bindings env) {
    bindOpIndices(sig, indices, env);
    if (asSort != null && !sig.result().match(asSort, env)) {
      return null;
    }
    if (sig.hasArgumentList()) {
      return SortLists.match(sig.args().toArray(new SortPattern[0]), List.of(args), env) ? finish(sig, env) : null;
    }
    for (int i = 0; i < args.length; i++) {
      if (!sig.args().get(i).match(args[i], env)) {
        return null;
      }
    }
    return finish(sig, env);
  }

  private static Sort finish(Signature sig, Bindings env) {
    for (Condition condition : sig.conditions()) {
      if (!condition.holds(env)) {
        return null;
      }
    }
    return sig.result().instantiate(env);
  }

  private static Sort shortForm(Signature sig, long[] indices, Sort[] args, Bindings env) {
    bindOpIndices(sig, indices, env);
    if (args.length == 1 && !sig.args().get(0).match(args[0], env)) {
      return null;
    }
    return finish(sig, env);
  }

  private static Sort foldLeft(Signature sig, long[] indices, Sort[] args, Bindings env) {
    if (args.length < 2) {
      return shortForm(sig, indices, args, env);
    }
    Sort acc = args[0];
    for (int i = 1; i < args.length && acc != null; i++) {
      acc = step(sig, indices, acc, args[i], env);
    }
    return acc;
  }

  private static Sort foldRight(Signature sig, long[] indices, Sort[] args, Bindings env) {
    if (args.length < 2) {
      return shortForm(sig, indices, args, env);
    }
    Sort acc = args[args.length - 1];
    for (int i = args.length - 2; i >= 0 && acc != null; i--) {
      acc = step(sig, indices, args[i], acc, env);
    }
    return acc;
  }

  private static Sort chain(Signature sig, long[] indices, Sort[] args, Bindings env) {
    if (args.length < 2) {
      return shortForm(sig, indices, args, env);
    }
    bindOpIndices(sig, indices, env);
    // One binding for the whole chain: every argument of = or distinct has the same sort.
    for (int i = 0; i + 1 < args.length; i++) {
      if (!sig.args().get(0).match(args[i], env) || !sig.args().get(1).match(args[i + 1], env)) {
        return null;
      }
    }
    return finish(sig, env);
  }

  private static Sort step(Signature sig, long[] indices, Sort left, Sort right, Bindings env) {
    env.clear();
    bindOpIndices(sig, indices, env);
    if (!sig.args().get(0).match(left, env) || !sig.args().get(1).match(right, env)) {
      return null;
    }
    return finish(sig, env);
  }

  /** The operator's own indices bind its first index variables; any further ones its index list. */
  static void bindOpIndices(Signature sig, long[] indices, Bindings env) {
    for (int i = 0; i < sig.indexCount(); i++) {
      env.bindIndex(i, indices[i]);
    }
    if (sig.indexList()) {
      env.bindIndexList(java.util.Arrays.copyOfRange(indices, sig.indexCount(), indices.length));
    }
  }

  private static String describe(TheoryOp op, long[] indices, Sort[] args, Sort asSort, Signature near) {
    StringBuilder out = new StringBuilder();
    if (near == null) {
      out.append("wrong number of arguments for '").append(op.name()).append("': got ").append(args.length);
      out.append(indices.length > 0 ? " with " + indices.length + " indices" : "");
    } else {
      out.append("ill-sorted application of '").append(op.name()).append("' to (");
      for (int i = 0; i < args.length; i++) {
        out.append(i > 0 ? " " : "").append(args[i]);
      }
      out.append(')').append(asSort != null ? " as " + asSort : "");
    }
    out.append("; expected");
    int shown = 0;
    for (Signature sig : op.signatures()) {
      if (shown++ < 4) {
        out.append(shown > 1 ? " or " : " ").append(sig);
      }
    }
    return out.toString();
  }
}
