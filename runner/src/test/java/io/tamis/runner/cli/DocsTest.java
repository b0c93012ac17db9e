package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * docs/COMMAND.md stays in sync with the command's --help: each page has a hand-written part and the
 * options reference generated between two markers. With -Dtamis.docs.write=true this test writes
 * the generated parts (a page that is missing gets a stub to complete) instead of checking them.
 */
class DocsTest {
  static final String BEGIN = "<!-- options: generated from `tamis %s --help` by DocsTest; edit the command, not this -->";
  static final String END = "<!-- end of options -->";
  private static final String WRITE = "tamis.docs.write";
  private static final String HOW = "./mvnw -q -B -ntp -pl runner -am test -Dtest=DocsTest "
      + "-Dsurefire.failIfNoSpecifiedTests=false -D" + WRITE + "=true";

  @Test
  void everyCommandHasAPageWithItsCurrentOptions() throws Exception {
    Path docs = Path.of(System.getProperty("tamis.root", ".."), "docs");
    boolean write = Boolean.getBoolean(WRITE);
    List<String> stale = new ArrayList<>();
    for (Map.Entry<String, CommandLine> e : new CommandLine(new Main()).getSubcommands().entrySet()) {
      if (e.getKey().equals("help")) {
        continue;
      }
      Path page = docs.resolve(e.getKey() + ".md");
      String generated = block(e.getKey(), e.getValue());
      String text = Files.exists(page) ? Files.readString(page) : stub(e.getKey());
      String updated = replaced(text, e.getKey(), generated);
      if (!updated.equals(text) || !Files.exists(page)) {
        if (write) {
          Files.createDirectories(docs);
          Files.writeString(page, updated, StandardCharsets.UTF_8);
        } else {
          stale.add(page.toString());
        }
      }
    }
    assertEquals(List.of(), stale, "pages out of date with --help; regenerate them with: " + HOW);
  }

  @Test
  void readmeLinksEveryPage() throws Exception {
    Path root = Path.of(System.getProperty("tamis.root", ".."));
    String readme = Files.readString(root.resolve("README.md"));
    for (String name : new CommandLine(new Main()).getSubcommands().keySet()) {
      assertTrue(name.equals("help") || readme.contains("docs/" + name + ".md"), "README.md links docs/" + name + ".md");
    }
  }

  /** The generated part of the page of {@code name}. */
  static String block(String name, CommandLine command) {
    command.setUsageHelpWidth(110);
    String usage = command.getUsageMessage(CommandLine.Help.Ansi.OFF).stripTrailing();
    return String.format(BEGIN, name) + "\n```text\n" + usage + "\n```\n" + END;
  }

  /** {@code text} with its generated part replaced by {@code generated} (appended where there is none). */
  static String replaced(String text, String name, String generated) {
    String begin = String.format(BEGIN, name);
    int from = text.indexOf(begin);
    int to = text.indexOf(END);
    if (from < 0 || to < from) {
      return text.stripTrailing() + "\n\n## Options\n\n" + generated + "\n";
    }
    return text.substring(0, from) + generated + text.substring(to + END.length());
  }

  private static String stub(String name) {
    return "# tamis " + name + "\n\nTODO: what this command is for, for the person who runs it.\n";
  }
}
