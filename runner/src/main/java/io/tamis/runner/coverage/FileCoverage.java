package io.tamis.runner.coverage;

import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;

/**
 * What one tracefile says of one source file: its instrumented lines and functions, and those that ran. A file
 * listed several times (a header compiled into many objects) is the union of its records, as lcov merges them.
 */
public final class FileCoverage {
  private final BitSet lines = new BitSet();
  private final BitSet hitLines = new BitSet();
  private final Set<String> functions = new HashSet<>();
  private final Set<String> hitFunctions = new HashSet<>();

  void line(int number, long count) {
    lines.set(number);
    if (count > 0) {
      hitLines.set(number);
    }
  }

  void function(String name) {
    functions.add(name);
  }

  void functionHit(String name, long count) {
    functions.add(name);
    if (count > 0) {
      hitFunctions.add(name);
    }
  }

  /** The lines that ran at least once (a copy). */
  public BitSet hitLines() {
    return (BitSet) hitLines.clone();
  }

  public Figures figures() {
    return new Figures(hitLines.cardinality(), lines.cardinality(), hitFunctions.size(), functions.size());
  }
}
