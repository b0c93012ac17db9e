package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class MutateCommandTest {
  private static final String SEED = "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n"
      + "(declare-const y Int)\n(assert (and (> x 0) (< (+ x y) 10) (= (- y x) 3)))\n(check-sat)\n";

  @TempDir
  Path dir;

  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return new CommandLine(new Main()).setErr(new PrintWriter(err, true)).execute(args);
  }

  private List<byte[]> mutants(Path out) throws IOException {
    try (Stream<Path> files = Files.list(out)) {
      return files.sorted().map(p -> {
        try {
          return Files.readAllBytes(p);
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }).toList();
    }
  }

  /** fusion takes its partners from --partners, else from the seed's folder; rbase needs no solver. */
  @Test
  void fusionFusesWithTheSeedsOfItsFolderOrOfPartners() throws IOException {
    Path seed = Files.writeString(Files.createDirectories(dir.resolve("alone")).resolve("seed.smt2"), SEED);
    Path others = Files.createDirectories(dir.resolve("others"));
    Files.writeString(others.resolve("p.smt2"), "(set-logic QF_LIA)(set-info :status sat)(declare-const q Int)"
        + "(assert (> q 7))(check-sat)");
    Path own = dir.resolve("own");
    assertEquals(0, run("mutate", "--generator", "fusion", "--seed", seed.toString(), "-n", "3", "--out",
        own.toString()), err.toString());
    // Its folder holds only itself: fused with itself (a renamed copy); the partner's literal 7 is not there.
    assertTrue(mutants(own).stream().allMatch(m -> new String(m).contains("fz_z") && !new String(m).contains(" 7)")));
    Path with = dir.resolve("with");
    assertEquals(0, run("mutate", "--generator", "fusion", "--seed", seed.toString(), "-n", "3", "--partners",
        others.toString(), "--out", with.toString()), err.toString());
    for (byte[] m : mutants(with)) {
      String text = new String(m);
      assertTrue(text.contains("(set-info :status sat)") && text.contains(" 7)"), text);
    }
    assertEquals(0, run("mutate", "--generator", "rbase", "--seed", seed.toString(), "-n", "2", "--out",
        dir.resolve("rbase").toString()), err.toString());
    assertEquals(2, mutants(dir.resolve("rbase")).size());
  }

  @Test
  void anUnknownValfuzzRefinementIsAUsageError() throws IOException {
    Path seed = Files.writeString(dir.resolve("seed.smt2"), SEED);
    assertEquals(2, run("mutate", "--generator", "rbase", "--refinements", "adomian", "--seed", seed.toString()));
    assertTrue(err.toString().contains("unknown valfuzz refinement 'adomian'"), err.toString());
  }

  @Test
  void malformedAssociationThresholdsAreAUsageError() throws IOException {
    Path seed = Files.writeString(dir.resolve("seed.smt2"), SEED);
    assertEquals(2, run("mutate", "--generator", "histfuzz", "--associations=3", "--seed", seed.toString()));
    assertTrue(err.toString().contains("expected SUPPORT,CONFIDENCE such as 3,0.5, got '3'"), err.toString());
    assertEquals(0, run("mutate", "--generator", "histfuzz", "--associations", "--seed", seed.toString(), "-n", "2",
        "--out", dir.resolve("rules").toString()), err.toString());
    assertEquals(2, mutants(dir.resolve("rules")).size());
  }

  @Test
  void sameSeedAndRngSeedGiveIdenticalFiles() throws IOException {
    Path seed = Files.writeString(dir.resolve("seed.smt2"), SEED);
    for (String generator : List.of("typefuzz", "opfuzz")) {
      Path a = dir.resolve(generator + "-a");
      Path b = dir.resolve(generator + "-b");
      assertEquals(0, run("mutate", "--generator", generator, "--seed", seed.toString(), "-n", "5", "--rng-seed", "9",
          "--out", a.toString()), err.toString());
      assertEquals(0, run("mutate", "--generator", generator, "--seed", seed.toString(), "-n", "5", "--rng-seed", "9",
          "--out", b.toString()), err.toString());
      List<byte[]> first = mutants(a);
      List<byte[]> second = mutants(b);
      assertEquals(5, first.size());
      for (int i = 0; i < first.size(); i++) {
        assertArrayEquals(first.get(i), second.get(i), generator + " mutant " + i);
        assertTrue(!new String(first.get(i)).contains(":status"), "mutants must not keep the seed's status");
      }
    }
  }

  @Test
  void widenDeclaresTheWiderLogicAndMustBeAShare() throws IOException {
    Path seed = Files.writeString(dir.resolve("seed.smt2"), SEED);
    Path out = dir.resolve("wide");
    assertEquals(0, run("mutate", "--generator", "typefuzz", "--seed", seed.toString(), "-n", "3", "--widen", "1",
        "--out", out.toString()), err.toString());
    for (byte[] m : mutants(out)) {
      assertTrue(new String(m).matches("(?s)\\(set-logic QF_S?NIRA\\)\n.*"), new String(m));
    }
    assertEquals(2, run("mutate", "--generator", "typefuzz", "--seed", seed.toString(), "--widen", "1.5"));
    assertTrue(err.toString().contains("'--widen': '1.5' is not a number from 0 to 1"), err.toString());
    assertEquals(2, run("fuzz", "--seeds", dir.toString(), "--widen", "-0.5", "--max-tests", "1", "--solvers",
        "/bin/true"));
    assertTrue(err.toString().contains("'--widen': '-0.5' is not a number from 0 to 1"), err.toString());
  }

  @Test
  void badSeedAndUnknownGeneratorAreReported() throws IOException {
    Path bad = Files.writeString(dir.resolve("bad.smt2"), "(assert (> z 0))\n");
    assertEquals(1, run("mutate", "--generator", "typefuzz", "--seed", bad.toString()));
    assertTrue(err.toString().startsWith(bad + ":1:12: unknown symbol 'z'"), err.toString());
    assertEquals(2, run("mutate", "--generator", "nope", "--seed", bad.toString()));
    assertTrue(err.toString().contains("known: typefuzz, opfuzz, diver"), err.toString());
  }

  @Test
  void diverTakesTheModelFromAFileAndIsDeterministic() throws IOException {
    Path seed = Files.writeString(dir.resolve("seed.smt2"), SEED);
    Path model = Files.writeString(dir.resolve("model.txt"), "(\n  (define-fun x () Int 1)\n  (define-fun y () Int 4)\n)\n");
    Path a = dir.resolve("diver-a");
    Path b = dir.resolve("diver-b");
    for (Path out : List.of(a, b)) {
      assertEquals(0, run("mutate", "--generator", "diver", "--seed", seed.toString(), "--model", model.toString(),
          "-n", "8", "--rng-seed", "4", "--out", out.toString()), err.toString());
    }
    List<byte[]> first = mutants(a);
    assertEquals(8, first.size());
    for (int i = 0; i < first.size(); i++) {
      assertArrayEquals(first.get(i), mutants(b).get(i), "diver mutant " + i);
    }
  }

  @Test
  void diverWithoutAUsableModelSaysWhy() throws IOException {
    Path seed = Files.writeString(dir.resolve("seed.smt2"), SEED);
    Path wrong = Files.writeString(dir.resolve("wrong.txt"), "((define-fun x () Int 0) (define-fun y () Int 3))");
    assertEquals(0, run("mutate", "--generator", "diver", "--seed", seed.toString(), "--model", wrong.toString()));
    assertTrue(err.toString().contains("the model does not satisfy the seed"), err.toString());
    assertEquals(1, run("mutate", "--generator", "diver", "--seed", seed.toString(), "--solvers", "no-such-solver"));
    assertTrue(err.toString().contains("'no-such-solver' is not on PATH; pass --model FILE"), err.toString());
    Path missing = dir.resolve("missing-model.txt");
    assertEquals(2, run("mutate", "--generator", "diver", "--seed", seed.toString(), "--model", missing.toString()));
    assertTrue(err.toString().contains("no such file or folder: " + missing), err.toString());
  }
}
