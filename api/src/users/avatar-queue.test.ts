import { createTaskQueue, QueueFullError } from './avatar-queue';

/** A task that runs until `finish()` or `fail()` is called. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  let fail!: () => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = () => reject(new Error(name));
  });
  return { task: () => (log.push(`start ${name}`), done), finish, fail };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

it('runs at most `concurrency` tasks at once, the others in order of arrival', async () => {
  const queue = createTaskQueue({ concurrency: 2, maxWaiting: 10 });
  const log: string[] = [];
  const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));
  const results = tasks.map((t) => queue.run(t.task));
  const first = results[0].catch((err: Error) => `failed: ${err.message}`);
  await tick();
  expect(log).toEqual(['start a', 'start b']);
  expect([queue.running, queue.waiting]).toEqual([2, 2]);
  tasks[1].finish();
  await tick();
  expect(log).toEqual(['start a', 'start b', 'start c']);
  tasks[0].fail(); // a failing task frees its place too
  await tick();
  expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
  tasks[2].finish();
  tasks[3].finish();
  expect(await first).toBe('failed: a');
  expect(await Promise.all(results.slice(1))).toEqual(['b', 'c', 'd']);
  expect([queue.running, queue.waiting]).toEqual([0, 0]);
});

it('refuses a task at once when `maxWaiting` already wait, and takes tasks again once there is room', async () => {
  const queue = createTaskQueue({ concurrency: 1, maxWaiting: 2 });
  const log: string[] = [];
  const tasks = ['a', 'b', 'c'].map((name) => heldTask(log, name));
  const results = tasks.map((t) => queue.run(t.task));
  const refused = heldTask(log, 'refused');
  await expect(queue.run(refused.task)).rejects.toBeInstanceOf(QueueFullError);
  expect(log).toEqual(['start a']);
  tasks.forEach((t) => t.finish());
  expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  expect(await queue.run(async () => 'later')).toBe('later');
});
