package io.tamis.solvers.install;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** How one kind of release is fetched and made into an executable that acts as the solver's CLI. */
interface Route {
  /**
   * Fetches and builds {@code release} into {@code dir} (a private staging folder) so that
   * {@code dir/bin/<solver>} runs it; returns each fetched file's name and SHA-256.
   */
  Map<String, String> build(Release release, Path dir) throws InstallException;

  /** The packaged shim source this route builds from (under solvers/), or null: the solver's own program. */
  String shim();

  /** The arguments that make the installed program read a script from its standard input. */
  default List<String> stdinArgs() {
    return List.of();
  }

  /** The routes releases.tsv may name. */
  List<String> KNOWN = List.of("native", "pypi", "wasm", "jvm");

  static Route of(String route) {
    return switch (route) {
      case "native" -> new NativeZ3Route();
      case "pypi" -> new PypiZ3Route();
      case "wasm" -> new WasmZ3Route();
      case "jvm" -> new JvmCvc5Route();
      default -> throw new IllegalArgumentException("unknown route " + route);
    };
  }
}
