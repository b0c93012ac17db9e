package io.tamis.runner.install;

import java.nio.file.Path;
import java.util.Map;

/** How one kind of release is fetched and made into an executable that acts as the solver's CLI. */
interface Route {
  /**
   * Fetches and builds {@code release} into {@code dir} (a private staging folder) so that
   * {@code dir/bin/<solver>} runs it; returns each fetched file's name and SHA-256.
   */
  Map<String, String> build(Release release, Path dir) throws InstallException;

  /** The packaged shim source this route builds from (under solvers/). */
  String shim();

  static Route of(Release release) {
    return switch (release.route()) {
      case "native" -> new NativeZ3Route();
      case "wasm" -> new WasmZ3Route();
      case "jvm" -> new JvmCvc5Route();
      default -> throw new IllegalArgumentException("unknown route " + release.route());
    };
  }
}
