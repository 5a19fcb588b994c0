import { RepeatingTask } from '../core/repeating-task';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RepeatingTask', () => {
  it('runs one at a time: a run asked for while one is going joins it', async () => {
    let calls = 0;
    let release!: () => void;
    const task = new RepeatingTask(async () => {
      calls += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return calls;
    }, () => undefined);
    const first = task.run();
    const second = task.run();
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    // Once over, the next run is a new one.
    const third = task.run();
    release();
    expect(await third).toBe(2);
  });

  it('runs on its timer, reports a failed run and tries again at the next tick; stop ends it and waits for the run in progress', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const task = new RepeatingTask(async () => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
      await tick(30);
      return runs;
    }, (err) => failures.push(err));
    task.start(10);
    while (runs < 2) await tick(5);
    await task.stop();
    const stoppedAt = runs;
    expect(failures).toEqual([new Error('database gone')]);
    await tick(40);
    expect(runs).toBe(stoppedAt);
  });

  it('has no timer for an interval of 0 (it runs only when asked)', async () => {
    let runs = 0;
    const task = new RepeatingTask(async () => ++runs, () => undefined);
    task.start(0);
    await tick(30);
    expect(runs).toBe(0);
    expect(await task.run()).toBe(1);
    await task.stop();
  });
});
