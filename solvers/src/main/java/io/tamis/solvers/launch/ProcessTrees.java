package io.tamis.solvers.launch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Ends a process and everything it started: SIGTERM to the tree, then SIGKILL to survivors. */
public final class ProcessTrees {
  private static final long GRACE_MILLIS = 100;

  private ProcessTrees() {}

  /** Ends {@code p} and what it started; a spawned process's whole process group is signalled. */
  public static void kill(Process p) {
    if (p instanceof SpawnedProcess s) {
      s.killGroup();
    } else {
      kill(p.toHandle());
    }
  }

  public static void kill(ProcessHandle root) {
    for (int round = 0; round < 3 && root.isAlive(); round++) {
      List<ProcessHandle> tree = tree(root);
      tree.forEach(ProcessHandle::destroy);
      awaitExit(tree, GRACE_MILLIS);
      tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
      awaitExit(tree, GRACE_MILLIS);
    }
  }

  /** The descendants deepest first, then the root: children die before their parent can restart them. */
  static List<ProcessHandle> tree(ProcessHandle root) {
    List<ProcessHandle> tree = new ArrayList<>(root.descendants().toList());
    Collections.reverse(tree);
    tree.add(root);
    return tree;
  }

  private static void awaitExit(List<ProcessHandle> tree, long millis) {
    CompletableFuture<?>[] exits = tree.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new);
    try {
      CompletableFuture.allOf(exits).get(millis, TimeUnit.MILLISECONDS);
    } catch (TimeoutException | ExecutionException e) {
      // Survivors get SIGKILL next.
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
