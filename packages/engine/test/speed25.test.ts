import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RUN_IN_ARTICLE_RE, runInArticles } from '../src/segment.js';
import { inlineLists, type InlineList } from '../src/redline-lists.js';

/*
 * Session 22, speed 25: two readings made cheaper give what they gave before, on texts of this file's own (US, English,
 * Australian, Indian and Canadian drafting, PDF text run together, tabs, quotes) and on CUAD's texts where the data is
 * on the machine. Nothing here is timed.
 */

const cuadDir = resolve(process.env.CONTRACT_DATA_DIR ?? resolve(__dirname, '..', '..', '..', '..', 'shared', 'data'), 'cuad', 'full_contract_txt');
const cuad = existsSync(cuadDir) ? readdirSync(cuadDir).filter((f) => f.endsWith('.txt')).sort().filter((_, i) => i % 7 === 0).map((f) => readFileSync(resolve(cuadDir, f), 'utf8')) : [];

// ---- 1. run-in article headings: tried only where an article or section word follows spaces ----
const runIn = [
  // US, PDF text run together: a heading after a full stop, its first clause numbered as the article
  'The Company shall keep the books at its office. ARTICLE XX GOVERNING LAW 20.1 This Agreement is governed by the laws of Delaware. 20.2 Each party submits to the courts there.',
  // English, section in capitals after a semicolon and a closing quote, arabic numbers, a tab
  'the "Goods" have the meaning given in clause 1;”\tSECTION 5 LIMITATION OF LIABILITY 5.1 Neither party excludes liability for death. 5.2 Subject to clause 5.1, the Supplier\'s liability is capped.',
  // Australian, "Article" in title case, two headings in a row, the second one's word inside the first one's heading
  'GST is payable on each supply. Article 7 SECTION HEADINGS AND NOTICES 7.1 Headings are for convenience only. Section 8 TERMINATION 8.1 Either party may terminate on notice.',
  // Indian, a clause number ending with a point and the next heading straight after it
  'The Service Provider shall comply with the Act. ARTICLE 3 FEES 3.1. ARTICLE 4 TAXES 4.1 All taxes are borne by the Client.',
  // Canadian, several spaces, a colon before the heading, a bracket
  'as set out below:   SECTION 12 CONFIDENTIALITY 12.1 Each party shall keep the other\'s information secret (in both official languages).) ARTICLE 13 NOTICES 13.1 Notices are in writing.',
  // benign twins: no stop before the heading, the clause numbered as another article, a table of contents, a cross-reference
  'as provided in Section 5 LIMITATION OF LIABILITY 5.1 of the Master Agreement the cap applies.',
  'The Buyer pays on delivery. ARTICLE IV PRICE 5.1 The price is fixed for the Term.',
  'TABLE OF CONTENTS ARTICLE 1 DEFINITIONS 1 ARTICLE 2 SERVICES 2 ARTICLE 3 FEES 3',
  'See Section 4.2. Section 4.3 applies as well. section 9 NOTICES 9.1 lower case is no heading.',
  'Nothing here names an article or a section at all.',
  '',
];

describe('runInArticles gives what matchAll(RUN_IN_ARTICLE_RE) gives', () => {
  const same = (text: string) => {
    const want = [...text.matchAll(RUN_IN_ARTICLE_RE)].map((m) => [m.index, ...m]);
    const got = runInArticles(text).map((m) => [m.index, ...m]);
    expect(got).toEqual(want);
  };
  it.each(runIn.map((t, i) => [i, t]))('text %i', (_, text) => same(text as string));
  it('finds the headings the rows above hold (so the comparison is not of empty lists)', () => {
    expect(runInArticles(runIn[0]).length).toBe(1);
    expect(runInArticles(runIn[2]).length).toBe(2);
    expect(runInArticles(runIn[3]).length).toBe(2);
  });
  it('on texts joined and repeated (matches next to one another)', () => same(runIn.join(' ').repeat(3)));
  it.runIf(cuad.length > 0)('on every seventh CUAD text', () => {
    for (const t of cuad) same(t);
  });
});

// ---- 2. inline lists: the markers scanned from the edit's neighbourhood ----
/** The reading as session 21 wrote it (markers scanned from the text's start), to compare with. */
function inlineListsBefore(text: string, from = 0, to = text.length): InlineList[] {
  const MARKER_RE = /(?<=^|[\s,;:—–-])\((?:[ivxlc]{1,6}|[a-z]|[A-Z]|\d{1,2})\)(?=\s)/g;
  const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv'];
  const follows = (prev: string, next: string) => {
    if (/^\d+$/.test(prev)) return /^\d+$/.test(next) && Number(next) === Number(prev) + 1;
    const r = ROMAN.indexOf(prev);
    if (r >= 0 && ROMAN[r + 1] === next) return true;
    return prev.length === 1 && next.length === 1 && next.charCodeAt(0) === prev.charCodeAt(0) + 1;
  };
  const sentenceEnd = (from: number) => {
    const re = /\.(?=["”’)\]]*(?:\s|$))|\n[ \t]*\n|$/g;
    re.lastIndex = from;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0] === '.' && /(?:^|[^A-Za-z])(?:Inc|Ltd|Co|Corp|No|Nos|Pty|[A-Z])$/.test(text.slice(Math.max(0, m.index - 6), m.index))) { re.lastIndex = m.index + 1; continue; }
      return m.index;
    }
    return text.length;
  };
  const out: InlineList[] = [];
  const region = text.slice(0, Math.min(text.length, to + 4000));
  const markers = [...region.matchAll(MARKER_RE)].map((x) => ({ at: x.index!, m: x[0].slice(1, -1) }));
  for (let k = 0; k < markers.length; k++) {
    const first = markers[k];
    if (first.at < from || first.at >= to || !['i', 'a', 'A', '1'].includes(first.m)) continue;
    if (/(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, first.at - 200), first.at))) continue;
    const items = [first.at];
    let prev = first.m;
    for (let j = k + 1; j < markers.length; j++) {
      if (/\n[ \t]*\n/.test(text.slice(items[items.length - 1], markers[j].at))) break;
      if (!follows(prev, markers[j].m)) continue;
      if (sentenceEnd(items[items.length - 1]) <= markers[j].at) break;
      items.push(markers[j].at);
      prev = markers[j].m;
    }
    if (items.length < 2) continue;
    out.push({ start: first.at, end: sentenceEnd(items[items.length - 1]), items });
    while (k + 1 < markers.length && markers[k + 1].at < out[out.length - 1].end) k++;
  }
  return out;
}

const lists = [
  // US: roman items in an indemnity, one list nested in an item's words
  'Licensee shall indemnify Licensor from (i) the Licensee\'s use of the Software; (ii) the conduct of its business (including (a) its agents and (b) its staff); and/or (iii) any breach of this Agreement. The Licensor shall notify the Licensee promptly.',
  // English: lettered conditions with a semicolon and "or" between them, then a second list in the next sentence
  'The Supplier may terminate if the Customer: (a) fails to pay any sum due; (b) becomes insolvent; or (c) ceases to trade. The Customer may terminate if (A) the Services fail or (B) the Supplier breaches clause 4.',
  // Australian: numbered items after an em dash, an abbreviation inside an item, a list broken by a blank line
  'The Lessee must—(1) pay the rent to Harbour Pty. Ltd. on time, (2) keep the premises clean, (3) insure its own fit-out.\n\n(4) This item starts a line of its own and opens no inline list (a) nor this.',
  // Indian and Canadian: a series that skips a letter, markers at a line's start, a list at the text's very end
  'The Vendor shall (a) deliver the goods, (c) install them. Payment is due (i) on delivery and (ii) on acceptance\n(i) A line item is no inline list (ii) either.\nThe Buyer may, at its option, (a) reject or (b) accept',
  // benign: brackets that are no markers
  'The fee (USD) is set out (see Schedule 1) and payable (net) within (30) days.',
];

describe('inlineLists scanned from `from` gives what a scan from the start gave', () => {
  const text = lists.join('\n\n');
  it('finds lists in the rows above (so the comparison is not of empty lists)', () => {
    expect(inlineLists(text).length).toBeGreaterThanOrEqual(5);
  });
  it('for every start in the text, and ends near it', () => {
    for (let from = 0; from <= text.length; from += 3) {
      for (const to of [from, from + 1, from + 40, from + 400, text.length]) expect(inlineLists(text, from, to)).toEqual(inlineListsBefore(text, from, to));
    }
  });
  it('for each row alone, every start', () => {
    for (const t of lists) for (let from = 0; from <= t.length; from++) expect(inlineLists(t, from, from + 120)).toEqual(inlineListsBefore(t, from, from + 120));
  });
  it.runIf(cuad.length > 0)('on every seventh CUAD text, at every thousandth character', () => {
    for (const t of cuad) for (let from = 0; from < t.length; from += 1000) expect(inlineLists(t, from, from + 200)).toEqual(inlineListsBefore(t, from, from + 200));
  });
});
