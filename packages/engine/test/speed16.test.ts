// Speed round 16: a check's topic tested branch by branch, each branch gated on its own word pieces (review.ts
// evaluateRules, gate.ts alternatives). The topic a check finds must be the one the whole alternation finds.
import { describe, expect, it } from 'vitest';
import { alternatives } from '../src/gate.js';
import { buildContext, defaultPlaybookFor, evaluateCheck, type PlaybookCheck } from '../src/index.js';

const base = defaultPlaybookFor('msa').checks.find((c) => c.check_id === 'msa.unilateral_changes')!;

/** A check that reads only its topic: mentioned when a sentence matches one of the patterns. */
function topicCheck(topic: string[]): PlaybookCheck {
  return { ...base, check_id: 'msa.speed16_topic', detection: { ...base.detection!, topic, entail: [], contradict: [], exclude: [], fallback: [], override: undefined, narrow: undefined, limited: undefined, key_term: undefined, ended_by: undefined, balanced_by: undefined, locate: undefined } };
}

const topicOf = (check: PlaybookCheck, text: string) => evaluateCheck(check, buildContext(text)).cues?.topic ?? [];

describe('topic branches', () => {
  const opening = 'SERVICES AGREEMENT\n\nThis Agreement is made between Granite Hosting Ltd ("Granite") and Bellway Stores plc ("Bellway").\n\nGranite shall provide the Services and Bellway shall pay the fees. Granite will invoice Bellway monthly, and Bellway shall pay Granite within thirty days.\n\n';
  const topic = [String.raw`\b(?:provider|supplier)\s+may\s+suspend\b|\brefunds?\s+(?:are|is)\s+(?:not\s+)?available\b`, String.raw`\bprice\s+list\b`];

  it('splits a pattern at its top-level alternatives only', () => {
    expect(alternatives(topic[0])).toEqual([String.raw`\b(?:provider|supplier)\s+may\s+suspend\b`, String.raw`\brefunds?\s+(?:are|is)\s+(?:not\s+)?available\b`]);
    expect(alternatives(String.raw`(a|b)\1|c`)).toEqual([String.raw`(a|b)\1|c`]);
  });

  it('finds a sentence that matches one branch, whichever branch and however the sentence is worded', () => {
    const text = `${opening}1. Changes\n\nThe Provider may suspend the Services for maintenance.\n\nRefunds are not available once an order is placed.\n\nThe price list may change each year.\n\nNothing in this clause concerns fees.`;
    const ctx = buildContext(text);
    const found = topicOf(topicCheck(topic), text).map((i) => ctx.sentenceText[i]);
    expect(found.some((t) => /Provider may suspend/.test(t))).toBe(true);
    expect(found.some((t) => /Refunds are not available/.test(t))).toBe(true);
    expect(found.some((t) => /price list/.test(t))).toBe(true);
    expect(found.some((t) => /Nothing in this clause/.test(t))).toBe(false);
  });

  it('finds a sentence that matches a branch only in the role words of the party it names', () => {
    // "Granite" is the provider (it provides and invoices): read in role words the sentence says "Provider may suspend",
    // though the sentence itself holds no "provider"
    for (const sentence of ['Granite may suspend the Services for maintenance.', 'Granite may  suspend access to the platform on notice.', 'Upon notice, Granite may suspend the Services.']) {
      const text = `${opening}1. Suspension\n\n${sentence}\n\n2. Other\n\nBellway shall keep its passwords secret.`;
      const ctx = buildContext(text);
      const found = topicOf(topicCheck(topic), text).map((i) => ctx.sentenceText[i]);
      expect(found.some((t) => t.includes('Granite may'))).toBe(true);
      expect(found.some((t) => t.includes('passwords'))).toBe(false);
    }
  });
});
