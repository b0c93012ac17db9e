package io.tamis.runner.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import org.jctools.queues.varhandle.MpscUnboundedVarHandleArrayQueue;

/**
 * The single consumer of results: many test threads offer, one platform thread drains in batches
 * and hands each batch to {@code handler} (bug store, statistics, report), so those need no locks.
 */
public final class ResultWriter<T> {
  private static final int BATCH = 256;
  private static final long IDLE_PARK_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

  private final MpscUnboundedVarHandleArrayQueue<T> queue = new MpscUnboundedVarHandleArrayQueue<>(1024);
  private final Consumer<List<T>> handler;
  private final Thread thread;
  private volatile boolean closing;

  public ResultWriter(String name, Consumer<List<T>> handler) {
    this.handler = handler;
    this.thread = Thread.ofPlatform().name(name).start(this::loop);
  }

  public void offer(T result) {
    queue.offer(result);
    LockSupport.unpark(thread);
  }

  private void loop() {
    List<T> batch = new ArrayList<>(BATCH);
    while (true) {
      boolean last = closing;
      queue.drain(batch::add, BATCH);
      if (!batch.isEmpty()) {
        handler.accept(batch);
        batch.clear();
      } else if (last) {
        return;
      } else {
        LockSupport.parkNanos(this, IDLE_PARK_NANOS);
      }
    }
  }

  /** Handles everything offered so far, then stops the thread. */
  public void finish() throws InterruptedException {
    closing = true;
    LockSupport.unpark(thread);
    thread.join();
  }
}
