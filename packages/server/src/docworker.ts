import { parentPort, threadId } from 'node:worker_threads';
import { runDocTask, type DocTask, type DocResult } from './doctasks.js';

/**
 * The entry point of a document worker thread (run by piscina, see docpool.ts). It tells the pool
 * when a task starts, so that the task's wall-clock limit counts running time, not time queued.
 */
export default async function run(message: { id: number; task: DocTask }): Promise<DocResult> {
  parentPort?.postMessage({ docTaskStarted: message.id, threadId });
  return runDocTask(message.task);
}
