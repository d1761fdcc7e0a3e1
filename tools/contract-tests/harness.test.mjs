// Tests of the contract-test harness: the coverage check and run.mjs's handling of Prism.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkCoverage, discoverClients, mentions } from './coverage.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const coverage = join(here, 'coverage.mjs');
const run = join(here, 'run.mjs');
const temps = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A copy of what the coverage check reads: the bundle, the scenarios and the TS client's suite
 * (only that client, so that other clients' suites, being written concurrently, do not matter).
 */
function copyTree() {
  const dir = mkdtempSync(join(tmpdir(), 'contract-coverage-'));
  temps.push(dir);
  for (const rel of ['spec/dist/openapi.json', 'spec/contract-tests/scenarios.yaml', 'spec/contract-tests/vectors.yaml', 'spec/contract-tests/webhooks.yaml']) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    cpSync(join(root, rel), join(dir, rel));
  }
  for (const client of discoverClients(root)) {
    if (client.name !== '@contract-analysis/client') continue;
    const folder = client.folder.slice(root.length + 1);
    mkdirSync(join(dir, folder), { recursive: true });
    cpSync(join(client.folder, 'package.json'), join(dir, folder, 'package.json'));
    cpSync(client.dir, join(dir, client.dir.slice(root.length + 1)), { recursive: true });
    for (const runner of [client.vectors, client.webhookVectors]) if (runner) cpSync(runner, join(dir, runner.slice(root.length + 1)));
  }
  return dir;
}

function runCoverage(dir) {
  return spawnSync(process.execPath, [coverage, ...(dir ? ['--root', dir] : [])], { encoding: 'utf8' });
}

describe('coverage.mjs', () => {
  it('passes on the real tree', () => {
    const r = runCoverage();
    expect(r.stdout).toMatch(/@contract-analysis\/client: (\d+)\/\1 scenarios have a test/);
    // Problems of other clients' suites (being written by their owners) fail the CLI check, as
    // they should, but say nothing about this harness or the TS client: only they may appear.
    const problems = r.stderr.split('\n').filter((l) => l.startsWith('  - ')).map((l) => l.slice(4));
    const own = problems.filter((p) => !/^@contract-analysis\/client-[a-z]+: /.test(p));
    expect(own).toEqual([]);
    expect(r.status).toBe(problems.length ? 1 : 0);
    if (problems.length) console.warn(`coverage problems of other clients:\n${problems.join('\n')}`);
    else expect(r.stdout).toContain('contract coverage: OK');
  });

  it('fails with a readable message when a scenario test is removed', () => {
    const dir = copyTree();
    const file = join(dir, 'packages/client-ts/test/contract/scenarios.test.ts');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain("'retrieveWebhook.not_found'");
    writeFileSync(file, text.replaceAll('retrieveWebhook.not_found', 'retrieveWebhook.missing_one'));
    const r = runCoverage(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('contract coverage FAILED');
    expect(r.stderr).toContain('@contract-analysis/client: no test names scenario retrieveWebhook.not_found');
  });

  it('fails when an operation of the spec has no scenario', () => {
    const dir = copyTree();
    const file = join(dir, 'spec/contract-tests/scenarios.yaml');
    const kept = readFileSync(file, 'utf8').split('\n').filter((l) => !l.includes('operation: createToken'));
    writeFileSync(file, kept.join('\n'));
    const r = runCoverage(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('operation createToken has no scenario');
  });

  it('counts only clients that exist, and any client with a contractTests dir', () => {
    const dir = copyTree();
    // a new client appears with an empty suite: its scenarios are missing
    mkdirSync(join(dir, 'packages/client-zz/tests/contract'), { recursive: true });
    writeFileSync(join(dir, 'packages/client-zz/package.json'), JSON.stringify({ name: '@contract-analysis/client-zz', contractTests: { dir: 'tests/contract' } }));
    writeFileSync(join(dir, 'packages/client-zz/tests/contract/test_x.py'), 'def test_listContracts_ok(): pass  # listContracts.ok\n');
    const result = checkCoverage(dir);
    expect(result.ok).toBe(false);
    const foreign = result.problems.filter((p) => !p.startsWith('@contract-analysis/client-zz:'));
    expect(foreign).toEqual([]);
    expect(result.problems.some((p) => p.startsWith('@contract-analysis/client-zz: no test names scenario reviewContract.created'))).toBe(true);
    expect(result.problems.some((p) => p.includes('scenario listContracts.ok'))).toBe(false);
    expect(result.problems.some((p) => p.startsWith('@contract-analysis/client:'))).toBe(false);
  });

  it('fails when a client does not run vectors.yaml: no runner declared, a missing file, or one that does not load it', () => {
    const dir = copyTree();
    expect(checkCoverage(dir).problems).toEqual([]);
    const pkgFile = join(dir, 'packages/client-ts/package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    const runner = join(dir, 'packages/client-ts', pkg.contractTests.vectors);
    const text = readFileSync(runner, 'utf8');

    writeFileSync(runner, text.replaceAll('vectors.yaml', 'other.yaml'));
    expect(checkCoverage(dir).problems).toEqual([
      `@contract-analysis/client: its vector runner packages/client-ts/${pkg.contractTests.vectors} does not load vectors.yaml, so it does not run the ${
        parse(readFileSync(join(root, 'spec/contract-tests/vectors.yaml'), 'utf8')).vectors.length
      } behaviour vectors`,
    ]);
    rmSync(runner);
    expect(checkCoverage(dir).problems).toEqual([expect.stringMatching(/^@contract-analysis\/client: its vector runner \S+ does not exist/)]);
    writeFileSync(pkgFile, JSON.stringify({ ...pkg, contractTests: { dir: pkg.contractTests.dir } }));
    const r = runCoverage(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('@contract-analysis/client: declares no vector runner (package.json contractTests.vectors)');
  });

  it('fails when a client does not run webhooks.yaml, or a webhook signature is not what its template gives', () => {
    const dir = copyTree();
    expect(checkCoverage(dir).problems).toEqual([]);
    const pkgFile = join(dir, 'packages/client-ts/package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    const runner = join(dir, 'packages/client-ts', pkg.contractTests.webhookVectors);
    writeFileSync(runner, readFileSync(runner, 'utf8').replaceAll('webhooks.yaml', 'other.yaml'));
    expect(checkCoverage(dir).problems).toEqual([expect.stringMatching(/^@contract-analysis\/client: its webhook vector runner \S+ does not load webhooks.yaml, so it does not run the \d+ webhook vectors$/)]);
    writeFileSync(pkgFile, JSON.stringify({ ...pkg, contractTests: { ...pkg.contractTests, webhookVectors: undefined } }));
    expect(checkCoverage(dir).problems).toEqual(['@contract-analysis/client: declares no webhook vector runner (package.json contractTests.webhookVectors), so it does not run the ' +
      `${parse(readFileSync(join(root, 'spec/contract-tests/webhooks.yaml'), 'utf8')).vectors.length} webhook vectors`]);

    const file = join(dir, 'spec/contract-tests/webhooks.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace("signature: v1,{previous}", "signature: v1,{stranger}").replace("secrets: [current]", "secrets: [nobody]"));
    const problems = checkCoverage(dir).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^webhook vector webhook.rotation.previous_secret_matches: webhook-signature is not what its template gives/));
    expect(problems).toContainEqual('webhook vector webhook.valid: secrets must name secrets of the file');
  });

  it('fails when a vector names an operation the spec does not have', () => {
    const dir = copyTree();
    const file = join(dir, 'spec/contract-tests/vectors.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('operation: retrieveContract', 'operation: fetchContract'));
    expect(checkCoverage(dir).problems).toContainEqual(expect.stringMatching(/^vector \S+ names operation fetchContract, which the spec does not have$/));
  });

  it('matches scenario ids as whole tokens', () => {
    expect(mentions("it('listContracts.ok', ...)", 'listContracts.ok')).toBe(true);
    expect(mentions('test_listContracts_ok # listContracts.ok', 'listContracts.ok')).toBe(true);
    expect(mentions("it('listContracts.ok_more')", 'listContracts.ok')).toBe(false);
    expect(mentions("it('xlistContracts.ok')", 'listContracts.ok')).toBe(false);
  });
});

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs run.mjs with --command and collects its output and Prism's pid. */
function startRun(command, { onReady } = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [run, '--quiet', '--command', command], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let signalled = false;
    const onData = (d) => {
      out += d;
      if (!signalled && onReady && /suite \(pid \d+\) running/.test(out)) {
        signalled = true;
        onReady(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => {
      const m = out.match(/Prism mock \(pid (\d+)\) starting/);
      resolveRun({ code, signal, out, pid: m && Number(m[1]) });
    });
  });
}

describe('run.mjs', () => {
  it('starts Prism, passes the base URL and target, and returns the suite exit code', async () => {
    const r = await startRun(
      `node -e "fetch(process.env.CONTRACT_TEST_BASE_URL + '/contracts/ctr_1', { headers: { Authorization: 'Bearer k' } }).then(r => { console.log('STATUS', r.status, process.env.CONTRACT_TEST_TARGET); process.exit(r.status === 200 ? 0 : 9) })"`,
    );
    expect(r.out).toContain('STATUS 200 mock');
    expect(r.code).toBe(0);
    expect(r.pid).toBeGreaterThan(0);
    expect(alive(r.pid)).toBe(false);
  });

  it('stops Prism when the suite fails', async () => {
    const r = await startRun('node -e "process.exit(3)"');
    expect(r.code).toBe(3);
    expect(r.out).toContain('contract suite failed (exit 3)');
    expect(alive(r.pid)).toBe(false);
  });

  it('stops Prism and the suite when it is terminated by a signal', async () => {
    let suitePid;
    const r = await startRun('node -e "setTimeout(() => {}, 60000)"', {
      onReady: (child) => setTimeout(() => child.kill('SIGTERM'), 200),
    });
    suitePid = Number(r.out.match(/suite \(pid (\d+)\)/)[1]);
    expect(r.code).toBe(143);
    expect(alive(r.pid)).toBe(false);
    expect(alive(suitePid)).toBe(false);
  });

  it('fails clearly without a bundle', () => {
    const r = spawnSync(process.execPath, [run, 'x', '--spec', '/nonexistent/openapi.json'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('pnpm --filter @contract-analysis/spec build');
    expect(existsSync('/nonexistent')).toBe(false);
  });
});
