import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HANG_GUARD_MS, launchBrowser, screenshot, signIn, startServer, type RunningServer } from './harness.js';

// An asynchronous review, watched from the review page: the server that serves the page runs no workers, so the
// review stays queued (and the page says so) until a second instance with workers starts on the same database
// and does it; the review page and the list then show it done without being reloaded.
let web: RunningServer;
let worker: RunningServer | undefined;
let browser: Browser;

beforeAll(async () => {
  web = await startServer({ CAS_WORKERS: '0' });
  browser = await launchBrowser();
  web.onUnexpectedExit(closeBrowser);
});

/** A server gone mid-test: its waits would run to the hang guard; closing the browser fails them at once. */
function closeBrowser(why: string) {
  console.error(why);
  void browser?.close();
}

afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await web?.stop();
});

it('shows a queued review as waiting, then the review once another instance has done it, on its page and in the list', async () => {
  const context = await browser.newContext();
  context.setDefaultTimeout(HANG_GUARD_MS);
  const page = await context.newPage();
  await signIn(page, web);
  await page.locator('input[type=file]').setInputFiles({
    name: 'short-nda.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'MUTUAL NONDISCLOSURE AGREEMENT\n\n1. Confidential Information. "Confidential Information" means all information disclosed by either party that is marked confidential.\n\n2. Term. The obligations survive for three (3) years after termination.\n\n3. Governing Law. This Agreement is governed by the laws of the State of Delaware.\n',
    ),
  });
  await page.getByRole('button', { name: 'Upload and review' }).click();
  await page.waitForURL(/#\/contracts\/ctr_/);
  const progress = page.getByRole('status').filter({ hasText: 'Waiting for a worker' });
  await progress.waitFor();
  expect(await page.locator('ol.steps li[aria-current="step"]').textContent()).toBe('queued');
  await screenshot(page, 'review-queued');

  // The list, in a second tab, shows it queued too.
  const list = await context.newPage();
  await list.goto(`${web.origin}/dashboard/#/contracts`);
  await list.locator('.badge.status-queued').waitFor();

  worker = await startServer({ CAS_WORKERS: '1' }, { dataDir: web.dataDir });
  worker.onUnexpectedExit(closeBrowser);
  await page.getByRole('heading', { name: 'Risk' }).waitFor();
  await list.locator('.badge.status-completed').waitFor();
  expect(await list.locator('.badge.status-queued').count()).toBe(0);
  expect(await progress.count()).toBe(0);
  expect(await page.locator('.badge.status-completed').count()).toBe(1);
});
