package io.tamis.mutator;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptPrinter;
import java.util.Arrays;
import java.util.List;

/**
 * Prints the mutants of one stream. A mutant differs from the script it came from (the base or the
 * last mutant) in a few assertions at the same places: the other commands' lines are copied, and an
 * edited assertion's line is spliced from its previous line ({@link Splice}), or printed whole when
 * splicing does not apply. Memory stays bounded: only the lines of the base and of the last mutant
 * are kept.
 */
final class ScriptText {
  private final Script base;
  private final CommandText[] baseLines;
  /** The base's lines joined, and where each starts: copied whole where a mutant kept them. */
  private byte[] baseText;
  private int[] baseAt;
  private Script last;
  private CommandText[] lastLines;
  private CommandText[] lines;
  private final CommandText[] edited;
  private final boolean[] isEdited;
  private final ByteBuf one = new ByteBuf(1 << 12);
  private final ScriptPrinter printer = new ScriptPrinter(one);
  private final Splice splice = new Splice();

  ScriptText(Script base) {
    int n = base.commands().size();
    this.base = base;
    this.baseLines = new CommandText[n];
    this.lastLines = new CommandText[n];
    this.lines = new CommandText[n];
    this.edited = new CommandText[n];
    this.isEdited = new boolean[n];
  }

  /** The text of {@code mutant}, made from {@code from}. */
  byte[] print(Script from, Mutant mutant) {
    List<Command> commands = mutant.script().commands();
    if (commands.size() != lines.length || from.commands().size() != lines.length) {
      last = null;
      return joined(commands, commands.stream().map(this::printed).toArray(CommandText[]::new));
    }
    spliceEdits(from, mutant.edits());
    for (int i = 0; i < commands.size(); i++) {
      Command c = commands.get(i);
      CommandText text = isEdited[i] ? edited[i] : c == from.commands().get(i) ? lineOf(from, i) : null;
      lines[i] = text != null ? text : printed(c);
    }
    CommandText[] swap = lastLines;
    lastLines = lines;
    lines = swap;
    last = mutant.script();
    return joined(commands, lastLines);
  }

  /** The lines joined; runs of commands of the base are copied from its text in one piece. */
  private byte[] joined(List<Command> commands, CommandText[] texts) {
    int length = 0;
    for (CommandText t : texts) {
      length += t.line().length;
    }
    byte[] out = new byte[length];
    int at = 0;
    for (int i = 0; i < commands.size(); ) {
      int run = baseRun(commands, i);
      if (run > i) {
        byte[] text = baseText();
        System.arraycopy(text, baseAt[i], out, at, baseAt[run] - baseAt[i]);
        at += baseAt[run] - baseAt[i];
        i = run;
      } else {
        System.arraycopy(texts[i].line(), 0, out, at, texts[i].line().length);
        at += texts[i].line().length;
        i++;
      }
    }
    return out;
  }

  /** The end of the run of base commands that starts at {@code i}. */
  private int baseRun(List<Command> commands, int i) {
    List<Command> own = base.commands();
    while (i < commands.size() && i < own.size() && commands.get(i) == own.get(i)) {
      i++;
    }
    return i;
  }

  private byte[] baseText() {
    if (baseText == null) {
      baseAt = new int[baseLines.length + 1];
      for (int i = 0; i < baseLines.length; i++) {
        baseAt[i + 1] = baseAt[i] + lineOf(base, i).line().length;
      }
      baseText = new byte[baseAt[baseLines.length]];
      for (int i = 0; i < baseLines.length; i++) {
        System.arraycopy(baseLines[i].line(), 0, baseText, baseAt[i], baseLines[i].line().length);
      }
    }
    return baseText;
  }

  /** Commands the last mutant edited. */
  int edited() {
    int n = 0;
    for (boolean e : isEdited) {
      n += e ? 1 : 0;
    }
    return n;
  }

  /** Of those, how many were spliced (the others were printed whole). */
  int spliced() {
    int n = 0;
    for (int i = 0; i < edited.length; i++) {
      n += isEdited[i] && edited[i] != null ? 1 : 0;
    }
    return n;
  }

  /** Leaves in {@code edited} the spliced line of each edited command, null where splicing failed. */
  private void spliceEdits(Script from, List<Edit> edits) {
    Arrays.fill(isEdited, false);
    for (Edit e : edits) {
      int i = e.at().command();
      CommandText before = isEdited[i] ? edited[i] : lineOf(from, i);
      edited[i] = before == null ? null : splice.apply(before, e);
      isEdited[i] = true;
    }
  }

  /** The line of command {@code i} of the base or of the last mutant; null for another script. */
  private CommandText lineOf(Script script, int i) {
    if (script == last) {
      return lastLines[i];
    }
    if (script != base) {
      return null;
    }
    if (baseLines[i] == null) {
      baseLines[i] = printed(base.commands().get(i));
    }
    return baseLines[i];
  }

  private CommandText printed(Command c) {
    one.clear();
    printer.print(c);
    one.append('\n');
    return new CommandText(one.toByteArray(), c instanceof Command.Assert ? new LetIndex(printer.letNames()) : null);
  }
}
