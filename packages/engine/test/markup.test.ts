import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markupKind, plainText, readMarkup, type MarkupDocument } from '../src/markup.js';
import { ask } from '../src/ask.js';
import { review } from '../src/review.js';

/** What a reader sees: the blocks' runs joined, one line per block. */
const shown = (d: MarkupDocument) => d.blocks.map((b) => b.runs.map((r) => r.text).join('')).join('\n');

/** Every run is a range of the original; a run as long as its range shows that range as it is. */
function expectRunsSliceTheOriginal(text: string, d: MarkupDocument) {
  let prev = 0;
  for (const b of d.blocks) {
    for (const r of b.runs) {
      expect(r.start).toBeGreaterThanOrEqual(prev);
      expect(r.end).toBeGreaterThanOrEqual(r.start);
      if (r.text.length === r.end - r.start && r.text.trim() && !/^[•\t]$/.test(r.text)) expect(text.slice(r.start, r.end)).toBe(r.text);
      prev = r.start;
    }
  }
}

describe('Markdown read as a document', () => {
  const md = [
    '# Standard Terms',
    '',
    '1. **Introduction**. The <span class="coverpage_link">Purpose</span> is set out on the *Cover Page*; see [terms](https://example.com/t "Terms") &amp; `annex`.',
    '',
    '2. **Use**. The Receiving Party shall:',
    '   - keep it safe; and',
    '   - not copy it.',
    '',
    '## Signatures',
    '',
    '> Quoted &copy; text',
    '> on two lines',
    '',
    'Signed between <Company name> and Beta on ________, 20__.',
  ].join('\n');
  const d = readMarkup(md);

  it('keeps offsets: the plain view has the same length and line breaks, and only blanks or decodes', () => {
    expect(d.kind).toBe('markdown');
    expect(d.plain.length).toBe(md.length);
    for (let i = 0; i < md.length; i++) {
      if (md[i] === '\n') expect(d.plain[i]).toBe('\n');
      else if (d.plain[i] !== ' ' && d.plain[i] !== md[i]) expect(md[i]).toBe('&'); // an entity's first character
    }
    expect(d.plain).not.toMatch(/\*|<span|https|^#|^>|`/m);
    expect(d.plain).toContain('1.   Introduction  . The ');
    expect(d.plain).toContain('&     ');
    expect(d.plain).toContain('©      text');
  });

  it('gives headings with their level, list items with their marker, quotes, and the text a reader sees', () => {
    expect(d.blocks.map((b) => `${b.kind}:${b.level}`)).toEqual(['heading:1', 'list_item:1', 'list_item:1', 'list_item:2', 'list_item:2', 'heading:2', 'quote:0', 'paragraph:0']);
    expect(shown(d).split('\n')).toEqual([
      'Standard Terms',
      '1.\tIntroduction. The Purpose is set out on the Cover Page; see terms & annex.',
      '2.\tUse. The Receiving Party shall:',
      '•\tkeep it safe; and',
      '•\tnot copy it.',
      'Signatures',
      'Quoted © text on two lines',
      'Signed between <Company name> and Beta on ________, 20__.',
    ]);
    expectRunsSliceTheOriginal(md, d);
  });

  it('marks bold, italic and code runs', () => {
    const runs = d.blocks[1].runs;
    expect(runs.find((r) => r.text === 'Introduction')?.bold).toBe(true);
    expect(runs.find((r) => r.text === 'Cover Page')?.italic).toBe(true);
    expect(runs.find((r) => r.text === 'annex')?.code).toBe(true);
    expect(runs.find((r) => r.text.startsWith('. The'))?.bold).toBeUndefined();
  });

  it('reads a table as rows of cells, its pipes and delimiter row as markup', () => {
    const t = 'Signed by:\n\n| | PARTY 1 | PARTY 2 |\n|:--- | :---: | :---: |\n| Name | Alpha **Inc.** | Beta LLC |\n';
    const d = readMarkup(t);
    expect(shown(d).split('\n')).toEqual(['Signed by:', 'PARTY 1\tPARTY 2', 'Name\tAlpha Inc.\tBeta LLC']);
    expect(d.blocks[1].runs.find((r) => r.text === 'PARTY 1')?.bold).toBe(true);
    expect(d.plain).not.toMatch(/\||---/);
    expectRunsSliceTheOriginal(t, d);
  });

  it('reads inline HTML emphasis and line breaks', () => {
    const t = 'The <b>Recipient</b> shall <em>not</em> disclose it.<br>Next line.';
    const r = readMarkup(t).blocks[0].runs;
    expect(r.find((x) => x.text === 'Recipient')?.bold).toBe(true);
    expect(r.find((x) => x.text === 'not')?.italic).toBe(true);
    expect(r.find((x) => x.text === ' disclose it.')?.italic).toBeUndefined();
    expect(r.some((x) => x.break)).toBe(true);
  });

  it('leaves plain text, fill-in blanks and placeholders alone, and does not parse it', () => {
    for (const t of ['Dated ______ day of ________, 20__.', 'between <Company name> and Beta', 'A & B agree.', 'Price: 5 * 3 = 15; see note*']) {
      expect(plainText(t)).toBe(t);
    }
    expect(markupKind('1. Term. This Agreement lasts two (2) years.')).toBe('plain');
    // characters plain contracts use that are not markup: redactions, TeX quotes, placeholders, blanks
    for (const t of ['Tier 1  {*****}  {*****}', 'the ``Agreement\'\' and ``Services\'\'', 'Notices: <Party>\n<Name of contact>', 'made this _11th__ day of ___August___', 'A & B, R&D;',
      'Stryker shall have [**] ("Notice Period") following the [**] delivery', 'Payment 3.[***] EUR[***](€[***])', 'or&bbsp;other secrets; Distributor&sbsp;makes']) {
      expect(markupKind(t), t).toBe('plain');
    }
    for (const t of ['1. **Term**. Two years.', 'a <span class="x">b</span>', 'A &amp; B', 'see [site](https://example.com)', '## Term', 'the `code` here', 'the __Term__ here', 'A&nbsp;B', 'clause&#160;4']) {
      expect(markupKind(t), t).toBe('markdown');
    }
    expect(readMarkup('No markup here.').blocks).toEqual([]);
  });
});

describe('HTML read as a document', () => {
  const html = '<!DOCTYPE html>\n<html><head><title>NDA</title><style>p { color: red }</style></head>\n<body>\n<h1>Mutual NDA</h1>\n<p>The <strong>Recipient</strong> &amp; the Discloser&nbsp;agree.</p>\n<ol><li>One</li><li>Two <i>too</i></li></ol>\n<table><tr><th>Party</th><td>Alpha</td></tr></table>\n<!-- a comment -->\n</body></html>';
  const d = readMarkup(html);

  it('blanks tags, comments, the head and scripts; decodes entities; keeps offsets', () => {
    expect(d.kind).toBe('html');
    expect(d.plain.length).toBe(html.length);
    expect(d.plain.replace(/[ \n]+/g, ' ').trim()).toBe('Mutual NDA The Recipient & the Discloser\u00a0 agree. One Two too Party Alpha');
  });

  it('gives headings, paragraphs, list items and table rows with their emphasis', () => {
    expect(d.blocks.map((b) => `${b.kind}:${b.level}`)).toEqual(['heading:1', 'paragraph:0', 'list_item:1', 'list_item:1', 'paragraph:0']);
    expect(shown(d).split('\n')).toEqual(['Mutual NDA', 'The Recipient & the Discloser\u00a0agree.', '1.\tOne', '2.\tTwo too', 'Party\tAlpha']);
    expect(d.blocks[1].runs.find((r) => r.text === 'Recipient')?.bold).toBe(true);
    expect(d.blocks[3].runs.find((r) => r.text === 'too')?.italic).toBe(true);
    expectRunsSliceTheOriginal(html, d);
  });

  it('numbers the items of an ordered list from its start, bullets the others, and keeps an item\'s paragraph in it', () => {
    const list = '<html><body><ol start="3"><li><p><b>Term</b>. Two years.</p></li><li>Law</li></ol><ul><li>Note</li></ul></body></html>';
    const l = readMarkup(list);
    expect(l.blocks.map((b) => b.kind)).toEqual(['list_item', 'list_item', 'list_item']);
    expect(shown(l).split('\n')).toEqual(['3.\tTerm. Two years.', '4.\tLaw', '•\tNote']);
    // the numbers are for readers: the plain view has no character that is not in the original
    expect(l.plain.replace(/\s+/g, ' ').trim()).toBe('Term . Two years. Law Note');
  });
});

describe('hostile markup', () => {
  it('reads deeply nested or unclosed markup in one pass', () => {
    const nested = `${'> '.repeat(2000)}x\n${'<span>'.repeat(20000)}text${'**a '.repeat(20000)}\n${'['.repeat(20000)}`;
    const d = readMarkup(nested);
    expect(d.plain.length).toBe(nested.length);
    expect(d.plain).toContain('text');
  });
});

const CP = resolve(process.env.CONTRACT_DATA_DIR ?? resolve(__dirname, '..', '..', '..', '..', 'shared', 'data'), 'commonpaper-mnda', 'Mutual-NDA.md');

describe.skipIf(!existsSync(CP))('the Common Paper Mutual NDA', () => {
  const text = existsSync(CP) ? readFileSync(CP, 'utf8') : '';
  const d = readMarkup(text);

  it('reads as numbered sections under a heading, with no markup left', () => {
    expect(d.blocks[0]).toMatchObject({ kind: 'heading', level: 1 });
    expect(shown(d)).not.toMatch(/\*\*|<\/?span|^#|\]\(/m);
    const items = d.blocks.filter((b) => b.kind === 'list_item');
    expect(items.length).toBeGreaterThan(8);
    items.forEach((b, i) => {
      expect(b.runs[0].text).toBe(`${i + 1}.`);
      expect(b.runs.find((r) => r.bold)?.text.length).toBeGreaterThan(3); // the section's title
    });
    expectRunsSliceTheOriginal(text, d);
  });
});

describe('issues quoting a Markdown contract', () => {
  it('quote the words as a reader sees them, without the gaps the markup leaves before punctuation', () => {
    const text = [
      '# Mutual Non-Disclosure Agreement',
      '',
      '**1. Confidential Information**. "Confidential Information" means all non-public information that one party discloses to the other.',
      '',
      '**2. Residuals**. The Recipient may use any information retained in the unaided memory of its personnel for any purpose.',
      '',
      '**3. Governing Law**. This Agreement is governed by the laws of the State of Delaware.',
    ].join('\n');
    const issues = review({ text, document_type: 'nda' }).review.issues;
    const residuals = issues.find((i) => /residual/i.test(i.title));
    // the sentence that causes the issue, without its heading (the section number follows the quote)
    expect(residuals?.explanation).toContain('“The Recipient may use any information retained in the unaided memory of its personnel for any purpose.” (section 2)');
    for (const i of issues) expect(i.explanation).not.toMatch(/\*\*| [.,;:]/);
  });

  it('and answers to questions quote it the same way, while citations still slice the original', () => {
    const text = '# NDA\n\n**2. Residuals**. The Recipient may use information retained in the *unaided memory* of its personnel.';
    const a = ask({ text, question: 'Can they use what their staff remember?' });
    expect(a.answer).toContain('"The Recipient may use information retained in the unaided memory of its personnel."');
    expect(a.citations[0].quote).toBe(text.slice(a.citations[0].start, a.citations[0].end));
  });
});
