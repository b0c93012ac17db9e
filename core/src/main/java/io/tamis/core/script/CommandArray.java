package io.tamis.core.script;

import java.util.AbstractList;
import java.util.RandomAccess;

/** An unmodifiable list over an array no one else holds: {@link Script#withCommand} copies once. */
final class CommandArray extends AbstractList<Command> implements RandomAccess {
  private final Command[] commands;

  CommandArray(Command[] commands) {
    this.commands = commands;
  }

  Command[] copy() {
    return commands.clone();
  }

  @Override
  public Command get(int index) {
    return commands[index];
  }

  @Override
  public int size() {
    return commands.length;
  }
}
