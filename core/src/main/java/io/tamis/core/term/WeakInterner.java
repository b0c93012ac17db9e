package io.tamis.core.term;

import it.unimi.dsi.fastutil.ints.Int2ObjectOpenHashMap;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/**
 * An interning table that holds its terms weakly: a term nobody references any more is dropped by
 * the garbage collector and its entry purged. The alternative to replacing the factory per seed;
 * bench/README.md compares the two.
 */
final class WeakInterner {
  private final ReferenceQueue<Term> queue = new ReferenceQueue<>();
  private final Int2ObjectOpenHashMap<Entry> buckets = new Int2ObjectOpenHashMap<>();
  private int size;

  private static final class Entry extends WeakReference<Term> {
    final int hash;
    Entry next;

    Entry(Term term, ReferenceQueue<Term> queue, Entry next) {
      super(term, queue);
      this.hash = term.hashCode();
      this.next = next;
    }
  }

  int size() {
    purge();
    return size;
  }

  Term addOrGet(Term candidate) {
    purge();
    int hash = candidate.hashCode();
    Entry first = buckets.get(hash);
    for (Entry e = first; e != null; e = e.next) {
      Term t = e.get();
      if (t != null && t.sameShape(candidate)) {
        return t;
      }
    }
    buckets.put(hash, new Entry(candidate, queue, first));
    size++;
    return candidate;
  }

  private void purge() {
    for (Object ref = queue.poll(); ref != null; ref = queue.poll()) {
      Entry dead = (Entry) ref;
      Entry head = buckets.get(dead.hash);
      if (head == dead) {
        if (dead.next == null) {
          buckets.remove(dead.hash);
        } else {
          buckets.put(dead.hash, dead.next);
        }
        size--;
        continue;
      }
      for (Entry e = head; e != null && e.next != null; e = e.next) {
        if (e.next == dead) {
          e.next = dead.next;
          size--;
          break;
        }
      }
    }
  }
}
