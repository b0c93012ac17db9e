package io.smtfuzz.mutator;

import io.smtfuzz.core.script.Command;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.smtlib.ByteBuf;
import io.smtfuzz.core.smtlib.ScriptPrinter;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Prints scripts whose commands are mostly shared with earlier ones: a mutant differs from its base
 * in one assertion, so only that command is printed; the others are copied from a cache.
 */
final class CommandBytes {
  // Small: a campaign keeps one stream per seed open, thousands at once.
  private static final int LIMIT = 128;
  private final Map<Command, byte[]> cache = new IdentityHashMap<>();
  private final ByteBuf one = new ByteBuf(1 << 12);
  private final ScriptPrinter printer = new ScriptPrinter(one);

  void print(Script script, ByteBuf out) {
    if (cache.size() > LIMIT) {
      cache.clear();
    }
    for (Command c : script.commands()) {
      byte[] bytes = cache.get(c);
      if (bytes == null) {
        one.clear();
        printer.print(c);
        one.append('\n');
        bytes = one.toByteArray();
        cache.put(c, bytes);
      }
      out.append(bytes);
    }
  }
}
