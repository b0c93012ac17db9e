package io.tamis.runner.cli;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.DoublePredicate;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/**
 * The checks on what a user types, as picocli converters: a bad value is refused while the command line is
 * read, in one line, before the command prints or starts anything.
 */
final class Inputs {
  private Inputs() {}

  /** A file or folder that is there and readable. */
  static final class Existing implements ITypeConverter<Path> {
    @Override
    public Path convert(String value) {
      Path p = Path.of(value);
      if (!Files.exists(p)) {
        throw new TypeConversionException("no such file or folder: " + value);
      }
      if (!Files.isReadable(p)) {
        throw new TypeConversionException("cannot read " + value + " (permissions)");
      }
      return p;
    }
  }

  /** A folder that is there and readable. */
  static final class Folder implements ITypeConverter<Path> {
    @Override
    public Path convert(String value) {
      Path p = new Existing().convert(value);
      if (!Files.isDirectory(p)) {
        throw new TypeConversionException("not a folder: " + value);
      }
      return p;
    }
  }

  /** A file that is there and readable. */
  static final class File implements ITypeConverter<Path> {
    @Override
    public Path convert(String value) {
      Path p = new Existing().convert(value);
      if (Files.isDirectory(p)) {
        throw new TypeConversionException("a folder, not a file: " + value);
      }
      return p;
    }
  }

  /** A folder to write into: new, or a folder (not a file). */
  static final class OutFolder implements ITypeConverter<Path> {
    @Override
    public Path convert(String value) {
      Path p = Path.of(value);
      if (Files.exists(p) && !Files.isDirectory(p)) {
        throw new TypeConversionException("a file, not a folder: " + value);
      }
      return p;
    }
  }

  /** A whole number of at least 1. */
  static final class Positive implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) atLeast(value, 1, Integer.MAX_VALUE);
    }
  }

  /** A whole number of at least 0. */
  static final class Count implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) atLeast(value, 0, Integer.MAX_VALUE);
    }
  }

  /** A long of at least 0. */
  static final class LongCount implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      return atLeast(value, 0, Long.MAX_VALUE);
    }
  }

  /** An index or a count of tests: a whole number of at least 0, as large as it needs. */
  static final class Index implements ITypeConverter<BigInteger> {
    @Override
    public BigInteger convert(String value) {
      try {
        BigInteger n = new BigInteger(value.strip());
        if (n.signum() >= 0) {
          return n;
        }
      } catch (NumberFormatException e) {
        // said below, as a negative number is
      }
      throw new TypeConversionException("'" + value + "' is not a whole number of at least 0");
    }
  }

  /** A share: a number from 0 to 1. */
  static final class Share implements ITypeConverter<Double> {
    @Override
    public Double convert(String value) {
      return number(value, "a number from 0 to 1", d -> d >= 0 && d <= 1);
    }
  }

  /** A number of seconds above 0. */
  static final class Seconds implements ITypeConverter<Double> {
    @Override
    public Double convert(String value) {
      return number(value, "a number of seconds above 0", d -> d > 0 && !Double.isInfinite(d));
    }
  }

  private static double number(String value, String what, DoublePredicate fits) {
    try {
      double d = Double.parseDouble(value.strip());
      if (fits.test(d)) {
        return d;
      }
    } catch (NumberFormatException e) {
      // said below, as a value out of range is
    }
    throw new TypeConversionException("'" + value + "' is not " + what);
  }

  /**
   * Checks the paths of a positional list as {@link Existing} does: picocli reads a value its converter refuses
   * after the first of such a list as an unmatched argument, which would not say what is wrong.
   */
  static void exist(CommandSpec spec, List<Path> paths) {
    for (Path p : paths) {
      try {
        new Existing().convert(p.toString());
      } catch (TypeConversionException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
    }
  }

  static long atLeast(String value, long least, long most) {
    long n;
    try {
      n = Long.parseLong(value.strip());
    } catch (NumberFormatException e) {
      throw new TypeConversionException("'" + value + "' is not a whole number");
    }
    if (n < least || n > most) {
      throw new TypeConversionException("'" + value + "' is not a whole number from " + least + " to " + most);
    }
    return n;
  }
}
