package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.ScriptCommands.Command;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptCommandsTest {
  private static final String SCRIPT = "; (assert a comment)\n(set-logic QF_S)(declare-fun s () String)\n"
      + "(assert (= s \"(check-sat)\")) stray\n(assert\n (= |a ) b| s));(push 1)\n(check-sat)";

  @Test
  void commandsSkipStringsQuotedSymbolsCommentsAndStrayAtoms() {
    byte[] s = bytes(SCRIPT);
    List<Command> commands = ScriptCommands.of(s);
    assertEquals(List.of("set-logic", "declare-fun", "assert", "assert", "check-sat"),
        commands.stream().map(Command::head).toList());
    Command second = commands.get(3);
    assertEquals("(assert\n (= |a ) b| s))", new String(s, second.start(), second.end() - second.start(),
        StandardCharsets.ISO_8859_1));
  }

  @Test
  void theCommandAtAnOffset() {
    byte[] s = bytes(SCRIPT);
    assertNull(ScriptCommands.headAt(s, 3));
    assertEquals("set-logic", ScriptCommands.headAt(s, SCRIPT.indexOf("QF_S")));
    assertEquals("assert", ScriptCommands.headAt(s, SCRIPT.indexOf("\"(check-sat)\"") + 2));
    assertEquals("check-sat", ScriptCommands.headAt(s, s.length + 10));
  }

  @Test
  void incrementalScripts() {
    assertFalse(ScriptCommands.incremental(bytes(SCRIPT)), "push in a comment, check-sat in a string");
    assertTrue(ScriptCommands.incremental(bytes("(push 1)(check-sat)")));
    assertTrue(ScriptCommands.incremental(bytes("(assert true)(pop 1)")));
    assertTrue(ScriptCommands.incremental(bytes("(check-sat)(check-sat-assuming (p))")));
    assertFalse(ScriptCommands.incremental(bytes("(check-sat)(get-model)")));
    assertFalse(ScriptCommands.incremental(bytes("(pushed 1)(check-sat)(popcorn)(check-sats)")), "heads are whole");
    assertTrue(ScriptCommands.incremental(bytes("( check-sat )\n( pop\n1)")));
  }

  @Test
  void whereTheFirstExitStarts() {
    String head = "; (exit)\n(echo \"(exit)\")(exiting)";
    assertEquals(head.length(), ScriptCommands.beforeExit(bytes(head + "( exit )(check-sat)(exit)")));
    assertEquals(head.length(), ScriptCommands.beforeExit(bytes(head)), "no exit: the whole script");
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }
}
