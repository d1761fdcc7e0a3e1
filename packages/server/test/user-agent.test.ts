// The server logs which official client (language, version, spec version) made each request.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseClientUserAgent } from '../src/app.js';
import { createApiKey, createService, loadConfig } from '../src/index.js';

describe('client User-Agent', () => {
  it('parses the official clients\' User-Agent and ignores others', () => {
    expect(parseClientUserAgent('contract-analysis-python/1.2.0 (spec 1.0.0; python 3.11.7)')).toEqual({
      language: 'python',
      version: '1.2.0',
      spec: '1.0.0',
      runtime: 'python 3.11.7',
    });
    expect(parseClientUserAgent('contract-analysis-java/1.0.0 (spec 1.0.0)')?.runtime).toBeNull();
    expect(parseClientUserAgent('curl/8.5.0')).toBeUndefined();
    expect(parseClientUserAgent(undefined)).toBeUndefined();
  });

  it('writes it into the request log line', async () => {
    const lines: Record<string, any>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', CAS_DEV: '1' }, { sqliteFile: ':memory:', workers: false, logLevel: 'info' });
    const service = await createService(config, { logger: { level: 'info', stream } });
    try {
      const account = await service.storage.accounts.create('ua');
      const { key } = await createApiKey(service.storage, account, ['benchmarks:read']);
      const ua = 'contract-analysis-ruby/1.0.0 (spec 1.0.0; ruby 3.1.2)';
      const res = await service.app.inject({ method: 'GET', url: '/v1/benchmarks/industries', headers: { authorization: `Bearer ${key}`, 'user-agent': ua } });
      expect(res.statusCode).toBe(200);
      const incoming = lines.find((l) => l.msg === 'incoming request');
      expect(incoming?.req.userAgent).toBe(ua);
      expect(incoming?.req.client).toEqual({ language: 'ruby', version: '1.0.0', spec: '1.0.0', runtime: 'ruby 3.1.2' });
    } finally {
      await service.close();
    }
  });
});
