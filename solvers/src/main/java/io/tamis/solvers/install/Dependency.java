package io.tamis.solvers.install;

import java.util.List;

/**
 * A library a solver's build needs in a version Debian 12 lacks: a source archive, fetched from
 * {@code url} or found by its {@code archive} name in a {@code --deps} folder. Built once into a prefix
 * of its own and shared by every build that names it ({@code steps} non-empty, run in the unpacked
 * sources with {@code PREFIX}, {@code JOBS} and every other dependency's {@code <NAME>_PREFIX} set), or
 * unpacked into the solver's checkout at {@code into} (a meson subproject).
 *
 * @param version the solver's own pin, or what stands in for it (then {@code standsIn} says so)
 * @param standsIn how this differs from the pin in the solver's build files, or empty
 */
record Dependency(String name, String version, String archive, String url, String into, String standsIn,
    List<String> steps) {
  /** A library built into its own prefix by shell {@code steps}. */
  static Dependency built(String name, String version, String archive, String url, String standsIn,
      String... steps) {
    return new Dependency(name, version, archive, url, "", standsIn, List.of(steps));
  }

  /** Sources unpacked into the checkout at {@code into}, built by the solver's own build. */
  static Dependency subproject(String name, String version, String archive, String url, String into,
      String standsIn) {
    return new Dependency(name, version, archive, url, into, standsIn, List.of());
  }

  /** The prefix's folder name, and the variable that names it to later steps ({@code GMP_PREFIX}). */
  String key() {
    return name + "-" + version;
  }

  String variable() {
    return name.toUpperCase(java.util.Locale.ROOT).replace('-', '_') + "_PREFIX";
  }

  /**
   * What a built prefix's marker holds: name, version and steps, so a changed recipe builds again (not what it
   * stands in for: one prefix serves every pin it stands in for).
   */
  String stamp() {
    return name + " " + version + "\n" + String.join("\n", steps) + "\n";
  }

  /** The same library as the exact pin of a checkout: it stands in for nothing there. */
  Dependency exact() {
    return new Dependency(name, version, archive, url, into, "", steps);
  }

  /** The same library, built the same way, at another version from its own archive. */
  Dependency at(String otherVersion, String otherArchive, String otherUrl) {
    return new Dependency(name, otherVersion, otherArchive, otherUrl, into, "", steps);
  }

  /** The same library named as standing in for {@code pin}, the version a checkout's build files ask for. */
  Dependency standingInFor(String pin, String why) {
    return pin.isEmpty() || pin.equals(version) ? this
        : new Dependency(name, version, archive, url, into, "standing in for " + pin + why, steps);
  }

  /** What the install record keeps of it: name, version, and what it stands in for. */
  String describe() {
    return name + " " + version + (standsIn.isEmpty() ? "" : " (" + standsIn + ")");
  }
}
