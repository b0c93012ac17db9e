package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.smtlib.ScriptPrinter;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The indexed ends of lists agree with scanning, at every list of printed corpus scripts. */
class ListEndsTest {
  @Test
  void everyListEndsWhereAScanSays() throws IOException {
    long lists = 0;
    for (SeedScript seed : Corpus.seeds(16)) {
      byte[] text = ScriptPrinter.toText(seed.script()).getBytes(StandardCharsets.ISO_8859_1);
      lists += checkAll(text, ListEnds.of(text));
    }
    assertTrue(lists > 10_000, "only " + lists + " lists checked");
  }

  @Test
  void parenthesesInStringsAndQuotedSymbolsAreNotLists() {
    byte[] b = "(assert (= |a)(| (str.++ \"(\" \")\"\"(\")))".getBytes(StandardCharsets.ISO_8859_1);
    assertEquals(b.length, ListEnds.of(b).end(0));
    assertEquals(b.length - 1, ListEnds.of(b).end(8));
    assertEquals(3, checkAll(b, ListEnds.of(b)));
  }

  /** Compares the index with {@link Sexp#end} at every list of the commands in {@code b}; returns how many. */
  private static int checkAll(byte[] b, ListEnds ends) {
    IntArrayList lists = new IntArrayList();
    for (int i = Sexp.skipSpace(b, 0); i < b.length; i = skipSpace(b, Sexp.end(b, i))) {
      lists.add(i);
    }
    int checked = 0;
    while (!lists.isEmpty()) {
      int open = lists.popInt();
      int end = Sexp.end(b, open);
      assertEquals(end, ends.end(open), "list at " + open);
      checked++;
      for (int i = Sexp.skipSpace(b, open + 1); b[i] != ')'; i = Sexp.skipSpace(b, Sexp.end(b, i))) {
        if (b[i] == '(') {
          lists.add(i);
        }
      }
    }
    return checked;
  }

  private static int skipSpace(byte[] b, int i) {
    while (i < b.length && Sexp.isSpace(b[i])) {
      i++;
    }
    return i;
  }
}
