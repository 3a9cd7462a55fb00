const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs a task at the user's first press, key or touch: the moment to fetch code the first paint
 * does not need but an action soon may (a toast follows a submit, and a submit follows a press).
 * Returns a cancel function.
 */
export function onFirstInteraction(task: () => void): () => void {
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, run, true));
  function run() {
    stop();
    task();
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}
