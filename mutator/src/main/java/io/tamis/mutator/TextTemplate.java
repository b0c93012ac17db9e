package io.tamis.mutator;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A script's text with placeholder symbols cut out: printed once, then filled by concatenation, so
 * a test that differs only in what stands at the placeholders costs a copy of the text rather than a
 * rewrite and a print of the script (valfuzz's new values, fusion's inversion terms).
 */
public final class TextTemplate {
  private final String[] parts;
  private final String[] names;

  private TextTemplate(String[] parts, String[] names) {
    this.parts = parts;
    this.names = names;
  }

  /**
   * @param text a printed script
   * @param prefix what every placeholder's name, and no other symbol, starts with
   * @param placeholders the names to cut out (symbols outside string literals and quoted symbols)
   */
  public static TextTemplate of(String text, String prefix, Set<String> placeholders) {
    List<String> parts = new ArrayList<>();
    List<String> names = new ArrayList<>();
    int from = 0;
    boolean quoted = false;
    boolean string = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' && !quoted) {
        string = !string;
      } else if (c == '|' && !string) {
        quoted = !quoted;
      } else if (!string && !quoted && delimiter(text, i - 1) && text.startsWith(prefix, i)) {
        int end = i + prefix.length();
        while (!delimiter(text, end)) {
          end++;
        }
        String name = text.substring(i, end);
        if (placeholders.contains(name)) {
          parts.add(text.substring(from, i));
          names.add(name);
          from = end;
          i = end - 1;
        }
      }
    }
    parts.add(text.substring(from));
    return new TextTemplate(parts.toArray(String[]::new), names.toArray(String[]::new));
  }

  private static boolean delimiter(String text, int i) {
    if (i < 0 || i >= text.length()) {
      return true;
    }
    char c = text.charAt(i);
    return c == ' ' || c == '(' || c == ')' || c == '\n' || c == '\t' || c == '\r';
  }

  /** The text with each placeholder replaced by {@code fill} of its name. */
  public String fill(Function<String, String> fill) {
    StringBuilder out = new StringBuilder(parts[0].length() * (names.length + 1));
    for (int i = 0; i < names.length; i++) {
      out.append(parts[i]).append(fill.apply(names[i]));
    }
    return out.append(parts[names.length]).toString();
  }
}
