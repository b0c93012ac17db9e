package io.tamis.solvers.launch;

import java.util.Locale;

/**
 * Which launcher a pool uses: {@code --launcher}, else the system property {@value #PROPERTY}, else
 * {@code spawn} where the C library can be bound (Linux) and {@code jdk} elsewhere.
 */
public final class Launchers {
  public static final String SPAWN = "spawn";
  public static final String JDK = "jdk";
  public static final String PROPERTY = "tamis.launcher";

  private Launchers() {}

  /** The default launcher. */
  public static Launcher standard() {
    return named(System.getProperty(PROPERTY, SPAWN));
  }

  /** The {@code jdk} launcher ({@link ProcessBuilder}). */
  public static Launcher jdk() {
    return JdkLauncher.INSTANCE;
  }

  /**
   * The launcher of that name; {@code spawn} where it is unavailable is {@code jdk} (say why with
   * {@link #spawnUnavailable}).
   *
   * @throws IllegalArgumentException for a name that is neither
   */
  public static Launcher named(String name) {
    return switch (name.toLowerCase(Locale.ROOT)) {
      case SPAWN -> SpawnLauncher.instance().map(Launcher.class::cast).orElse(JdkLauncher.INSTANCE);
      case JDK -> JdkLauncher.INSTANCE;
      default -> throw new IllegalArgumentException("unknown launcher '" + name + "' (spawn or jdk)");
    };
  }

  /** Why {@code spawn} cannot be used here, or null when it can. */
  public static String spawnUnavailable() {
    return SpawnLauncher.unavailable();
  }
}
