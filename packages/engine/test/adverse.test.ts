import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { review, type ReviewOutput } from '../src/index.js';
import { CASES, type AdverseCase, type Side } from './adverse/cases.js';
import { HOLDOUT } from './adverse/holdout.js';
import { HOLDOUT2, HOLDOUT2_MISSES } from './adverse/holdout2.js';
import { TUNING2 } from './adverse/tuning2.js';
import { HOLDOUT3, HOLDOUT3_MISSES } from './adverse/holdout3.js';
import { TUNING3 } from './adverse/tuning3.js';
import { HOLDOUT4, HOLDOUT4_EXTRA, HOLDOUT4_MISSES } from './adverse/holdout4.js';
import { HOLDOUT5, HOLDOUT5_EXTRA, HOLDOUT5_MISSES } from './adverse/holdout5.js';
import { HOLDOUT6, HOLDOUT6_EXTRA, HOLDOUT6_MISSES } from './adverse/holdout6.js';
import { TUNING13, TUNING13_MISSES } from './adverse/tuning13.js';

import { HOLDOUT7, HOLDOUT7_EXTRA, HOLDOUT7_MISSES } from './adverse/holdout7.js';
import { HOLDOUT8, HOLDOUT8_EXTRA, HOLDOUT8_MISSES } from './adverse/holdout8.js';
import { HOLDOUT9, HOLDOUT9_EXTRA, HOLDOUT9_MISSES } from './adverse/holdout9.js';
import { DEFINED_TERMS, DEFINED_TERMS_MISSES } from './adverse/definitions.js';
import { HOLDOUT10, HOLDOUT10_EXTRA, HOLDOUT10_MISSES } from './adverse/holdout10.js';
import { HOLDOUT11, HOLDOUT11_EXTRA, HOLDOUT11_MISSES } from './adverse/holdout11.js';
import { HOLDOUT12, HOLDOUT12_EXTRA, HOLDOUT12_MISSES } from './adverse/holdout12.js';
import { HOLDOUT13, HOLDOUT13_EXTRA, HOLDOUT13_MISSES } from './adverse/holdout13.js';
import { HOLDOUT14, HOLDOUT14_EXTRA, HOLDOUT14_MISSES } from './adverse/holdout14.js';
import { HOLDOUT15, HOLDOUT15_EXTRA, HOLDOUT15_MISSES } from './adverse/holdout15.js';
import { HOLDOUT16, HOLDOUT16_EXTRA, HOLDOUT16_MISSES } from './adverse/holdout16.js';
import { HOLDOUT17, HOLDOUT17_EXTRA, HOLDOUT17_MISSES } from './adverse/holdout17.js';
import { HOLDOUT18, HOLDOUT18_EXTRA, HOLDOUT18_MISSES } from './adverse/holdout18.js';
import { HOLDOUT19, HOLDOUT19_EXTRA, HOLDOUT19_MISSES } from './adverse/holdout19.js';
import { HOLDOUT20, HOLDOUT20_EXTRA, HOLDOUT20_MISSES } from './adverse/holdout20.js';
import { HOLDOUT21, HOLDOUT21_EXTRA, HOLDOUT21_MISSES } from './adverse/holdout21.js';
import { HOLDOUT22, HOLDOUT22_EXTRA, HOLDOUT22_MISSES } from './adverse/holdout22.js';
import { HOLDOUT23, HOLDOUT23_EXTRA, HOLDOUT23_MISSES, HOLDOUT23_PLAIN } from './adverse/holdout23.js';
import { HOLDOUT24, HOLDOUT24_EXTRA, HOLDOUT24_MISSES, HOLDOUT24_PLAIN } from './adverse/holdout24.js';
import { HOLDOUT25, HOLDOUT25_EXTRA, HOLDOUT25_MISSES, HOLDOUT25_PLAIN } from './adverse/holdout25.js';
import { employment, msa, nda } from './adverse/contracts.js';

function judge(type: Parameters<typeof review>[0]['document_type'], text: string, check: string) {
  const out = review({ text, document_type: type });
  const c = out.review.checks.find((x) => x.check_id === check);
  if (!c) throw new Error(`no check ${check} in the ${out.review.playbook.id} review`);
  const issue = out.review.issues.find((i) => i.check_id === check);
  return { out, c, issue, text };
}

function expectSide(side: Side, got: ReturnType<typeof judge>) {
  if (side.outcome) expect(got.c.outcome).toBe(side.outcome);
  expect(Array.isArray(side.position) ? side.position : [side.position]).toContain(got.c.position);
  expect(Boolean(got.issue)).toBe(side.issue);
  // citations slice the text exactly, also through markup
  for (const e of got.c.evidence) expect(got.text.slice(e.start, e.end)).toBe(e.quote);
}

describe('adverse terms suite', () => {
  it('has at least 40 cases over NDA, MSA, SaaS and more types, covering every pattern', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    const types = new Set(CASES.map((c) => c.type));
    for (const t of ['nda', 'msa', 'saas', 'license', 'dpa'] as const) expect(types.has(t)).toBe(true);
    for (const p of ['disapplied', 'override', 'polarity', 'role', 'reference', 'markup', 'position'] as const) expect(CASES.some((c) => c.pattern === p)).toBe(true);
  });

  for (const k of CASES) {
    describe(k.id, () => {
      it('flags the adverse clause', () => expectSide(k.adverse, judge(k.type, k.adverse.text, k.check)));
      it('passes the benign twin', () => expectSide(k.benign, judge(k.type, k.benign.text, k.check)));
    });
  }

  it('meets the flag-rate goals (adverse flagged >= 90 %, benign flagged <= 5 %)', () => {
    const { a, b } = flagRate('adverse-terms suite', CASES);
    expect(a).toBeGreaterThanOrEqual(0.9);
    expect(b).toBeLessThanOrEqual(0.05);
  });
});

function flagRate(name: string, cases: AdverseCase[]): { a: number; b: number } {
  let adverse = 0;
  let benign = 0;
  for (const k of cases) {
    if (judge(k.type, k.adverse.text, k.check).issue) adverse++;
    if (judge(k.type, k.benign.text, k.check).issue) benign++;
  }
  const a = adverse / cases.length;
  const b = benign / cases.length;
  console.log(`${name}: ${cases.length} pairs; adverse flagged ${(100 * a).toFixed(1)} %, benign flagged ${(100 * b).toFixed(1)} %`);
  return { a, b };
}

/** One test per pair: the adverse side flagged, the benign twin passed; a known miss (with why) is expected to fail. */
function pairTests(cases: AdverseCase[], misses: Record<string, string> = {}) {
  for (const k of cases) {
    const miss = misses[k.id];
    // a known miss fails until a rule reads it; when one starts to pass, take it off the list
    (miss ? it.fails : it)(`${k.id}: ${miss ? `known miss (${miss})` : 'flags the adverse clause and passes the benign twin'}`, () => {
      expectSide(k.adverse, judge(k.type, k.adverse.text, k.check));
      expectSide(k.benign, judge(k.type, k.benign.text, k.check));
    });
  }
}

/** A blind hold-out: its pairs (known misses expected to fail) and the flag rates it keeps once tuned on. */
function holdoutTests(name: string, cases: AdverseCase[], misses: Record<string, string>, keep: { adverse: number; benign: number }) {
  pairTests(cases, misses);
  keepsRates(name, cases, keep);
}

function keepsRates(name: string, cases: AdverseCase[], keep: { adverse: number; benign: number }) {
  const pct = (x: number) => +(100 * x).toFixed(1);
  it(`keeps its flag rates (adverse flagged >= ${pct(keep.adverse)} %, benign flagged <= ${pct(keep.benign)} %)`, () => {
    const { a, b } = flagRate(name, cases);
    expect(a).toBeGreaterThanOrEqual(keep.adverse);
    expect(b).toBeLessThanOrEqual(keep.benign);
  });
}

describe('held-out adverse pairs (written after the rules; first run 100 % / 16.7 %)', () => {
  pairTests(HOLDOUT);
  it('meets the flag-rate goals', () => {
    const { a, b } = flagRate('held-out pairs', HOLDOUT);
    expect(a).toBeGreaterThanOrEqual(0.9);
    expect(b).toBeLessThanOrEqual(0.05);
  });
});

describe('tuning pairs of the second hold-out\'s readings (fitted)', () => pairTests(TUNING2));

describe('second blind hold-out (first run on main 45.0 % / 12.5 %; README "Adverse-terms suite")', () =>
  holdoutTests('second hold-out', HOLDOUT2, HOLDOUT2_MISSES, { adverse: 0.9, benign: 0.025 }));

describe('tuning pairs of the third hold-out\'s readings (fitted)', () => pairTests(TUNING3));

describe('third blind hold-out (first run on main 57.5 % / 15.0 %, 13 of 40 pairs right; README "Third blind hold-out")', () =>
  holdoutTests('third hold-out', HOLDOUT3, HOLDOUT3_MISSES, { adverse: 1, benign: 0 }));

describe('fourth blind hold-out (first run on main 63.4 % / 7.3 %, 21 of 41 pairs right; tuning data since judge round 11: 100 % / 0 %; README "Fourth blind hold-out")', () =>
  holdoutTests('fourth hold-out', HOLDOUT4, HOLDOUT4_MISSES, { adverse: 1, benign: 0 }));

describe('fourth blind hold-out, ten more pairs (first run on main 30.0 % / 0 %, 2 of 10 right; all 51: 56.9 % / 5.9 %, 23 right; since judge round 12: 90.0 % / 0 %, 9 right)', () => {
  holdoutTests('fourth hold-out, ten more', HOLDOUT4_EXTRA, HOLDOUT4_MISSES, { adverse: 0.9, benign: 0 });
  describe('all 51', () => keepsRates('fourth hold-out, all 51', [...HOLDOUT4, ...HOLDOUT4_EXTRA], { adverse: 0.98, benign: 0 }));
});

describe('fifth blind hold-out (first run on main 72.1 % / 2.3 %, 28 of 43 pairs right; at the session\'s end 74.4 % / 2.3 %, 29 right; tuning data since judge round 12: 100 % / 0 %, 43 right; README "Fifth blind hold-out")', () =>
  holdoutTests('fifth hold-out', HOLDOUT5, HOLDOUT5_MISSES, { adverse: 1, benign: 0 }));

describe('fifth blind hold-out, ten more pairs (first run on main 70.0 % / 0 %, 6 of 10 right; all 53: 71.7 % / 1.9 %, 34 right; since judge round 12: 100 % / 0 %, 10 right)', () => {
  holdoutTests('fifth hold-out, ten more', HOLDOUT5_EXTRA, HOLDOUT5_MISSES, { adverse: 1, benign: 0 });
  describe('all 53', () => keepsRates('fifth hold-out, all 53', [...HOLDOUT5, ...HOLDOUT5_EXTRA], { adverse: 1, benign: 0 }));
});

describe('sixth blind hold-out (first run on main 75.6 % / 0 %, 31 of 41 pairs right; tuning data since judge round 13a: 97.6 % / 0 %, 40 right; README "Sixth blind hold-out")', () =>
  holdoutTests('sixth hold-out', HOLDOUT6, HOLDOUT6_MISSES, { adverse: 1, benign: 0 }));

describe('sixth blind hold-out, ten more pairs (first run on main 70.0 % / 10.0 %, 6 of 10 right; all 51: 74.5 % / 2.0 %, 37 right; since judge round 13a: 100 % / 0 %, 9 right; all 51: 98.0 % / 0 %, 49 right)', () => {
  holdoutTests('sixth hold-out, ten more', HOLDOUT6_EXTRA, HOLDOUT6_MISSES, { adverse: 1, benign: 0 });
  describe('all 51', () => keepsRates('sixth hold-out, all 51', [...HOLDOUT6, ...HOLDOUT6_EXTRA], { adverse: 1, benign: 0 }));
});

describe('tuning pairs of the sixth hold-out\'s classes of drafting (judge round 13a, fitted; on bdeafec 7 of 41 pairs right, after the round 39; README "Judge round 13a")', () => {
  pairTests(TUNING13, TUNING13_MISSES);
  it('has two or more wordings of each class', () => expect(TUNING13.length).toBeGreaterThanOrEqual(28));
});

describe('seventh blind hold-out (first run on bdeafec 65.9 % / 4.9 %, 24 of 41 pairs right; README "Seventh blind hold-out"; since session 28\'s plain28: 82.9 % / 0 %, the order form\'s convenience exit read past the cited clause\'s title)', () =>
  holdoutTests('seventh hold-out', HOLDOUT7, HOLDOUT7_MISSES, { adverse: 0.85, benign: 0 }));

describe('seventh blind hold-out, ten more pairs (first run on bdeafec 70.0 % / 0 %, 7 of 10 right; all 51: 66.7 % / 3.9 %, 31 right; since session 26\'s misses21: 100 % / 0 %, all 51 86.3 % / 2.0 %)', () => {
  holdoutTests('seventh hold-out, ten more', HOLDOUT7_EXTRA, HOLDOUT7_MISSES, { adverse: 1, benign: 0 });
  describe('all 51', () => keepsRates('seventh hold-out, all 51', [...HOLDOUT7, ...HOLDOUT7_EXTRA], { adverse: 0.88, benign: 0 }));
});

describe('eighth blind hold-out (first run on c7270ef 73.2 % / 4.9 %, 28 of 41 pairs right; README "Eighth blind hold-out")', () =>
  holdoutTests('eighth hold-out', HOLDOUT8, HOLDOUT8_MISSES, { adverse: 0.87, benign: 0.025 }));

describe('eighth blind hold-out, ten more pairs (first run on c7270ef 50.0 % / 0 %, 5 of 10 right; all 51: 68.6 % / 3.9 %, 33 right)', () => {
  holdoutTests('eighth hold-out, ten more', HOLDOUT8_EXTRA, HOLDOUT8_MISSES, { adverse: 0.7, benign: 0 });
  describe('all 51', () => keepsRates('eighth hold-out, all 51', [...HOLDOUT8, ...HOLDOUT8_EXTRA], { adverse: 0.84, benign: 0.02 }));
});

describe('ninth blind hold-out (first run on af998f0 75.6 % / 4.9 %, 28 of 41 pairs right; README "Ninth blind hold-out")', () =>
  holdoutTests('ninth hold-out', HOLDOUT9, HOLDOUT9_MISSES, { adverse: 0.92, benign: 0.025 }));

describe('ninth blind hold-out, ten more pairs (first run on af998f0 80.0 % / 0 %, 7 of 10 right; all 51: 76.5 % / 3.9 %, 35 right)', () => {
  holdoutTests('ninth hold-out, ten more', HOLDOUT9_EXTRA, HOLDOUT9_MISSES, { adverse: 0.8, benign: 0 });
  describe('all 51', () => keepsRates('ninth hold-out, all 51', [...HOLDOUT9, ...HOLDOUT9_EXTRA], { adverse: 0.9, benign: 0.02 }));
});

describe('tenth blind hold-out (first run on 036241f after the audit 36.6 % / 12.2 %, 8 of 41 pairs right; before it 36.6 % / 14.6 %, 7; README "Tenth blind hold-out"; since session 28\'s plain28: 80.5 % / 2.4 %, the SOW\'s convenience exit read past the cited clause\'s title)', () =>
  holdoutTests('tenth hold-out', HOLDOUT10, HOLDOUT10_MISSES, { adverse: 0.85, benign: 0.025 }));

describe('tenth blind hold-out, ten more pairs (first run on 036241f 50.0 % / 0 %, 4 of 10 right, unchanged by the audit; all 51: 39.2 % / 9.8 %, 12 right)', () => {
  holdoutTests('tenth hold-out, ten more', HOLDOUT10_EXTRA, HOLDOUT10_MISSES, { adverse: 0.7, benign: 0 });
  describe('all 51', () => keepsRates('tenth hold-out, all 51', [...HOLDOUT10, ...HOLDOUT10_EXTRA], { adverse: 0.82, benign: 0.02 }));
});

describe('eleventh blind hold-out (first run on 305e1fe after the audit 48.8 % / 7.3 %, 17 of 41 pairs right; before it 46.3 % / 7.3 %, 16; README "Eleventh blind hold-out")', () =>
  holdoutTests('eleventh hold-out', HOLDOUT11, HOLDOUT11_MISSES, { adverse: 0.9, benign: 0.05 }));

describe('eleventh blind hold-out, ten more pairs (first run on 305e1fe 30.0 % / 0 %, 2 of 10 right, unchanged by the audit; all 51: 45.1 % / 5.9 %, 19 right, before the audit 43.1 % / 5.9 %, 18)', () => {
  holdoutTests('eleventh hold-out, ten more', HOLDOUT11_EXTRA, HOLDOUT11_MISSES, { adverse: 1, benign: 0 });
  describe('all 51', () => keepsRates('eleventh hold-out, all 51', [...HOLDOUT11, ...HOLDOUT11_EXTRA], { adverse: 0.92, benign: 0.04 }));
});

describe('twelfth blind hold-out (first run on 1fcdaaa 39.0 % / 12.2 %, 11 of 41 pairs right; since benign21 36.6 % / 7.3 %: the Scottish lease\'s adverse side lost a flag it had for the wrong reason; README "Twelfth blind hold-out"; since misses20 (session 25) 43.9 % / 7.3 %: its rent payable when the landlord requires; since misses22 (session 27) 46.3 % / 7.3 %: the supplier\'s transfer to any asset buyer or other person)', () =>
  holdoutTests('twelfth hold-out', HOLDOUT12, HOLDOUT12_MISSES, { adverse: 0.56, benign: 0.075 }));

describe('twelfth blind hold-out, ten more pairs (first run on 1fcdaaa 20.0 % / 10.0 %, 1 of 10 right; all 51: 35.3 % / 11.8 %, 12 right)', () => {
  holdoutTests('twelfth hold-out, ten more', HOLDOUT12_EXTRA, HOLDOUT12_MISSES, { adverse: 0.3, benign: 0.1 });
  describe('all 51', () => keepsRates('twelfth hold-out, all 51', [...HOLDOUT12, ...HOLDOUT12_EXTRA], { adverse: 0.5, benign: 0.08 }));
});

describe('thirteenth blind hold-out (first run on 6a87b51 after the audit 56.1 % / 12.2 %, 18 of 41 pairs right; before it the same; README "Thirteenth blind hold-out"; since misses22 (session 27) 68.3 % / 7.3 %: the supplier\'s transfer to any buyer of its equipment)', () =>
  holdoutTests('thirteenth hold-out', HOLDOUT13, HOLDOUT13_MISSES, { adverse: 0.8, benign: 0.075 }));

describe('thirteenth blind hold-out, ten more pairs (first run on 6a87b51 60.0 % / 20.0 %, 5 of 10 right, unchanged by the audit; all 51: 56.9 % / 13.7 %, 23 right, before and after the audit)', () => {
  holdoutTests('thirteenth hold-out, ten more', HOLDOUT13_EXTRA, HOLDOUT13_MISSES, { adverse: 0.7, benign: 0.1 });
  describe('all 51', () => keepsRates('thirteenth hold-out, all 51', [...HOLDOUT13, ...HOLDOUT13_EXTRA], { adverse: 0.78, benign: 0.08 }));
});

describe('fourteenth blind hold-out (first run on 193cbd0 after the audit 58.5 % / 2.4 %, 22 of 41 pairs right; before it 56.1 % / 2.4 %, 19; README "Fourteenth blind hold-out"; spent, fitted since session 19\'s misses14: 90.2 % / 0 %, 36 right; since session 23\'s misses18: 92.7 % / 0 %, 37 right)', () =>
  holdoutTests('fourteenth hold-out', HOLDOUT14, HOLDOUT14_MISSES, { adverse: 0.95, benign: 0 }));

describe('fourteenth blind hold-out, ten more pairs (first run on 193cbd0 80.0 % / 10.0 %, 7 of 10 right, unchanged by the audit; all 51: 62.7 % / 3.9 %, 29 right, before the audit 60.8 % / 3.9 %, 26; fitted since session 19\'s misses14: 80.0 % / 10.0 %, 7 right; all 51: 88.2 % / 2.0 %, 43 right; since misses22 (session 27): 90.0 % / 10.0 %, all 51 92.2 % / 2.0 %: the DIFC law the landlord elects later)', () => {
  holdoutTests('fourteenth hold-out, ten more', HOLDOUT14_EXTRA, HOLDOUT14_MISSES, { adverse: 1, benign: 0.1 });
  describe('all 51', () => keepsRates('fourteenth hold-out, all 51', [...HOLDOUT14, ...HOLDOUT14_EXTRA], { adverse: 0.96, benign: 0.02 }));
});

describe('fifteenth blind hold-out (first run on 5e40894 56.1 % / 12.2 %, 14 of 41 pairs right, after the audit of three pairs the same; README "Fifteenth blind hold-out"; spent, fitted since session 20\'s misses15: 80.5 % / 9.8 %, 26 right)', () =>
  holdoutTests('fifteenth hold-out', HOLDOUT15, HOLDOUT15_MISSES, { adverse: 0.8, benign: 0.1 }));

describe('fifteenth blind hold-out, ten more pairs (first run on 5e40894 60.0 % / 0 %, 6 of 10 right, unchanged by the audit; all 51: 56.9 % / 9.8 %, 20 right, before and after the audit; fitted since session 20\'s misses15: 90.0 % / 0 %, 9 right; all 51: 82.4 % / 7.8 %, 35 right)', () => {
  holdoutTests('fifteenth hold-out, ten more', HOLDOUT15_EXTRA, HOLDOUT15_MISSES, { adverse: 0.9, benign: 0 });
  describe('all 51', () => keepsRates('fifteenth hold-out, all 51', [...HOLDOUT15, ...HOLDOUT15_EXTRA], { adverse: 0.82, benign: 0.08 }));
});

describe('sixteenth blind hold-out (first run on c95f07e 46.3 % / 17.1 %, 12 of 41 pairs right; README "Sixteenth blind hold-out"; spent, fitted since session 21\'s misses16: 63.4 % / 4.9 %, 24 right; since session 23\'s misses18: 65.9 % / 4.9 %, 25 right)', () =>
  holdoutTests('sixteenth hold-out', HOLDOUT16, HOLDOUT16_MISSES, { adverse: 0.7, benign: 0.05 }));

describe('sixteenth blind hold-out, ten more pairs (first run on c95f07e 70.0 % / 10.0 %, 6 of 10 right; all 51: 51.0 % / 15.7 %, 18 right; fitted since session 21\'s misses16: 80.0 % / 10.0 %, 7 right; all 51: 66.7 % / 5.9 %, 31 right; since session 23\'s misses18: 70.0 % / 0 %, 7 right, the Singapore cover-page law read at last, its adverse side no longer flagged by an unread law; all 51: 66.7 % / 3.9 %, 32 right; since session 24\'s leftovers28: 80.0 % / 0 %, 8 right, the London adviser\'s home read from its postcode and "you" read as the one paid; all 51: 68.6 % / 3.9 %, 33 right)', () => {
  holdoutTests('sixteenth hold-out, ten more', HOLDOUT16_EXTRA, HOLDOUT16_MISSES, { adverse: 0.8, benign: 0 });
  describe('all 51', () => keepsRates('sixteenth hold-out, all 51', [...HOLDOUT16, ...HOLDOUT16_EXTRA], { adverse: 0.72, benign: 0.04 }));
});

// (after the session's merge 48.8 % / 7.3 %: five benign choices of law pass by the lead's every-country class, which hold-out
// 17's audit report prompted; without that class the merged tree reads the set exactly as the first run did)
describe('seventeenth blind hold-out (first run on d547d701 48.8 % / 22.0 %, 12 of 41 pairs right; README "Seventeenth blind hold-out"; spent, fitted since session 22\'s misses17: 65.9 % / 4.9 %, 25 right; since session 23\'s misses18 and leftovers27, merged: 75.6 % / 2.4 %; since session 25\'s misses20: 78.0 % / 2.4 %, the Ibadan copies freed from the duties)', () =>
  holdoutTests('seventeenth hold-out', HOLDOUT17, HOLDOUT17_MISSES, { adverse: 0.82, benign: 0.025 }));

describe('seventeenth blind hold-out, ten more pairs (first run on d547d701 40.0 % / 20.0 %, 3 of 10 right; all 51: 47.1 % / 21.6 %, 15 right; fitted since session 22\'s misses17: 70.0 % / 10.0 %, 7 right; all 51: 66.7 % / 5.9 %, 32 right; since session 23\'s leftovers27: 80.0 % / 10.0 %, 8 right; all 51: 76.5 % / 5.9 %, 37 right)', () => {
  holdoutTests('seventeenth hold-out, ten more', HOLDOUT17_EXTRA, HOLDOUT17_MISSES, { adverse: 0.9, benign: 0.1 });
  describe('all 51', () => keepsRates('seventeenth hold-out, all 51', [...HOLDOUT17, ...HOLDOUT17_EXTRA], { adverse: 0.84, benign: 0.04 }));
});

// (session 22's merged tree: 39.0 % / 7.3 %, 12 right; the one pair that moved is the Walvis Bay payment window, by the
// lead's class of a time to pay counted from the invoice, written on a CUAD contract before this set was read)
describe('eighteenth blind hold-out (first run on 3bbe8eb7 36.6 % / 7.3 %, 11 of 41 pairs right; README "Eighteenth blind hold-out"; spent, fitted since session 23\'s misses18: 65.9 % / 2.4 %, 26 right; since misses22 (session 27) 68.3 % / 2.4 %, all 51 72.5 % / 5.9 %: the Sfax losses deemed indirect; since plain28 (session 28) 75.6 % / 0 %, all 51 78.4 % / 3.9 %: the Fergana letter\'s "we" read as the employer)', () =>
  holdoutTests('eighteenth hold-out', HOLDOUT18, HOLDOUT18_MISSES, { adverse: 0.75, benign: 0 }));

describe('eighteenth blind hold-out, ten more pairs (first run on 3bbe8eb7 70.0 % / 20.0 %, 4 of 10 right; all 51: 43.1 % / 9.8 %, 15 right; fitted since session 23\'s misses18: 90.0 % / 20.0 %, 7 right; all 51: 70.6 % / 5.9 %, 33 right)', () => {
  holdoutTests('eighteenth hold-out, ten more', HOLDOUT18_EXTRA, HOLDOUT18_MISSES, { adverse: 0.9, benign: 0.2 });
  describe('all 51', () => keepsRates('eighteenth hold-out, all 51', [...HOLDOUT18, ...HOLDOUT18_EXTRA], { adverse: 0.78, benign: 0.04 }));
});

describe('nineteenth blind hold-out (first run on a9111558 51.2 % / 9.8 %, 18 of 41 pairs right; README "Nineteenth blind hold-out"; at the end of session 23, every branch merged: 53.7 % / 9.8 %, 19 right; tuning data since session 24, misses19: 68.3 % / 0 %, 28 right, fitted; session 25, misses20: 70.7 % / 0 %, 29 right, the Apia salary to be agreed)', () =>
  holdoutTests('nineteenth hold-out', HOLDOUT19, HOLDOUT19_MISSES, { adverse: 0.85, benign: 0 }));

describe('nineteenth blind hold-out, ten more pairs (first run on a9111558 60.0 % / 10.0 %, 5 of 10 right; all 51: 52.9 % / 9.8 %, 23 right; since session 24, misses19: 90.0 % / 0 %, 9 right, all 51 72.5 % / 0 %, 37 right, fitted; session 25, leftovers29 (the Kirkwall exit on paying the rest of the term): 100.0 % / 0 %, 10 right, all 51 74.5 % / 0 %, 38 right; merged with misses20 (the Apia salary): all 51 76.5 %, 39 right)', () => {
  holdoutTests('nineteenth hold-out, ten more', HOLDOUT19_EXTRA, HOLDOUT19_MISSES, { adverse: 1, benign: 0 });
  describe('all 51', () => keepsRates('nineteenth hold-out, all 51', [...HOLDOUT19, ...HOLDOUT19_EXTRA], { adverse: 0.88, benign: 0 }));
});

describe('twentieth blind hold-out (first run on af3ba59a 36.6 % / 7.3 %, 13 of 41 pairs right; README "Twentieth blind hold-out"; at the end of session 24, every branch merged: 39.0 % / 7.3 %, 14 right, the Swakopmund exclusion moved by misses19; tuning data since session 25, misses20: 70.7 % / 4.9 %, 27 right, fitted; since plain28 (session 28) 70.7 % / 2.4 %: the Sandakan letter\'s "we" read as the employer)', () =>
  holdoutTests('twentieth hold-out', HOLDOUT20, HOLDOUT20_MISSES, { adverse: 0.7, benign: 0.025 }));

describe('twentieth blind hold-out, ten more pairs (first run on af3ba59a 60.0 % / 0.0 %, 6 of 10 right; all 51: 41.2 % / 5.9 %, 19 right; since session 25, misses20: 70.0 % / 0 %, 7 right, all 51 70.6 % / 3.9 %, 34 right, fitted)', () => {
  holdoutTests('twentieth hold-out, ten more', HOLDOUT20_EXTRA, HOLDOUT20_MISSES, { adverse: 0.9, benign: 0 });
  describe('all 51', () => keepsRates('twentieth hold-out, all 51', [...HOLDOUT20, ...HOLDOUT20_EXTRA], { adverse: 0.74, benign: 0.02 }));
});

describe('twenty-first blind hold-out (first run on 21713d44 46.3 % / 12.2 %, 14 of 41 pairs right; README "Twenty-first blind hold-out"; at the end of session 25, every branch merged: 48.8 % / 12.2 %, 15 right, the Timaru rent moved by misses20; fitted since session 26\'s misses21: 68.3 % / 9.8 %; since misses22 (session 27) 68.3 % / 7.3 %, all 51 72.5 % / 7.8 %: the Port Lincoln order row deeming lost data indirect now flagged for that, its twin no longer)', () =>
  holdoutTests('twenty-first hold-out', HOLDOUT21, HOLDOUT21_MISSES, { adverse: 0.73, benign: 0.075 }));

describe('twenty-first blind hold-out, ten more pairs (first run on 21713d44 70.0 % / 10.0 %, 5 of 10 right; all 51: 51.0 % / 11.8 %, 19 right; since the audit, Katherine expected badOrMissing: 6 of 10 right, all 51: 20 right; at the end of session 25: all 51 52.9 % / 11.8 %, 21 right; fitted since session 26\'s misses21: 90.0 % / 10.0 %, all 51 72.5 % / 9.8 %)', () => {
  holdoutTests('twenty-first hold-out, ten more', HOLDOUT21_EXTRA, HOLDOUT21_MISSES, { adverse: 0.9, benign: 0.005 });
  describe('all 51', () => keepsRates('twenty-first hold-out, all 51', [...HOLDOUT21, ...HOLDOUT21_EXTRA], { adverse: 0.76, benign: 0.06 }));
});

describe('twenty-second blind hold-out (first run on 9fff8b78 34.1 % / 4.9 %, 12 of 41 pairs right, unchanged by the audit; README "Twenty-second blind hold-out"; since misses22 (session 27, fitted) 43.9 % / 2.4 %: the provider\'s transfer to its designee, twice, the law the employer designates later, the lost data deemed indirect; since leftovers32 (session 28, fitted: one pair) 56.1 % / 2.4 %: Riberalta\'s exclusion disapplied to any liability of the Client)', () =>
  holdoutTests('twenty-second hold-out', HOLDOUT22, HOLDOUT22_MISSES, { adverse: 0.6, benign: 0.025 }));

describe('twenty-second blind hold-out, ten more pairs (first run on 9fff8b78 after the audit 40.0 % / 10.0 %, 3 of 10 right; before it 40.0 % / 20.0 %, 2; all 51: 35.3 % / 5.9 %, 15 right, before the audit 35.3 % / 7.8 %, 14; since misses22 (session 27, fitted) 50.0 % / 10.0 %, all 51 45.1 % / 3.9 %: the freight letter\'s transfer to any person)', () => {
  holdoutTests('twenty-second hold-out, ten more', HOLDOUT22_EXTRA, HOLDOUT22_MISSES, { adverse: 0.6, benign: 0.1 });
  describe('all 51', () => keepsRates('twenty-second hold-out, all 51', [...HOLDOUT22, ...HOLDOUT22_EXTRA], { adverse: 0.58, benign: 0.04 }));
});

describe('twenty-third blind hold-out (first run on df49754b 51.2 % / 4.9 %, 18 of 41 pairs right, unchanged by the audit; docs/quality.md "Twenty-third blind hold-out"; at the end of session 27, every branch merged: 53.7 % / 4.9 %, 19 right, the Cajamarca three-year renewal read by the lead\'s renewal-length reader)', () =>
  holdoutTests('twenty-third hold-out', HOLDOUT23, HOLDOUT23_MISSES, { adverse: 0.58, benign: 0.05 }));

describe('twenty-third blind hold-out, ten more pairs (first run on df49754b 70.0 % / 30.0 %, 4 of 10 right; all 51: 54.9 % / 9.8 %, 22 right, both unchanged by the audit; after the audit plain 23: 82.6 % / 17.4 %, 14 right, device 28: 32.1 % / 3.6 %, 8 right; before it plain 21: 85.7 % / 14.3 %, device 30: 33.3 % / 6.7 %; at the end of session 27: 80.0 % / 30.0 %, 5 right, the Évora renewal notice read by the lead\'s renewal-length reader; all 51 58.8 % / 9.8 %, 24 right; plain 82.6 % / 17.4 %, device 39.3 % / 3.6 %)', () => {
  holdoutTests('twenty-third hold-out, ten more', HOLDOUT23_EXTRA, HOLDOUT23_MISSES, { adverse: 0.9, benign: 0.205 });
  describe('all 51', () => keepsRates('twenty-third hold-out, all 51', [...HOLDOUT23, ...HOLDOUT23_EXTRA], { adverse: 0.64, benign: 0.08 }));
  // the pairs whose hurt is stated plainly in its own clause, and the rest (drafting devices), counted apart (the audit moved two pairs to plain)
  const all23 = [...HOLDOUT23, ...HOLDOUT23_EXTRA];
  const plain23 = all23.filter((k) => HOLDOUT23_PLAIN.includes(k.id));
  const device23 = all23.filter((k) => !HOLDOUT23_PLAIN.includes(k.id));
  it('names only its own pairs as plain', () => expect(plain23.length).toBe(HOLDOUT23_PLAIN.length));
  describe('plain pairs', () => keepsRates('twenty-third hold-out, plain pairs', plain23, { adverse: 0.86, benign: 0.135 }));
  describe('device pairs', () => keepsRates('twenty-third hold-out, device pairs', device23, { adverse: 0.46, benign: 0.04 }));
});

describe('twenty-fourth blind hold-out (first run on 7b2ebcbb 48.8 % / 2.4 %, 19 of 41 pairs right, unchanged by the audit; docs/quality.md "Twenty-fourth blind hold-out")', () =>
  holdoutTests('twenty-fourth hold-out', HOLDOUT24, HOLDOUT24_MISSES, { adverse: 0.51, benign: 0.025 }));

describe('twenty-fourth blind hold-out, ten more pairs (first run on 7b2ebcbb 50.0 % / 30.0 %, 3 of 10 right; all 51: 49.0 % / 7.8 %, 22 right, both unchanged by the audit; after the audit plain 27: 74.1 % / 11.1 %, 17 right, device 24: 20.8 % / 4.2 %, 5 right; before it plain 26: 73.1 % / 11.5 %, 16 right, device 25: 24.0 % / 4.0 %, 6 right)', () => {
  holdoutTests('twenty-fourth hold-out, ten more', HOLDOUT24_EXTRA, HOLDOUT24_MISSES, { adverse: 0.6, benign: 0.205 });
  describe('all 51', () => keepsRates('twenty-fourth hold-out, all 51', [...HOLDOUT24, ...HOLDOUT24_EXTRA], { adverse: 0.52, benign: 0.06 }));
  // the pairs whose hurt is stated plainly in its own clause, and the rest (drafting devices), counted apart (the audit moved one pair to plain)
  const all24 = [...HOLDOUT24, ...HOLDOUT24_EXTRA];
  const plain24 = all24.filter((k) => HOLDOUT24_PLAIN.includes(k.id));
  const device24 = all24.filter((k) => !HOLDOUT24_PLAIN.includes(k.id));
  it('names only its own pairs as plain', () => expect(plain24.length).toBe(HOLDOUT24_PLAIN.length));
  describe('plain pairs', () => keepsRates('twenty-fourth hold-out, plain pairs', plain24, { adverse: 0.81, benign: 0.075 }));
  describe('device pairs', () => keepsRates('twenty-fourth hold-out, device pairs', device24, { adverse: 0.2, benign: 0.045 }));
});

describe('twenty-fifth blind hold-out (first run on a1a35b04 after the audit 56.1 % / 0.0 %, 23 of 41 pairs right; docs/quality.md "Twenty-fifth blind hold-out"; on the session\'s merged tree 58.5 % / 0.0 %, 24 right: device29\'s definitions reader, Nanyuki\'s suspension event)', () =>
  holdoutTests('twenty-fifth hold-out', HOLDOUT25, HOLDOUT25_MISSES, { adverse: 0.58, benign: 0 }));

describe('twenty-fifth blind hold-out, ten more pairs (first run on a1a35b04 after the audit 40.0 % / 0.0 %, 4 of 10 right; all 51: 52.9 % / 0.0 %, 27 right; plain 25: 76.0 % / 0.0 %, 19 right, device 26: 30.8 % / 0.0 %, 8 right)', () => {
  holdoutTests('twenty-fifth hold-out, ten more', HOLDOUT25_EXTRA, HOLDOUT25_MISSES, { adverse: 0.4, benign: 0 });
  describe('all 51', () => keepsRates('twenty-fifth hold-out, all 51', [...HOLDOUT25, ...HOLDOUT25_EXTRA], { adverse: 0.54, benign: 0 }));
  // the pairs whose hurt is stated plainly in its own clause, and the rest (drafting devices), counted apart (the audit moved one pair to plain)
  const all25 = [...HOLDOUT25, ...HOLDOUT25_EXTRA];
  const plain25 = all25.filter((k) => HOLDOUT25_PLAIN.includes(k.id));
  const device25 = all25.filter((k) => !HOLDOUT25_PLAIN.includes(k.id));
  it('names only its own pairs as plain', () => expect(plain25.length).toBe(HOLDOUT25_PLAIN.length));
  describe('plain pairs', () => keepsRates('twenty-fifth hold-out, plain pairs', plain25, { adverse: 0.76, benign: 0 }));
  describe('device pairs', () => keepsRates('twenty-fifth hold-out, device pairs', device25, { adverse: 0.34, benign: 0 }));
});

describe('issues read like a lawyer\'s note', () => {
  it('states the problem, quotes the language and gives preferred and fallback positions', () => {
    const { issue } = judge('msa', msa({ cap: 'Provider\'s aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim. Customer\'s liability under this Agreement is unlimited.' }), 'msa.limitation_of_liability');
    expect(issue!.title).toBe('Customer\'s liability is uncapped while Provider\'s is capped');
    expect(issue!.explanation).toContain('Customer\'s liability under this Agreement is unlimited.”');
    expect(issue!.recommendation).toMatch(/^Preferred: .+ Fallback: .+/);
  });

  it('names a missing term as missing', () => {
    const { issue } = judge('msa', msa({ cap: 'Each party is liable for its own breaches.' }), 'msa.limitation_of_liability');
    expect(issue!.title).toBe('No limitation of liability: neither party\'s liability is capped');
    expect(issue!.explanation).toContain('does not address');
  });
});

describe('key terms read in scope', () => {
  it('does not take a non-compete period for the agreement term', () => {
    const text = nda({ term: 'This Agreement remains in effect for two (2) years from its date.', extra: 'For a period of five (5) years, the Recipient shall not engage in any business that competes with the Discloser.' });
    const out = review({ text, document_type: 'nda' });
    expect(out.key_terms.term).toBe('P2Y');
  });

  it('lets a later "notwithstanding" replace the survival period, and keeps a fixed period beside a trade-secret carve-out', () => {
    const later = review({ text: nda({ extra: 'Notwithstanding Section 5, the obligations in Section 2 survive for seven (7) years after termination.' }), document_type: 'nda' });
    expect(later.key_terms.survival).toBe('P7Y');
    const carve = review({ text: nda({ term: 'The obligations in Section 2 survive for three (3) years after termination, and in perpetuity for trade secrets.' }), document_type: 'nda' });
    expect(carve.key_terms.survival).toBe('P3Y');
  });

  it('does not take a non-solicitation period for survival', () => {
    const out = review({ text: employment('The Employee\'s confidentiality obligations survive for three (3) years after the employment ends.'), document_type: 'employment' });
    expect(out.key_terms.survival).toBe('P3Y');
  });
});

const CP_DIR = resolve(process.env.CONTRACT_DATA_DIR ?? resolve(__dirname, '..', '..', '..', '..', 'shared', 'data'), 'commonpaper-mnda');
const hasCp = existsSync(resolve(CP_DIR, 'Mutual-NDA.md'));

describe.skipIf(!hasCp)('the Common Paper Mutual NDA (Markdown with <span> tags)', () => {
  const terms = hasCp ? readFileSync(resolve(CP_DIR, 'Mutual-NDA.md'), 'utf8') : '';
  const cover = hasCp ? readFileSync(resolve(CP_DIR, 'Mutual-NDA-coverpage.md'), 'utf8') : '';
  const checkOf = (o: ReviewOutput, id: string) => o.review.checks.find((c) => c.check_id === id)!;

  it('reads governing law given on the Cover Page as stated by reference, never as missing', () => {
    const out = review({ text: terms, document_type: 'nda' });
    const law = checkOf(out, 'nda.governing_law');
    expect(law.outcome).toBe('entailed');
    expect(law.position).toBe('acceptable');
    expect(out.review.issues.some((i) => i.check_id === 'nda.governing_law')).toBe(false);
    expect(law.evidence.some((e) => /governed by/.test(e.quote))).toBe(true);
  });

  it('resolves the law once the cover page says it', () => {
    const filled = `${cover.replace('Governing Law: [Fill in state]', 'Governing Law: Delaware')}\n\n${terms}`;
    const out = review({ text: filled, document_type: 'nda' });
    expect(out.key_terms.governing_law).toBe('US-DE');
    expect(checkOf(out, 'nda.governing_law').position).toBe('preferred');
  });

  it('keeps markup out of clause headings, quotes\' edges and issue text, and cites exactly', () => {
    const out = review({ text: terms, document_type: 'nda', options: { suggest_redlines: true } });
    for (const c of out.clauses) if (c.heading) expect(c.heading).not.toMatch(/[*<>#]/);
    for (const check of out.review.checks) {
      for (const e of check.evidence) {
        expect(terms.slice(e.start, e.end)).toBe(e.quote);
        expect(e.quote).not.toMatch(/^(?:\*|<|#)|(?:\*|>)$/);
      }
    }
    for (const i of out.review.issues) expect(`${i.title} ${i.explanation}`).not.toMatch(/<\/?span|\*\*/);
    expect(checkOf(out, 'nda.standard_exclusions').position).toBe('preferred');
    expect(checkOf(out, 'nda.residuals').position).toBe('preferred');
    expect(checkOf(out, 'nda.non_compete').position).toBe('preferred');
  });
});

describe('defined terms read into the checks (session 14, fitted; README "Defined terms read into the checks (session 14)")', () => {
  pairTests(DEFINED_TERMS, DEFINED_TERMS_MISSES);
  it('has two or more wordings of each class', () => expect(DEFINED_TERMS.length).toBeGreaterThanOrEqual(10));
});
