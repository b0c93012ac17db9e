package io.tamis.core.smtlib;

import io.tamis.core.script.Script;
import java.nio.charset.StandardCharsets;

/** Test helper: read a script from text. */
final class Scripts {
  private Scripts() {}

  static Script read(String text) {
    return new ScriptReader().read("test.smt2", text.getBytes(StandardCharsets.ISO_8859_1));
  }

  static String roundTrip(Script script) {
    return RoundTrip.check(script, new ScriptReader(), new ByteBuf());
  }
}
