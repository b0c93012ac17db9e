package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every bundled seed must get its declared {@code :status} from both z3 and cvc5. */
@Tag("solver")
class SeedStatusTest {

    private static final List<String> LOGICS = List.of(
            "QF_LIA", "QF_LRA", "QF_NIA", "QF_NRA", "QF_S", "QF_SLIA",
            "QF_BV", "QF_ABV", "QF_FP", "QF_UF", "QF_DT", "LIA");
    private static final List<String> Z3 = List.of("z3", "-in");
    private static final List<String> CVC5 = List.of("cvc5", "--lang", "smt2", "--strings-exp", "--fp-exp", "-q");
    private static final Pattern STATUS = Pattern.compile("\\(set-info\\s+:status\\s+(sat|unsat)\\s*\\)");
    private static final long TIMEOUT_SECONDS = 10;

    static Stream<Path> seeds() throws IOException {
        Path dir = seedsDir();
        // seeds/FS is z3 5's finite sets, which Debian's releases do not read: FiniteSetSeedsTest runs it.
        return smt2Files(dir).stream().map(dir::relativize).filter(p -> !p.startsWith("FS"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeds")
    void solversAnswerDeclaredStatus(Path seed) {
        Path file = seedsDir().resolve(seed);
        String expected = statusOf(file);
        assertAll(
                () -> assertAnswers(expected, Z3, file),
                () -> assertAnswers(expected, CVC5, file));
    }

    @Test
    void everyLogicHasSatAndUnsatSeeds() throws IOException {
        for (String logic : LOGICS) {
            Path dir = seedsDir().resolve(logic);
            assertTrue(Files.isDirectory(dir), "missing folder seeds/" + logic);
            List<String> statuses = smt2Files(dir).stream().map(SeedStatusTest::statusOf).toList();
            assertTrue(statuses.size() >= 5, "seeds/" + logic + " has only " + statuses.size() + " files");
            assertTrue(statuses.contains("sat"), "seeds/" + logic + " has no sat seed");
            assertTrue(statuses.contains("unsat"), "seeds/" + logic + " has no unsat seed");
        }
    }

    /** {@code tamis.root}/seeds (set by surefire), else the nearest seeds/ next to a pom.xml above the working directory. */
    static Path seedsDir() {
        String root = System.getProperty("tamis.root");
        if (root != null && Files.isDirectory(Path.of(root, "seeds"))) {
            return Path.of(root, "seeds");
        }
        Path start = Path.of("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("seeds")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir.resolve("seeds");
            }
        }
        return fail("no seeds/ folder next to a pom.xml at or above " + start);
    }

    private static List<Path> smt2Files(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
        }
    }

    private static String statusOf(Path file) {
        Matcher m = STATUS.matcher(readString(file));
        assertTrue(m.find(), file + " has no (set-info :status sat|unsat)");
        return m.group(1);
    }

    private static void assertAnswers(String expected, List<String> command, Path file) throws InterruptedException {
        String output = run(command, file);
        String firstLine = output.lines().findFirst().orElse("").strip();
        assertEquals(expected, firstLine, () -> String.join(" ", command) + " < " + file + " printed:\n" + output);
    }

    /** Runs the command with the file on stdin; returns stdout and stderr together. */
    private static String run(List<String> command, Path file) throws InterruptedException {
        Process process = start(command, file);
        CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> readAll(process.getInputStream()));
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail(command.get(0) + " gave no answer within " + TIMEOUT_SECONDS + " s on " + file);
        }
        return output.join();
    }

    private static Process start(List<String> command, Path file) {
        try {
            return new ProcessBuilder(command).redirectInput(file.toFile()).redirectErrorStream(true).start();
        } catch (IOException e) {
            return fail("cannot run " + command.get(0) + " (" + e.getMessage() + "); the solver tests need z3 and"
                    + " cvc5 on PATH: apt-get install -y z3 cvc5 (or exclude them with -Dgroups=!solver)");
        }
    }

    private static String readAll(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
