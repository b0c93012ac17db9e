package io.tamis.mutator.session;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How each assertion of a session is made: its level, and whether it is guarded by a fresh Boolean
 * ({@code (=> |s!a2| A)}, assumptions kind), named ({@code (! A :named |s!n2|)}, cores kind) or stated
 * through a definition made between queries ({@code (define-fun |s!d2| () Bool A)}).
 */
final class Forms {
  private final int depth;
  private final int[] level;
  private final boolean[] guarded;
  private final boolean[] named;
  private final boolean[] defined;
  private final int[] guard;
  private final int guards;

  private Forms(int depth, int[] level, boolean[] guarded, boolean[] named, boolean[] defined) {
    this.depth = depth;
    this.level = level;
    this.guarded = guarded;
    this.named = named;
    this.defined = defined;
    this.guard = new int[level.length];
    int g = 0;
    for (int i = 0; i < level.length; i++) {
      guard[i] = guarded[i] ? g++ : -1;
    }
    this.guards = g;
  }

  /** {@code n} assertions over levels 0 to {@code depth}; in the cores kind, the first is named. */
  static Forms draw(int n, int depth, boolean assumptions, SplittableRandom r) {
    int[] level = new int[n];
    boolean[] guarded = new boolean[n];
    boolean[] named = new boolean[n];
    boolean[] defined = new boolean[n];
    for (int i = 0; i < n; i++) {
      level[i] = r.nextInt(depth + 1);
      guarded[i] = assumptions && r.nextBoolean();
      named[i] = !assumptions && (i == 0 || r.nextInt(3) > 0);
      defined[i] = level[i] > 0 && r.nextInt(4) == 0;
    }
    return new Forms(depth, level, guarded, named, defined);
  }

  int depth() {
    return depth;
  }

  int size() {
    return level.length;
  }

  int level(int i) {
    return level[i];
  }

  boolean guarded(int i) {
    return guarded[i];
  }

  /** How many guards the session declares: one per guarded assertion, then one per level for contradictions. */
  int guards() {
    return guards + depth + 1;
  }

  static String guard(int k) {
    return "|s!a" + k + "|";
  }

  String guardOf(int i) {
    return guard(guard[i]);
  }

  /** The guard that contradicts an assertion at {@code level}: declared after the assertions' guards. */
  String contradiction(int level) {
    return guard(guards + level);
  }

  /** A random assertion asserted without a guard at {@code level} or below, or -1 when there is none. */
  int plainBelow(int at, SplittableRandom r) {
    List<Integer> plain = new ArrayList<>();
    for (int i = 0; i < level.length; i++) {
      if (level[i] <= at && !guarded[i]) {
        plain.add(i);
      }
    }
    return plain.isEmpty() ? -1 : plain.get(r.nextInt(plain.size()));
  }

  /** Whether a named assertion is in scope at {@code at}. */
  boolean namedBelow(int at) {
    for (int i = 0; i < level.length; i++) {
      if (level[i] <= at && named[i]) {
        return true;
      }
    }
    return false;
  }

  /** The commands that state assertion {@code i} with term {@code a}. */
  List<String> assertion(int i, String a) {
    List<String> commands = new ArrayList<>();
    String term = a;
    if (defined[i]) {
      commands.add("(define-fun |s!d" + i + "| () Bool " + a + ")");
      term = "|s!d" + i + "|";
    }
    term = named[i] ? "(! " + term + " :named |s!n" + i + "|)" : term;
    term = guarded[i] ? "(=> " + guardOf(i) + " " + term + ")" : term;
    commands.add("(assert " + term + ")");
    return commands;
  }
}
