// Issue explanations are written for the lawyer reading them: what the check looks at, without the data sets the
// check was built from; a legal source (GDPR) stays.
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { withoutSourceNotes } from '../src/playbooks/shared.js';
import { RISKY_NDA } from './fixtures.js';

describe('issue explanations', () => {
  it('name no data set', () => {
    const issues = review({ text: RISKY_NDA, document_type: 'nda' }).review.issues;
    expect(issues.length).toBeGreaterThan(0);
    for (const i of issues) {
      expect(i.explanation).toMatch(/The check looks at /);
      expect(i.explanation).not.toMatch(/ContractNLI|CUAD|ISO-8601/);
    }
  });

  it('drop source notes, keeping a legal source unless asked', () => {
    expect(withoutSourceNotes('Whether the receiver may use information (ContractNLI nda-4).')).toBe('Whether the receiver may use information.');
    expect(withoutSourceNotes('Whether the licence may be sublicensed (CUAD: Non-Transferable License, Affiliate License-Licensee).')).toBe('Whether the licence may be sublicensed.');
    expect(withoutSourceNotes('Processing only on instructions (GDPR Art. 28(3)(a)).')).toBe('Processing only on instructions (GDPR Art. 28(3)(a)).');
    expect(withoutSourceNotes('Processing only on instructions (GDPR Art. 28(3)(a)).', true)).toBe('Processing only on instructions.');
  });
});
