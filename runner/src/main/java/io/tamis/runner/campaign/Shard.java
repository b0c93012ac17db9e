package io.tamis.runner.campaign;

/** {@code --shard i/N}: this run takes the seeds whose position modulo N is i (0 <= i < N). */
public record Shard(int index, int count) {
  public static final Shard ALL = new Shard(0, 1);

  public Shard {
    if (count < 1 || index < 0 || index >= count) {
      throw new IllegalArgumentException("shard must be i/N with 0 <= i < N, got " + index + "/" + count);
    }
  }

  public static Shard parse(String text) {
    String[] parts = text.split("/");
    if (parts.length != 2) {
      throw new IllegalArgumentException("shard must be i/N, got '" + text + "'");
    }
    try {
      return new Shard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("shard must be i/N, got '" + text + "'", e);
    }
  }

  public boolean owns(int seedPosition) {
    return seedPosition % count == index;
  }
}
