/**
 * Work a service repeats on each replica (the file sweep, the recording retention sweep): run every
 * `everyMs`, never twice at once in a process (asking for a run while one is going joins it), a
 * failed run reported to `onFailure` and left to the next tick, and stopped with the service (`stop`
 * waits for the run in progress). The timer does not keep the process alive.
 */
export class RepeatingTask<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  constructor(
    private readonly task: () => Promise<T>,
    private readonly onFailure: (err: unknown) => void,
  ) {}

  /** Starts the timer; 0 or less: no timer (runs only when asked, as tests do). */
  start(everyMs: number): void {
    if (everyMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.run().catch(this.onFailure), everyMs);
    this.timer.unref();
  }

  /** A run now, or the one in progress. */
  run(): Promise<T> {
    this.running ??= this.task().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
