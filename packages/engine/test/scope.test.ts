import { describe, expect, it } from 'vitest';
import { plainText } from '../src/index.js';
import { capFeeMonths, isCarveOut } from '../src/liability.js';
import { findOverrides, holderOf, liabilityHolder, negated, roleLexicon } from '../src/scope.js';

describe('plain view of markup', () => {
  it('blanks tags, paired emphasis, link targets and heading marks, keeping length and line breaks', () => {
    const md = '# Terms\n\n1. **Law**. The laws of <span class="x">Governing Law</span>; see [site](https://example.com).';
    const p = plainText(md);
    expect(p.length).toBe(md.length);
    expect(p.split('\n').length).toBe(md.split('\n').length);
    expect(p).not.toMatch(/[<>*#]|https/);
    expect(p.replace(/\s+/g, ' ').trim()).toBe('Terms 1. Law . The laws of Governing Law ; see site .');
  });

  it('leaves plain text, signature blanks and placeholders alone', () => {
    for (const t of ['Dated ______ day of ________, 20__.', 'between <Company name> and Beta', 'A & B agree.']) expect(plainText(t)).toBe(t);
  });
});

describe('liability', () => {
  it('measures a cap in months of fees', () => {
    expect(capFeeMonths('the fees paid in the twelve (12) months preceding the claim')).toBe(12);
    expect(capFeeMonths('limited to one month of fees')).toBe(1);
    expect(capFeeMonths('the amounts paid during the three (3) months before the claim')).toBe(3);
    expect(capFeeMonths('two times the annual fees')).toBe(24);
    expect(capFeeMonths('$1,000,000')).toBeNull();
  });

  it('tells a carve-out from unlimited liability', () => {
    expect(isCarveOut('Liability for a party\'s indemnification obligations is unlimited.')).toBe(true);
    expect(isCarveOut('Customer\'s liability under this Agreement is unlimited.')).toBe(false);
    expect(isCarveOut('Customer\'s liability for any breach of this Agreement is unlimited.')).toBe(false);
  });
});

describe('scope', () => {
  const lex = roleLexicon([{ name: 'Northwind Software Inc.', defined_as: 'Provider' }, { name: 'Bank of Nowhere N.A.', defined_as: 'Customer' }]);

  it('finds who holds a right and whose liability is meant', () => {
    expect(holderOf('Provider may terminate this Agreement at any time.', /terminat/i, lex)).toBe('provider');
    expect(holderOf('Northwind may terminate the subscription without cause.', /terminat/i, lex)).toBe('provider');
    expect(holderOf('Either party may terminate for convenience.', /terminat/i, lex)).toBe('both');
    expect(holderOf('Bank of Nowhere may terminate for convenience on notice to Supplier.', /terminat/i, lex)).toBe('customer');
    expect(holderOf('Acme may terminate for convenience on notice to Provider.', /terminat/i, lex)).toBeNull();
    expect(holderOf('The Company or the Contractor may terminate at any time.', /terminat/i, lex)).toBe('both');
    expect(holderOf('If Provider fails to cure, Customer may terminate at any time.', /terminat/i, lex)).toBe('customer');
    expect(liabilityHolder('In no event shall Provider\'s total liability exceed the fees.', lex)).toBe('provider');
    expect(liabilityHolder('In no event shall Customer be liable for more than the fees.', lex)).toBe('customer');
  });

  it('reads negated permissions', () => {
    expect(negated('Customer may not ')).toBe(true);
    expect(negated('Nothing in this Agreement permits the Recipient to ')).toBe(true);
    expect(negated('Customer may ')).toBe(false);
  });

  it('finds disapplied and deleted sections, but not partial disapplications', () => {
    const s = [
      'Section 9 (Indemnification) is deleted in its entirety.',
      'The exclusions in Sections 3.2 and 3.4 shall not apply.',
      'Section 3 shall not apply to information relating to the Project.',
      'Clause 12 shall apply to both parties.',
      'The fees in Section 4 shall not exceed $5,000.',
    ];
    expect(findOverrides(s)).toEqual([{ sentence: 0, sections: ['9'] }, { sentence: 1, sections: ['3.2', '3.4'] }]);
  });
});
