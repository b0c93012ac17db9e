package io.tamis.runner.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The command line that reruns a campaign, as its journal keeps it: the options as given, with paths
 * made absolute (a resume may run elsewhere) and the campaign seed made explicit.
 */
final class RecordedArgs {
  private RecordedArgs() {}

  /** {@code parsed}'s options but those in {@code skip}, then {@code --seed S} when it was not given. */
  static List<String> of(ParseResult parsed, long campaignSeed, Set<String> skip) {
    List<String> args = new ArrayList<>();
    for (OptionSpec o : parsed.matchedOptions()) {
      if (skip.contains(o.longestName())) {
        continue;
      }
      add(args, o);
    }
    // picocli does not list an option its own consumer took (--vary-options): its value stands for it
    for (OptionSpec o : parsed.commandSpec().options()) {
      Object value = o.getValue();
      if (o.parameterConsumer() != null && !parsed.hasMatchedOption(o) && !skip.contains(o.longestName())
          && value != null && !String.valueOf(value).equals(o.defaultValue())) {
        args.add(o.longestName());
        args.add(String.valueOf(value));
      }
    }
    if (!parsed.hasMatchedOption("--seed")) {
      args.add("--seed");
      args.add(Long.toString(campaignSeed));
    }
    return args;
  }

  private static void add(List<String> args, OptionSpec o) {
    String name = o.longestName();
    if (o.arity().max() == 0) {
      args.add(name);
      return;
    }
    List<String> values = o.originalStringValues();
    if (values.isEmpty()) {
      values = List.of(String.valueOf(o.getValue()));
    }
    for (String v : values) {
      args.add(name);
      args.add(o.type() == Path.class ? Path.of(v).toAbsolutePath().normalize().toString() : v);
    }
  }

  /** {@code args} without {@code option} and its value. */
  static List<String> without(List<String> args, String option) {
    List<String> kept = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i).equals(option)) {
        i++;
      } else {
        kept.add(args.get(i));
      }
    }
    return kept;
  }
}
