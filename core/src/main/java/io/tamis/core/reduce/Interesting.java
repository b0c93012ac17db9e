package io.tamis.core.reduce;

/** Whether a candidate script (as SMT-LIB text) still shows what is being reduced. */
@FunctionalInterface
public interface Interesting {
  boolean test(String script) throws InterruptedException;
}
