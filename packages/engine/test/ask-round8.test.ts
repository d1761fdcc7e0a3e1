// `ask` round 8 (engine README, "`ask` round 8"): the classes of TEST5's misses it fixes, as given/want rows on a short
// site-services contract written for this test. Each row's question uses a business reader's words, its clause the
// contract's; the lexical `ask` is measured (the encoder only reorders what it finds, test/ask-encoder.test.ts).
import { describe, expect, it } from 'vitest';
import { ask } from '../src/index.js';
import { everydayPhrases } from '../src/concepts.js';

const CONTRACT = `SITE SERVICES AGREEMENT

This Site Services Agreement is made on 2 June 2025 between Meridian Storage Holdings Inc. ("Owner") and Kestrel Field Services LLC ("Contractor").

1. Definitions. "Site" means the warehouse premises at 14 Quay Road described in Schedule 1.

2. Services. Contractor shall inspect, clean and maintain the racking systems at the Site in accordance with Schedule 2.

3. Fees. Owner shall pay Contractor a monthly fee of USD 9,500 within thirty (30) days of each invoice. Contractor shall receive fifteen percent (15%) of any rebates Owner obtains from racking suppliers as a result of Contractor's recommendations.

4. Survey Costs. The costs of the initial condition survey shall be borne by Owner; otherwise each party bears its own costs of performing this Agreement.

5. Personnel. Owner may request the immediate removal from the Site of any Contractor employee whose conduct it reasonably considers unsafe, and Contractor shall provide a suitably qualified replacement within five (5) business days.

6. Hazardous Materials. If Contractor encounters any asbestos, chemical residue or other hazardous substance at the Site, Contractor will stop work immediately in the affected area and notify Owner in writing.

7. Liens. Contractor agrees not to record or assert any lien or other encumbrance against the Site or any property of Owner's tenants for amounts owed under this Agreement.

8. Insurance. Contractor shall maintain product liability and public liability insurance covering bodily injury and death with limits of not less than USD 2,000,000 per occurrence.

9. Exclusivity. Owner may engage other providers for services of the same kind at any of its other sites; there is no exclusivity expressed or implied.

10. Employees. During the term and for twelve (12) months after it, neither party will solicit any person employed by the other party who worked on the Services.

11. Statements. Neither party shall make any public statement, whether in a press release or to any journalist, that disparages the other party or its officers or directors.

12. Standstill. Contractor shall not acquire beneficial ownership of more than five percent (5%) of the outstanding shares of Owner during the term.

13. Disputes. The parties will first attempt to resolve any dispute through good faith discussions between their site managers. Any dispute not so resolved within thirty (30) days shall be submitted to non-binding mediation before either party commences proceedings.

14. Enforcement. Each party shall be entitled to specific performance and an injunction to prevent breaches of this Agreement, in addition to any other remedy.

15. Governing Law. This Agreement is governed by the laws of the State of Delaware.
`;

/** The section numbers of the top three citations. */
const top3 = (question: string) => ask({ text: CONTRACT, question }).citations.slice(0, 3).map((c) => c.section);

describe('ask round 8: a business reader\'s words find the contract\'s clause', () => {
  // given a question in everyday words, want its clause among the top three citations
  const ROWS: [string, string][] = [
    ['What do we have to try before going to court?', '13'],
    ['If we disagree, what has to happen before anyone goes to court?', '13'],
    ['If we do not pay, can they put a claim on the building?', '7'],
    ['What must they do if they come across toxic waste?', '6'],
    ['Can we have one of their workers taken off the site?', '5'],
    ['Can they criticise us in the newspapers?', '11'],
    ['Who pays for the survey?', '4'],
    ['Do we need cover in case someone gets hurt?', '8'],
    ['Can they keep buying up our stock?', '12'],
    ['Can we get a judge to make them keep to the deal?', '14'],
    ['Do they get a cut of other money we make?', '3'],
    ['Can we hire one of their engineers?', '10'],
    ['Can we use other makers alongside them?', '9'],
  ];
  it.each(ROWS)('%s → section %s', (question, section) => {
    expect(top3(question)).toContain(section);
  });
});

describe('ask round 8: the everyday phrases stay on their sense', () => {
  it('reads "hurt" as injury only when a person is hurt', () => {
    expect(everydayPhrases('Do we need cover in case a battery hurts someone?').join(' ')).toContain('bodily injury');
    expect(everydayPhrases('Can either side pull out if the tie-up starts to hurt its image?').join(' ')).not.toContain('bodily injury');
  });

  it('reads "replace" as taking a person off the job only when a person is replaced', () => {
    expect(everydayPhrases('Can we ask them to replace the engineer?').join(' ')).toContain('removal');
    expect(everydayPhrases('Will they replace faulty parts for free?').join(' ')).not.toContain('removal');
  });

  it('reads "before going to court" in its several forms as the steps before court', () => {
    for (const q of ['What do we have to try before going to court?', 'What has to happen before anyone goes to court?', 'What must we try first?']) {
      expect(everydayPhrases(q).join(' ')).toContain('mediation');
    }
  });
});
