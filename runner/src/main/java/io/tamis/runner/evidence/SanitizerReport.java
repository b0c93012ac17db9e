package io.tamis.runner.evidence;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the report of AddressSanitizer or UndefinedBehaviorSanitizer from a solver's standard error:
 * {@code ==PID==ERROR: AddressSanitizer: heap-use-after-free on address ...} and the first stack under it
 * (the access; the stacks of the free and the allocation follow), or UBSan's
 * {@code file:line:col: runtime error: ...} with the stack UBSan prints when asked to.
 */
final class SanitizerReport {
  private static final Pattern ERROR = Pattern.compile(
      "^==\\d+==ERROR: (\\w+)Sanitizer: (.+?)(?: on (?:unknown )?address| \\(|$)", Pattern.MULTILINE);
  private static final Pattern RUNTIME_ERROR = Pattern.compile(
      "^(\\S+?):(\\d+):(?:\\d+:)? runtime error: ([^:\\n]+)", Pattern.MULTILINE);
  /** {@code #0 0x55d0 in func file:line:col}, {@code #3 0x7f2c (/lib/libc.so.6+0x271ca)}. */
  private static final Pattern FRAME = Pattern.compile(
      "^\\s*#\\d+ 0x[0-9a-fA-F]+ +(?:in (.+) )?(\\S+)$");
  /** Newer runtimes name the library's build after a frame in it. */
  private static final Pattern BUILD_ID = Pattern.compile(" \\(BuildId: \\w+\\)");
  /** Lines between a report's first line and its stack: "READ of size 4 ...", SEGV's hints. */
  private static final int PREAMBLE_LINES = 4;
  private static final Pattern FILE_LINE = Pattern.compile("(.+?):(\\d+)(?::\\d+)?");

  private SanitizerReport() {}

  /** The stack of an {@code ERROR:} report, or null when there is none with a frame of the solver's. */
  static Stack error(String text) {
    Matcher m = ERROR.matcher(text);
    if (m.find()) {
      String source = m.group(1).equals("UndefinedBehavior") ? Stack.UBSAN : Stack.ASAN;
      List<Frame> frames = OwnFrames.of(frames(text, m.end()));
      return frames.isEmpty() ? null : new Stack(source, m.group(2).strip(), frames);
    }
    return null;
  }

  /** UBSan's report: its stack when it printed one, else the place it names. */
  static Stack runtimeError(String text) {
    Matcher m = RUNTIME_ERROR.matcher(text);
    if (!m.find()) {
      return null;
    }
    List<Frame> frames = OwnFrames.of(frames(text, m.end()));
    Frame place = new Frame(null, m.group(1), Integer.parseInt(m.group(2)));
    return new Stack(Stack.UBSAN, m.group(3).strip(), frames.isEmpty() ? List.of(place) : frames);
  }

  /** The first run of frame lines in the few lines after {@code from}; unsymbolized frames are left out. */
  static List<Frame> frames(String text, int from) {
    List<Frame> frames = new ArrayList<>();
    List<String> lines = text.substring(from).lines().skip(1).toList();
    int i = 0;
    while (i < lines.size() && i <= PREAMBLE_LINES && !FRAME.matcher(stripped(lines.get(i))).matches()) {
      i++;
    }
    for (; i < lines.size(); i++) {
      Matcher m = FRAME.matcher(stripped(lines.get(i)));
      if (!m.matches()) {
        break;
      }
      Frame f = frame(m.group(1), m.group(2));
      if (f.function() != null || f.line() > 0) {
        frames.add(f);
      }
    }
    return frames;
  }

  private static String stripped(String line) {
    return BUILD_ID.matcher(line.strip()).replaceFirst("");
  }

  /** A frame from its function (or null) and its place: {@code file:line[:col]} or {@code (module+0xoffset)}. */
  private static Frame frame(String function, String place) {
    if (place.startsWith("(")) {
      int plus = place.lastIndexOf('+');
      return new Frame(function, place.substring(1, plus < 0 ? place.length() - 1 : plus), 0);
    }
    Matcher m = FILE_LINE.matcher(place);
    return m.matches() ? new Frame(function, m.group(1), Integer.parseInt(m.group(2)))
        : new Frame(function, place, 0);
  }
}
