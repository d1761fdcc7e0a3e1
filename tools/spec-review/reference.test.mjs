// The offline reference (spec/scripts/reference.mjs) in a real browser: Debian's chromium, headless, driven by
// playwright-core (no browser is ever downloaded), opened from disk with every request that leaves the file
// blocked and recorded. It must make none, render every operation, and its links and search must work in-page.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_LANGUAGES, readClientSamples, renderReference, withCodeSamples } from '../../spec/scripts/reference.mjs';
import { operationsOf } from './surface.mjs';
import { HANG_GUARD_MS } from '../hang-guard.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`offline reference test skipped: no chromium at ${CHROMIUM} (tools/setup.sh installs Debian's chromium)`);
const bundle = JSON.parse(readFileSync(join(root, 'spec', 'dist', 'openapi.json'), 'utf8'));
const ops = operationsOf(bundle);
// The code samples the clients' builds wrote (packages/client-*/dist/samples.json); the TypeScript client's build
// always runs before these tests (tools/turbo.json), the other clients' when they were built.
const samples = readClientSamples(root);
const languages = SAMPLE_LANGUAGES.filter((l) => samples[l]);

describe('code samples in the reference', () => {
  it('are added to the rendered copy only, in the four languages\' order, for the languages that were built', () => {
    expect(languages, 'no client has written its samples.json: build @contract-analysis/client').toContain('TypeScript');
    const withSamples = withCodeSamples(bundle, samples);
    for (const o of ops) {
      const got = withSamples.paths[o.path][o.method.toLowerCase()]['x-codeSamples'];
      expect(got?.map((s) => s.lang), o.id).toEqual(languages.filter((l) => samples[l][o.id]));
    }
    // The bundle the generators read carries none.
    expect(JSON.stringify(bundle)).not.toContain('x-codeSamples');
    // A language whose client wrote no samples.json is simply absent.
    const { Python, ...others } = { ...samples, Python: { retrieveContract: { lang: 'Python', label: 'Python', source: 'x' } } };
    const fewer = withCodeSamples(bundle, others).paths['/contracts/{id}'].get['x-codeSamples'].map((s) => s.lang);
    expect(fewer).not.toContain('Python');
    expect(withCodeSamples(bundle, { ...others, Python }).paths['/contracts/{id}'].get['x-codeSamples'].map((s) => s.lang)).toContain('Python');
  });
});
// Kept after the run for a person to look at (spec/dist is not committed).
const screenshot = join(root, 'spec', 'dist', 'reference-operation.png');

describe.skipIf(!haveChromium)('offline reference in headless chromium', () => {
  const work = mkdtempSync(join(tmpdir(), 'reference-'));
  const file = join(work, 'reference.html');
  const url = pathToFileURL(file).href;
  const outside = [];
  let browser;
  let page;

  beforeAll(async () => {
    writeFileSync(file, renderReference(withCodeSamples(bundle, samples)));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    const context = await browser.newContext({ offline: true, viewport: { width: 1400, height: 1000 } });
    // Each wait below ends when its condition holds; the limit is a guard against a hang only (vitest.config.mjs).
    context.setDefaultTimeout(HANG_GUARD_MS);
    // Everything but the file itself (and what the page makes in memory: data: and blob: URLs) is blocked.
    await context.route('**/*', (route) => {
      const u = route.request().url();
      if (u.split('#')[0] === url || u.startsWith('data:') || u.startsWith('blob:')) return route.continue();
      outside.push(u);
      return route.abort('blockedbyclient');
    });
    page = await context.newPage();
    page.on('request', (r) => {
      const u = r.url();
      if (u.split('#')[0] !== url && !u.startsWith('data:') && !u.startsWith('blob:') && !outside.includes(u)) outside.push(u);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('[data-section-id]');
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('renders every operation', async () => {
    const ids = await page.$$eval('[data-section-id]', (els) => els.map((e) => e.getAttribute('data-section-id')));
    for (const o of ops) expect(ids.some((id) => id.endsWith(`operation/${o.id}`)), o.id).toBe(true);
    // And each with its summary as the heading of its section.
    const headings = await page.$$eval('[data-section-id*="operation/"] h2', (els) => els.map((e) => e.textContent.trim()));
    for (const o of ops) {
      const op = bundle.paths[o.path][o.method.toLowerCase()];
      expect(headings, o.id).toContain(op.summary);
    }
  });

  it('keeps its links inside the file, and they work', async () => {
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.href));
    const internal = hrefs.filter((h) => h.startsWith('file:'));
    expect(internal.length).toBeGreaterThan(ops.length);
    for (const h of internal) expect(h.split('#')[0], h).toBe(url);
    // Following an operation's sidebar entry moves to its section, in the same document.
    const target = ops.find((o) => o.id === 'retrieveContract') ?? ops[0];
    const summary = bundle.paths[target.path][target.method.toLowerCase()].summary;
    const tagItem = page.locator(`li[data-item-id="tag/${target.tag}"]`).first();
    await tagItem.click();
    const item = page.locator(`li[data-item-id$="operation/${target.id}"]`).first();
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await item.textContent()).toContain(summary);
    await item.click();
    await page.waitForFunction((id) => location.hash.endsWith(`operation/${id}`), target.id);
    expect(page.url().split('#')[0]).toBe(url);
    const section = page.locator(`[data-section-id$="operation/${target.id}"]`).first();
    await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeLessThan(400);
    mkdirSync(dirname(screenshot), { recursive: true });
    await section.screenshot({ path: screenshot });
    expect(readFileSync(screenshot).subarray(1, 4).toString()).toBe('PNG');
  });

  it('searches in the page', async () => {
    const input = page.locator('input[placeholder="Search..."]');
    await input.fill('webhook');
    const results = page.locator('[data-role="search:results"] [role="menuitem"]');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    const texts = await results.allTextContents();
    expect(texts.join(' ').toLowerCase()).toContain('webhook');
    // A result leads to its operation in the same document.
    await results.first().click();
    await page.waitForFunction(() => location.hash.includes('operation/'));
    expect(page.url().split('#')[0]).toBe(url);
  });

  it("shows an operation's code samples, one tab per client language, each with its source", async () => {
    const target = ops.find((o) => o.id === 'retrieveContract') ?? ops[0];
    const section = page.locator(`[data-section-id$="operation/${target.id}"]`).first();
    const tabs = section.locator('[role="tab"]').filter({ hasText: new RegExp(`^(${SAMPLE_LANGUAGES.join('|')})$`) });
    await expect.poll(() => tabs.count()).toBe(languages.length);
    expect((await tabs.allTextContents()).map((t) => t.trim())).toEqual(languages);
    for (const lang of languages) {
      await tabs.filter({ hasText: lang }).first().click();
      const panel = section.locator('[role="tabpanel"]').filter({ hasText: 'retrieve' }).first();
      const call = samples[lang][target.id].source.split('\n').find((l) => /retrieve/.test(l)).trim();
      await expect.poll(async () => (await panel.textContent())?.replace(/\s+/g, ' ') ?? '').toContain(call.replace(/\s+/g, ' '));
    }
  });

  it('makes no request outside the file', () => {
    expect(outside).toEqual([]);
  });
});
