// `askRanked`: the sentence encoder (learned/ask-encoder.ts) re-reading the lexical method's best sentences. These tests
// need the model files tools/setup.sh installs (tools/ask-models.sh); without them they fail and say so.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, askAsync, askRanked, DEFAULT_ENCODER, encoderFiles, loadEncoder, modelsDir, type SentenceEncoder } from '../src/index.js';
import { dot } from '../src/learned/ask-encoder.js';

/** A short services contract written for this test: every clause says what it does in contract words. */
const CONTRACT = `CONSULTING SERVICES AGREEMENT

This Consulting Services Agreement is made on 3 March 2025 between Northwind Analytics Ltd ("Client") and Harbour Data Consulting LLC ("Consultant").

1. Services. Consultant shall perform the data migration services described in Schedule A (the "Services") in a professional and workmanlike manner.

2. Fees. Client shall pay Consultant a fixed fee of USD 48,000, invoiced in four equal monthly instalments. Invoices are payable within thirty (30) days of receipt.

3. Expenses. Client shall reimburse reasonable travel expenses approved in advance in writing.

4. Term. This Agreement commences on the date above and continues until the Services are accepted, unless ended earlier under Section 9.

5. Personnel. Consultant shall not engage any subcontractor to perform any part of the Services without Client's prior written consent, and remains responsible for the acts of any subcontractor so engaged.

6. Ownership. All deliverables created by Consultant in performing the Services are works made for hire and vest in Client on payment.

7. Confidentiality. Each party shall keep the other's confidential information secret and use it only to perform this Agreement.

8. Liability. Neither party's aggregate liability under this Agreement shall exceed the fees paid in the twelve months before the claim.

9. Termination. Either party may terminate this Agreement on thirty (30) days' written notice to the other. Client shall pay for Services performed up to the date of termination.

10. Non-Solicitation. During the term and for twelve months after it, neither party shall solicit for employment any employee of the other who worked on the Services.

11. Governing Law. This Agreement is governed by the laws of the State of New York.
`;

let encoder: SentenceEncoder;
beforeAll(async () => {
  const e = await loadEncoder();
  if (!e) throw new Error(`ask's sentence encoder ${DEFAULT_ENCODER} is not installed in ${modelsDir()}: run tools/setup.sh (tools/ask-models.sh)`);
  encoder = e;
});

const top3 = (citations: { section?: string | null }[]) => citations.slice(0, 3).map((c) => c.section);

describe('ask with the sentence encoder', () => {
  it('finds the clause a lay question means where the lexical method does not', async () => {
    // "flights" is travel, "someone else to help with the work" is a subcontractor: no word of the question is in the clause
    const cases: [string, string][] = [['Do they pay for my flights?', '3'], ['Can I bring in someone else to help with the work?', '5']];
    for (const [question, section] of cases) {
      expect(top3(ask({ text: CONTRACT, question }).citations), question).not.toContain(section);
      expect(top3((await askRanked({ text: CONTRACT, question }, encoder)).citations), question).toContain(section);
    }
  });

  it('keeps what the lexical method answers right, quotes exactly, and keeps the answer format', async () => {
    for (const [question, section] of [['Which law governs the agreement?', '11'], ['Is there a cap on liability?', '8'], ['Can either party terminate early?', '9']]) {
      const a = await askRanked({ text: CONTRACT, question }, encoder);
      expect(a.citations[0].section, question).toBe(section);
      for (const c of a.citations) expect(CONTRACT.slice(c.start, c.end)).toBe(c.quote);
      const scores = a.citations.map((c) => c.score);
      expect([...scores].sort((x, y) => y - x)).toEqual(scores);
      expect(scores[0]).toBe(1);
      expect(a.answer).toMatch(/The contract says \(section \d+\): "/);
    }
    expect((await askRanked({ text: CONTRACT, question: 'Which law governs the agreement?' }, encoder)).answer).toMatch(/^Governing law: .*New York/);
  });

  it('leaves a question the contract does not address unanswered, as the lexical method does', async () => {
    for (const question of ['Does the lease allow pets in the apartment?', 'Is there a warranty on the hardware?']) {
      const a = await askRanked({ text: CONTRACT, question }, encoder);
      expect(a.citations, question).toEqual([]);
      expect(a).toEqual(ask({ text: CONTRACT, question }));
    }
  });

  it('gives the same answer for the same inputs, also from a fresh load', async () => {
    const question = 'Can we hire their people afterwards?';
    const first = await askRanked({ text: CONTRACT, question }, encoder);
    const again = await loadEncoder();
    expect(await askRanked({ text: `${CONTRACT}`, question }, again!)).toEqual(first);
    const [a] = await encoder.embedPassages(['Client shall reimburse reasonable travel expenses.']);
    const [b] = await again!.embedPassages(['Client shall reimburse reasonable travel expenses.']);
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(dot(a, a)).toBeCloseTo(1, 5);
  });

  it('is the path askAsync takes when given an encoder, and the lexical one without', async () => {
    const question = 'Do they pay for my flights?';
    expect((await askAsync({ text: CONTRACT, question }, { encoder })).result).toEqual(await askRanked({ text: CONTRACT, question }, encoder));
    expect((await askAsync({ text: CONTRACT, question }, { encoder: null })).result).toEqual(ask({ text: CONTRACT, question }));
  });

  it('finds no encoder where set-up installed none', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'ask-models-'));
    expect(encoderFiles(DEFAULT_ENCODER, empty)).toBeNull();
    expect(await loadEncoder(DEFAULT_ENCODER, empty)).toBeNull();
  });

  it('refuses model files that do not load, so the caller can fall back and say why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ask-models-'));
    mkdirSync(join(dir, DEFAULT_ENCODER));
    writeFileSync(join(dir, DEFAULT_ENCODER, 'model.onnx'), 'not a model');
    writeFileSync(join(dir, DEFAULT_ENCODER, 'tokenizer.json'), '{}');
    await expect(loadEncoder(DEFAULT_ENCODER, dir)).rejects.toThrow();
  });
});
