package io.tamis.mutator.fusion;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The fusion-function table: data in config/fusion/functions.txt. */
final class FusionFunctions {
  static final String RESOURCE = "tamis/config/fusion/functions.txt";
  private static final Pattern ROW = Pattern.compile("^(\\S+)\\s+z = (.+?)\\s+x = (.+?)\\s+y = (.+?)\\s*$");

  private FusionFunctions() {}

  static List<FusionFunction> standard() {
    try (InputStream in = FusionFunctions.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE + " (is config/ packaged?)");
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "config/fusion/functions.txt");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Rows of {@code text}; blank lines and # comments skipped; a bad row is an error with its line. */
  static List<FusionFunction> parse(String text, String source) {
    List<FusionFunction> out = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      Matcher m = ROW.matcher(line);
      if (!m.matches()) {
        throw new IllegalArgumentException(source + ":" + (i + 1) + ":1: expected 'THEORY z = F x = RX y = RY'");
      }
      try {
        out.add(new FusionFunction(m.group(1), m.group(2), m.group(3), m.group(4)));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(source + ":" + (i + 1) + ":1: " + e.getMessage());
      }
    }
    return out;
  }
}
