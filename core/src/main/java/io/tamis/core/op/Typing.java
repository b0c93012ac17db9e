package io.tamis.core.op;

import io.tamis.core.sort.Sort;

/** The result sort of an application, or why it has none. */
public record Typing(Sort sort, String error) {
  static Typing of(Sort sort) {
    return new Typing(sort, null);
  }

  static Typing error(String message) {
    return new Typing(null, message);
  }

  public boolean ok() {
    return sort != null;
  }
}
