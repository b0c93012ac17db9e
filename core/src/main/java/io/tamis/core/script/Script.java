package io.tamis.core.script;

import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A parsed script: its commands, the factory that owns their terms, and where each command starts
 * in its source (for messages).
 */
public final class Script {
  private final String source;
  private final List<Command> commands;
  private final int[] lines;
  private final int[] columns;
  private final TermFactory factory;

  public Script(String source, List<Command> commands, int[] lines, int[] columns, TermFactory factory) {
    if (lines.length != commands.size() || columns.length != commands.size()) {
      throw new IllegalArgumentException("one position per command needed");
    }
    this.source = source;
    this.commands = List.copyOf(commands);
    this.lines = lines.clone();
    this.columns = columns.clone();
    this.factory = factory;
  }

  /** Shares {@code commands} and the positions of {@code like}: both are never changed. */
  private Script(Script like, List<Command> commands) {
    this.source = like.source;
    this.commands = commands;
    this.lines = like.lines;
    this.columns = like.columns;
    this.factory = like.factory;
  }

  /** A script built in memory: positions are the command numbers. */
  public static Script of(String source, List<Command> commands, TermFactory factory) {
    int[] lines = new int[commands.size()];
    int[] columns = new int[commands.size()];
    for (int i = 0; i < lines.length; i++) {
      lines[i] = i + 1;
      columns[i] = 1;
    }
    return new Script(source, commands, lines, columns, factory);
  }

  public String source() {
    return source;
  }

  public List<Command> commands() {
    return commands;
  }

  public TermFactory factory() {
    return factory;
  }

  /** {@code source:line:col} of command {@code i}. */
  public String position(int i) {
    return source + ":" + lines[i] + ":" + columns[i];
  }

  public int line(int i) {
    return lines[i];
  }

  public int column(int i) {
    return columns[i];
  }

  /** The logic of the first set-logic, or null. */
  public String logic() {
    for (Command c : commands) {
      if (c instanceof Command.SetLogic s) {
        return s.logic();
      }
    }
    return null;
  }

  /** The value of {@code (set-info :status ...)} before the first {@code (exit)} (no solver reads on), or null. */
  public String status() {
    for (Command c : commands) {
      if (c instanceof Command.Plain p && p.name().equals("exit")) {
        return null;
      }
      if (c instanceof Command.SetInfo s && s.keyword().equals(":status") && s.value() != null) {
        return s.value();
      }
    }
    return null;
  }

  /** The asserted terms, in order. */
  public List<Term> assertions() {
    List<Term> out = new ArrayList<>();
    for (Command c : commands) {
      if (c instanceof Command.Assert a) {
        out.add(a.term());
      }
    }
    return out;
  }

  /** A copy with command {@code i} replaced: one copy of the command list (mutators make many). */
  public Script withCommand(int i, Command command) {
    Command[] copy = commands instanceof CommandArray a ? a.copy() : commands.toArray(new Command[0]);
    copy[i] = Objects.requireNonNull(command);
    return new Script(this, new CommandArray(copy));
  }

  /** A copy with {@code commands} in place of this script's, positions kept where they line up. */
  public Script withCommands(List<Command> replaced) {
    if (replaced.size() == commands.size()) {
      return new Script(source, replaced, lines, columns, factory);
    }
    return of(source, replaced, factory);
  }
}
