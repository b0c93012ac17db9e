package io.tamis.core.eval;

import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.List;

/**
 * A datatype value: a constructor applied to field values. The hash is fixed at construction and
 * {@code equals} and {@code toString} use an explicit stack, so deep values (long lists) are safe.
 */
public final class DatatypeValue implements Value {
  private final Sort sort;
  private final String constructor;
  private final Value[] fields;
  private final int hash;

  public DatatypeValue(Sort sort, String constructor, List<Value> fields) {
    this(sort, constructor, fields.toArray(new Value[0]));
  }

  DatatypeValue(Sort sort, String constructor, Value[] fields) {
    this.sort = sort;
    this.constructor = constructor;
    this.fields = fields;
    int h = sort.hashCode() * 31 + constructor.hashCode();
    for (Value f : fields) {
      h = h * 31 + f.hashCode();
    }
    this.hash = h;
  }

  public Sort sort() {
    return sort;
  }

  public String constructor() {
    return constructor;
  }

  public int fieldCount() {
    return fields.length;
  }

  public Value field(int i) {
    return fields[i];
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof DatatypeValue other)) {
      return false;
    }
    List<DatatypeValue> pending = new ArrayList<>(List.of(this, other));
    while (!pending.isEmpty()) {
      DatatypeValue b = pending.remove(pending.size() - 1);
      DatatypeValue a = pending.remove(pending.size() - 1);
      if (a != b && !sameFields(a, b, pending)) {
        return false;
      }
    }
    return true;
  }

  /** Compares the heads and non-datatype fields; queues pairs of datatype fields. */
  private static boolean sameFields(DatatypeValue a, DatatypeValue b, List<DatatypeValue> pending) {
    if (a.hash != b.hash || a.sort != b.sort || !a.constructor.equals(b.constructor)) {
      return false;
    }
    for (int i = 0; i < a.fields.length; i++) {
      if (a.fields[i] instanceof DatatypeValue fa && b.fields[i] instanceof DatatypeValue fb) {
        pending.add(fa);
        pending.add(fb);
      } else if (!a.fields[i].equals(b.fields[i])) {
        return false;
      }
    }
    return true;
  }

  /** SMT-LIB text such as {@code (cons 1 nil)}. */
  @Override
  public String toString() {
    return TreeText.print(this, DatatypeValue::parts);
  }

  private static List<?> parts(Object node) {
    if (!(node instanceof DatatypeValue d)) {
      return null;
    }
    if (d.fields.length == 0) {
      return List.of(d.constructor);
    }
    List<Object> out = new ArrayList<>(List.of("(" + d.constructor));
    for (Value f : d.fields) {
      out.add(" ");
      out.add(f);
    }
    out.add(")");
    return out;
  }
}
