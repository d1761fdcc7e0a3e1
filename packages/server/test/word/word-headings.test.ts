// An inserted heading in the Word download is formatted as the contract's own headings are (as the dashboard
// shows it): bold in a Markdown contract whose headings are bold, and in a Word contract like its run-in headings.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { applyRedlines, review, type DocumentType } from '@contract-analysis/engine';
import { contractDocx } from '../../src/word/index.js';
import { readWithLibreOffice, storedText, words } from './fixtures.js';

const DATE = '2026-11-23T10:00:00Z';

/** The inserted runs of a DOCX (inside w:ins), each with its text and whether it is bold. */
function insertedRuns(bytes: Uint8Array): { text: string; bold: boolean; underline: boolean }[] {
  const doc = new DOMParser().parseFromString(strFromU8(unzipSync(bytes)['word/document.xml']), 'application/xml');
  const out: { text: string; bold: boolean; underline: boolean }[] = [];
  for (const ins of Array.from(doc.getElementsByTagName('w:ins')) as any[]) {
    for (const r of Array.from(ins.getElementsByTagName('w:r')) as any[]) {
      const text = Array.from(r.getElementsByTagName('w:t') as ArrayLike<any>).map((t) => t.textContent).join('');
      if (!text) continue;
      const rPr = r.getElementsByTagName('w:rPr')[0];
      const on = (name: string) => !!rPr && Array.from(rPr.getElementsByTagName(name) as ArrayLike<any>).some((b) => !/^(?:0|false|none)$/.test(b.getAttribute('w:val') ?? ''));
      out.push({ text, bold: on('w:b'), underline: on('w:u') });
    }
  }
  return out;
}

async function docxOf(text: string, type: DocumentType, original: Uint8Array | null = null) {
  const out = review({ text, document_type: type, options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  return { redlines, accepted: applyRedlines(text, out.clauses, redlines).text, doc: await contractDocx({ text, clauses: out.clauses, issues: out.review.issues, redlines, original, date: DATE }) };
}

const MARKDOWN_NDA = `# Mutual Non-Disclosure Agreement

This Mutual Non-Disclosure Agreement (the "**Agreement**") is entered into as of March 1, 2026 by Alpha Robotics Inc. and Beta Analytics LLC (each a "**Party**").

1. **Confidential Information**. "Confidential Information" means all non-public business, financial and technical information that one Party discloses to the other Party for the evaluation of a possible collaboration (the "**Purpose**").

2. **Obligations**. The receiving Party shall use Confidential Information solely for the Purpose and shall not disclose it to any third party.

3. **Term**. This Agreement continues for two (2) years from its date.

4. **Governing Law**. This Agreement is governed by the laws of the State of Delaware.

IN WITNESS WHEREOF, the Parties have signed this Agreement.

By: ______________________
Alpha Robotics Inc.
`;

describe('inserted headings in the Word download', () => {
  it('of a Markdown contract: bold where the inserted text marks the heading bold, as the dashboard shows it, and no asterisk', async () => {
    const { redlines, doc } = await docxOf(MARKDOWN_NDA, 'nda');
    // the engine writes the new clauses' headings as the contract writes its own: "5. **Return of Information**. ..."
    const headings = redlines.flatMap((r) => [...r.suggested_text.slice(r.original_text.length).matchAll(/\*\*([^*\n]+)\*\*/g)].map((m) => m[1]));
    expect(headings.length).toBeGreaterThan(0);
    const runs = insertedRuns(doc.bytes);
    for (const h of headings) {
      const run = runs.find((r) => r.text.includes(h));
      expect(run, h).toBeDefined();
      expect(run!.bold, h).toBe(true);
      expect(run!.text.trim(), h).toBe(h);
    }
    // the words after the heading are not bold
    expect(runs.filter((r) => !r.bold && /\b(?:shall|may)\b/.test(r.text)).length).toBeGreaterThan(0);
    for (const r of runs) expect(r.text).not.toMatch(/\*|[\uFDD0-\uFDD3]/);
    const lo = readWithLibreOffice(doc.bytes, true);
    expect(lo.accepted).not.toMatch(/[\uFDD0-\uFDD3]/);
    execFileSync('pdftoppm', ['-png', '-r', '70', lo.pdf!, path.join(lo.dir, 'page')]);
    console.log(`pages rendered: ${lo.dir}`);
  });
});

/** A Word contract whose clauses open with a bold run-in heading after a typed number: "3. **Warranty.** Provider ...". */
async function runInHeadingContract(): Promise<Uint8Array> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const clause = (n: number, heading: string, text: string) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun(`${n}. `), new TextRun({ text: heading, bold: true }), new TextRun(` ${text}`)] });
  const doc = new Document({
    creator: 'Fixture',
    sections: [{
      children: [
        new Paragraph({ children: [new TextRun({ text: 'CONSULTING SERVICES AGREEMENT', bold: true })] }),
        new Paragraph({ spacing: { after: 120 }, children: [new TextRun('This Consulting Services Agreement is made on 2 February 2026 between Orchard Analytics Ltd. ("Provider") and Pine Street Bank plc ("Customer").')] }),
        clause(1, 'Services.', 'Provider shall provide the data analysis services described in each statement of work signed by both parties.'),
        clause(2, 'Fees.', 'Customer shall pay each correct invoice within thirty (30) days after receiving it.'),
        clause(3, 'Warranty.', 'Provider warrants that it will perform the services with reasonable skill and care.'),
        clause(4, 'Governing Law.', 'This Agreement is governed by the laws of England and Wales.'),
        new Paragraph({ children: [new TextRun('IN WITNESS WHEREOF the parties have signed this Agreement.')] }),
        new Paragraph({ children: [new TextRun('Orchard Analytics Ltd., By: ____________________')] }),
      ],
    }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('inserted run-in headings in a Word contract', () => {
  it('take the formatting of the contract\'s own run-in headings (bold), the clause\'s words staying plain', async () => {
    const original = await runInHeadingContract();
    const text = await storedText(original);
    const { redlines, doc, accepted } = await docxOf(text, 'services', original);
    // new clauses written run in, as the contract writes its own: "Insurance. Provider shall maintain ..."
    const heads = redlines.flatMap((r) => [...r.suggested_text.slice(r.original_text.length).matchAll(/(?:^|\n)(?:\d+[A-Z]?\.\s+)?([A-Z][A-Za-z' ]+\.)\s/g)].map((m) => m[1]));
    expect(heads.length).toBeGreaterThan(0);
    const runs = insertedRuns(doc.bytes);
    for (const h of heads) {
      const run = runs.find((r) => r.text.trim() === h);
      expect(run, h).toBeDefined();
      expect(run!.bold, h).toBe(true);
    }
    expect(runs.filter((r) => !r.bold && /\b(?:shall|may)\b/.test(r.text)).length).toBeGreaterThan(0);
    // LibreOffice reads the changes as made; the pages, to look at
    const lo = readWithLibreOffice(doc.bytes, true);
    expect(words(lo.accepted)).toBe(words(accepted));
    expect(words(lo.rejected)).toBe(words(text));
    execFileSync('pdftoppm', ['-png', '-r', '70', lo.pdf!, path.join(lo.dir, 'page')]);
    expect(fs.readdirSync(lo.dir).some((f) => f.startsWith('page') && f.endsWith('.png'))).toBe(true);
    console.log(`pages rendered: ${lo.dir}`);
  });
});

describe('inserted heading lines in the Word download of a text contract', () => {
  const ARTICLES = `SUPPLY AGREEMENT

This Supply Agreement (the "Agreement") is made on 3 March 2026 between Fenwick Pumps Ltd. ("Provider") and Coldharbour Dairies plc ("Customer").

ARTICLE I
SUPPLY
Provider shall supply the pumps listed in each purchase order accepted by it (the "Products") with reasonable skill and care.

ARTICLE II
PRICE
Customer shall pay each correct invoice within thirty (30) days after receiving it.

ARTICLE III
CONFIDENTIALITY
Each party shall keep the other party's confidential information confidential and use it only to perform this Agreement.

ARTICLE IV
GOVERNING LAW
This Agreement is governed by the laws of England and Wales.

IN WITNESS WHEREOF, the parties have signed this Agreement.
`;

  it('are numbered in the contract\'s scheme and plain where the contract\'s own heading lines are plain', async () => {
    const { redlines, doc, accepted } = await docxOf(ARTICLES, 'msa');
    // the engine numbers the new articles between III and IV: ARTICLE IIIA, IIIB, ...
    const labels = redlines.flatMap((r) => [...r.suggested_text.slice(r.original_text.length).matchAll(/^ARTICLE (III[A-Z])$/gm)].map((m) => m[1]));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).toEqual(labels.map((_, i) => `III${String.fromCharCode(65 + i)}`));
    const runs = insertedRuns(doc.bytes);
    for (const l of labels) {
      const run = runs.find((r) => r.text.trim() === `ARTICLE ${l}`);
      expect(run, l).toBeDefined();
      expect(run!.bold, l).toBe(false);
    }
    const lo = readWithLibreOffice(doc.bytes);
    expect(words(lo.accepted)).toBe(words(accepted));
    expect(words(lo.rejected)).toBe(words(ARTICLES));
  });

  const NUMBERED = `DISTRIBUTION AGREEMENT

This Distribution Agreement is made on 1 July 2026 between Harlow Instruments Ltd (the "Supplier") and Penrose Medical LLC (the "Distributor").

1. APPOINTMENT
1.1 The Supplier appoints the Distributor as a distributor of the Products in the Territory.

2. PRICES
2.1 The Distributor shall pay each invoice within thirty (30) days after receiving it.

3. INTELLECTUAL PROPERTY
3.1 The Supplier retains all intellectual property rights in the Products.

4. LAW
4.1 This Agreement is governed by the laws of England and Wales.
`;

  it('are plain where the contract\'s heading lines carry a typed number and are plain ("3. INTELLECTUAL PROPERTY")', async () => {
    const { doc } = await docxOf(NUMBERED, 'msa');
    const headings = insertedRuns(doc.bytes).filter((r) => /^\d+[A-Z]\. [A-Z][A-Z ]+$/.test(r.text.trim()));
    expect(headings.length).toBeGreaterThan(0);
    for (const h of headings) expect(h.bold, h.text).toBe(false);
  });
});

describe('heading lines of a text contract in the Word download', () => {
  const TEXT = `MUTUAL NONDISCLOSURE AGREEMENT

This Agreement is made on 3 March 2026 between Halberd Systems, Inc. ("Halberd") and Finchley Analytics Limited ("Company").

3. OBLIGATIONS OF THE RECIPIENT

3.1 The Recipient shall use the Confidential Information only for the Purpose.

4. NO LICENSE; FEEDBACK

4.1 All Confidential Information remains the property of the Discloser.

5. Term and Termination

5.1 This Agreement continues for two (2) years.

Background: the parties may work together.
`;
  /** Each paragraph's text and whether all its runs are bold. */
  function paragraphs(bytes: Uint8Array): { text: string; bold: boolean }[] {
    const doc = new DOMParser().parseFromString(strFromU8(unzipSync(bytes)['word/document.xml']), 'application/xml');
    return (Array.from(doc.getElementsByTagName('w:p')) as any[]).map((p) => {
      const runs = Array.from(p.getElementsByTagName('w:r')) as any[];
      const text = runs.map((r) => Array.from(r.getElementsByTagName('w:t') as ArrayLike<any>).map((t) => t.textContent).join('')).join('');
      return { text, bold: runs.length > 0 && runs.every((r) => r.getElementsByTagName('w:b').length > 0) };
    }).filter((p) => p.text.trim());
  }

  it('are bold in capitals with a semicolon and in title case, as the clauses are read; sentences are not', async () => {
    const doc = await contractDocx({ text: TEXT, clauses: review({ text: TEXT, document_type: 'nda' }).clauses, issues: [], redlines: [], original: null, date: DATE });
    const bold = new Map(paragraphs(doc.bytes).map((p) => [p.text, p.bold]));
    expect(bold.get('3. OBLIGATIONS OF THE RECIPIENT')).toBe(true);
    expect(bold.get('4. NO LICENSE; FEEDBACK')).toBe(true);
    expect(bold.get('5. Term and Termination')).toBe(true);
    expect(bold.get('3.1 The Recipient shall use the Confidential Information only for the Purpose.')).toBe(false);
    expect(bold.get('Background: the parties may work together.')).toBe(false);
  });
});
