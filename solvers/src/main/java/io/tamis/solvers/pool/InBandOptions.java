package io.tamis.solvers.pool;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Added option sets sent to a warm session instead of its command line. The shims of installed
 * releases (solvers/z3-wasm, solvers/cvc5-jvm) read {@code (set-option :tamis-args "opt" ...)} as
 * "the options after the command line's are these", in a new context: one node or JVM serves every
 * option set of a campaign, where a session per option set started a process (0.25 s for z3's
 * WebAssembly) for most varied tests. Other solvers keep a session per command line.
 */
final class InBandOptions {
  /** The word the shims look for; a shim installed before they knew it lacks it. */
  static final String COMMAND = "tamis-args";
  private static final List<String> SHIMS = List.of("z3-shim.js", "src/Cvc5Shim.java");
  private static final Map<String, Boolean> SUPPORTED = new ConcurrentHashMap<>();

  private InBandOptions() {}

  /** Whether {@code executable} is the launcher of an installed release whose shim reads the command. */
  static boolean supported(String executable) {
    return SUPPORTED.computeIfAbsent(executable, InBandOptions::probe);
  }

  private static boolean probe(String executable) {
    Path bin = Path.of(executable).toAbsolutePath().getParent();
    if (bin == null || bin.getParent() == null || !bin.getFileName().toString().equals("bin")) {
      return false;
    }
    for (String shim : SHIMS) {
      Path p = bin.getParent().resolve(shim);
      try {
        if (Files.isRegularFile(p) && Files.readString(p, StandardCharsets.ISO_8859_1).contains(COMMAND)) {
          return true;
        }
      } catch (IOException e) {
        // Unreadable: a session per command line, as for any other solver.
      }
    }
    return false;
  }

  /** The command that makes {@code options} the session's added options (none: the command line's only). */
  static String command(List<String> options) {
    StringBuilder sb = new StringBuilder("(set-option :").append(COMMAND);
    for (String o : options) {
      sb.append(" \"").append(o.replace("\"", "\"\"")).append('"');
    }
    return sb.append(")\n").toString();
  }
}
