package io.tamis.runner.session;

import io.tamis.runner.oracle.Outcome;

/** Asks one configuration of the campaign a one-shot script in a fresh process. */
@FunctionalInterface
public interface OneShot {
  /** @param config the configuration's index in the campaign */
  Outcome ask(int config, byte[] script) throws InterruptedException;
}
