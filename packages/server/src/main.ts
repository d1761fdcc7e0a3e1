#!/usr/bin/env node
import { loadConfig } from './config.js';
import { createService } from './server.js';
import { bootstrapDevelopment } from './bootstrap.js';

const config = loadConfig();
const service = await createService(config);
const log = service.app.log;

// PORT=0 lets the kernel pick a port: the address says which.
const address = await service.app.listen({ host: config.host, port: config.port });
if (config.devMode && config.bootstrapKey) {
  // Printed once, on the first start: only hashes are stored.
  process.stdout.write(await bootstrapDevelopment(service.storage, `${address}/dashboard/`));
}
log.info({ storage: service.storage.dialect, where: service.storage.where, dev_mode: config.devMode }, `Contract Analysis Service listening on ${address}/v1`);
// A parent that started this process with an IPC channel (a test harness, a process manager) is told where it listens.
process.send?.({ listening: address });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining');
    const force = setTimeout(() => {
      log.error('drain timed out; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    service.close().then(
      () => process.exit(0),
      (e) => {
        log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
