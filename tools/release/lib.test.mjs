// The release tools' helpers: checksum files, the clean environment of a throwaway installation, the artefact names.
import { describe, expect, it } from 'vitest';
import { cleanEnv, machinePath, parseSums, releaseInfo } from './lib.mjs';

describe('release helpers', () => {
  it('reads the sha256sum format', () => {
    const a = 'a'.repeat(64);
    expect(parseSums(`${a}  npm/x.tgz\n${'b'.repeat(64)} *maven/y.jar\n\n`)).toEqual({ 'npm/x.tgz': a, 'maven/y.jar': 'b'.repeat(64) });
    expect(() => parseSums('abc  x\n')).toThrow(/bad line/);
  });

  it("drops this repository's node_modules/.bin folders from the PATH", () => {
    expect(machinePath('/repo/node_modules/.bin:/repo/tools/node_modules/.bin:/usr/local/bin:/usr/bin')).toBe('/usr/local/bin:/usr/bin');
  });

  it('gives a throwaway installation none of the variables that point back at the repository', () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        npm_config_user_agent: 'pnpm/10',
        npm_package_name: 'x',
        npm_config_registry: 'https://registry.example/',
        npm_config_globalconfig: '/root/.config/pnpm/rc', // what pnpm sets: it would hide npm's own global npmrc
        VIRTUAL_ENV: '/repo/.venv',
        RUBYLIB: '/repo/lib',
        GEM_HOME: '/x',
        CLASSPATH: '/y',
        JAVA_HOME: '/usr/lib/jvm/java-17',
      });
      const env = cleanEnv({ EXTRA: '1' });
      for (const k of ['npm_config_user_agent', 'npm_package_name', 'npm_config_globalconfig', 'VIRTUAL_ENV', 'RUBYLIB', 'GEM_HOME', 'CLASSPATH']) expect(env[k], k).toBeUndefined();
      expect(env.npm_config_registry).toBe('https://registry.example/'); // network settings stay
      expect(env.JAVA_HOME).toBe('/usr/lib/jvm/java-17');
      expect(env.EXTRA).toBe('1');
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });

  it('names the artefacts by the versions of the package.json files (PEP 440 for Python)', () => {
    const info = releaseInfo();
    expect(info.node.files).toEqual([`npm/contract-analysis-client-${info.node.version}.tgz`]);
    expect(info.python.files[0]).toBe(`python/contract_analysis_client-${info.python.version}-py3-none-any.whl`);
    expect(info.java.files).toHaveLength(4);
  });
});
