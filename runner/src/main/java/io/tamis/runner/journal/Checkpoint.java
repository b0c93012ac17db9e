package io.tamis.runner.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.campaign.StreamMarks;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A journal's {@code checkpoint} line: everything the readers need of the tests before it, so that they
 * never read those tests again. It is the first line of the journal after a roll ({@link Journal}).
 *
 * @param segments how many segment files ({@code journal-NNNNNN.jsonl.gz}) hold the lines rolled out before it
 * @param args the campaign's command line (the first session's)
 * @param sessions the sessions before and including the one that wrote it
 * @param elapsed the campaign's time over all sessions when it was written
 * @param stats the statistics' counters ({@link io.tamis.runner.campaign.Statistics#state})
 * @param marks how far each stream is done
 * @param totals the tests' number, the findings index and the report's groups
 */
public record Checkpoint(int segments, List<String> args, int sessions, double elapsed, JsonNode stats,
    Map<StreamMarks.Key, StreamMarks.Mark> marks, Totals totals) {

  static final String TYPE = "checkpoint";

  /** The line, with the ids of the streams ({@code ids}: key to id) and labels the session goes on using. */
  ObjectNode write(ObjectNode n, Map<StreamMarks.Key, Integer> ids, Map<String, Integer> labels) {
    n.put("format", Journal.FORMAT).put("segments", segments).put("sessions", sessions).put("elapsed", elapsed);
    args.forEach(n.putArray("args")::add);
    n.set("stats", stats);
    ArrayNode streams = n.putArray("streams");
    Map<StreamMarks.Key, StreamMarks.Mark> all = new LinkedHashMap<>(marks);
    ids.keySet().forEach(k -> all.putIfAbsent(k, StreamMarks.Mark.NONE));
    all.forEach((k, m) -> {
      ObjectNode s = streams.addObject();
      if (ids.containsKey(k)) {
        s.put("id", ids.get(k));
      }
      s.put("generator", k.generator()).put("seed", k.seedName()).put("sha256", k.sha256())
          .put("campaignSeed", k.campaignSeed()).put("next", m.next()).put("done", m.done())
          .put("pushPop", m.pushPop()).put("ended", m.ended());
      ArrayNode above = s.putArray("above");
      for (long i : m.above()) {
        above.add(i);
      }
    });
    ArrayNode l = n.putArray("labels");
    labels.forEach((label, id) -> l.addObject().put("id", id).put("label", label));
    totals.write(n);
    return n;
  }

  static Checkpoint read(JsonNode n) {
    List<String> args = new ArrayList<>();
    n.path("args").forEach(a -> args.add(a.asText()));
    Map<StreamMarks.Key, StreamMarks.Mark> marks = new LinkedHashMap<>();
    for (JsonNode s : n.path("streams")) {
      long[] above = new long[s.path("above").size()];
      for (int i = 0; i < above.length; i++) {
        above[i] = s.path("above").get(i).asLong();
      }
      marks.put(key(s), new StreamMarks.Mark(s.path("next").asLong(), s.path("done").asLong(),
          s.path("pushPop").asLong(), above, s.path("ended").asBoolean()));
    }
    Totals totals = new Totals();
    totals.add(n);
    return new Checkpoint(n.path("segments").asInt(), List.copyOf(args), n.path("sessions").asInt(),
        n.path("elapsed").asDouble(), n.path("stats"), marks, totals);
  }

  /** A stream line's (or a checkpoint stream entry's) key. */
  static StreamMarks.Key key(JsonNode s) {
    return new StreamMarks.Key(s.path("generator").asText(), s.path("seed").asText(), s.path("sha256").asText(),
        s.path("campaignSeed").asLong());
  }
}
