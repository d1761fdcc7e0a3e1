import { describe, expect, it } from 'vitest';
import { buildContext } from '../src/review.js';
import { definitionsIn } from '../src/definitions.js';

/** The terms a text defines, each with the start of what its definition says. */
function defined(text: string): Record<string, string> {
  const ctx = buildContext(text);
  return Object.fromEntries(definitionsIn(ctx).map((d) => [d.term, d.text.slice(0, 40)]));
}

describe('the definitions index (definitionsIn)', () => {
  it('reads quoted terms with "means" and "shall mean", and a term in brackets after the words it names', () => {
    const d = defined(`1. Definitions.\n\n"Fees" means the charges in Schedule 2.\n\nA.3 "Damages" shall mean amounts paid to a third party.\n\n2. Services. The Supplier shall host the platform and support it (together, the "Services").\n`);
    expect(d.Fees).toMatch(/^"Fees" means the charges/);
    expect(d.Damages).toMatch(/^"Damages" shall mean amounts/);
    expect(d.Services).toMatch(/host the platform/);
  });

  it('reads an unquoted capitalised term that opens its line, as an Australian definitions clause writes it', () => {
    const d = defined(`In this agreement:\n\nGross Negligence means a serious want of care.\n\nBrief means the description in Schedule 1.\n`);
    expect(Object.keys(d).sort()).toEqual(['Brief', 'Gross Negligence']);
    expect(d['Gross Negligence']).toMatch(/^Gross Negligence means a serious/);
  });

  it('cuts a sentence that defines two terms between them', () => {
    const ctx = buildContext(`"Affiliate" means a company under common control; "Fees" means the charges in an Order, as adjusted by Vendor.\n`);
    const defs = definitionsIn(ctx);
    const affiliate = defs.find((x) => x.term === 'Affiliate');
    expect(affiliate?.text).not.toMatch(/adjusted/);
    expect(defs.find((x) => x.term === 'Fees')?.text).toMatch(/adjusted by Vendor/);
  });

  it('finds no definition in operative sentences that merely use defined terms', () => {
    expect(defined(`3. Payment. Client shall pay the Fees within thirty (30) days. The Supplier means to deliver on time.\n`)).toEqual({});
  });

  it('is built once per document', () => {
    const ctx = buildContext(`"Fees" means the charges in Schedule 2.\n`);
    expect(definitionsIn(ctx)).toBe(definitionsIn(ctx));
  });
});
