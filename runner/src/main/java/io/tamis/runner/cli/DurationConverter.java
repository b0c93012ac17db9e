package io.tamis.runner.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code 90}, {@code 90s}, {@code 10m}, {@code 2h}, {@code 500ms} as durations (plain numbers: seconds). */
final class DurationConverter implements ITypeConverter<Duration> {
  private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)?");

  @Override
  public Duration convert(String value) {
    Matcher m = FORM.matcher(value.strip());
    if (!m.matches()) {
      throw new TypeConversionException("'" + value + "' is not a duration such as 90s, 10m or 2h");
    }
    double n = Double.parseDouble(m.group(1));
    String unit = m.group(2) == null ? "s" : m.group(2);
    double millis = switch (unit) {
      case "ms" -> n;
      case "m" -> n * 60_000;
      case "h" -> n * 3_600_000;
      default -> n * 1000;
    };
    return Duration.ofMillis((long) millis);
  }
}
