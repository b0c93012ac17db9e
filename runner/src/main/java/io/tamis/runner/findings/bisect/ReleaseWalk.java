package io.tamis.runner.findings.bisect;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The releases a bisection walks, oldest first: those installed in tamis's cache and the one on PATH where it is
 * a release the cache lacks (Debian's z3 4.8.12 before the cache's 4.14.1), so that "first showing it" is not
 * merely the oldest release tamis installed.
 *
 * @param order the releases' versions, oldest first
 * @param newest the index of the newest release (those after it are development builds)
 * @param onPath the release on PATH when it is one of {@code order}
 */
public record ReleaseWalk(List<String> order, int newest, Optional<PathRelease> onPath) {
  public ReleaseWalk {
    order = List.copyOf(order);
  }

  /**
   * {@code cached} (oldest first, {@code newest} the newest release among them, or null when none is installed) with
   * {@code onPath} put in version order when the cache has not its version: before the first whose {@code reported}
   * version (a source build's is its program's, {@link ReleaseOrder#reported}) is later, as a release comes before
   * the builds that report its version.
   */
  public static ReleaseWalk of(List<String> cached, List<String> reported, String newest,
      Optional<PathRelease> onPath) {
    Optional<PathRelease> added = onPath.filter(p -> !cached.contains(p.version()));
    if (added.isEmpty()) {
      return new ReleaseWalk(cached, cached.indexOf(newest), Optional.empty());
    }
    String path = added.get().version();
    List<String> order = new ArrayList<>(cached);
    int at = 0;
    while (at < reported.size() && ReleaseOrder.compareVersions(reported.get(at), path) < 0) {
      at++;
    }
    order.add(at, path);
    boolean newer = newest == null || ReleaseOrder.compareVersions(path, newest) > 0;
    return new ReleaseWalk(order, order.indexOf(newer ? path : newest), added);
  }

  public boolean isEmpty() {
    return order.isEmpty();
  }

  /** The release on PATH if {@code version} is it. */
  public Optional<PathRelease> onPath(String version) {
    return onPath.filter(p -> p.version().equals(version));
  }
}
