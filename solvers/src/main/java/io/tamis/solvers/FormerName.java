package io.tamis.solvers;

/**
 * The project's name until 2026-11-27, and what caches and campaign folders written under it carry
 * of it: {@code ~/.cache/smtfuzz} ({@link io.tamis.solvers.install.CacheMigration} moves it) and the
 * {@code smtfuzzVersion} field of {@code finding.json} (read as {@code tamisVersion}).
 */
public final class FormerName {
  /** The former name, also the former cache folder's. */
  public static final String NAME = "smtfuzz";
  /** The former environment variable that named the solver cache. */
  public static final String SOLVERS_VARIABLE = "SMTFUZZ_SOLVERS";
  /** The field of {@code finding.json} that held the version which wrote it. */
  public static final String VERSION_FIELD = NAME + "Version";

  private FormerName() {}
}
