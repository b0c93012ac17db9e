package io.tamis.core.reduce;

import io.tamis.core.script.Script;
import java.util.Collections;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.IntFunction;

/**
 * The candidates of a pass's steps {@code from .. count-1} in order, each step's built only when the
 * trials reach it: most are never built, since a taken candidate ends the walk.
 */
final class Steps implements Iterator<Candidate> {
  private final int count;
  private final IntFunction<Iterator<Script>> step;
  private int next;
  private int at = -1;
  private Iterator<Script> current = Collections.emptyIterator();

  Steps(int from, int count, IntFunction<Iterator<Script>> step) {
    this.next = from;
    this.count = count;
    this.step = step;
  }

  @Override
  public boolean hasNext() {
    while (!current.hasNext() && next < count) {
      at = next++;
      current = step.apply(at);
    }
    return current.hasNext();
  }

  @Override
  public Candidate next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    return new Candidate(current.next(), at);
  }
}
