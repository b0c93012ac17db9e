package io.tamis.solvers.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How a solver's developers class its options (a profile's {@code optionSupport}), and which options of a
 * configuration fall outside what they support. Marks: {@code expert} (cvc5's category: not for users, nor
 * for fuzzing), {@code experimental} and {@code deprecated} (documented as such by the developers),
 * {@code regular} (cvc5's category: supported, one at a time). Unmarked options are fully supported.
 *
 * <p>An option is looked up as written ({@code smt.string_solver=z3str3}), then by its name: the part
 * before {@code =}, with cvc5's {@code --no-} prefix of a Boolean option read as {@code --}.
 */
public record OptionSupport(Map<String, String> marks) {
  public static final String REGULAR = "regular";
  private static final Set<String> UNSUPPORTED = Set.of("expert", "experimental", "deprecated");

  public OptionSupport {
    marks = Map.copyOf(marks);
  }

  /** The mark of one argument, or null when it has none. */
  public String mark(String arg) {
    String exact = marks.get(arg);
    if (exact != null) {
      return exact;
    }
    int eq = arg.indexOf('=');
    String name = eq < 0 ? arg : arg.substring(0, eq);
    return marks.get(name.startsWith("--no-") ? "--" + name.substring(5) : name);
  }

  /**
   * The arguments the developers do not support, each as {@code "option (mark)"}; a second option marked
   * regular is listed as {@code "option (a second regular option)"}: cvc5 supports one at a time.
   */
  public List<String> unsupported(List<String> args) {
    List<String> out = new ArrayList<>();
    int regular = 0;
    for (String a : args) {
      String m = mark(a);
      if (m != null && UNSUPPORTED.contains(m)) {
        out.add(a + " (" + m + ")");
      } else if (REGULAR.equals(m) && ++regular > 1) {
        out.add(a + " (a second regular option)");
      }
    }
    return out;
  }

  /** Whether an option of {@code options} (a command line's part) is one the developers do not support. */
  public boolean unsupportedIn(String options) {
    return OptionWords.split(options).stream().map(this::mark).anyMatch(m -> m != null && UNSUPPORTED.contains(m));
  }

  /**
   * Whether adding {@code set} to a configuration with {@code base} arguments stays within what the
   * developers support: the set adds no unsupported option, and no regular one where the base or the set
   * already has one. The base's own choices are the user's and do not count against the set.
   */
  public boolean supports(OptionSet set, List<String> base) {
    List<String> added = OptionWords.split(set.options());
    if (unsupportedIn(set.options())) {
      return false;
    }
    long regular = added.stream().map(this::mark).filter(REGULAR::equals).count();
    return regular == 0 || regular + base.stream().map(this::mark).filter(REGULAR::equals).count() <= 1;
  }
}
