package io.tamis.runner.cli;

import io.tamis.runner.evidence.Frame;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.findings.report.FindingReport;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;


/**
 * A stack overflow's report says that it is one (the cycle) and how to see it in a shell: cvc5 raises its soft
 * stack limit to the hard one, so without the hard limit of the recorded command it does not crash.
 */
class RecursionNoteTest {
  private static final List<String> LIMITED = List.of("prlimit", "--data=4294967296:",
      "--stack=8388608:1073741824", "--", "cvc5", "--lang", "smt2");

  private static Stack stack(String... names) {
    List<Frame> frames = new ArrayList<>();
    for (int i = 0; frames.size() < Stack.FRAMES; i++) {
      frames.add(new Frame(names[i % names.length], null, 0));
    }
    return new Stack(Stack.GDB, "SIGSEGV", frames);
  }

  @Test
  void aCycleUnderAHardStackLimitSaysHowToSeeTheCrash() {
    String note = FindingReport.recursionNote(stack("normalize"), LIMITED);
    assertTrue(note.contains("The frames repeat one cycle (`normalize`): a recursion without end"), note);
    assertTrue(note.contains("(`ulimit -Ss 8192; ulimit -Hs 1048576`)"), note);
  }

  @Test
  void noNoteWithoutACycleOrWithoutAKnownHardLimit() {
    assertEquals("", FindingReport.recursionNote(stack("store", "relay", "a", "b", "c", "d", "e", "f"), LIMITED));
    assertEquals("", FindingReport.recursionNote(stack("normalize"), List.of("prlimit", "--data=4294967296:", "--",
        "cvc5")), "a command recorded before the stack limit: its hard limit is not known");
    assertEquals("", FindingReport.recursionNote(stack("normalize"), List.of("cvc5")));
  }
}
