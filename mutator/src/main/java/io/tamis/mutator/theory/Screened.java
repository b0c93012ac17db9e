package io.tamis.mutator.theory;

import java.util.List;
import java.util.Map;

/**
 * A generator that writes forms some solvers may not accept (a theory extension, a newer
 * operator): before a campaign the runner tries its probes on every configured solver and drops
 * the forms any of them rejects.
 */
public interface Screened {
  /** The probes, one per form. */
  List<Probe> probes();

  /**
   * Leaves out the rejected forms; called once, before the first test.
   *
   * @param rejected form to the reason (the solver and its error)
   */
  void drop(Map<String, String> rejected);

  /** What the screening left unusable, one line each (a theory with no operator left). */
  List<String> unusable();
}
