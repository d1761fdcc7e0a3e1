// Benign clauses the engine flagged (session 18, benign21; README "False issues on benign twins, by class"): each class
// of drafting the engine read wrongly gets fresh variants that must pass and adverse twins that must stay flagged.
// Written for this package; the variants are not sentences of the hold-outs or the lawyer suite.
import { describe, expect, it } from 'vitest';
import { review, type DocumentType } from '../src/index.js';
import { consulting, lease, license, msa, services } from './adverse/contracts.js';

interface Row { name: string; type: DocumentType; check: string; text: string; issue: boolean }

function read(r: Row) {
  const out = review({ text: r.text, document_type: r.type });
  const c = out.review.checks.find((x) => x.check_id === r.check)!;
  return { c, issue: out.review.issues.find((i) => i.check_id === r.check) };
}

function rows(title: string, list: Row[]) {
  describe(title, () => {
    for (const r of list) {
      it(`${r.issue ? 'flags' : 'passes'}: ${r.name}`, () => {
        const { c, issue } = read(r);
        expect(Boolean(issue), `${c.outcome}/${c.position} ${issue?.title ?? ''}`).toBe(r.issue);
        if (!r.issue) expect(['preferred', 'acceptable']).toContain(c.position);
        for (const e of c.evidence) expect(r.text.slice(e.start, e.end)).toBe(e.quote);
      });
    }
    it('has benign variants and adverse twins', () => {
      expect(list.filter((r) => !r.issue).length).toBeGreaterThanOrEqual(3);
      expect(list.filter((r) => r.issue).length).toBeGreaterThanOrEqual(3);
    });
  });
}

// Class T: a party's right to end the contract on notice, worded without "terminate ... for convenience": another verb
// ("bring to an end", "cancel", Quebec's "resiliate"), an adjective ("terminable", "cancellable"), "at the option of",
// or a condition that is only the party's own wish ("If the Tenant wishes to ..."), or a paragraph number before it.
const TFC = (p: string) => `${p}.termination_for_convenience`;
rows('class T: a right to end on notice, worded another way', [
  { name: 'English: either party may bring it to an end on notice', type: 'msa', check: TFC('msa'), issue: false,
    text: msa({ termination: 'Either party may bring this Agreement to an end at any time by giving the other not less than thirty (30) days\' written notice.' }) },
  { name: 'Australian: the tenant may cancel the lease from a date on notice', type: 'lease', check: TFC('lease'), issue: false,
    text: lease('The Tenant may cancel this Lease with effect from the third anniversary of the Commencement Date by serving not less than six (6) months\' notice in writing on the Landlord.') },
  { name: 'US: terminable by either party on notice', type: 'services', check: TFC('services'), issue: false,
    text: services('Term. This Agreement shall be terminable by either party upon sixty (60) days\' written notice to the other.') },
  { name: 'Canadian: cancellable by the licensee on notice', type: 'license', check: TFC('license'), issue: false,
    text: license('Grant.', 'Cancellation. This Agreement is cancellable by the Licensee at any time on three (3) months\' prior written notice to the Licensor.') },
  { name: 'US: terminates at the option of either party on notice', type: 'msa', check: TFC('msa'), issue: false,
    text: msa({ termination: 'This Agreement shall terminate at the option of either party upon ninety (90) days\' written notice to the other.' }) },
  { name: 'English: if the tenant wishes to determine the lease on a date, on notice', type: 'lease', check: TFC('lease'), issue: false,
    text: lease('Break. If the Tenant wishes to determine this Lease on the fifth anniversary of the Term Commencement Date, it may do so by giving the Landlord not less than six (6) months\' written notice.') },
  { name: 'Quebec: the client may resiliate the contract on notice', type: 'consulting', check: TFC('consulting'), issue: false,
    text: consulting('Resiliation. The Client may unilaterally resiliate this contract at any time on thirty (30) days\' written notice to the Consultant.') },
  { name: 'a numbered paragraph with no heading: "7. The Customer may terminate ... by giving ... notice"', type: 'services', check: TFC('services'), issue: false,
    text: services('The Customer may terminate this Agreement by giving the Provider fourteen (14) days\' notice in writing.') },
  // adverse twins: the same wordings, but the right is the other side's, waits on a breach, or takes too long
  { name: 'twin: only the provider may bring it to an end on notice', type: 'msa', check: TFC('msa'), issue: true,
    text: msa({ termination: 'Provider may bring this Agreement to an end at any time by giving Customer not less than thirty (30) days\' written notice.' }) },
  { name: 'twin: only the landlord may cancel the lease from a date', type: 'lease', check: TFC('lease'), issue: true,
    text: lease('The Landlord may cancel this Lease with effect from the third anniversary of the Commencement Date by serving not less than six (6) months\' notice in writing on the Tenant.') },
  { name: 'twin: terminable on notice only for a breach', type: 'services', check: TFC('services'), issue: true,
    text: services('Term. This Agreement shall be terminable by either party upon sixty (60) days\' written notice if the other party commits a material breach of it.') },
  { name: 'twin: cancellable only by the licensor', type: 'license', check: TFC('license'), issue: true,
    text: license('Grant.', 'Cancellation. This Agreement is cancellable by the Licensor at any time on three (3) months\' prior written notice to the Licensee.') },
  { name: 'twin: terminable at either party\'s option only on twelve months\' notice', type: 'msa', check: TFC('msa'), issue: true,
    text: msa({ termination: 'This Agreement shall terminate at the option of either party upon twelve (12) months\' written notice to the other.' }) },
  { name: 'twin: if the tenant breaches, the landlord may determine the lease', type: 'lease', check: TFC('lease'), issue: true,
    text: lease('Forfeiture. If the Tenant breaches any covenant of this Lease, the Landlord may determine this Lease by giving the Tenant one (1) month\'s written notice.') },
  { name: 'twin: only the consultant may resiliate', type: 'consulting', check: TFC('consulting'), issue: true,
    text: consulting('Resiliation. The Consultant may unilaterally resiliate this contract at any time on thirty (30) days\' written notice to the Client.') },
  { name: 'twin: a numbered paragraph, the provider\'s right alone', type: 'services', check: TFC('services'), issue: true,
    text: services('The Provider may terminate this Agreement by giving the Customer fourteen (14) days\' notice in writing.') },
]);
