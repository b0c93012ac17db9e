package io.tamis.runner.coverage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What each kind of input contributes, and how a GCOV_PREFIX tree gets its notes and its paths. */
class CoverageInputTest {
  private static Path touch(Path p) throws IOException {
    Files.createDirectories(p.getParent());
    return Files.writeString(p, "(check-sat)\n");
  }

  @Test
  void aCampaignWithoutCountsContributesItsCorpusAndFindings(@TempDir Path camp) throws IOException {
    touch(camp.resolve("journal.jsonl"));
    Path seed = touch(camp.resolve("corpus/a.smt2"));
    touch(camp.resolve("corpus/deeper/b.smt2"));
    Path finding = touch(camp.resolve("crash-1f56/test.smt2"));
    touch(camp.resolve("crash-1f56/reduced.smt2"));
    CoverageInput in = CoverageInput.of("camp", camp);
    assertEquals(List.of(seed, finding), in.scripts());
    assertNull(in.gcda());
  }

  @Test
  void aCampaignWithCountsContributesThem(@TempDir Path camp) throws IOException {
    touch(camp.resolve("journal.jsonl"));
    touch(camp.resolve("corpus/a.smt2"));
    Files.createDirectories(camp.resolve("gcda"));
    CoverageInput in = CoverageInput.of("camp", camp);
    assertEquals(camp.resolve("gcda"), in.gcda());
    assertEquals(List.of(), in.scripts());
  }

  @Test
  void aFolderContributesItsScriptsAtAnyDepth(@TempDir Path dir) throws IOException {
    Path a = touch(dir.resolve("x/y/a.smt2"));
    Path b = touch(dir.resolve("b.smt2"));
    touch(dir.resolve("notes.txt"));
    assertEquals(List.of(b, a), CoverageInput.of("d", dir).scripts());
  }

  @Test
  void eachCountFileGetsTheNotesBesideItsObject(@TempDir Path dir) throws IOException {
    Path notes = Files.writeString(Files.createDirectories(dir.resolve("build/obj")).resolve("ctx.gcno"), "notes");
    Path tree = dir.resolve("tree");
    Path counts = touch(Path.of(tree + dir.resolve("build/obj/ctx.gcda").toString()));
    assertEquals(1, GcdaTree.addNotes(tree));
    assertEquals("notes", Files.readString(counts.resolveSibling("ctx.gcno")));
    assertTrue(Files.exists(notes));
  }

  @Test
  void sourcePathsBecomeRelativeToTheSources(@TempDir Path dir) throws IOException {
    Path tree = dir.resolve("tree");
    Path raw = Files.writeString(dir.resolve("raw"), "TN:\nSF:" + dir.resolve("src/src/smt/a.cpp")
        + "\nDA:1,1\nend_of_record\nSF:/usr/include/c++/12/vector\nend_of_record\nSF:" + tree
        + dir.resolve("src/src/ast/b.cpp") + "\nend_of_record\n");
    Lcov.relativize(raw, dir.resolve("out.info"), tree, dir.resolve("src"));
    assertEquals("TN:\nSF:src/smt/a.cpp\nDA:1,1\nend_of_record\nSF:/usr/include/c++/12/vector\nend_of_record\n"
        + "SF:src/ast/b.cpp\nend_of_record\n", Files.readString(dir.resolve("out.info")));
  }
}
