package io.tamis.runner.cli;

import io.tamis.runner.campaign.Recorder;
import io.tamis.runner.campaign.SeedBudget;
import io.tamis.runner.campaign.Statistics;
import io.tamis.runner.campaign.StreamMarks;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.Timeline;
import io.tamis.runner.journal.Checkpoint;
import io.tamis.runner.journal.DoneTests;
import io.tamis.runner.journal.Journal;
import io.tamis.runner.journal.JournalReader;
import io.tamis.runner.journal.TestRecord;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * What makes a campaign's {@code --out} folder durable: the journal of its tests, the timeline, and
 * the restore of both when the campaign resumes. A journal that cannot be written is reported once;
 * the campaign goes on.
 */
final class CampaignFolder implements AutoCloseable {
  private final Journal journal;
  private final Path dir;
  private final PrintStream err;
  private final DoneTests done = new DoneTests();
  private final StreamMarks marks = new StreamMarks();
  private Timeline timeline;
  private int session = 1;
  private boolean failed;

  private CampaignFolder(Path dir, Journal journal, PrintStream err) {
    this.dir = dir;
    this.journal = journal;
    this.err = err;
  }

  static CampaignFolder open(Path dir, PrintStream err) throws IOException {
    return new CampaignFolder(dir, Journal.open(dir), err);
  }

  /**
   * Counts the journaled tests again (statistics, findings' counts, the seed budget) and remembers
   * them as done: a checkpoint's counters and marks, then the tests after it one by one ({@code learns}:
   * also the answers the segments kept). Returns the journal's header: its elapsed time is the earlier
   * sessions'.
   */
  JournalReader.Header restore(Recorder recorder, SeedBudget budget, Statistics stats, boolean learns)
      throws IOException {
    int[] segments = {0};
    JournalReader.Header h = JournalReader.read(dir, new JournalReader.Visitor() {
      @Override
      public void checkpoint(Checkpoint c) {
        stats.add(c.stats());
        c.totals().restoreFindings(recorder);
        done.add(c);
        segments[0] = c.segments();
      }

      @Override
      public void test(TestRecord t) {
        TestResult r = t.toResult();
        recorder.restore(r);
        if (budget != null) {
          budget.record(r);
        }
        done.add(t);
      }
    });
    if (learns) {
      JournalReader.segments(dir, segments[0], t -> {
        if (t.answer() != null) {
          done.add(t);
        }
      });
    }
    recorder.restored();
    stats.resumeAfter(h.elapsedSeconds());
    session = h.sessions() + 1;
    return h;
  }

  DoneTests done() {
    return done;
  }

  /** How far each stream is done: what the campaign tells the journal's checkpoints. */
  StreamMarks marks() {
    return marks;
  }

  /** Opens the session: its start line, every result journaled from now on, the timeline sampled. */
  void start(List<String> args, long campaignSeed, String shard, Recorder recorder, Statistics stats,
      boolean answers) throws IOException {
    journal.start(args, campaignSeed, shard, session);
    journal.checkpoints(stats::state, marks);
    recorder.listen(r -> write(() -> journal.test(r, answers)));
    recorder.afterBatch(() -> write(() -> {
      journal.flush();
      journal.checkpointIfDue(stats.elapsedSeconds());
    }));
    timeline = new Timeline(stats, dir, elapsed -> write(() -> journal.tick(elapsed, stats.tests())), err);
  }

  /** Closes the session: "signal" (a Ctrl-C: resume goes on) or "done". */
  void end(Statistics stats, boolean signalled) {
    if (timeline != null) {
      timeline.close();
      timeline = null;
    }
    write(() -> journal.end(stats.elapsedSeconds(), signalled ? "signal" : "done"));
  }

  private interface Write {
    void run() throws IOException;
  }

  private void write(Write w) {
    try {
      w.run();
    } catch (IOException e) {
      if (!failed) {
        failed = true;
        err.println("tamis: cannot write the journal in " + dir + " (the campaign goes on; it cannot be resumed): "
            + e);
      }
    }
  }

  @Override
  public void close() throws IOException {
    if (timeline != null) {
      timeline.close();
    }
    journal.close();
  }
}
