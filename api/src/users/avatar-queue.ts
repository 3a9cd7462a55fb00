// Runs at most `concurrency` tasks at once; the others wait their turn, in order, and past
// `maxWaiting` a new task is refused at once (QueueFullError) rather than held in memory.

export class QueueFullError extends Error {
  constructor() {
    super('The queue is full.');
  }
}

export interface TaskQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createTaskQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): TaskQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length >= maxWaiting) throw new QueueFullError();
      // The finishing task hands its place straight to the next one, so `running` stays put.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
