// Scripts run with Node's type stripping that import the test suites (test/adverse/*.ts): those sources import their
// neighbours as './x.js', as vitest resolves them; this resolves such an import to the .ts file beside it.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

export function resolveTestSources(): void {
  registerHooks({
    resolve(spec, ctx, next) {
      if (spec.endsWith('.js') && ctx.parentURL?.includes('/test/')) {
        const ts = new URL(spec.replace(/\.js$/, '.ts'), ctx.parentURL);
        if (existsSync(fileURLToPath(ts))) return next(ts.href, ctx);
      }
      return next(spec, ctx);
    },
  });
}
