package io.tamis.core.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tamis.core.smtlib.ScriptReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptTest {
  private static final String TEXT = "(set-logic QF_LIA)\n(declare-const x Int)\n  (assert (> x 0))\n(assert (< x 9))\n";

  @Test
  void withCommandReplacesOneCommandAndKeepsTheRest() {
    Script s = new ScriptReader().read("t.smt2", TEXT.getBytes(StandardCharsets.UTF_8));
    Command last = s.commands().get(3);
    Script t = s.withCommand(2, last);
    assertEquals(List.of(s.commands().get(0), s.commands().get(1), last, last), t.commands());
    assertNotEquals(s.commands(), t.commands());
    assertEquals(last, s.commands().get(3));
    assertEquals(TEXT.lines().toList().size(), s.commands().size());
    assertEquals("t.smt2:3:3", t.position(2));
    assertSame(s.factory(), t.factory());
  }

  @Test
  void theReplacedListCannotBeChanged() {
    Script s = new ScriptReader().read("t.smt2", TEXT.getBytes(StandardCharsets.UTF_8));
    Script t = s.withCommand(0, s.commands().get(0));
    assertEquals(s.commands(), t.commands());
    assertEquals(s.commands().hashCode(), t.commands().hashCode());
    assertThrows(UnsupportedOperationException.class, () -> t.commands().set(0, s.commands().get(1)));
    assertThrows(NullPointerException.class, () -> s.withCommand(1, null));
  }

  /** A solver reads nothing after (exit): a :status there is no expected answer. */
  @Test
  void theStatusIsReadBeforeTheFirstExitOnly() {
    String query = "(set-logic QF_LIA)\n(check-sat)\n";
    assertEquals("sat", read(query + "(set-info :status sat)\n(exit)\n(set-info :status unsat)\n").status());
    assertNull(read(query + "(exit)\n(set-info :status unsat)\n").status());
  }

  private static Script read(String text) {
    return new ScriptReader().read("t.smt2", text.getBytes(StandardCharsets.UTF_8));
  }
}
