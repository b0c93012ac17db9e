package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tamis.runner.campaign.Shard;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine.TypeConversionException;

class DurationConverterTest {
  @ParameterizedTest
  @CsvSource({"90, 90000", "90s, 90000", "10m, 600000", "2h, 7200000", "500ms, 500", "1.5s, 1500"})
  void reads(String text, long millis) {
    assertEquals(Duration.ofMillis(millis), new DurationConverter().convert(text));
  }

  @Test
  void rejectsNonsense() {
    assertThrows(TypeConversionException.class, () -> new DurationConverter().convert("ten minutes"));
  }

  @Test
  void shardForms() {
    assertEquals(new Shard(2, 4), Shard.parse("2/4"));
    assertThrows(IllegalArgumentException.class, () -> Shard.parse("4/4"));
    assertThrows(IllegalArgumentException.class, () -> Shard.parse("x"));
  }
}
