/**
 * Resolves in a new task: long start-up work split at this point lets the browser handle a tap
 * or paint in between (each task under 50 ms on a phone keeps Total Blocking Time down).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
