package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** What a campaign's journal keeps to resume it: every option given, also one taken by its own consumer. */
class RecordedArgsTest {
  @Test
  void optionsTakenByTheirOwnConsumerAreRecorded() {
    assertEquals(List.of("--associations", "3,0.5", "--vary-options", "0.5", "--seed", "7"),
        recorded("--vary-options", "--associations"));
    assertEquals(List.of("--max-tests", "4", "--vary-options", "safe,0.3", "--seed", "7"),
        recorded("--vary-options", "safe,0.3", "--max-tests", "4"));
    assertEquals(List.of("--max-tests", "4", "--seed", "7"), recorded("--max-tests", "4"));
  }

  private static List<String> recorded(String... args) {
    CommandLine.ParseResult parsed = new CommandLine(new FuzzCommand()).parseArgs(args);
    return RecordedArgs.of(parsed, 7, Set.of("--resume"));
  }
}
