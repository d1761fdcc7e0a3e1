/**
 * The file piscina loads in each document worker thread (docpool.ts). piscina require()s its filename before it tries
 * import(); given the worker's ES module, Node 24's require(esm) now and then aborted the whole process with a native
 * assertion while building the module's CommonJS facade (a test worker in session 12, the server's test run in session
 * 22). This CommonJS file is what require() finds, and it loads the worker's ES module with import(), the ordinary ESM
 * loader, once per thread.
 */
type Run = typeof import('./docworker.js', { with: { 'resolution-mode': 'import' } }).default;
let loaded: Promise<Run> | undefined;

function boot(message: Parameters<Run>[0]): ReturnType<Run> {
  loaded ??= import('./docworker.js').then((m) => m.default);
  return loaded.then((run) => run(message));
}

export = boot;
