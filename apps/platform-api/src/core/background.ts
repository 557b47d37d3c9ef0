/**
 * Work a request starts but does not wait for. A reply that must not say whether an account exists (forgot
 * password, SMS codes) does the same work for every caller before it answers, and leaves what only an
 * existing account needs (a token, a code, a message) to run here after the reply: both cases take as long.
 */
export interface Background {
  /** Runs `work` after the current request's reply; a failure is reported, never thrown to the caller. */
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves when every started piece of work has ended (graceful shutdown, the demo outbox, tests). */
  idle(): Promise<void>;
}

export function createBackground(report: (name: string, error: unknown) => void): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => report(name, error),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
