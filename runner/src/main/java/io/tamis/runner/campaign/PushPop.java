package io.tamis.runner.campaign;

import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.eval.ScriptCommands.Command;
import io.tamis.core.gen.TestCase;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Sends a share of the tests in incremental form (HistFuzz's optional push/pop): a random part of
 * the assertions is checked inside {@code (push 1)}/{@code (pop 1)} before the whole script is. The
 * solvers then run the engines they use after a push (z3 leaves its tactics for the incremental
 * core, cvc5 needs {@code --incremental}) and must undo the first query's state. Both answers are
 * compared across solvers. Only scripts with one {@code check-sat}, no scopes and two or more
 * assertions are rewritten; {@code :status} annotations are dropped (they speak of the last query).
 */
public record PushPop(double share) {
  public static final PushPop NONE = new PushPop(0);
  private static final byte[] PUSH = "(push 1)\n".getBytes(StandardCharsets.ISO_8859_1);
  private static final byte[] CHECK_POP = "(check-sat)\n(pop 1)\n".getBytes(StandardCharsets.ISO_8859_1);

  public PushPop {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("the share of tests sent with push/pop must be in [0, 1], got " + share);
    }
  }

  /** The test as sent: in incremental form when its seed draws it and its script allows it. */
  public TestCase apply(TestCase test) {
    if (share == 0) {
      return test;
    }
    SplittableRandom r = new SplittableRandom(test.testSeed() ^ 0x5DEECE66DL);
    if (r.nextDouble() >= share) {
      return test;
    }
    byte[] text = rewrite(test.text(), r);
    return text == null ? test : new TestCase(text, null, test.generator(), test.seedName(), test.seedSha256(),
        test.campaignSeed(), test.iteration(), test.testSeed());
  }

  /** The incremental form, or null when the script does not have the shape it needs. */
  static byte[] rewrite(byte[] s, SplittableRandom r) {
    List<Command> commands = ScriptCommands.of(s);
    int check = -1;
    int asserts = 0;
    for (int k = 0; k < commands.size(); k++) {
      String head = commands.get(k).head();
      if (head.equals("push") || head.equals("pop") || head.startsWith("check-sat") && check >= 0
          || head.equals("check-sat-assuming") || head.startsWith("reset")) {
        return null;
      }
      check = head.equals("check-sat") ? k : check;
      asserts += head.equals("assert") && check < 0 ? 1 : 0;
    }
    if (check < 0 || asserts < 2) {
      return null;
    }
    List<Command> before = commands.subList(0, check);
    ByteArrayOutputStream out = new ByteArrayOutputStream(s.length * 2);
    for (Command c : before) {
      copy(out, s, c, !c.head().equals("assert") && !status(s, c));
    }
    out.writeBytes(PUSH);
    boolean[] first = part(asserts, r);
    int k = 0;
    for (Command c : before) {
      copy(out, s, c, c.head().equals("assert") && first[k++]);
    }
    out.writeBytes(CHECK_POP);
    for (Command c : before) {
      copy(out, s, c, c.head().equals("assert"));
    }
    for (Command c : commands.subList(check, commands.size())) {
      copy(out, s, c, !status(s, c));
    }
    return out.toByteArray();
  }

  /** A random part of {@code n} assertions: neither none nor all. */
  private static boolean[] part(int n, SplittableRandom r) {
    boolean[] in = new boolean[n];
    int taken = 0;
    for (int k = 0; k < n; k++) {
      in[k] = r.nextBoolean();
      taken += in[k] ? 1 : 0;
    }
    if (taken == 0 || taken == n) {
      int k = r.nextInt(n);
      in[k] = !in[k];
    }
    return in;
  }

  private static void copy(ByteArrayOutputStream out, byte[] s, Command c, boolean keep) {
    if (keep) {
      out.write(s, c.start(), c.end() - c.start());
      out.write('\n');
    }
  }

  private static boolean status(byte[] s, Command c) {
    return c.head().equals("set-info")
        && new String(s, c.start(), c.end() - c.start(), StandardCharsets.ISO_8859_1).contains(":status");
  }
}
