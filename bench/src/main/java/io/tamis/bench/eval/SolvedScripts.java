package io.tamis.bench.eval;

import io.tamis.core.eval.Model;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The benchmark input: corpus scripts that z3 4.8.12 answers sat quickly (manifest z3_ms below a
 * bound), evenly spaced over the manifest (so every logic is represented), each with z3's get-model
 * answer. Answers are cached under {@code bench/target/eval-models}
 * (or {@code -Dtamis.eval.cache=DIR}), so only the first setup runs z3.
 */
final class SolvedScripts {
  /** A script, z3's model answer and the model read from it. */
  record Solved(Script script, byte[] answer, Model model) {}

  private static final int MAX_Z3_MS = 60;

  private SolvedScripts() {}

  static List<Solved> load(int limit) {
    Path corpus = Path.of(System.getProperty("tamis.shared", "../shared")).resolve("corpus");
    Path cache = Path.of(System.getProperty("tamis.eval.cache", "bench/target/eval-models"));
    List<Solved> out = new ArrayList<>();
    try {
      Files.createDirectories(cache);
      List<String> names = satFiles(corpus);
      int stride = Math.max(1, names.size() / limit);
      for (int i = 0; i < names.size(); i += stride) {
        String name = names.get(i);
        Solved s = solve(corpus.resolve(name), cache.resolve(name.replace('/', '_') + ".model"));
        if (s != null) {
          out.add(s);
        }
        if (out.size() >= limit) {
          break;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static List<String> satFiles(Path corpus) throws IOException {
    List<String> out = new ArrayList<>();
    List<String> lines = Files.readAllLines(corpus.resolve("manifest.tsv"));
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      if (f[4].equals("sat") && Integer.parseInt(f[5]) <= MAX_Z3_MS) {
        out.add(f[0]);
      }
    }
    return out;
  }

  private static Solved solve(Path file, Path cached) throws IOException {
    Script script = new ScriptReader().read(file);
    if (!Files.exists(cached)) {
      Files.writeString(cached, z3Model(query(script)), StandardCharsets.ISO_8859_1);
    }
    byte[] answer = Files.readAllBytes(cached);
    try {
      return answer.length == 0 ? null : new Solved(script, answer, ModelReader.read(script, answer));
    } catch (SmtLibException e) {
      return null;
    }
  }

  /** The script up to its first check-sat, then get-model. */
  private static String query(Script script) {
    ByteBuf out = new ByteBuf();
    ScriptPrinter printer = new ScriptPrinter(out);
    for (Command c : script.commands()) {
      printer.print(c);
      out.append('\n');
      if (c instanceof Command.CheckSat) {
        break;
      }
    }
    return out.append("(get-model)\n").toString();
  }

  /** z3's answer after its "sat" line, or "" when it is not sat within 10 s. */
  private static String z3Model(String query) throws IOException {
    Path in = Files.createTempFile("tamis-bench", ".smt2");
    try {
      Files.writeString(in, query, StandardCharsets.ISO_8859_1);
      Process z3 = new ProcessBuilder("z3", "-T:10", in.toString())
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      String output = new String(z3.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
      z3.waitFor(20, TimeUnit.SECONDS);
      int sat = output.indexOf("sat\n");
      return sat == 0 || (sat > 0 && output.charAt(sat - 1) == '\n') ? output.substring(sat + 4) : "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while z3 ran", e);
    } finally {
      Files.deleteIfExists(in);
    }
  }
}
