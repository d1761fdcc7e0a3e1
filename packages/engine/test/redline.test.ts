import { describe, expect, it } from 'vitest';
import { applyRedlines, buildContext, bodyEnd, defaultPlaybookFor, detectClauseTypes, grantedRight, redlineEdits, relatedClauseTypes, restriction, review, splitSentences, statesReplacedPosition, type DocumentType } from '../src/index.js';
import { cuadDocs, nliDocs, report, roundTrip, tailStart, type Engine, type PlacementReader } from '../eval/roundtrip.ts';
import { adverseDocs, withBackMatter } from './adverse/docs.js';
import { msa } from './adverse/contracts.js';

const engine = { review } as unknown as Engine;
const reader = { defaultPlaybookFor, relatedClauseTypes, detectClauseTypes, splitSentences, statesReplacedPosition, grantedRight, restriction } as unknown as PlacementReader;

function redlined(text: string, document_type: DocumentType) {
  const out = review({ text, document_type, options: { suggest_redlines: true } });
  return { out, issues: out.review.issues, redlines: out.review.redlines ?? [] };
}

describe('redline round trip', () => {
  const corpora = [
    ['adverse suite', adverseDocs()],
    ['ContractNLI dev NDAs', nliDocs()],
    ['CUAD contracts of the types with playbooks', cuadDocs()],
  ] as const;
  for (const [name, docs] of corpora) {
    it.skipIf(!docs.length)(`${name}: accepting every redline resolves ≥ 95 % of the redlined issues and raises none`, () => {
      const r = roundTrip(engine, docs, reader);
      console.log(report(name, r));
      // no rewrite leaves a sentence of its clause stating the position it replaced (two caps side by side)
      expect(r.contradictions).toEqual([]);
      // no redline that grants a right to end or assign the contract leaves a sentence that restricts it
      expect(r.restrictions).toEqual([]);
      expect(r.redlined).toBeGreaterThan(0);
      expect(r.resolved / r.redlined).toBeGreaterThanOrEqual(0.95);
      expect(r.newIssues).toBe(0);
      expect(r.badInsertions).toBe(0);
      expect(r.conflicts).toBe(0);
      // most issues get a redline at all
      expect(r.redlined / r.issues).toBeGreaterThan(0.8);
    });
  }
});

const SUPPLY = `SUPPLY AGREEMENT

This Supply Agreement (the "Agreement") is made on 3 June 2026 between Granite Components Ltd. ("Supplier") and Harbour Tools plc ("Buyer") (each a "Party").

1. Supply

1.1 Products. Supplier shall supply the products listed in each purchase order accepted by Supplier (the "Products").

1.2 Prices. Buyer shall pay the prices in Supplier's price list in force when the purchase order is accepted.

2. Confidentiality

2.1 Obligation. Each Party shall keep the other Party's confidential information confidential.

2.2 Use. Buyer may use any information received from Supplier for any purpose.

2.3 Duration. The obligations in this Section 2 continue for three (3) years after this Agreement ends.

3. General

3.1 Governing Law. This Agreement is governed by the laws of England and Wales.

3.2 Entire Agreement. This Agreement is the entire agreement between the Parties about its subject.

IN WITNESS WHEREOF the Parties have signed this Agreement on the date above.

By: ______________________
Granite Components Ltd.

By: ______________________
Harbour Tools plc

SCHEDULE 1 - PRODUCTS

Steel fittings, valves and gauges as listed in the catalogue.
`;

describe('redline placement', () => {
  it('puts missing language after the clause of its type, numbered next in its section, before the signature block', () => {
    const { out, redlines } = redlined(SUPPLY, 'nda');
    const end = SUPPLY.indexOf('IN WITNESS WHEREOF');
    const { edits } = redlineEdits(SUPPLY, out.clauses, redlines);
    expect(edits.length).toBeGreaterThan(0);
    for (const e of edits) expect(e.start).toBeLessThanOrEqual(end);
    const accepted = applyRedlines(SUPPLY, out.clauses, redlines).text;
    // the exhibit and the signature block are untouched
    expect(accepted.slice(accepted.indexOf('IN WITNESS WHEREOF'))).toBe(SUPPLY.slice(end));
    // new confidentiality clauses are numbered 2.4, 2.5 ... in section 2, and no section moves
    const added = [...accepted.matchAll(/^(\d+\.\d+) /gm)].map((m) => m[1]);
    expect(added.filter((n) => n.startsWith('2.')).length).toBeGreaterThan(3);
    expect(added).toEqual([...added].sort((a, b) => Number(a.split('.')[0]) - Number(b.split('.')[0]) || Number(a.split('.')[1]) - Number(b.split('.')[1])));
    expect(new Set(added).size).toBe(added.length);
    expect(accepted).toContain('3.1 Governing Law.');
    expect(accepted).toContain('3.2 Entire Agreement.');
  });

  it('places missing clauses in a contract read as long lines: after a finished prose sentence, not inside a list, an address or the signature block', () => {
    // as a PDF's text often reads: paragraphs run together, page numbers glued to the last line of a page
    const text = [
      'SERVICES AGREEMENT This Services Agreement (the "Agreement") is made on 2 March 2026 between Larkspur Data Ltd. ("Provider") and Meridian Shipping Inc. ("Customer").',
      '1. Services. Provider shall provide the data cleansing services described in the order form (the "Services") from the Effective Date. Provider shall assign suitably trained staff to the Services and keep Customer informed of their progress every month. 2',
      '2. Fees. Customer shall pay the monthly fee stated in the order form within thirty (30) days after receiving a correct invoice. Either party may end this Agreement by notice if the other party: a) fails to pay an undisputed amount within sixty (60) days after its due date; or b) becomes insolvent or ceases to trade. 3',
      '3. Notices. Notices shall be sent to the addresses below, or to another address a party gives by notice: Meridian Shipping Inc., 44 Harbour Road, Portsmouth PO1 2AB, Attn: General Counsel, Tel. 4',
      'IN WITNESS, WHEREOF, the parties have signed this Agreement on the date first written above. Larkspur Data Ltd. By: /s/ J. Moss Meridian Shipping Inc. By: /s/ K. Ward',
    ].join(' ');
    const { out, issues, redlines } = redlined(text, 'services');
    const missing = issues.filter((i) => !i.citations.length);
    expect(missing.length).toBeGreaterThan(2);
    for (const i of missing) expect(i.redline_id, i.check_id).toBeDefined();
    const { edits } = redlineEdits(text, out.clauses, redlines);
    const inserted = edits.filter((e) => e.start === e.end);
    expect(inserted.length).toBeGreaterThan(0);
    const itemA = text.indexOf('a) fails');
    const itemB = text.indexOf('b) becomes');
    for (const e of inserted) {
      const before = text.slice(0, e.start);
      expect(before, e.insert).toMatch(/[a-z)]\.$/);
      expect(before).not.toMatch(/Tel\.$/);
      expect(e.start < itemA || e.start > itemB + 10, e.insert).toBe(true);
      expect(e.start).toBeLessThan(text.indexOf('IN WITNESS'));
    }
    // accepted, the missing clauses are there and nothing new is raised
    const again = review({ text: applyRedlines(text, out.clauses, redlines).text, document_type: 'services' }).review.issues.map((i) => i.check_id);
    for (const i of missing) expect(again, i.check_id).not.toContain(i.check_id);
    for (const id of again) expect(issues.map((i) => i.check_id)).toContain(id);
  });

  it('in sections numbered 1., 2., ... without subsections: same-topic language continues its section, other language after the last section is the next section', () => {
    const text = `MUTUAL CONFIDENTIALITY AGREEMENT

This Agreement is made on 9 April 2026 between Orchard Biotech Ltd. and Pine Ridge Labs Inc. (each a "Party").

1. Confidential Information. "Confidential Information" means the scientific and commercial information one Party (the "Discloser") gives the other Party (the "Recipient") to assess a joint research project (the "Purpose").

2. Use. The Recipient shall use Confidential Information only for the Purpose and shall not pass it to any third party other than its staff who need it for the Purpose.

3. Duration. This Agreement lasts three (3) years from its date, and Section 2 continues for two (2) years after that.

4. Records. Each Party shall keep a written record of the Confidential Information it receives and of the staff to whom it gives it.

IN WITNESS WHEREOF, the Parties have signed this Agreement.
`;
    const { out, redlines } = redlined(text, 'nda');
    const { edits } = redlineEdits(text, out.clauses, redlines);
    const blocks = edits.filter((e) => e.start === e.end).flatMap((e) => e.insert.split(/\n+/).filter((b) => b.trim()));
    expect(blocks.length).toBeGreaterThan(2);
    const numbered = blocks.filter((b) => /^\d+\. /.test(b));
    // the new sections take the numbers after the last one, in order, and no section moves
    expect(numbered.map((b) => Number(b.split('.')[0]))).toEqual(numbered.map((_, i) => 5 + i));
    expect(numbered.length).toBeGreaterThan(0);
    // an unnumbered addition is a further paragraph of its section: no run-in heading of its own
    for (const b of blocks.filter((x) => !numbered.includes(x))) expect(b, b).not.toMatch(/^[A-Z][a-z]+(?: [a-z]+){0,5}\. /);
    expect(blocks.length - numbered.length).toBeGreaterThan(0);
  });

  it('never inserts after a signature block, an exhibit or a page footer', () => {
    for (const doc of adverseDocs().filter((d) => d.name.endsWith('/signed'))) {
      const { out, redlines } = redlined(doc.text, doc.type);
      const tail = tailStart(doc.text);
      expect(bodyEnd(buildContext(doc.text))).toBeLessThanOrEqual(tail);
      for (const e of redlineEdits(doc.text, out.clauses, redlines).edits) expect(e.start, doc.name).toBeLessThanOrEqual(tail);
    }
  });

  it('finds a signature line or an exhibit heading after any kind of line break, and only at a line start', () => {
    const body = `${'1. The Supplier shall deliver the Goods.\n'.repeat(6)}`;
    for (const br of ['\n', '\r\n', '\r', '\u2028']) {
      for (const tail of ['By: ____________', '   ________________  ', 'EXHIBIT A Pricing', 'Signed:']) {
        const plain = `${body}${tail}${br}more text${br}`.replace(/\n/g, br);
        expect(bodyEnd({ plain, clauses: [] }), JSON.stringify([br, tail])).toBe(plain.indexOf(tail.trimStart()));
      }
      // the same words inside a line are no signature line
      const inline = `${body}The parties agree. By: ____________ is not a line of its own${br}`.replace(/\n/g, br);
      expect(bodyEnd({ plain: inline, clauses: [] })).toBe(inline.length);
    }
  });
});

describe('where language added to a definition goes', () => {
  // the definition is in a section whose heading does not say so; a later heading names the defined term
  const NDA = `MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is made on 12 May 2026 between Heron Robotics Ltd. and Cobalt Freight Inc. (each a "Party").

1. Scope. Each Party (the "Discloser") may give the other Party (the "Recipient") information about its products and plans to evaluate a possible logistics partnership (the "Purpose"), and information so given that is marked as confidential is "Confidential Information".

2. Obligations. The Recipient shall use Confidential Information only for the Purpose, shall protect it with at least reasonable care and shall not disclose it to any third party other than its employees who need to know it for the Purpose and are bound by duties of confidentiality.

3. Exceptions. The Recipient's obligations do not apply to information that is or becomes public through no fault of the Recipient, that the Recipient knew before receiving it, that the Recipient receives from a third party without a duty of confidentiality, or that the Recipient develops independently without use of the Confidential Information.

4. Legal Demands. The Recipient may disclose Confidential Information where a court or regulator requires it, after giving the Discloser prompt notice so that the Discloser may seek a protective order.

5. Return of Confidential Information. On the Discloser's written request, the Recipient shall promptly return or destroy all Confidential Information in its possession and confirm that it has done so in writing.

6. Term. This Agreement lasts two (2) years from its date, and the obligations in Section 2 survive for three (3) years after it ends.

7. Governing Law. This Agreement is governed by the laws of England and Wales.

IN WITNESS WHEREOF, the Parties have signed this Agreement on the date first written above.
`;

  it('puts the oral-disclosure sentence in the clause that defines Confidential Information, not after a later clause whose heading names it', () => {
    const { out, issues, redlines } = redlined(NDA, 'nda');
    const oral = issues.find((i) => i.check_id === 'nda.oral_information_included');
    expect(oral?.redline_id).toBeDefined();
    const { edits } = redlineEdits(NDA, out.clauses, redlines.filter((r) => r.id === oral!.redline_id));
    expect(edits).toHaveLength(1);
    expect(edits[0].insert).toMatch(/orally/);
    // at the end of section 1, where "Confidential Information" is defined
    expect(edits[0].start).toBeGreaterThan(NDA.indexOf('is "Confidential Information"'));
    expect(edits[0].start).toBeLessThan(NDA.indexOf('2. Obligations'));
    // accepted, the issue is resolved and nothing new is raised
    const again = review({ text: applyRedlines(NDA, out.clauses, redlines).text, document_type: 'nda' }).review.issues.map((i) => i.check_id);
    expect(again).not.toContain('nda.oral_information_included');
    for (const id of again) expect(issues.map((i) => i.check_id)).toContain(id);
  });
});

describe('inserted headings in Markdown', () => {
  const BOLD_AFTER_LABEL = `# Mutual Confidentiality Terms

1. **Definitions**. Each party (the "**Discloser**") may give the other party (the "**Recipient**") business and technical information to evaluate a possible supply partnership (the "**Purpose**"), and information so given that is marked as confidential is "**Confidential Information**".

2. **Use of Confidential Information**. The Recipient shall use Confidential Information only for the Purpose, shall protect it with at least reasonable care and shall not disclose it to any third party other than its employees who need to know it for the Purpose and are bound by duties of confidentiality.

3. **Exceptions**. The Recipient's obligations do not apply to information that is or becomes public through no fault of the Recipient, that the Recipient knew before receiving it, that the Recipient receives from a third party without a duty of confidentiality, or that the Recipient develops independently without use of the Confidential Information.

4. **Return of Confidential Information**. On the Discloser's written request, the Recipient shall promptly return or destroy all Confidential Information in its possession and confirm that it has done so in writing.

5. **Term**. These terms last two years from their date, and the obligations in Section 2 survive for three years after they end.

6. **Governing Law**. These terms are governed by the laws of England and Wales.
`;
  // the same terms with the section number inside the bold: "**1. Definitions.**"
  const BOLD_WITH_LABEL = BOLD_AFTER_LABEL.replace(/^(\d+)\. \*\*([^*]+)\*\*\./gm, '**$1. $2.**');

  for (const [name, text, head] of [
    ['"1. **Term**."', BOLD_AFTER_LABEL, /^(?:\d+[A-Z]?\. )?\*\*[A-Z][A-Za-z ]+\*\*\. [A-Z]/],
    ['"**1. Term.**"', BOLD_WITH_LABEL, /^\*\*(?:\d+[A-Z]?\. )?[A-Z][A-Za-z ]+\.\*\* [A-Z]/],
  ] as const) {
    it(`take the emphasis of the document's section headings (${name})`, () => {
      const { out, redlines } = redlined(text, 'nda');
      const blocks = redlineEdits(text, out.clauses, redlines).edits.filter((e) => e.start === e.end).flatMap((e) => e.insert.split(/\n+/).filter((b) => b.trim()));
      const headed = blocks.filter((b) => /^(?:\d+[A-Z]?\. )?\**[A-Z][A-Za-z ]+\.?\**\. /.test(b) || /^\*\*/.test(b));
      expect(headed.length).toBeGreaterThan(0);
      for (const b of headed) expect(b, b).toMatch(head);
      // and the emphasis is closed: the new text reads as plain words with a bold heading
      for (const b of headed) expect((b.match(/\*\*/g) ?? []).length, b).toBe(2);
    });
  }

  it('add no emphasis to a document that has none', () => {
    const plain = BOLD_AFTER_LABEL.replace(/\*\*/g, '');
    const { out, redlines } = redlined(plain, 'nda');
    const inserted = redlineEdits(plain, out.clauses, redlines).edits.map((e) => e.insert).join('\n');
    expect(inserted).toMatch(/No Licen[cs]e\. /);
    expect(inserted).not.toContain('*');
  });
});

describe('replacement, not accretion', () => {
  it('deletes the offending words and keeps the rest of the clause', () => {
    const { issues, redlines } = redlined(SUPPLY, 'nda');
    const use = issues.find((i) => i.check_id === 'nda.limited_use')!;
    expect(use.redline_id).toBeDefined();
    const rl = redlines.find((r) => r.id === use.redline_id)!;
    // the permission to use the information for any purpose is gone, not left beside a new restriction
    expect(rl.suggested_text).not.toMatch(/for any purpose/);
    expect(rl.original_text).toMatch(/^2\.2 Use\./);
    expect(rl.suggested_text).toMatch(/^2\.2 Use\./);
    // a word-level edit: the operations rebuild both texts, and most of the clause is kept as it was
    expect(rl.operations.filter((o) => o.op !== 'insert').map((o) => o.text).join('')).toBe(rl.original_text);
    expect(rl.operations.filter((o) => o.op !== 'delete').map((o) => o.text).join('')).toBe(rl.suggested_text);
  });

  it('adds our right beside a one-sided right the other party holds, in its clause (the MSA termination right held by the provider)', () => {
    const text = msa({ termination: 'Provider may terminate this Agreement for convenience at any time on thirty (30) days\' written notice.' });
    const { issues, redlines } = redlined(text, 'msa');
    const t = issues.find((i) => i.check_id === 'msa.termination_for_convenience')!;
    const rl = redlines.find((r) => r.id === t.redline_id)!;
    expect(rl.original_text).toContain('Provider may terminate');
    // the provider's right stays: the customer's own goes after it (no lawyer hands the other side's right to his own)
    expect(rl.suggested_text).toContain('Provider may terminate this Agreement for convenience at any time on thirty (30) days\' written notice. Customer may terminate this Agreement for convenience');
    expect(rl.suggested_text).toContain('7. Term and Termination. This Agreement continues for three (3) years from its date.');
    expect(rl.operations.some((o) => o.op === 'delete')).toBe(false);
  });
});

describe('the contract\'s own words', () => {
  it('uses the parties\' defined terms and introduces no term the contract does not define', () => {
    const { redlines } = redlined(SUPPLY, 'msa');
    expect(redlines.length).toBeGreaterThan(0);
    for (const r of redlines) {
      const added = r.operations.filter((o) => o.op === 'insert').map((o) => o.text).join(' ');
      expect(added).not.toMatch(/\b(?:Customer|Provider|Statement of Work|Services|Deliverables?)\b/);
    }
    const all = redlines.map((r) => r.suggested_text).join('\n');
    expect(all).toMatch(/\b(?:Buyer|Supplier)\b/);
  });
});
