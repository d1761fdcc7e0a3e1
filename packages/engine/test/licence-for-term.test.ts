// The provider keeps the deliverables and the customer's licence to use them ends with the agreement: worse than the
// IP checks' fallback (a perpetual, royalty-free licence), so unacceptable, however the agreement's term is named
// ("during the term", "throughout the Term", "for so long as this Agreement remains in force", "during the term of this
// Agreement"), or that lasts only while the customer keeps paying ("for so long as Customer pays the fees", "which licence
// shall terminate if Customer fails to pay"); a perpetual licence, or a term of something else ("for the term of the
// patent"), is not.
import { describe, expect, it } from 'vitest';
import { applyRedlines, review, type DocumentType } from '../src/index.js';

const doc = (ip: string) =>
  `PROFESSIONAL SERVICES AGREEMENT\n\nThis Agreement is made between Corvid Analytics LLC ("Provider") and Pellham Mills Inc. ("Customer").\n\n1. Services. Provider shall perform the services described in each statement of work.\n\n2. Fees. Customer shall pay each invoice within thirty (30) days of receipt.\n\n3. Intellectual Property. ${ip}\n\n4. General. This Agreement is governed by the laws of the State of Delaware.\n`;

const ip = (clause: string, type: DocumentType = 'services') => review({ text: doc(clause), document_type: type }).review.checks.find((c) => c.check_id === `${type}.ip_ownership`)!;

describe('a licence to the deliverables that ends with the agreement', () => {
  // given: the clause; want: the position for the customer
  const rows: [string, string][] = [
    ['All deliverables and work product created under this Agreement are owned by Provider. Provider grants Customer a non-exclusive, non-transferable licence to use the deliverables for its internal purposes during the term.', 'unacceptable'],
    ['Provider shall own all Deliverables. Provider hereby grants Customer a non-exclusive licence to use the Deliverables throughout the Term.', 'unacceptable'],
    ['Provider retains all right, title and interest in the work product and grants Customer a license to use the work product for so long as this Agreement remains in force.', 'unacceptable'],
    ['Provider owns the deliverables and grants Customer a licence to use the deliverables during the term of this Agreement.', 'unacceptable'],
    // ... or with the customer's payments: the licence lasts only while it keeps paying, or ends when it misses one
    ['Provider retains ownership of all Deliverables and grants Customer a non-exclusive licence to use them for so long as Customer pays the fees.', 'unacceptable'],
    ['The Deliverables belong to Provider, which grants Customer a licence to use the Deliverables as long as Customer continues to pay the Charges when due.', 'unacceptable'],
    ['Provider owns the work product and grants Customer a non-exclusive licence to use the work product, which licence shall terminate automatically if Customer fails to pay any invoice when due.', 'unacceptable'],
    // benign twins: the fallback (a perpetual licence), and a term that is not the agreement's
    ['Provider owns the Deliverables and grants Customer a perpetual, royalty-free licence to use them once Customer pays the fees.', 'acceptable'],
    // ownership stated with "belong to" the customer: the preferred position
    ['All Deliverables shall belong to Customer upon payment of the fees.', 'preferred'],
    ['The Deliverables and all rights in them belong exclusively to Customer.', 'preferred'],
    ['All deliverables created under this Agreement are owned by Provider. Provider grants Customer a perpetual, royalty-free licence to use the deliverables for its internal purposes.', 'acceptable'],
    ['Provider owns the deliverables and grants Customer a royalty-free licence to use the deliverables for the term of any patent that covers them.', 'acceptable'],
  ];
  it.each(rows)('%s', (clause, want) => {
    expect(ip(clause).position).toBe(want);
    expect(ip(clause, 'consulting').position).toBe(want);
  });
});

describe('the issue names the way the customer loses the deliverables', () => {
  // given: the override clause; want: words of the title (each override pattern has its own problem)
  const rows: [string, RegExp][] = [
    ['Provider owns the deliverables and grants Customer a licence to use the deliverables during the term of this Agreement.', /licence to use them ends with the agreement/],
    ['Provider retains ownership of all Deliverables and grants Customer a non-exclusive licence to use them for so long as Customer pays the fees.', /when Customer stops paying/],
    ['Provider retains all rights in the Deliverables and grants Customer a revocable licence to use the Deliverables.', /can be revoked/],
  ];
  it.each(rows)('%s', (clause, want) => {
    const issue = review({ text: doc(clause), document_type: 'services' }).review.issues.find((i) => i.check_id === 'services.ip_ownership');
    expect(issue?.title).toMatch(want);
    expect(issue?.title).not.toMatch(/\bor it must assign\b/);
  });
});

describe('the redline for a licence that lapses gives the customer the deliverables, not nothing', () => {
  // striking the lapsing grant alone would leave "Provider owns the deliverables" and no licence at all: the fallback
  // on paper, worse in fact; the preferred clause goes in its place
  it.each([
    'Provider retains ownership of all Deliverables. Provider grants Customer a non-exclusive licence to use the Deliverables for so long as Customer pays the fees.',
    'Provider owns the Deliverables. Provider hereby grants Customer a revocable licence to use the Deliverables.',
    'Provider shall own all Deliverables. Provider grants to Customer a non-exclusive licence to use the Deliverables during the term.',
  ])('%s', (clause) => {
    const text = doc(clause);
    const out = review({ text, document_type: 'services', options: { suggest_redlines: true } });
    const after = applyRedlines(text, out.clauses, out.review.redlines ?? []).text;
    const ip = review({ text: after, document_type: 'services' }).review.checks.find((c) => c.check_id === 'services.ip_ownership')!;
    expect(ip.position).toBe('preferred');
  });
});
