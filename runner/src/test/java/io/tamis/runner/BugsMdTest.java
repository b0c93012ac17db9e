package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.runner.findings.triage.BugTable;
import io.tamis.runner.store.BugStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The repository's BUGS.md is the table of bench/findings' records, to the byte: it cannot drift from them. */
class BugsMdTest {
  private static final String HOW = "bin/tamis triage --table bench/findings > BUGS.md";

  @Test
  void bugsMdIsTheTableOfBenchFindings() throws Exception {
    Path root = Path.of(System.getProperty("tamis.root", ".."));
    String generated = BugTable.of(BugTable.rows(BugStore.under(root.resolve("bench/findings")), root),
        "bench/findings");
    String committed = new String(Files.readAllBytes(root.resolve("BUGS.md")), StandardCharsets.UTF_8);
    assertEquals(generated, committed, "BUGS.md differs from the table of bench/findings' finding.json files; "
        + "edit the records (their 'triaged' part), then regenerate it in the repository's root with: " + HOW);
  }
}
