package io.tamis.core.smtlib;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import java.util.List;

/** Prints a script and reads it back into the same factory: the terms must be the same instances. */
public final class RoundTrip {
  private RoundTrip() {}

  /** Null when the round trip gives the same commands over the same interned terms, else why not. */
  public static String check(Script script, ScriptReader reader, ByteBuf buf) {
    buf.clear();
    new ScriptPrinter(buf).print(script);
    Script again;
    try {
      again = reader.read(script.source() + " (printed)", buf.toByteArray(), script.factory());
    } catch (SmtLibException e) {
      return script.source() + ":1:1: printed script does not read back: " + e.getMessage();
    }
    List<Command> a = script.commands();
    List<Command> b = again.commands();
    for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
      if (i >= a.size() || i >= b.size() || !a.get(i).equals(b.get(i))) {
        int at = Math.min(i, a.size() - 1);
        return script.position(at) + ": round trip changed this " + a.get(at).name() + " command";
      }
    }
    return null;
  }
}
