package io.tamis.enumerator.grammar;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Finds grammars by name in the packaged {@code config/grammars} (the ET compatibility grammars in
 * {@code config/grammars/et}) or by file path.
 */
public final class Grammars {
  private static final String RESOURCE = "tamis/config/grammars/";

  private Grammars() {}

  /** A file when {@code nameOrFile} names an existing file, else a packaged grammar. */
  public static Grammar load(String nameOrFile, boolean et) {
    Path file = Path.of(nameOrFile);
    if (Files.isRegularFile(file)) {
      try {
        return new GrammarReader().read(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read grammar " + file, e);
      }
    }
    String dir = et ? "et/" : "";
    return new GrammarReader().read("config/grammars/" + dir + nameOrFile + ".grammar",
        resource(dir + nameOrFile + ".grammar", nameOrFile, et));
  }

  /** Names of the packaged grammars ({@code et}: the ET compatibility ones), from their INDEX. */
  public static List<String> names(boolean et) {
    String text = resource((et ? "et/" : "") + "INDEX", "INDEX", et);
    return text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
  }

  private static String resource(String path, String name, boolean et) {
    try (InputStream in = Grammars.class.getClassLoader().getResourceAsStream(RESOURCE + path)) {
      if (in == null) {
        throw new IllegalArgumentException("no grammar file " + name + " and no packaged grammar "
            + (et ? "et/" : "") + name + " (see config/grammars)");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
