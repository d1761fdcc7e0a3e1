import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import type { DocumentType } from '../src/types.js';
import { rows, type Row } from './judge-rows.js';

/*
 * What users saw, round 12: defects the lead read in reviews and Word redlines of a DPA and a lease, each fixed as a
 * class and tested on wordings of our own (given a text, want what a user reads); the agreements of
 * test/fixtures/users12 are read whole at the end.
 */
const row = (type: DocumentType, check: string, text: string, position: string): Row => ({ type, check, text, position, issue: position === 'unacceptable' || position === 'missing' });
const fixture = (name: string) => readFileSync(new URL(`./fixtures/users12/${name}`, import.meta.url), 'utf8');

// ---- 1. A limitation of liability stated by reference to the main agreement is addressed, not missing ----
rows('liability limited by reference to the agreement this one supplements is addressed (acceptable), not missing', [
  [row('dpa', 'dpa.limitation_of_liability', "Liability. Each party's liability under this DPA is subject to the limitations and exclusions in the Main Agreement.", 'acceptable'),
    row('dpa', 'dpa.limitation_of_liability', "Liability. Each party's liability under this DPA is not subject to the limitations and exclusions in the Main Agreement.", 'unacceptable')],
  [row('dpa', 'dpa.limitation_of_liability', 'Limitation of liability. The limitations and exclusions of liability are as set out in the Principal Agreement.', 'acceptable'),
    row('dpa', 'dpa.limitation_of_liability', 'Fees. The fees for the processing are as set out in the Principal Agreement.', 'missing')],
  [row('dpa', 'dpa.limitation_of_liability', 'Liability. The liability of the Supplier and the Client arising out of or in connection with this Addendum shall be limited in accordance with clause 14 (Limitation of Liability) of the Services Agreement.', 'acceptable'),
    row('dpa', 'dpa.limitation_of_liability', 'Liability. Notwithstanding the limitations of liability in clause 14 of the Services Agreement, the Supplier shall indemnify the Client against any fine arising from its breach of this Addendum.', 'missing')],
  [row('msa', 'msa.limitation_of_liability', 'Liability. The exclusions and limitations of liability set out in the Master Agreement shall apply to this Statement of Work.', 'acceptable'),
    row('msa', 'msa.limitation_of_liability', 'Liability. Each party shall be liable for its own acts under this Statement of Work.', 'missing')],
]);

describe('a limitation by reference inserts no cap and names the agreement to check', () => {
  it.each([
    ["Each party's liability under this DPA is subject to the limitations and exclusions in the Main Agreement.", 'the Main Agreement'],
    ['The limitations and exclusions of liability are as set out in the Principal Agreement.', 'the Principal Agreement'],
  ])('%s', (text, agreement) => {
    const out = review({ text: `Data Processing Addendum.\n\n1. Liability\n\n1.1 ${text}`, document_type: 'dpa', options: { suggest_redlines: true } });
    expect(out.review.issues.filter((i) => i.check_id === 'dpa.limitation_of_liability')).toEqual([]);
    expect((out.review.redlines ?? []).filter((r) => /aggregate liability|shall not exceed/i.test(r.suggested_text))).toEqual([]);
    const c = out.review.checks.find((x) => x.check_id === 'dpa.limitation_of_liability')!;
    expect(c.evidence[0]?.quote ?? '').toContain(agreement);
  });
});

// ---- 2. A bare duty of reasonable care is the security check's fallback, not its preferred position ----
rows('reasonable steps to protect the data, with no measures named, is the fallback', [
  [row('dpa', 'dpa.security', 'Security. Vendor shall take reasonable steps to protect the personal data.', 'acceptable'),
    row('dpa', 'dpa.security', 'Security. Vendor shall take reasonable steps to protect the personal data, including the technical and organisational measures set out in Schedule 2.', 'preferred')],
  [row('dpa', 'dpa.security', 'Data security. The Processor will use commercially reasonable efforts to keep Customer Personal Data secure.', 'acceptable'),
    row('dpa', 'dpa.security', 'Data security. The Processor will keep Customer Personal Data secure by appropriate technical and organisational measures as required by Article 32 GDPR.', 'preferred')],
  [row('dpa', 'dpa.security', 'Protection of data. The Supplier undertakes to take all reasonable precautions to safeguard the Client\'s personal data.', 'acceptable'),
    row('dpa', 'dpa.security', 'Protection of data. The Supplier undertakes to safeguard the Client\'s personal data by encryption at rest and in transit and role-based access controls.', 'preferred')],
  [row('dpa', 'dpa.security', 'Security. Supplier shall maintain commercially reasonable security for the personal data it processes.', 'acceptable'),
    row('dpa', 'dpa.security', 'Security. Supplier shall maintain appropriate technical and organisational security measures for the personal data it processes.', 'preferred')],
]);
