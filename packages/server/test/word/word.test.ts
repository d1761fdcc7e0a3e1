// The DOCX of a reviewed contract, opened with independent readers: LibreOffice (through flat ODF, see
// libreoffice.py) for the text with every change accepted and every change rejected, the changes'
// author and the comments; mammoth (as a Word user's reader of the accepted text). The first page is
// rendered to a PNG in the system's temporary folder (printed), to look at; it is not kept in the repo.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { applyRedlines, plainText, readMarkup, review, type DocumentType } from '@contract-analysis/engine';
import { contractDocx, draftDocx, UnreadableDocument } from '../../src/word/index.js';
import { consultingContract, numberedContract, readWithLibreOffice, storedText, withoutHeldNumbers, wordContract, words } from './fixtures.js';

const DATE = '2026-11-23T10:00:00Z';

async function reviewed(text: string, type: DocumentType, original: Uint8Array | null) {
  const out = review({ text, document_type: type, options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  const doc = await contractDocx({ text, clauses: out.clauses, issues: out.review.issues, redlines, original, date: DATE });
  return { out, redlines, doc, accepted: applyRedlines(text, out.clauses, redlines).text };
}

const TEXT_NDA = `MUTUAL NON-DISCLOSURE AGREEMENT

This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of March 1, 2026 by Alpha Robotics Inc. and Beta Analytics LLC (each a "Party").

1. Confidential Information. "Confidential Information" means all non-public business, financial and technical information that one Party (the "Discloser") discloses to the other Party (the "Recipient") for the evaluation of a possible collaboration (the "Purpose").

2. Obligations. The Recipient shall use Confidential Information solely for the Purpose and shall not disclose it to any third party, except to its employees who need to know it for the Purpose.

3. Term. This Agreement continues for two (2) years from its date, and the obligations in Section 2 survive for three (3) years after it ends.

4. Governing Law. This Agreement is governed by the laws of the State of Delaware.

5. Residuals. The Recipient may use any information retained in the unaided memory of its personnel for any purpose.

IN WITNESS WHEREOF, the Parties have signed this Agreement.

By: ______________________
Alpha Robotics Inc.

EXHIBIT A

Contact persons for notices.
`;

describe('DOCX of a contract submitted as text', () => {
  it('tracks every redline and comments every issue; LibreOffice accepts to the suggested text and rejects to the original', async () => {
    const { out, redlines, doc, accepted } = await reviewed(TEXT_NDA, 'nda', null);
    expect(redlines.length).toBeGreaterThan(2);
    expect(doc.unplaced).toBe(0);
    const lo = readWithLibreOffice(doc.bytes, true);
    expect(words(lo.accepted)).toBe(words(accepted));
    expect(words(lo.rejected)).toBe(words(TEXT_NDA));
    expect(lo.insertions).toBeGreaterThanOrEqual(redlines.length);
    expect(lo.deletions).toBeGreaterThan(0);
    expect(lo.authors).toEqual(['Contract Analysis']);
    // one comment per issue, with its title, explanation and recommendation
    expect(lo.comments).toBe(out.review.issues.length);
    for (const issue of out.review.issues) {
      const c = lo.comment_texts.find((t) => t.includes(issue.title));
      expect(c, issue.title).toBeDefined();
      expect(words(c!)).toContain(words(issue.recommendation).slice(0, 60));
    }
    // mammoth, a second reader, reads the accepted text too
    const m = await mammoth.extractRawText({ buffer: Buffer.from(doc.bytes) });
    expect(words(m.value)).toBe(words(accepted));
    // the first page, to look at
    const png = path.join(lo.dir, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', lo.pdf!, png]);
    const file = fs.readdirSync(lo.dir).find((f) => f.startsWith('page') && f.endsWith('.png'))!;
    expect(fs.statSync(path.join(lo.dir, file)).size).toBeGreaterThan(5000);
    console.log(`first page rendered: ${path.join(lo.dir, file)}`);
  });
});

const MARKDOWN_NDA = `# Mutual Non-Disclosure Agreement

This Mutual Non-Disclosure Agreement (the "**Agreement**") is entered into as of March 1, 2026 by Alpha Robotics Inc. &amp; Beta Analytics LLC (each a "<span class="defined">Party</span>").

## Standard Terms

1. **Confidential Information**. "Confidential Information" means all non-public business, financial and technical information that one Party (the "*Discloser*") discloses to the other Party (the "*Recipient*") for the evaluation of a possible collaboration (the "<span class="coverpage_link">Purpose</span>").

2. **Obligations**. The Recipient shall use Confidential Information solely for the <span class="coverpage_link">Purpose</span> and shall not disclose it to any third party, except:
   - to its employees who need to know it for the Purpose; and
   - as required by law.

3. **Term**. This Agreement continues for two (2) years from its date, and the obligations in Section 2 survive for three (3) years after it ends.

4. **Governing Law**. This Agreement is governed by the laws of the State of Delaware.

5. **Residuals**. The Recipient may use any information retained in the unaided memory of its personnel for any purpose.

IN WITNESS WHEREOF, the Parties have signed this Agreement.

By: ______________________
Alpha Robotics Inc.
`;

/** The text each comment of a DOCX is anchored on (deleted text included), by comment id. */
function commentAnchors(bytes: Uint8Array): Map<string, string> {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const open = new Set<string>();
  const out = new Map<string, string>();
  const walk = (node: any) => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType !== 1) continue;
      if (c.nodeName === 'w:commentRangeStart') open.add(c.getAttribute('w:id'));
      else if (c.nodeName === 'w:commentRangeEnd') open.delete(c.getAttribute('w:id'));
      else if ((c.nodeName === 'w:t' || c.nodeName === 'w:delText') && !(c.parentNode.parentNode?.nodeName === 'w:ins')) {
        for (const id of open) out.set(id, (out.get(id) ?? '') + c.textContent);
      } else walk(c);
    }
  };
  walk(doc.documentElement);
  return out;
}

const squash = (s: string) => s.replace(/\s+/g, '');
/** What a reader sees of a Markdown text: its blocks' runs, one paragraph per block. */
const shownText = (text: string) => readMarkup(text).blocks.map((b) => b.runs.map((r) => (r.break ? '\n' : r.text)).join('')).join('\n\n');

const RESELLER = `RESELLER AGREEMENT

This Reseller Agreement is made on 6 May 2026 between Tollund Software AS ("Tollund") and Brightwater IT Ltd ("Reseller").

1. FEES
1.1 Reseller shall pay Tollund the list price less a discount of fifteen percent (15%). Tollund may change the list price and the discount at any time by publishing new figures on its partner site, effective on publication.

2. CONFIDENTIALITY
2.1 Reseller shall keep confidential all non-public information it receives from Tollund and shall use it only to perform this Agreement.

3. TERM
3.1 This Agreement begins on the date above and continues until either party ends it on ninety (90) days' written notice.

4. CUSTOMER DATA
4.1 Tollund may use any information about Reseller's customers that it obtains under this Agreement for any purpose, including offering its own products to them.

5. GENERAL
5.1 Tollund may amend these terms by giving Reseller ten (10) days' notice by email; continuing to resell after that date is acceptance.
5.2 This Agreement is governed by the laws of England and Wales.
`;

describe('DOCX of a contract whose issues need changes in distant clauses', () => {
  it('tracks one redline per place: accepting every change in Word gives the text that pasting each suggested text over its original gives', async () => {
    const { out, redlines, doc, accepted } = await reviewed(RESELLER, 'msa', null);
    expect(doc.unplaced).toBe(0);
    // the change of the terms and the data-use override are each mended in two places, by redlines that do not overlap
    const at = (r: (typeof redlines)[number]) => out.clauses.find((c) => c.id === r.clause_id)!.start;
    const spans = redlines.map((r) => ({ r, a: at(r), b: at(r) + r.original_text.length })).sort((x, y) => x.a - y.a);
    for (let k = 1; k < spans.length; k++) expect(spans[k].a).toBeGreaterThanOrEqual(spans[k - 1].b);
    for (const check of ['msa.unilateral_changes', 'msa.confidentiality']) {
      const issue = out.review.issues.find((i) => i.check_id === check)!;
      expect(issue.redline_id, check).toBeDefined();
      expect(redlines.filter((r) => r.issue_id === issue.id).length, check).toBeGreaterThanOrEqual(2);
    }
    let pasted = '';
    let from = 0;
    for (const s of spans) {
      pasted += RESELLER.slice(from, s.a) + s.r.suggested_text;
      from = s.b;
    }
    pasted += RESELLER.slice(from);
    expect(pasted).toBe(accepted);
    const lo = readWithLibreOffice(doc.bytes, true);
    expect(words(lo.accepted)).toBe(words(pasted));
    expect(words(lo.rejected)).toBe(words(RESELLER));
    expect(lo.comments).toBe(out.review.issues.length);
    const png = path.join(lo.dir, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', lo.pdf!, png]);
    console.log(`first page rendered: ${lo.dir}`);
  });
});

describe('DOCX of a contract submitted as Markdown', () => {
  it('is a document without markup: heading styles, bold and italic runs, list items; changes and comments on the right words', async () => {
    const { out, redlines, doc } = await reviewed(MARKDOWN_NDA, 'nda', null);
    expect(redlines.length).toBeGreaterThan(1);
    expect(doc.unplaced).toBe(0);
    const body = strFromU8(unzipSync(doc.bytes)['word/document.xml']);
    expect(body).toMatch(/<w:pStyle w:val="Heading1"\/>/);
    expect(body).toMatch(/<w:pStyle w:val="Heading2"\/>/);
    expect(body).toMatch(/<w:b\/>[\s\S]{0,200}Confidential Information<\/w:t>/);
    expect(body).toMatch(/<w:i\/>[\s\S]{0,200}Discloser<\/w:t>/);
    expect(body).toMatch(/<w:ind w:left="\d+" w:hanging="360"\/>/);
    const lo = readWithLibreOffice(doc.bytes, true);
    for (const t of [lo.accepted, lo.rejected]) expect(t).not.toMatch(/\*\*|<\/?span|^#|&amp;/m);
    // rejecting every change gives the contract as a reader sees it; accepting gives the suggested text, read the same way
    const accepted = applyRedlines(MARKDOWN_NDA, out.clauses, redlines).text;
    expect(words(lo.rejected)).toBe(words(shownText(MARKDOWN_NDA)));
    expect(words(lo.accepted)).toBe(words(shownText(accepted)));
    expect(words(lo.rejected)).toContain('1. Confidential Information. "Confidential Information" means');
    expect(lo.insertions).toBeGreaterThanOrEqual(redlines.length);
    expect(lo.comments).toBe(out.review.issues.length);
    const m = await mammoth.extractRawText({ buffer: Buffer.from(doc.bytes) });
    expect(words(m.value)).toBe(words(shownText(accepted)));
    // every comment on evidence sits on exactly the cited words
    const anchors = [...commentAnchors(doc.bytes).values()];
    const cited = out.review.issues.filter((i) => i.citations[0]);
    expect(cited.length).toBeGreaterThan(0);
    const plain = plainText(MARKDOWN_NDA);
    for (const issue of cited) {
      const c = issue.citations[0];
      expect(anchors.map(squash), issue.title).toContain(squash(plain.slice(c.start, c.end)));
    }
    const png = path.join(lo.dir, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', lo.pdf!, png]);
    console.log(`first page rendered: ${lo.dir}`);
  });

  it('reads an HTML contract the same way', async () => {
    const html = `<!DOCTYPE html><html><head><title>NDA</title></head><body><h1>Mutual NDA</h1><p>The <b>Recipient</b> shall keep the Discloser&rsquo;s information confidential.</p><ol><li><p><strong>Term</strong>. This Agreement lasts two (2) years.</p></li></ol></body></html>`;
    const { doc } = await reviewed(html, 'nda', null);
    const m = await mammoth.extractRawText({ buffer: Buffer.from(doc.bytes) });
    expect(m.value).not.toMatch(/<|&rsquo;|NDA<\/title>/);
    expect(words(m.value)).toContain('Mutual NDA The Recipient shall keep the Discloser’s information confidential.');
  });
});

describe('DOCX of a contract submitted as DOCX', () => {
  it('is the same document with the changes tracked in it: styles, numbering, table, header and footer kept', async () => {
    const original = await wordContract();
    const text = await storedText(original);
    const { out, redlines, doc, accepted } = await reviewed(text, 'services', original);
    expect(redlines.length).toBeGreaterThan(1);
    expect(doc.unplaced).toBe(0);
    const before = unzipSync(original);
    const after = unzipSync(doc.bytes);
    // every part but the body, its relationships and content types is byte for byte the original
    for (const [name, bytes] of Object.entries(before)) {
      if (['word/document.xml', 'word/_rels/document.xml.rels', '[Content_Types].xml', 'word/comments.xml'].includes(name)) continue;
      expect(Buffer.from(after[name]).equals(Buffer.from(bytes)), name).toBe(true);
    }
    expect(Object.keys(after)).toEqual(expect.arrayContaining(['word/header1.xml', 'word/footer1.xml', 'word/numbering.xml', 'word/styles.xml', 'word/comments.xml']));
    const body = strFromU8(after['word/document.xml']);
    expect(body).toContain('<w:tbl>');
    expect(body).toMatch(/<w:numPr>/);
    expect(body).toMatch(/<w:del w:id="\d+" w:author="Contract Analysis" w:date="2026-11-23T10:00:00Z">/);
    expect(body).toMatch(/<w:ins w:id="\d+" w:author="Contract Analysis"/);
    const lo = readWithLibreOffice(doc.bytes, true);
    // (clauses added between the list's items carry their numbers typed)
    expect(withoutHeldNumbers(lo.accepted)).toBe(words(accepted));
    expect(words(lo.rejected)).toBe(words(text));
    // Customer's right confined to breach is struck, and its own right to terminate for convenience is added beside
    // Provider's (which stays: a redline adds our right, it does not take theirs)
    expect(words(lo.rejected)).toContain("Customer may terminate this Agreement only for Provider's uncured material breach");
    expect(words(lo.accepted)).not.toContain("only for Provider's uncured material breach");
    expect(words(lo.accepted)).toContain('Customer may terminate this Agreement for convenience');
    expect(lo.comments).toBe(out.review.issues.length);
    // the readers agree with the stored text: rejected is the original, accepted the suggestion
    const m = await mammoth.extractRawText({ buffer: Buffer.from(doc.bytes) });
    expect(withoutHeldNumbers(m.value)).toBe(words(accepted));
    expect(words(lo.rejected)).toContain(words('Route planning USD 12,000'));
    const png = path.join(lo.dir, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', lo.pdf!, png]);
    console.log(`first page rendered: ${lo.dir}`);
  });

  it('refuses a stored document that is not a readable package, with a precise error', async () => {
    const text = await storedText(await wordContract());
    const out = review({ text, document_type: 'services', options: { suggest_redlines: true } });
    const input = { text, clauses: out.clauses, issues: out.review.issues, redlines: out.review.redlines ?? [], date: DATE };
    await expect(contractDocx({ ...input, original: new Uint8Array([80, 75, 3, 4, 1, 2, 3]) })).rejects.toBeInstanceOf(UnreadableDocument);
    const broken = unzipSync(await wordContract());
    broken['word/document.xml'] = new TextEncoder().encode('<w:document><w:body><w:p>');
    const { zipSync } = await import('fflate');
    await expect(contractDocx({ ...input, original: zipSync(broken) })).rejects.toBeInstanceOf(UnreadableDocument);
  });
});

/** The paragraphs a DOCX inserts (their mark is tracked as inserted): text, numbering and indent. */
function insertedParagraphs(bytes: Uint8Array) {
  const doc = new DOMParser().parseFromString(strFromU8(unzipSync(bytes)['word/document.xml']), 'application/xml');
  const out: { text: string; numId?: string; ilvl?: number; hanging: boolean; bold: boolean; authors: string[] }[] = [];
  for (const p of Array.from(doc.getElementsByTagName('w:p')) as any[]) {
    const pPr = Array.from(p.childNodes as ArrayLike<any>).find((c) => c.nodeName === 'w:pPr');
    const mark = pPr && Array.from(pPr.getElementsByTagName('w:ins') as ArrayLike<any>).find((c) => c.parentNode.nodeName === 'w:rPr' && c.parentNode.parentNode === pPr);
    if (!mark) continue;
    const numPr = pPr.getElementsByTagName('w:numPr')[0];
    const ind = pPr.getElementsByTagName('w:ind')[0];
    out.push({
      text: Array.from(p.getElementsByTagName('*') as ArrayLike<any>).filter((e) => e.nodeName === 'w:t' || e.nodeName === 'w:tab').map((e) => (e.nodeName === 'w:tab' ? '\t' : e.textContent)).join(''),
      numId: numPr?.getElementsByTagName('w:numId')[0]?.getAttribute('w:val'),
      ilvl: numPr ? Number(numPr.getElementsByTagName('w:ilvl')[0]?.getAttribute('w:val') ?? 0) : undefined,
      hanging: !!ind?.getAttribute('w:hanging'),
      bold: Array.from(p.getElementsByTagName('w:r') as ArrayLike<any>).some((r) => r.getElementsByTagName('w:b').length),
      authors: [mark, ...Array.from(p.getElementsByTagName('w:ins') as ArrayLike<any>)].map((i) => i.getAttribute('w:author')),
    });
  }
  return out;
}

describe('DOCX of a contract numbered by Word (sections, clauses, list items)', () => {
  it('numbers a new clause as its neighbours are where no number after it moves, types the number of one inserted between sections, and indents both as the list does', async () => {
    const original = await numberedContract();
    const text = await storedText(original);
    const { redlines, doc, accepted } = await reviewed(text, 'services', original);
    expect(doc.unplaced).toBe(0);
    const inserted = insertedParagraphs(doc.bytes);
    expect(inserted.length).toBeGreaterThan(2);
    for (const p of inserted) expect(p.authors.every((a) => a === 'Contract Analysis'), p.text).toBe(true);
    // the list's own numbering: the clause "4.2 Either party may terminate ... if the other party:" is level 1
    const body = strFromU8(unzipSync(doc.bytes)['word/document.xml']);
    const numId = /<w:numId w:val="(\d+)"\/>/.exec(body)![1];
    // a clause added after the items "(a)" to "(c)" of 4.2 is a clause of section 4 (level 1), without their hanging indent
    const tfc = redlines.find((r) => /terminate this Agreement[^.]*for convenience/.test(r.suggested_text))!;
    expect(tfc).toBeDefined();
    const tfcPara = inserted.find((p) => /for convenience/.test(p.text))!;
    expect(tfcPara).toMatchObject({ numId, ilvl: 1, hanging: false });
    // new sections between sections 5 and 6 would take the list's next numbers and make "6. General" into "9.": they are
    // held out of the list (numId 0) and carry their numbers typed, lettered after 5 as the text's are ("5A." to "5D.":
    // liability, the indemnity the contract lacks (its cap's carve-out only names one), ownership, insurance), their
    // clauses numbered under them ("5D.1"), at the list's indent with its hanging line
    const headed = inserted.findIndex((p) => /^5[A-D]\.\tInsurance$/.test(p.text));
    expect(headed).toBeGreaterThanOrEqual(0);
    const label = /^(5[A-D])\./.exec(inserted[headed].text)![1];
    expect(inserted[headed]).toMatchObject({ numId: '0', hanging: true, bold: true });
    expect(inserted[headed + 1]).toMatchObject({ numId: '0', hanging: true });
    expect(inserted[headed + 1].text).toMatch(new RegExp(`^${label}\\.1\\tProvider shall maintain`));
    expect(inserted.filter((p) => /^5[A-Z]\.\t/.test(p.text)).map((p) => p.text.slice(0, 3))).toEqual(['5A.', '5B.', '5C.', '5D.']);
    // no paragraph of the contract's own list is numbered otherwise than before: every numbered paragraph the download
    // inserts keeps a number no original paragraph after it would move for
    for (const p of inserted.filter((x) => x.numId && x.numId !== '0')) expect(p.text, p.text).toMatch(/for convenience/);
    // LibreOffice reads the changes as made, and lays the numbers out as a reader sees them
    const lo = readWithLibreOffice(doc.bytes, true);
    // (the typed numbers of the held sections are words of the download the engine's text does not have)
    expect(withoutHeldNumbers(lo.accepted)).toBe(words(accepted));
    expect(words(lo.rejected)).toBe(words(text));
    expect(lo.authors).toEqual(['Contract Analysis']);
    const pdf = execFileSync('pdftotext', ['-layout', lo.pdf!, '-'], { encoding: 'utf8' });
    expect(pdf).toMatch(/\(c\)\s+ceases to carry on business\.\s*\n\s*4\.3\s+Customer may terminate this Agreement/);
    expect(pdf).not.toMatch(/\(d\)\s+Customer may terminate/);
    expect(pdf).toMatch(/\n\s*5D\.\s+Insurance\s*\n\s*5D\.1\s+Provider shall maintain/);
    // the contract's own numbers after the new sections are as they were (LibreOffice shows beside a number of a list
    // with tracked changes a bracketed "original" number of its own reckoning, "5.1[4.4]", which it shows as well when
    // no inserted paragraph is in the list; Word shows none)
    expect(pdf).toMatch(/\n\s*5\.\s+Confidentiality\s*\n\s*5\.1(?:\[[\d.]+\])?\s+Each party shall keep/);
    expect(pdf).toMatch(/\n\s*6\.\s+General\s*\n\s*6\.1(?:\[[\d.]+\])?\s+This Agreement is governed/);
    expect(pdf).toMatch(/\n\s*6\.2(?:\[[\d.]+\])?\s+This Agreement is the entire agreement/);
    expect(pdf).not.toMatch(/\n\s*9\.\s+General/);
    const png = path.join(lo.dir, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '70', lo.pdf!, png]);
    console.log(`pages rendered: ${lo.dir}`);
  });

  it('types the number of a clause added between two clauses of a section ("3.2A" between 3.2 and 3.3), and every number of the list stays', async () => {
    const original = await consultingContract();
    const text = await storedText(original);
    const { doc, accepted } = await reviewed(text, 'consulting', original);
    expect(doc.unplaced).toBe(0);
    const inserted = insertedParagraphs(doc.bytes);
    // the right to terminate for convenience goes after 3.2, whose "only" is struck (the restriction it lifts)
    const tfc = inserted.find((p) => /for convenience/.test(p.text))!;
    expect(tfc.text).toMatch(/^3\.2A\tThe Client may terminate this Agreement for convenience/);
    expect(tfc).toMatchObject({ numId: '0', hanging: true });
    expect(accepted).toContain('The Client may terminate this Agreement for material breach');
    // the contract's own paragraphs keep their list and level: "On termination ..." is still the list's next 3.x
    const body = new DOMParser().parseFromString(strFromU8(unzipSync(doc.bytes)['word/document.xml']), 'application/xml');
    const own = (Array.from(body.getElementsByTagName('w:p')) as any[]).find((p) => /On termination the Client/.test(p.textContent ?? ''));
    const numPr = own.getElementsByTagName('w:numPr')[0];
    expect(numPr.getElementsByTagName('w:ilvl')[0].getAttribute('w:val')).toBe('1');
    expect(numPr.getElementsByTagName('w:numId')[0].getAttribute('w:val')).not.toBe('0');
    // every numbered paragraph the download adds is held out of the list (none is the list's)
    for (const p of inserted) expect(p.numId ?? '0', p.text).toBe('0');
    const lo = readWithLibreOffice(doc.bytes, true);
    expect(withoutHeldNumbers(lo.accepted)).toBe(words(accepted));
    const pdf = execFileSync('pdftotext', ['-layout', lo.pdf!, '-'], { encoding: 'utf8' });
    expect(pdf).toMatch(/\n\s*3\.2A\s+The Client may terminate this Agreement for convenience/);
    expect(pdf).toMatch(/\n\s*4\.\s+Intellectual Property/);
    expect(pdf).toMatch(/\n\s*6\.\s+General/);
    console.log(`pages rendered: ${lo.dir}`);
  });

  it('lays a clause added after a list of a Markdown contract out at the text of the item it follows, without a hanging indent unless it carries its own number', async () => {
    const { doc } = await reviewed(MARKDOWN_NDA, 'nda', null);
    const inserted = insertedParagraphs(doc.bytes);
    expect(inserted.filter((p) => !/^\d+[A-Z]?\.\s/.test(p.text)).length).toBeGreaterThan(0);
    for (const p of inserted) expect(p.hanging, p.text).toBe(/^\d+[A-Z]?\.\s/.test(p.text));
  });

  it('sets the number of a clause added to a Markdown list off from its words with a tab, as the list\'s items are', async () => {
    const { doc } = await reviewed(MARKDOWN_NDA, 'nda', null);
    const body = strFromU8(unzipSync(doc.bytes)['word/document.xml']);
    // the list's own items: the number, a tab, the words (markup.ts)
    expect(body).toMatch(/<w:t xml:space="preserve">5\.<\/w:t><\/w:r><w:r><w:tab\/>/);
    const numbered = insertedParagraphs(doc.bytes).filter((p) => /^\d+[A-Z]?\./.test(p.text));
    expect(numbered.length).toBeGreaterThan(0);
    // (a number as long as the list's after a tab; a longer one, inserted between two, after a space)
    for (const p of numbered) expect(p.text, p.text).toMatch(/^(?:\d+\.\t|\d+[A-Z]\. )\S/);
  });
});

describe('DOCX of a draft', () => {
  it('holds the title and every clause under its heading', async () => {
    const bytes = await draftDocx({ title: 'Mutual NDA', text: '', clauses: [{ heading: 'Confidentiality', text: 'Each Party shall keep the other Party\'s information confidential.' }, { heading: 'Term', text: 'This Agreement lasts two (2) years.' }] });
    const m = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(words(m.value)).toBe('Mutual NDA Confidentiality Each Party shall keep the other Party\'s information confidential. Term This Agreement lasts two (2) years.');
  });
});
