package io.tamis.core.eval;

import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Creates and interns {@link Regex} nodes with light simplification (empty language and empty word
 * absorbed, unions and intersections flattened, deduplicated and ordered) and computes Brzozowski
 * derivatives with an explicit stack and a memo. One factory per evaluator; not thread-safe.
 */
final class Regexes {
  private static final int MEMO_LIMIT = 1 << 20;
  private static final Regex[] NONE_CHILDREN = {};

  private final Map<Key, Regex> table = new HashMap<>();
  private final Long2ObjectOpenHashMap<Regex> derivatives = new Long2ObjectOpenHashMap<>();
  private int nextId;
  final Regex none = intern(Regex.Kind.NONE, 0, 0, NONE_CHILDREN);
  final Regex epsilon = intern(Regex.Kind.EPSILON, 0, 0, NONE_CHILDREN);
  final Regex allChar = chars(0, StringValue.MAX_CODE_POINT);
  final Regex all = star(allChar);

  private record Key(Regex.Kind kind, int low, int high, Regex[] children) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.kind == kind && k.low == low && k.high == high
          && Arrays.equals(k.children, children);
    }

    @Override
    public int hashCode() {
      return (kind.ordinal() * 31 + low) * 31 + high + Arrays.hashCode(children) * 17;
    }
  }

  private Regex intern(Regex.Kind kind, int low, int high, Regex[] children) {
    Key key = new Key(kind, low, high, children);
    Regex known = table.get(key);
    if (known == null) {
      known = new Regex(this, nextId++, kind, low, high, children);
      table.put(key, known);
    }
    return known;
  }

  Regex chars(int low, int high) {
    return low > high ? none : intern(Regex.Kind.CHARS, low, high, NONE_CHILDREN);
  }

  /** The language of exactly the word {@code s[from..]}; built right to left, no recursion. */
  Regex word(int[] s) {
    Regex r = epsilon;
    for (int i = s.length - 1; i >= 0; i--) {
      r = concat(chars(s[i], s[i]), r);
    }
    return r;
  }

  Regex concat(Regex a, Regex b) {
    if (a == none || b == none) {
      return none;
    }
    if (a == epsilon) {
      return b;
    }
    return b == epsilon ? a : intern(Regex.Kind.CONCAT, 0, 0, new Regex[] {a, b});
  }

  Regex union(Regex... parts) {
    return combine(Regex.Kind.UNION, parts, none, all);
  }

  Regex inter(Regex... parts) {
    return combine(Regex.Kind.INTER, parts, all, none);
  }

  /** A union or intersection: {@code neutral} parts dropped, {@code absorbing} wins. */
  private Regex combine(Regex.Kind kind, Regex[] parts, Regex neutral, Regex absorbing) {
    Regex[] flat = flatten(kind, parts, neutral);
    for (Regex r : flat) {
      if (r == absorbing) {
        return absorbing;
      }
    }
    return flat.length == 0 ? neutral : flat.length == 1 ? flat[0] : intern(kind, 0, 0, flat);
  }

  /** The parts, with nested nodes of the same kind opened, {@code neutral} dropped, sorted by id. */
  private static Regex[] flatten(Regex.Kind kind, Regex[] parts, Regex neutral) {
    List<Regex> out = new ArrayList<>(parts.length);
    for (Regex p : parts) {
      for (Regex q : p.kind == kind ? p.children : new Regex[] {p}) {
        if (q != neutral && !out.contains(q)) {
          out.add(q);
        }
      }
    }
    out.sort((x, y) -> Integer.compare(x.id, y.id));
    return out.toArray(NONE_CHILDREN);
  }

  Regex star(Regex r) {
    if (r == none || r == epsilon) {
      return epsilon;
    }
    return r.kind == Regex.Kind.STAR ? r : intern(Regex.Kind.STAR, 0, 0, new Regex[] {r});
  }

  Regex comp(Regex r) {
    return r.kind == Regex.Kind.COMP ? r.children[0] : intern(Regex.Kind.COMP, 0, 0, new Regex[] {r});
  }

  /** {@code r} repeated {@code low} to {@code high} times (empty when {@code low > high}). */
  Regex loop(Regex r, int low, int high) {
    if (low > high) {
      return none;
    }
    if (high == 0) {
      return epsilon;
    }
    if (low == 1 && high == 1) {
      return r;
    }
    return r == none ? (low == 0 ? epsilon : none) : intern(Regex.Kind.LOOP, low, high, new Regex[] {r});
  }

  /** The derivative of {@code r} by code point {@code c}: the words w with cw in the language. */
  Regex derivative(Regex r, int c) {
    Regex known = derivatives.get(key(r, c));
    if (known != null) {
      return known;
    }
    if (derivatives.size() > MEMO_LIMIT) {
      derivatives.clear();
    }
    List<Regex> stack = new ArrayList<>();
    stack.add(r);
    while (!stack.isEmpty()) {
      Regex n = stack.get(stack.size() - 1);
      if (derivatives.containsKey(key(n, c)) || pushNeeded(n, c, stack)) {
        stack.remove(stack.size() - 1);
        derivatives.putIfAbsent(key(n, c), derive(n, c));
      }
    }
    return derivatives.get(key(r, c));
  }

  private static long key(Regex r, int c) {
    return ((long) r.id << 18) | c;
  }

  /** Pushes the children whose derivative {@code n} needs and lacks; true when none was missing. */
  private boolean pushNeeded(Regex n, int c, List<Regex> stack) {
    int before = stack.size();
    int count = n.kind == Regex.Kind.CONCAT && !n.children[0].nullable ? 1 : n.children.length;
    for (int i = 0; i < count; i++) {
      if (!derivatives.containsKey(key(n.children[i], c))) {
        stack.add(n.children[i]);
      }
    }
    return stack.size() == before;
  }

  /** One derivative step; the children's derivatives are in the memo. */
  private Regex derive(Regex n, int c) {
    Regex known = derivatives.get(key(n, c));
    if (known != null) {
      return known;
    }
    return switch (n.kind) {
      case NONE, EPSILON -> none;
      case CHARS -> n.low <= c && c <= n.high ? epsilon : none;
      case CONCAT -> union(concat(d(n, 0, c), n.children[1]), n.children[0].nullable ? d(n, 1, c) : none);
      case UNION -> union(derivedChildren(n, c));
      case INTER -> inter(derivedChildren(n, c));
      case STAR -> concat(d(n, 0, c), n);
      case COMP -> comp(d(n, 0, c));
      case LOOP -> concat(d(n, 0, c), loop(n.children[0], Math.max(n.low - 1, 0), n.high - 1));
    };
  }

  private Regex d(Regex n, int child, int c) {
    return derivatives.get(key(n.children[child], c));
  }

  private Regex[] derivedChildren(Regex n, int c) {
    Regex[] out = new Regex[n.children.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = d(n, i, c);
    }
    return out;
  }
}
