import { existsSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AuthenticationError, ContractAnalysis, verifyWebhook } from '@contract-analysis/client';
import { strToU8, zipSync } from 'fflate';
import { plainText } from '@contract-analysis/engine/markup';
import { axeViolations, HANG_GUARD_MS, launchBrowser, screenshot, screenshotDir, sessionToken, sharedData, signIn, startReceiver, startServer, until, type RunningServer } from './harness.js';

const NDA = path.join(sharedData, 'commonpaper-mnda/Mutual-NDA.md');
const CONTRACTNLI = path.join(sharedData, 'contractnli/dev.json');
const haveData = existsSync(NDA) && existsSync(CONTRACTNLI);
if (!haveData) console.warn(`SKIPPED the upload, review and ask steps: ${NDA} or ${CONTRACTNLI} is absent (../shared/data is not on this machine).`);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const pageErrors: string[] = [];

beforeAll(async () => {
  // The first attempt of each delivery and its one retry fail (500), so a delivery ends `failed` fast and can be
  // replayed; the replay is answered 204.
  receiver = await startReceiver([500, 500]);
  // Six sign-in attempts per email (the last test goes past them).
  server = await startServer({ CAS_WEBHOOK_ALLOWLIST: '127.0.0.1', CAS_WEBHOOK_SCHEDULE: '50ms', CAS_AUTH_CACHE_SECONDS: '0', CAS_LOGIN_LIMIT_EMAIL: '6' });
  browser = await launchBrowser();
  server.onUnexpectedExit((why) => {
    console.error(why);
    void browser.close();
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(HANG_GUARD_MS);
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

async function expectAccessible(name: string) {
  await screenshot(page, name);
  const violations = await axeViolations(page);
  expect(violations, `axe on ${name}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** Whether the focused element is inside the visible part of the document panel and of the window. */
function evidenceInView(): boolean {
  const r = document.activeElement!.getBoundingClientRect();
  const d = document.querySelector('.doc')!.getBoundingClientRect();
  const top = Math.max(d.top, 0);
  const bottom = Math.min(d.bottom, window.innerHeight);
  return r.bottom > top && r.top < bottom;
}

async function goto(fragment: string, title: string | RegExp) {
  await page.goto(`${server.origin}/dashboard/#${fragment}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('the dashboard in Chromium', () => {
  it('refuses a wrong password with the problem detail, then signs in with the keyboard', async () => {
    await page.goto(`${server.origin}/dashboard/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible('sign-in');
    await page.getByLabel('Email').fill(server.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Request id: req_/);
    await page.getByLabel('Password').fill(server.password);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((c) => c.httpOnly)).toBe(true);
  });

  let secret = '';
  it('creates an API key shown once, which the TypeScript client can use', async () => {
    await goto('/settings/api-keys', 'API keys');
    await page.getByLabel('Name').fill('e2e key');
    await page.getByRole('button', { name: 'Create key' }).click();
    const field = page.locator('[data-secret]');
    await field.waitFor();
    secret = await field.inputValue();
    expect(secret).toMatch(/^cas_test_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    // the whole key is in view, also on a phone, not scrolled inside its box
    await page.setViewportSize({ width: 375, height: 740 });
    const hidden = await field.evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(hidden, 'part of the new key hidden at 375 px').toBe(false);
    await expectAccessible('api-keys-created');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.locator('[data-secret]').count()).toBe(0);
    const row = page.getByRole('row', { name: /e2e key/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(secret.slice(0, 17));
    expect(await row.textContent()).not.toContain(secret);

    const client = new ContractAnalysis({ apiKey: secret, baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const list = await client.contracts.list({ limit: 1 });
    expect(list.object).toBe('list');
  });

  it('revokes the key after a confirmation, and the client is refused', async () => {
    const row = page.getByRole('row', { name: /e2e key/ });
    await row.getByRole('button', { name: /Revoke/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible('api-keys-revoke-dialog');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await until('the row to go', async () => (await page.getByRole('row', { name: /e2e key/ }).count()) === 0);
    const client = new ContractAnalysis({ apiKey: secret, baseURL: `${server.origin}/v1`, maxRetries: 0 });
    await expect(client.contracts.list({ limit: 1 })).rejects.toBeInstanceOf(AuthenticationError);
  });

  let contractUrl = '';
  it.skipIf(!haveData)('uploads a real NDA by drag and drop and shows its review as it completes', async () => {
    await goto('/contracts', 'Contracts');
    await page.getByText('No contracts yet').waitFor();
    await expectAccessible('contracts-empty');
    // Drop the file on the drop zone, as a person dragging it from their desktop would.
    const bytes = readFileSync(NDA).toString('base64');
    const dataTransfer = await page.evaluateHandle(({ b64, name }) => {
      const bin = atob(b64);
      const arr = Uint8Array.from(bin, (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([arr], name, { type: 'text/markdown' }));
      return dt;
    }, { b64: bytes, name: path.basename(NDA) });
    await page.locator('.dropzone').dispatchEvent('drop', { dataTransfer });
    await page.getByText(`Selected: ${path.basename(NDA)}`).waitFor();
    await page.getByLabel('Document type').selectOption('nda');
    await page.getByRole('button', { name: 'Upload and review' }).click();
    await page.waitForURL(/#\/contracts\/ctr_/);
    contractUrl = page.url();
    // Asynchronous: the page shows progress, then updates by itself.
    await page.getByRole('heading', { name: 'Risk' }).waitFor();
    expect(await page.locator('.score .big').textContent()).toMatch(/^\d+$/);
    // The categories with risk are bars, highest first; the others are named in one line, not drawn as zeros.
    const api = new ContractAnalysis({ apiKey: await sessionToken(page), baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const reviewed = (await api.contracts.retrieve(decodeURIComponent(contractUrl.split('/').pop()!))).review!;
    const scores = reviewed.category_scores;
    // the playbook it was reviewed against, by its name
    const playbookName = (await api.playbooks.retrieve(reviewed.playbook.id)).name;
    expect(await page.getByRole('link', { name: playbookName, exact: true }).getAttribute('href')).toBe(`#/playbooks/${reviewed.playbook.id}`);
    const bars = (await page.locator('.risk .bar-value').allTextContents()).map(Number);
    expect(bars).toEqual(scores.map((c) => c.score).filter((v) => v > 0).sort((a, b) => b - a));
    const clear = scores.filter((c) => c.score === 0).map((c) => c.category.replace(/_/g, ' '));
    if (clear.length) expect(await page.locator('.risk .no-risk').textContent()).toContain(clear.join(', '));
    const issues = page.locator('ol.issues > li');
    expect(await issues.count()).toBeGreaterThan(0);
    // Each issue that cites the contract has its evidence marked and a button to show it.
    const cited = await issues.filter({ has: page.getByRole('button', { name: /Show in document/ }) }).count();
    expect(cited).toBe(reviewed.issues.filter((i) => i.citations.length > 0).length);
    expect(await page.locator('.doc mark[class*="sev-"]').count() > 0).toBe(cited > 0);
    // An issue's card says once that the contract does not address it, not twice.
    for (const text of await issues.allTextContents()) expect(text.match(/does not address this|Nothing in the contract addresses this/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // Issues are ordered by severity.
    const order = ['critical', 'high', 'medium', 'low'];
    const sev = await issues.evaluateAll((els) => els.map((e) => [...e.classList].find((c) => c.startsWith('sev-'))!.slice(4)));
    expect(sev).toEqual([...sev].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    // "Show in document" focuses that issue's evidence.
    const withEvidence = issues.filter({ has: page.getByRole('button', { name: /Show in document/ }) }).first();
    if (await withEvidence.count()) {
      await withEvidence.getByRole('button', { name: /Show in document/ }).click();
      await until('the evidence to be focused', () => page.evaluate(() => document.activeElement?.matches('.doc mark.active') || undefined));
    }
    // Every tracked change in the text can be reached from its issue, also from an issue that cites nothing
    // (a clause the contract lacks, suggested at the place it belongs).
    const inText = new Set(await page.locator('.doc .redline[data-redline]').evaluateAll((els) => els.map((e) => e.getAttribute('data-redline')!)));
    const reached = new Set<string>();
    const toChange = page.getByRole('button', { name: 'Show the suggested change' });
    // each such button says which issue it belongs to (the same name on every card would not)
    const described = await toChange.evaluateAll((els) => els.map((e) => document.getElementById(e.getAttribute('aria-describedby') ?? '')?.closest('li') === e.closest('li')));
    expect(described.every(Boolean)).toBe(true);
    for (let i = 0; i < (await toChange.count()); i++) {
      await toChange.nth(i).click();
      const id = await until('the change to be focused', () => page.evaluate(() => (document.activeElement?.matches('.doc .redline') && document.activeElement.getAttribute('data-redline')) || undefined));
      expect(await page.evaluate(evidenceInView), `change ${id} in view`).toBe(true);
      reached.add(id);
    }
    expect(reached).toEqual(inText);
    // Every suggested redline is shown once: as a tracked change in the text, or under its issue when its text
    // cannot be found in place.
    const redlines = Number((await page.locator('[data-redlines]').getAttribute('data-redlines')) ?? 0);
    expect(await page.locator('.review .redline').count()).toBe(redlines);
    if (await page.locator('.doc .redline').count()) expect(await page.locator('.doc .redline ins, .doc .redline del').count()).toBeGreaterThan(0);
    await expectAccessible('review');
    // The Standard Terms give the governing law and how long confidentiality lasts by reference to their Cover Page,
    // which this file does not carry: the key terms say so, not "—" as if the contract said nothing.
    const terms = page.locator('dl.terms');
    const rows = Object.fromEntries(await terms.locator('div').evaluateAll((els) => els.map((e) => [e.querySelector('dt')!.textContent, e.querySelector('dd')!.textContent])));
    expect(rows['Governing law']).toBe('Stated by reference (the Cover Page)');
    expect(rows['Survival']).toBe('Stated by reference (the Cover Page)');
    // and its parties, term, effective date and courts (round 13: they showed "—")
    expect(rows['Parties']).toBe('Stated by reference (the Cover Page)');
    expect(rows['Term']).toBe('Stated by reference (the Cover Page)');
    expect(await terms.locator('dd', { hasText: 'Stated by reference' }).first().getAttribute('title')).toMatch(/^The contract says: /);
    await terms.scrollIntoViewIfNeeded();
    await screenshot(page, 'review-nda-key-terms');
  });

  it.skipIf(!haveData)('uploads the same NDA as a DOCX file and shows the text extracted from it', async () => {
    // A minimal WordprocessingML document, one paragraph per line of the NDA, zipped with fflate.
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const lines = readFileSync(NDA, 'utf8').split('\n').filter((l) => l.trim());
    const body = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${esc(l)}</w:t></w:r></w:p>`).join('');
    const docx = zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
      '_rels/.rels': strToU8('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
      'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
    });
    await goto('/contracts', 'Contracts');
    await page.locator('input[type=file]').setInputFiles({ name: 'Mutual-NDA.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(docx) });
    await page.getByRole('button', { name: 'Upload and review' }).click();
    await page.waitForURL(/#\/contracts\/ctr_/);
    await page.getByRole('heading', { name: 'Risk' }).waitFor();
    await page.getByText(/ · DOCX/).waitFor();
    // the extracted text is Markdown: shown as a document, without its markup (read as the document's own words:
    // without the suggested insertions and the screen readers' labels of tracked changes)
    const shown = (
      await page.locator('.doc-text').evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const n of copy.querySelectorAll('.sr-only, ins')) n.remove();
        return copy.textContent ?? '';
      })
    ).replace(/\s+/g, '');
    expect(shown).not.toMatch(/\*\*|<span/);
    for (const line of [lines[1], lines[lines.length - 1]]) expect(shown).toContain(plainText(line).replace(/\s+/g, ''));
  });

  it.skipIf(!haveData)('marks the evidence of every cited issue of a ContractNLI NDA and focuses it on request', async () => {
    type Doc = { file_name: string; text: string };
    const { documents } = JSON.parse(readFileSync(CONTRACTNLI, 'utf8')) as { documents: Doc[] };
    // Most issues of the NDA playbook are about something missing, which cites nothing. Review ContractNLI's NDAs
    // in order, through the public API with the session's short-lived token, until one has an issue that cites
    // the text, and open that one.
    const api = new ContractAnalysis({ apiKey: await sessionToken(page), baseURL: `${server.origin}/v1`, maxRetries: 0 });
    let found: { id: string; name: string; cited: number } | undefined;
    for (const doc of documents.slice(0, 20)) {
      const c = await api.contracts.review({ document: Buffer.from(doc.text), document_type: 'nda', filename: doc.file_name, options: { suggest_redlines: true } });
      const cited = c.review?.issues.filter((i) => i.citations.length > 0).length ?? 0;
      if (cited > 0) {
        found = { id: c.id, name: doc.file_name, cited };
        break;
      }
    }
    expect(found, 'a ContractNLI NDA among the first 20 with an issue citing the text').toBeDefined();
    await goto(`/contracts/${found!.id}`, found!.name);
    const cited = page.locator('ol.issues > li').filter({ has: page.getByRole('button', { name: /Show in document/ }) });
    const n = await cited.count();
    expect(n).toBe(found!.cited);
    // The highlight starts at the operative words: not at a clause's number and heading ("3.11 Residuals").
    const { clauses } = await api.contracts.retrieve(found!.id);
    const headings = clauses.filter((c) => c.heading).map((c) => `${c.section}${c.heading}`.replace(/\W+/g, '').toLowerCase());
    for (let i = 0; i < n; i++) {
      await cited.nth(i).getByRole('button', { name: /Show in document/ }).click();
      await until(`issue ${i + 1}'s evidence to be focused`, () => page.evaluate(() => document.activeElement?.matches('.doc mark.active') || undefined));
      expect(await page.evaluate(evidenceInView), `issue ${i + 1}'s evidence in view`).toBe(true);
      const marked = (await page.locator('.doc mark.active').evaluateAll((els) => els.map((e) => e.textContent).join(''))).replace(/\W+/g, '').toLowerCase();
      expect(marked.length).toBeGreaterThan(0);
      for (const h of headings) expect(marked.startsWith(h), `issue ${i + 1}'s highlight starts with a heading`).toBe(false);
    }
    await screenshot(page, 'review-evidence');
    // A click on a highlighted passage goes to the issue it is evidence of.
    const marked = page.locator('.doc mark.active[data-issues]').first();
    const issueId = (await marked.getAttribute('data-issues'))!.split(' ')[0];
    // on its first line: a passage over several lines may not be under the middle of its bounding box
    const line = await marked.evaluate((e) => { const r = e.getClientRects()[0]; return { x: r.left + Math.min(10, r.width / 2), y: r.top + r.height / 2 }; });
    await page.mouse.click(line.x, line.y);
    await until('the issue to have focus', () => page.evaluate((id) => document.activeElement?.id === `${id}-title` || undefined, issueId));
    expect(await page.evaluate(() => { const r = document.activeElement!.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })).toBe(true);
  });

  it.skipIf(!haveData)('answers a question and highlights its citations in the document', async () => {
    await page.getByLabel('Question').fill('How long do the confidentiality obligations last?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.locator('.answer-text').waitFor();
    expect((await page.locator('.answer-text').textContent())!.length).toBeGreaterThan(0);
    const cites = await page.locator('ol.citations > li').count();
    // each citation is quoted as it is highlighted: the operative words, not the heading of their clause
    const api = new ContractAnalysis({ apiKey: await sessionToken(page), baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const { clauses } = await api.contracts.retrieve(decodeURIComponent(page.url().split('/').pop()!));
    const squash = (t: string) => t.replace(/\W+/g, '').toLowerCase();
    const headings = clauses.filter((c) => c.heading).map((c) => squash(`${c.section}${c.heading}`));
    for (const q of await page.locator('ol.citations > li q').allTextContents()) {
      expect(squash(q).length).toBeGreaterThan(0);
      for (const h of headings) expect(squash(q).startsWith(h), `"${q}" starts with a heading`).toBe(false);
    }
    expect(await page.locator('.doc mark.cite').count() > 0).toBe(cites > 0);
    if (cites > 1) {
      await page.locator('ol.citations > li').nth(1).getByRole('button', { name: /Show/ }).click();
      await until('the second citation to be focused', () => page.evaluate(() => document.activeElement?.matches('.doc mark.cite[data-first~="cit_2"]') || undefined));
      expect(await page.evaluate(evidenceInView)).toBe(true);
    }
    await screenshot(page, 'review-answer');
  });

  it('names the governing law by its legal system, and leaves mutuality to NDAs', async () => {
    const text = [
      'SUBSCRIPTION TERMS',
      '',
      'These terms are made between Kestrel Software Limited ("Provider") and Moorland Trust ("Customer").',
      '',
      '1. FEES. The Customer shall pay the annual subscription fee in advance.',
      '',
      '2. GENERAL. These terms are governed by the law of England and Wales and the parties submit to the exclusive jurisdiction of the courts of England.',
      '',
      "3. TERM. This Agreement shall continue for a period of [●] years from the date of signature. Either party may terminate this Agreement on thirty (30) days' written notice to the other.",
      '',
    ].join('\n');
    const api = new ContractAnalysis({ apiKey: await sessionToken(page), baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const c = await api.contracts.review({ document: Buffer.from(text), document_type: 'saas', filename: 'english-saas.txt', options: { suggest_redlines: false } });
    expect(c.key_terms?.governing_law).toBe('GB');
    expect(c.key_terms?.mutual).toBeNull();
    await goto(`/contracts/${c.id}`, 'english-saas.txt');
    const terms = page.locator('dl.terms');
    await terms.waitFor();
    const rows = Object.fromEntries(await terms.locator('div').evaluateAll((els) => els.map((e) => [e.querySelector('dt')!.textContent, e.querySelector('dd')!.textContent])));
    expect(rows['Governing law']).toBe('England and Wales');
    // a form's blank and whose notice it is, as a reader needs them
    expect(rows['Term']).toBe('Blank in the form');
    expect(rows['Notice period']).toBe('30 days (either party)');
    expect(rows).not.toHaveProperty('Mutual');
    expect(Object.values(rows).join(' ')).not.toContain('United Kingdom');
    await screenshot(page, 'review-key-terms');
  });

  it('shows a Markdown contract as a document, its evidence highlighted on the exact words', async () => {
    const md = [
      '# Mutual Non-Disclosure Agreement',
      '',
      'This Agreement is entered into by Alpha Robotics Inc. &amp; Beta Analytics LLC (each a "<span class="defined">Party</span>").',
      '',
      '## Standard Terms',
      '',
      '1. **Confidential Information**. "Confidential Information" means all non-public information that one Party (the "*Discloser*") discloses to the other Party (the "*Recipient*").',
      '',
      '2. **Obligations**. The Recipient shall use Confidential Information solely for the <span class="coverpage_link">Purpose</span>.',
      '',
      '3. **Residuals**. The <span class="defined">Recipient</span> may use any information retained in the **unaided memory** of its personnel for any purpose.',
      '',
      '4. **Governing Law**. This Agreement is governed by the laws of the State of Delaware.',
      '',
    ].join('\n');
    const api = new ContractAnalysis({ apiKey: await sessionToken(page), baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const c = await api.contracts.review({ document: Buffer.from(md), document_type: 'nda', filename: 'markdown-nda.md', options: { suggest_redlines: false } });
    const cited = (c.review?.issues ?? []).filter((i) => i.citations.length > 0);
    expect(cited.length, 'an issue citing the Markdown text').toBeGreaterThan(0);
    await goto(`/contracts/${c.id}`, 'markdown-nda.md');
    await page.getByRole('heading', { name: 'Risk' }).waitFor();
    const doc = page.locator('.doc-text');
    const docText = (await doc.textContent())!;
    expect(docText).not.toMatch(/\*\*|<\/?span|##|&amp;|\]\(/);
    expect(docText).toContain('Alpha Robotics Inc. & Beta Analytics LLC');
    await page.locator('.doc').getByRole('heading', { name: 'Mutual Non-Disclosure Agreement' }).waitFor();
    await page.locator('.doc').getByRole('heading', { name: 'Standard Terms' }).waitFor();
    expect(await doc.locator('strong', { hasText: 'Residuals' }).count()).toBe(1);
    // each issue's highlight covers its cited words, with the markup in them left out, and not the clause
    // headings in front of them: "3. Residuals." is where the words are, not what they say
    const squash = (t: string) => t.replace(/\s+/g, '');
    const headings = ['1. Confidential Information.', '2. Obligations.', '3. Residuals.', '4. Governing Law.'].map(squash);
    const issues = page.locator('ol.issues > li').filter({ has: page.getByRole('button', { name: /Show in document/ }) });
    expect(await issues.count()).toBe(cited.length);
    for (let i = 0; i < cited.length; i++) {
      await issues.nth(i).getByRole('button', { name: /Show in document/ }).click();
      await until(`issue ${i + 1}'s evidence to be focused`, () => page.evaluate(() => document.activeElement?.matches('.doc mark.active') || undefined));
      const id = (await page.evaluate(() => document.activeElement!.getAttribute('data-first')))!.split(' ').find((x) => cited.some((c) => c.id === x))!;
      const issue = cited.find((x) => x.id === id)!;
      const marked = await page.locator('.doc mark.active').evaluateAll((els) => els.map((e) => e.textContent).join(''));
      const quotes = [...issue.citations].sort((a, b) => a.start - b.start).map((q) => squash(plainText(q.quote)));
      const withoutHeadings = quotes.map((q) => headings.reduce((t, h) => (t.startsWith(h) ? t.slice(h.length) : t), q)).filter(Boolean);
      // a citation that is only a heading stands for its clause, whose words are marked instead
      if (withoutHeadings.length) expect(squash(marked), issue.title).toBe(withoutHeadings.join(''));
      else expect(squash(marked).length, issue.title).toBeGreaterThan(0);
      for (const h of headings) expect(squash(marked), issue.title).not.toContain(h);
    }
    await screenshot(page, 'review-markdown');
    await expectAccessible('review-markdown');
    // an HTML contract the same way: its headings, numbered items and entities, no tag
    const html = '<!DOCTYPE html><html><head><title>NDA</title><style>p { color: red }</style></head><body><h1>Mutual NDA</h1><ol><li><p><b>Term</b>. This Agreement lasts two (2) years &amp; ends then.</p></li><li><p><b>Residuals</b>. The Recipient may use any information retained in the unaided memory of its personnel for any purpose.</p></li></ol></body></html>';
    const h = await api.contracts.review({ document: Buffer.from(html), document_type: 'nda', filename: 'nda.html' });
    await goto(`/contracts/${h.id}`, 'nda.html');
    await page.locator('.doc').getByRole('heading', { name: 'Mutual NDA' }).waitFor();
    // innerText (with its line breaks) counts only what is laid out: the blocks' layout (content-visibility: auto)
    // may come a frame after the heading
    const htmlText = await until('the HTML contract laid out', async () => (await doc.innerText()).trim() || undefined);
    expect(htmlText).not.toMatch(/<|&amp;|color: red/);
    expect(htmlText.replace(/\s+/g, ' ')).toContain('1. Term. This Agreement lasts two (2) years & ends then. 2. Residuals.');
  });

  it('renders contract text containing HTML and script as text', async () => {
    const hostile = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"><b>bold?</b>\n\n1. Confidentiality. The Recipient shall keep the information confidential for two (2) years.\n';
    const dir = mkdtempSync(path.join(tmpdir(), 'xss-'));
    const file = path.join(dir, '<img src=x onerror=alert(1)>.txt');
    writeFileSync(file, hostile);
    await goto('/contracts', 'Contracts');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload and review' }).click();
    await page.waitForURL(/#\/contracts\/ctr_/);
    await page.getByRole('heading', { name: 'Key terms' }).waitFor();
    // read as Markdown with HTML: the tags are markup, not shown and never made elements; a script's text is not contract text
    const docText = await page.locator('.doc-text').textContent();
    expect(docText).toContain('bold?');
    expect(docText).toContain('Confidentiality. The Recipient shall keep the information confidential');
    expect(docText).not.toMatch(/<script|<img|window\.__xss/);
    expect(await page.locator('.doc img, .doc script, .doc b, h1 img').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('<img src=x onerror=alert(1)>.txt');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await goto('/contracts', 'Contracts');
    await page.getByRole('link', { name: '<img src=x onerror=alert(1)>.txt' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expectAccessible('contracts');
  });

  it('pages through the contracts, newest first', async () => {
    const api = new ContractAnalysis({ apiKey: await sessionToken(page), baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const all = (await api.contracts.list({ limit: 100 })).data.map((c) => c.id);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    await goto('/contracts?limit=2', 'Contracts');
    // the list of the page before (all the contracts) may still be on screen for a moment
    await until('the first page of two', async () => (await page.locator('tbody tr').count()) === 2 || undefined);
    for (;;) {
      await page.locator('tbody tr').first().waitFor();
      const ids = await page.locator('tbody tr a').evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.split('/').pop()!)));
      expect(ids.length).toBeLessThanOrEqual(2);
      seen.push(...ids);
      const next = page.getByRole('link', { name: 'Next page' });
      if (!(await next.count())) break;
      await next.click();
      await page.getByRole('link', { name: 'First page' }).waitFor();
      await until('the next page', async () => (await page.locator('tbody tr a').first().getAttribute('href'))!.endsWith(ids[0]) ? undefined : true);
    }
    expect(seen).toEqual(all);
    await page.getByRole('link', { name: 'First page' }).click();
    await until('the first page', async () => (await page.locator('tbody tr a').first().getAttribute('href'))!.endsWith(all[0]) || undefined);
  });

  it('registers a webhook to a local receiver, shows its failed delivery and replays it', async () => {
    await goto('/webhooks', 'Webhooks');
    await page.getByText('No endpoints yet').waitFor();
    await page.getByLabel('URL').fill(receiver.url);
    await page.getByLabel('Description (optional)').fill('e2e receiver');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.locator('[data-secret]').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible('webhooks');
    await page.getByRole('link', { name: receiver.url }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhook' }).waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText(/Test event evt_\w+ queued/).waitFor();
    // Both attempts fail (500); the log shows the delivery failed with its attempts and last response code.
    await until('two attempts', () => receiver.received.length >= 2 || undefined);
    await until('the failed delivery in the log', async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return (await page.locator('.dl-failed').count()) > 0 || undefined;
    });
    const row = page.getByRole('row').filter({ has: page.locator('.dl-failed') }).first();
    expect(await row.locator('td[data-label="Attempts"]').textContent()).toBe('2');
    expect(await row.locator('td[data-label="Last response"]').textContent()).toContain('500');
    await expectAccessible('webhook-deliveries');
    await row.getByRole('button', { name: /Replay delivery/ }).click();
    await page.getByText(/queued again/).waitFor();
    await until('the replayed delivery', () => receiver.received.length >= 3 || undefined);
    const [first, , replayed] = receiver.received;
    expect(replayed.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(() =>
      verifyWebhook(replayed.body, replayed.headers as Record<string, string>, secret),
    ).not.toThrow();
    await until('the delivery to succeed', async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return (await page.locator('.dl-succeeded').count()) > 0 || undefined;
    });
  });

  it('pauses a webhook, rotates its secret and deletes it after confirmation', async () => {
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Deliveries are paused.').waitFor();
    expect(await page.locator('.wh-disabled').first().textContent()).toContain('paused');
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByText('Deliveries are on again.').waitFor();
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
    const rotated = await page.locator('[data-secret]').inputValue();
    expect(rotated).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No endpoints yet').waitFor();
  });

  it('copies a built-in playbook, changes a severity and shows the new version', async () => {
    await goto('/playbooks', 'Playbooks');
    await page.locator('a[href="#/playbooks/pbk_nda_standard"]').first().click();
    await page.getByRole('button', { name: 'Create from this playbook' }).waitFor();
    await expectAccessible('playbook-built-in');
    await page.getByLabel('Name of the copy').fill('Our NDA positions');
    await page.getByRole('button', { name: 'Create from this playbook' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our NDA positions' }).waitFor();
    expect(await page.locator('.page-header .badge').textContent()).toBe('version 1');
    const severity = page.getByLabel('Severity').first();
    const before = await severity.inputValue();
    const after = before === 'critical' ? 'low' : 'critical';
    await severity.selectOption(after);
    const position = 'Only information marked confidential in writing is protected.';
    await page.getByLabel('Preferred position').first().fill(position);
    const fallbacks = page.getByLabel(/Fallback positions/).first();
    await fallbacks.fill('');
    await fallbacks.pressSequentially('First fallback.');
    await fallbacks.press('Enter');
    await fallbacks.press('Enter');
    await fallbacks.pressSequentially('Second fallback.');
    expect(await fallbacks.inputValue()).toBe('First fallback.\n\nSecond fallback.');
    // The save button stays in view down to the last of the checks.
    await page.locator('ul.checks > li').last().scrollIntoViewIfNeeded();
    const saveBox = (await page.getByRole('button', { name: 'Save as a new version' }).boundingBox())!;
    expect(saveBox.y >= 0 && saveBox.y + saveBox.height <= 900, `the save button at y ${saveBox.y}`).toBe(true);
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText('version 2', { exact: true }).waitFor();
    await page.getByText(/Version history/).click();
    const versions = page.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
    await versions.filter({ hasText: 'Version 2' }).getByText(new RegExp(`: severity ${before} → ${after}, preferred position, fallbacks$`)).waitFor();
    // What was saved is what the API returns now, and so is the history: a new page load shows both versions.
    await page.reload();
    await page.getByText('version 2', { exact: true }).waitFor();
    expect(await page.getByLabel('Severity').first().inputValue()).toBe(after);
    expect(await page.getByLabel('Preferred position').first().inputValue()).toBe(position);
    expect(await page.getByLabel(/Fallback positions/).first().inputValue()).toBe('First fallback.\nSecond fallback.');
    await page.getByText(/Version history/).click();
    await versions.nth(1).waitFor();
    expect((await versions.allTextContents()).map((t) => /^Version (\d+)/.exec(t)?.[1])).toEqual(['2', '1']);
    expect(await versions.nth(0).textContent()).toMatch(new RegExp(`severity ${before} → ${after}`));
    expect(await versions.nth(1).textContent()).toMatch(/copied from pbk_nda_standard/);
    // On a phone every position and suggested language is shown whole, not cut off in a box scrolled inside.
    await page.setViewportSize({ width: 375, height: 740 });
    const clipped = await page.locator('ul.checks textarea').evaluateAll((els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1).length);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(clipped, 'text areas that hide part of their text at 375 px').toBe(0);
    await expectAccessible('playbook-own');
  });

  it('fits a 375 px wide screen on every main page', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, storageState: await context.storageState() });
    const p = await phone.newPage();
    const pages: [string, string][] = [['/contracts', 'contracts'], ['/webhooks', 'webhooks'], ['/playbooks', 'playbooks'], ['/playbooks/pbk_nda_standard', 'playbook'], ['/settings/api-keys', 'api-keys']];
    if (contractUrl) pages.push([new URL(contractUrl).hash.slice(1), 'review']);
    for (const [fragment, name] of pages) {
      await p.goto(`${server.origin}/dashboard/#${fragment}`);
      await p.locator('h1').first().waitFor();
      // the review itself, not its loading state
      if (name === 'review') await p.getByRole('heading', { name: 'Risk' }).waitFor();
      // Everything the page loads has arrived: no loading notice is left (a pause in network traffic would be a guess).
      await until(`${name} loaded`, async () => (await p.locator('.loading').count()) === 0 || undefined);
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await p.screenshot({ path: path.join(screenshotDir, `narrow-${name}.png`) });
      expect(overflow, `horizontal overflow on ${name} at 375 px`).toBeLessThanOrEqual(0);
      const violations = await axeViolations(p);
      expect(violations, `axe on ${name} at 375 px: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
      if (name === 'review') {
        // the panels stack: the page offers a way down to the issues and the text, and focus goes there
        for (const [link, id] of [[/^Issues \(\d+\)$/, 'issues-title'], ['Contract text', 'contract-text']] as const) {
          await p.getByRole('navigation', { name: 'On this page' }).getByRole('button', { name: link }).click();
          expect(await p.evaluate(() => document.activeElement?.id)).toBe(id);
          const top = await p.evaluate(() => document.activeElement!.getBoundingClientRect().top);
          expect(top > -2 && top < 740, `${id} in view (top ${top})`).toBe(true);
          await p.evaluate(() => window.scrollTo(0, 0));
        }
      }
    }
    await p.getByRole('button', { name: 'Menu' }).click();
    await p.getByRole('link', { name: 'Webhooks' }).click();
    await p.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await phone.close();
  });

  it('works from the keyboard: the skip link, the menu, a confirmation dialog closed with Escape', async () => {
    await goto('/settings/api-keys', 'API keys');
    // The page's heading has focus after navigation; the skip link is the first stop before it.
    await until('focus on the heading', () => page.evaluate(() => document.activeElement?.id === 'page-title' || undefined));
    for (let i = 0; i < 12 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Skip to content'; i++) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    expect(await page.getByRole('link', { name: 'Skip to content' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Webhooks'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await until('focus on the new page\'s heading', () => page.evaluate(() => document.activeElement?.id === 'page-title' || undefined));
    await goto('/settings/api-keys', 'API keys');
    const revoke = page.getByRole('button', { name: /^Revoke / }).first();
    await revoke.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    const rows = await page.locator('tbody tr').count();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.locator('tbody tr').count()).toBe(rows);
  });

  it('signs out everywhere: this page and another browser are back at sign-in, and the session is refused', async () => {
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await signIn(page2, server);

    await goto('/contracts', 'Contracts');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/dashboard/api/session')).status)).toBe(401);

    // The other browser finds out at its next request.
    await page2.getByRole('link', { name: 'Webhooks' }).click();
    await page2.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page2.getByText('Your session has ended. Sign in again.').waitFor();
    await other.close();
    expect(pageErrors).toEqual([]);
  });

  it('shows the wait when sign-in attempts are limited', async () => {
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email').fill(server.email);
    const alert = page.getByRole('alert');
    for (let i = 0; i < 10; i++) {
      await page.getByLabel('Password').fill(`wrong ${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
      if (/Try again in \d+ s/.test((await alert.textContent()) ?? '')) break;
    }
    expect(await alert.textContent()).toMatch(/Try again in \d+ s\..*Request id: req_/);
  });
});
