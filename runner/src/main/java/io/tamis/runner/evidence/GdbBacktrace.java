package io.tamis.runner.evidence;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads gdb's {@code bt}: {@code #1  0x000055d0 in smt::context::f (this=0x0, n=3) at ../src/smt/x.cpp:12},
 * the innermost frame without its address, and {@code ... in ?? () from /lib/libc.so.6} for a library
 * without symbols.
 */
final class GdbBacktrace {
  private static final Pattern SIGNAL = Pattern.compile("^Program received signal (\\w+)", Pattern.MULTILINE);
  private static final Pattern FRAME = Pattern.compile("^#\\d+\\s+(?:0x[0-9a-fA-F]+ in )?(.+)$");
  private static final Pattern AT = Pattern.compile(" at (\\S+):(\\d+)$");
  private static final Pattern FROM = Pattern.compile(" from (\\S+)$");

  private GdbBacktrace() {}

  /** The stack of the signal gdb stopped at, or null when the program did not stop at one. */
  static Stack read(String output) {
    Matcher signal = SIGNAL.matcher(output);
    if (!signal.find()) {
      return null;
    }
    List<Frame> frames = new ArrayList<>();
    for (String line : output.substring(signal.end()).lines().toList()) {
      Matcher m = FRAME.matcher(line.strip());
      Frame f = m.matches() ? frame(m.group(1)) : null;
      if (f != null) {
        frames.add(f);
      }
    }
    List<Frame> own = OwnFrames.of(frames);
    return own.isEmpty() ? null : new Stack(Stack.GDB, signal.group(1), own);
  }

  /** A frame from {@code name (args) at file:line} or {@code name (args) from lib}; null for {@code ??}. */
  private static Frame frame(String text) {
    String function = text.substring(0, FunctionNames.endBeforeArguments(text));
    if (function.equals("??")) {
      return null;
    }
    Matcher at = AT.matcher(text);
    if (at.find()) {
      return new Frame(function, at.group(1), Integer.parseInt(at.group(2)));
    }
    Matcher from = FROM.matcher(text);
    return new Frame(function, from.find() ? from.group(1) : null, 0);
  }
}
