package io.tamis.runner;

import io.tamis.runner.cli.Main;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Fault injection for {@link OutOfMemoryTest}: tamis's Main in a JVM with a thread that, once the file
 * named by {@code TAMIS_OOM_MARKER} exists, fills the heap until an {@link OutOfMemoryError}.
 */
public final class OomAfterMarker {
  private OomAfterMarker() {}

  public static void main(String[] args) {
    Path marker = Path.of(System.getenv("TAMIS_OOM_MARKER"));
    Thread hog = new Thread(() -> {
      try {
        while (!Files.exists(marker)) {
          Thread.sleep(20);
        }
      } catch (InterruptedException e) {
        return;
      }
      List<long[]> held = new ArrayList<>();
      while (true) {
        held.add(new long[1 << 18]);
      }
    }, "test-heap-hog");
    hog.setDaemon(true);
    hog.start();
    Main.main(args);
  }
}
