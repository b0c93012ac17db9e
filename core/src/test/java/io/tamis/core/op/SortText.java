package io.tamis.core.op;

import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.script.Command;
import io.tamis.core.sort.Sort;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Test helper: sorts from SMT-LIB text, read by the real reader. */
final class SortText {
  private SortText() {}

  static Sort[] parseAll(String text) {
    StringBuilder script = new StringBuilder();
    String[] parts = split(text.strip());
    for (int i = 0; i < parts.length; i++) {
      script.append("(declare-const v").append(i).append(' ').append(parts[i]).append(")\n");
    }
    List<Command> commands = new ScriptReader().read("sorts", script.toString().getBytes(StandardCharsets.UTF_8))
        .commands();
    return commands.stream().map(c -> ((Command.DeclareFun) c).symbol().result()).toArray(Sort[]::new);
  }

  /** Splits at top-level spaces. */
  private static String[] split(String text) {
    java.util.List<String> out = new java.util.ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i <= text.length(); i++) {
      char c = i < text.length() ? text.charAt(i) : ' ';
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (c == ' ' && depth == 0) {
        if (i > start) {
          out.add(text.substring(start, i));
        }
        start = i + 1;
      }
    }
    return out.toArray(new String[0]);
  }
}
