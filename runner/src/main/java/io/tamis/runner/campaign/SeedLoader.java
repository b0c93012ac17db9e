package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads seed scripts once: every *.smt2 under a folder (or the bundled seeds), parsed and hashed.
 * Seeds the reader refuses are reported as {@code file:line:col: message} and skipped, or, for the
 * {@code none} generator, kept as opaque seeds (no script: they run as the text they are, as in
 * {@code check}).
 */
public final class SeedLoader {
  static final String BUNDLED = "tamis/seeds";

  private final PrintStream err;
  private final boolean keepOpaque;
  private int skipped;
  private int opaque;

  public SeedLoader(PrintStream err) {
    this(err, false);
  }

  /** @param keepOpaque keep refused seeds as opaque seeds ({@link SeedScript#script()} null) */
  public SeedLoader(PrintStream err, boolean keepOpaque) {
    this.err = err;
    this.keepOpaque = keepOpaque;
  }

  public int skipped() {
    return skipped;
  }

  /** Seeds kept as their text. */
  public int opaque() {
    return opaque;
  }

  /** Seeds sorted by name (their path relative to {@code root}). */
  public List<SeedScript> load(Path root) throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root)) {
      files = walk.filter(p -> p.toString().endsWith(".smt2") && Files.isRegularFile(p)).sorted().toList();
    }
    ScriptReader reader = new ScriptReader();
    List<SeedScript> seeds = new ArrayList<>();
    for (Path f : files) {
      String name = root.relativize(f).toString();
      SeedScript s = read(reader, name, f);
      if (s != null) {
        seeds.add(s);
      }
    }
    return seeds;
  }

  /** The seeds packaged in the runner jar (or on the test classpath). */
  public List<SeedScript> loadBundled() throws IOException {
    URL url = SeedLoader.class.getClassLoader().getResource(BUNDLED);
    if (url == null) {
      throw new IOException("no bundled seeds (" + BUNDLED + ") on the classpath");
    }
    try {
      URI uri = url.toURI();
      if (!uri.getScheme().equals("jar")) {
        return load(Path.of(uri));
      }
      try (FileSystem fs = jarFileSystem(uri)) {
        return load(fs.provider().getPath(uri));
      }
    } catch (URISyntaxException e) {
      throw new IOException("bad bundled seed location " + url, e);
    }
  }

  private static FileSystem jarFileSystem(URI uri) throws IOException {
    try {
      return FileSystems.newFileSystem(uri, Map.of());
    } catch (FileSystemAlreadyExistsException e) {
      throw new IOException("jar file system already open: " + uri, e);
    }
  }

  private SeedScript read(ScriptReader reader, String name, Path f) {
    try {
      byte[] text = Files.readAllBytes(f);
      Script script = reader.read(f.toString(), text);
      return SeedScript.of(name, text, script);
    } catch (SmtLibException e) {
      if (keepOpaque) {
        err.println(e.getMessage() + " (runs as its text: opaque)");
        opaque++;
        return opaqueSeed(name, f);
      }
      err.println(e.getMessage() + " (seed skipped)");
    } catch (IOException e) {
      err.println(name + ":1:1: cannot read: " + e.getMessage() + " (seed skipped)");
    }
    skipped++;
    return null;
  }

  private SeedScript opaqueSeed(String name, Path f) {
    try {
      return SeedScript.of(name, Files.readAllBytes(f), null);
    } catch (IOException e) {
      err.println(name + ":1:1: cannot read: " + e.getMessage() + " (seed skipped)");
      skipped++;
      return null;
    }
  }
}
