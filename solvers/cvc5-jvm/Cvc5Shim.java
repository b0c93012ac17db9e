import io.github.cvc5.Command;
import io.github.cvc5.InputParser;
import io.github.cvc5.OptionInfo;
import io.github.cvc5.Solver;
import io.github.cvc5.SymbolManager;
import io.github.cvc5.TermManager;
import io.github.cvc5.modes.InputLanguage;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * cvc5 as its command-line program, over cvc5's Java API (Maven io.github.cvc5:cvc5). Reads SMT-LIB
 * from a file argument or stdin and runs each batch of complete top-level commands as soon as it has
 * arrived, so warm sessions with (echo ...) markers and (reset) work. Options as cvc5's own
 * ({@code --name}, {@code --name=value}, {@code --name value}, {@code --no-name}, {@code -q}, {@code -i});
 * like cvc5 reading a pipe, it stops at the first error with exit code 1 (read from stdin, after an answer
 * and outside any push, it stops running commands instead and exits at the end of its input, so that a warm
 * session survives a test's error such as a get-model after unsat: it still prints the session's
 * {@code (echo "tamis-...")} markers and starts again at {@code (reset)}; an error in a scoped session's
 * header, before any answer, still ends the process). A native crash or abort
 * inside cvc5 ends this process, with cvc5's message on stderr. Compiled by {@code tamis solvers
 * install} against the release's jar; its native library is loaded from the install folder
 * (property {@code cvc5.lib}) instead of being unpacked to a temporary folder at every start.
 */
public final class Cvc5Shim {
  private final PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false,
      StandardCharsets.ISO_8859_1);
  private static final Pattern TAMIS_ARGS = Pattern.compile("^(\\s|;[^\n]*\n)*\\(\\s*set-option\\s+:tamis-args[\\s\")]");
  private static final Pattern RESET = Pattern.compile("^(\\s|;[^\n]*\n)*\\(\\s*reset\\s*\\)$");
  private static final Pattern STRING = Pattern.compile("\"((?:[^\"]|\"\")*)\"");
  private static final Pattern PUSH_POP =
      Pattern.compile("^(\\s|;[^\n]*\n)*\\(\\s*(push|pop)(\\s+(\\d+))?\\s*\\)$");
  private static final Pattern SESSION_ECHO =
      Pattern.compile("^(\\s|;[^\n]*\n)*\\(\\s*echo\\s+\"(tamis-[^\"]*)\"\\s*\\)$");
  private final TermManager tm = new TermManager();
  private Solver solver = new Solver(tm);
  private SymbolManager symbols = new SymbolManager(tm);
  private InputParser parser;
  private String[] commandLine = new String[0];
  /** The options a {@code (set-option :tamis-args ...)} added to the command line's. */
  private List<String> extraArgs = List.of();
  private String inputName;
  private boolean fromStdin;
  /** Push levels open since the start or the last (reset). */
  private int depth;
  /** An error stopped the commands until the next (reset). */
  private boolean halted;
  /** A check-sat has answered since the start or the last (reset). */
  private boolean answered;
  /**
   * Time spent inside cvc5 (its parser and its commands), reported at exit with TAMIS_SHIM_TIMES set
   * (see solvers/README.md).
   */
  private long solverNanos;

  public static void main(String[] args) throws Exception {
    System.load(System.getProperty("cvc5.lib"));
    Cvc5Shim shim = new Cvc5Shim();
    if (System.getenv("TAMIS_SHIM_TIMES") != null) {
      Runtime.getRuntime().addShutdownHook(new Thread(() ->
          System.err.println(";; tamis-shim solver-us " + shim.solverNanos / 1000)));
    }
    shim.run(args);
  }

  private void run(String[] args) throws IOException {
    commandLine = args;
    String file = null;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (!a.startsWith("-") || a.equals("-")) {
        file = a.equals("-") ? null : a;
      } else if (a.equals("--version") || a.equals("-V")) {
        out.println("This is cvc5 version " + solver.getVersion() + " [Java API, Maven io.github.cvc5:cvc5]");
        out.flush();
        return;
      } else {
        i = option(args, i);
      }
    }
    inputName = file == null ? "<stdin>" : file;
    fromStdin = file == null;
    newParser();
    try (InputStream in = file == null ? System.in : Files.newInputStream(Path.of(file))) {
      read(in);
    } catch (java.nio.file.NoSuchFileException e) {
      fail("Couldn't open file: " + file);
    }
    out.flush();
    if (halted) {
      System.exit(1);
    }
  }

  private void newParser() {
    parser = new InputParser(solver, symbols);
    parser.setIncrementalStringInput(InputLanguage.SMT_LIB_2_6, inputName);
  }

  /**
   * A warm session serves tests with different added options without a new JVM: {@code (set-option
   * :tamis-args "--opt" ...)} makes the options after the command line's these, in a new solver (cvc5
   * fixes most options once a solver is initialized); the same options keep the solver.
   */
  private void reconfigure(String command) {
    List<String> args = new ArrayList<>();
    Matcher m = STRING.matcher(command);
    while (m.find()) {
      args.add(m.group(1).replace("\"\"", "\""));
    }
    if (!args.equals(extraArgs)) {
      extraArgs = List.copyOf(args);
      restart();
    }
  }

  /**
   * A new solver with the command line's options and the added ones. Also what (reset) does, as in
   * cvc5's own program: the API's reset would drop the command line's options with the assertions.
   */
  private void restart() {
    parser.deletePointer();
    symbols.deletePointer();
    solver.deletePointer();
    solver = new Solver(tm);
    symbols = new SymbolManager(tm);
    List<String> all = new ArrayList<>(List.of(commandLine));
    all.addAll(extraArgs);
    String[] options = all.toArray(String[]::new);
    for (int i = 0; i < options.length; i++) {
      if (options[i].startsWith("-") && !options[i].equals("-")) {
        i = option(options, i);
      }
    }
    newParser();
  }

  /** Applies the option at {@code args[i]}; returns the index of the last argument it used. */
  private int option(String[] args, int i) {
    String a = args[i];
    String name;
    String value = null;
    if (a.equals("-q")) {
      name = "quiet";
    } else if (a.equals("-i")) {
      name = "incremental";
    } else if (a.equals("-L")) {
      return i + 1; // the input language: SMT-LIB is the only one this program reads
    } else {
      name = a.replaceFirst("^--?", "");
      int eq = name.indexOf('=');
      if (eq >= 0) {
        value = name.substring(eq + 1);
        name = name.substring(0, eq);
      }
    }
    if (name.equals("lang") || name.equals("input-language")) {
      return value == null ? i + 1 : i;
    }
    boolean negated = false;
    if (value == null && name.startsWith("no-")) {
      negated = true;
      name = name.substring(3);
    }
    OptionInfo info;
    try {
      info = solver.getOptionInfo(name);
    } catch (RuntimeException e) {
      optionError("can't understand option `" + a + "'");
      return i;
    }
    if (value == null) {
      boolean flag = info.getBaseInfo() instanceof OptionInfo.VoidInfo
          || info.getBaseInfo() instanceof OptionInfo.ValueInfo<?> v && v.getDefaultValue() instanceof Boolean;
      if (flag) {
        value = negated ? "false" : "true";
      } else if (i + 1 < args.length) {
        value = args[++i];
      } else {
        optionError("option `" + a + "' requires an argument");
      }
    }
    try {
      solver.setOption(info.getName(), value);
    } catch (RuntimeException e) {
      optionError(e.getMessage());
    }
    return i;
  }

  private void optionError(String message) {
    out.println("(error \"Error in option parsing: " + message.replace("\"", "\"\"") + "\")");
    out.flush();
    System.err.println("\nPlease use --help to get help on command-line options.");
    System.exit(1);
  }

  /**
   * Feeds complete commands to the parser as they arrive and runs each. The parser gets one command
   * at a time and is asked for exactly one command back, so it never reaches the end of its input:
   * cvc5 1.3.2 takes no more input after that (its InputParser then forgets it reads a string, and a
   * new one keeps the logic of before a (reset)). Text after the last command (an unbalanced
   * command at the end of the input) is parsed at the end, where cvc5 reports what is wrong with it.
   */
  private void read(InputStream in) throws IOException {
    CommandSplitter splitter = new CommandSplitter();
    byte[] buf = new byte[1 << 16];
    int n;
    while ((n = in.read(buf)) > 0) {
      for (String command : splitter.push(new String(buf, 0, n, StandardCharsets.ISO_8859_1))) {
        if (TAMIS_ARGS.matcher(command).find()) {
          reconfigure(command);
          continue;
        }
        if (RESET.matcher(command).find()) {
          restart();
          depth = 0;
          halted = false;
          answered = false;
          continue;
        }
        if (halted) {
          Matcher echo = SESSION_ECHO.matcher(command);
          if (echo.find()) {
            out.println("\"" + echo.group(2) + "\"");
          }
          continue;
        }
        count(command);
        parser.appendIncrementalStringInput(command);
        execute(1);
      }
      out.flush();
    }
    if (!splitter.rest().isBlank() && !halted) {
      parser.appendIncrementalStringInput(splitter.rest());
      execute(Integer.MAX_VALUE);
    }
  }

  private void count(String command) {
    Matcher m = PUSH_POP.matcher(command);
    if (m.find()) {
      int n = m.group(4) == null ? 1 : Integer.parseInt(m.group(4));
      depth = Math.max(0, depth + (m.group(2).equals("push") ? n : -n));
    }
  }

  /** Parses and runs up to {@code commands} commands. */
  private void execute(int commands) {
    for (int i = 0; i < commands && !halted; i++) {
      Command command;
      long parsing = System.nanoTime();
      try {
        command = parser.nextCommand();
      } catch (Exception e) { // CVC5ParserException is checked but thrown from native code undeclared
        fail("Parse Error: " + e.getMessage());
        return;
      }
      solverNanos += System.nanoTime() - parsing; // cvc5's own parser, as its program would run it
      if (command == null || command.isNull()) {
        return;
      }
      String output;
      try {
        long t0 = System.nanoTime();
        output = command.invoke(solver, symbols);
        solverNanos += System.nanoTime() - t0;
      } catch (RuntimeException e) {
        fail(e.getMessage());
        return;
      }
      out.print(output);
      answered |= command.getCommandName().startsWith("check-sat");
      if (command.getCommandName().equals("exit")) {
        out.flush();
        System.exit(0);
      }
      if (output.startsWith("(error")) {
        stop();
      }
    }
  }

  private void fail(String message) {
    out.println("(error \"" + String.valueOf(message).replace("\"", "\"\"") + "\")");
    stop();
  }

  /** After an error: the end, or, after an answer outside any push, no more commands until (reset). */
  private void stop() {
    out.flush();
    if (!fromStdin || depth > 0 || !answered) {
      System.exit(1);
    }
    halted = true;
  }

  /**
   * Splits SMT-LIB text into complete top-level commands; what follows the last one waits for more
   * input. Modes: 0 code, 1 string, 2 quoted symbol, 3 comment, 4 after a quote inside a string.
   */
  static final class CommandSplitter {
    private String text = "";
    private int scan;
    private int depth;
    private int mode;

    /** Appends {@code chunk}; returns the complete commands it ends, each with the blanks before it. */
    List<String> push(String chunk) {
      String t = text + chunk;
      List<String> commands = new ArrayList<>();
      int done = 0;
      for (int i = scan; i < t.length(); i++) {
        char c = t.charAt(i);
        if (mode == 4) {
          mode = c == '"' ? 1 : 0;
          if (mode == 1) {
            continue;
          }
        }
        switch (mode) {
          case 1 -> mode = c == '"' ? 4 : 1;
          case 2 -> mode = c == '|' ? 0 : 2;
          case 3 -> mode = c == '\n' ? 0 : 3;
          default -> {
            if (c == '"') {
              mode = 1;
            } else if (c == '|') {
              mode = 2;
            } else if (c == ';') {
              mode = 3;
            } else if (c == '(') {
              depth++;
            } else if (c == ')' && --depth <= 0) {
              depth = 0;
              commands.add(t.substring(done, i + 1));
              done = i + 1;
            }
          }
        }
      }
      text = t.substring(done);
      scan = text.length();
      return commands;
    }

    String rest() {
      return text;
    }
  }
}
