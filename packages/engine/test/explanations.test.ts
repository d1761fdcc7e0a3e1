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

  it("call the parties by the contract's names, and keep the role word for a side it does not tell", () => {
    const named = `SERVICES AGREEMENT

This Agreement is made between Quillon Consulting Ltd ("Supplier") and Northgate Retail plc ("Client").

1. Services. The Supplier shall provide the services to the Client, and the Client shall pay the Supplier's invoices.

2. Liability. The Supplier's total liability shall not exceed the fees paid in the three (3) months before the claim. The Client's liability shall be unlimited.
`;
    const titles = review({ text: named, document_type: 'msa' }).review.issues.map((i) => i.title);
    expect(titles).toContain("Client's liability is uncapped while Supplier's is capped");
    const anonymous = named.replace('This Agreement is made between Quillon Consulting Ltd ("Supplier") and Northgate Retail plc ("Client").', 'This Agreement is made between the parties named on the signature page.')
      .replaceAll('Supplier', 'Provider').replaceAll('Client', 'Customer');
    expect(review({ text: anonymous, document_type: 'msa' }).review.issues.map((i) => i.title)).toContain("Customer's liability is uncapped while Provider's is capped");
  });

  it('quote the language that causes an issue, not the sentence beside it that only shows the topic', () => {
    const given = [
      'The Processor may appoint further sub-processors whenever it wishes and need not tell the Controller.',
      'Arclight may engage any sub-processor it chooses at any time without the Controller\'s consent.',
      'The Processor may at any time add new sub-processors without notice, and the Controller has no right to object.',
    ];
    for (const adverse of given) {
      const benign = 'Each sub-processor shall be bound by data protection obligations no less protective than these.';
      const text = `DATA PROCESSING AGREEMENT\n\nThis Agreement is made between Fenwick Stores Ltd (the "Controller") and Arclight Data Inc. (the "Processor").\n\n1. Sub-processors. ${adverse} ${benign}\n\n2. Law. This Agreement is governed by the laws of England and Wales.\n`;
      const issue = review({ text, document_type: 'dpa' }).review.issues.find((i) => /sub-?processor/i.test(i.title));
      expect(issue, adverse).toBeDefined();
      expect(issue!.explanation, adverse).toContain(adverse.slice(0, 40));
      expect(issue!.explanation, adverse).not.toContain(benign.slice(0, 40));
    }
  });
});
