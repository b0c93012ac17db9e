package io.tamis.solvers.install;

import io.tamis.solvers.solver.Executables;
import java.nio.file.Files;
import java.nio.file.Path;

/** The programs that routes build and run with; each lookup fails with the line that installs it. */
final class Toolchain {
  private Toolchain() {}

  static Path node() throws InstallException {
    return onPath("node", "Node.js 18 or newer (apt-get install -y nodejs npm)");
  }

  static Path npm() throws InstallException {
    return onPath("npm", "npm (apt-get install -y npm)");
  }

  static Path gcc() throws InstallException {
    return onPath("gcc", "a C compiler (apt-get install -y gcc)");
  }

  /** The java of the JDK tamis runs on (21+): the cvc5 shim runs on it. */
  static Path java() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  static Path javac() throws InstallException {
    Path javac = Path.of(System.getProperty("java.home"), "bin", "javac");
    if (!Files.isExecutable(javac)) {
      throw new InstallException("no javac beside " + java() + ": run tamis on a JDK, not a JRE");
    }
    return javac;
  }

  static Path onPath(String name, String what) throws MissingPrerequisite {
    Path p = Executables.find(name);
    if (p == null) {
      throw new MissingPrerequisite(name + " not found on PATH: this route needs " + what);
    }
    return p;
  }
}
