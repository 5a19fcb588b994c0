import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Peak memory held (after a full GC) by Buffers and the heap while `work` runs, above what was
 * held before: garbage does not count, bytes still referenced do. Sampled `everyMs` after the previous sample.
 */
export async function peakRetainedGrowth(work: () => Promise<unknown>, everyMs = 200): Promise<number> {
  const held = () => {
    gc();
    const m = process.memoryUsage();
    return m.arrayBuffers + m.heapUsed;
  };
  const base = held();
  let peak = base;
  // Each sample is a full GC, slow in a test worker whose heap other suites have grown: the next
  // one is scheduled after this one ends, so the work under test always gets time to run.
  let timer: NodeJS.Timeout | undefined;
  let running = true;
  const sample = () => {
    peak = Math.max(peak, held());
    if (running) timer = setTimeout(sample, everyMs);
  };
  timer = setTimeout(sample, everyMs);
  try {
    await work();
  } finally {
    running = false;
    clearTimeout(timer);
  }
  return Math.max(peak, held()) - base;
}

/**
 * The least peak of up to `attempts` runs of `work`, stopping at the first under `under`. This test
 * process is a jest worker: another file's leftovers (a stream still flushing, a server in the same
 * process) can allocate during one run and read as this work's memory. A store or a scan that held
 * its data would go over on every run; noise from a neighbour does not repeat.
 */
export async function leastPeakRetainedGrowth(work: () => Promise<unknown>, under: number, attempts = 3): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < attempts && least >= under; i++) least = Math.min(least, await peakRetainedGrowth(work));
  return least;
}
