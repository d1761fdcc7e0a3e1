// A processor's change of sub-processors taken as accepted because the controller keeps using the service, with no
// right to object or to leave: GDPR Art. 28(2) requires that the controller be told of a change and be able to object,
// so the DPA playbook reads it as unacceptable, as it reads a change "at any time by updating the list". Where the same
// sentence keeps an objection or a way out ("if Customer does not object within 30 days, continued use is acceptance"),
// it is the playbook's preferred or fallback position and raises no issue. (Found by the lead's reading of a processor's
// own DPA form, session 14; the rows were written before the fix.)
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';

const dpa = (clause: string) => `DATA PROCESSING ADDENDUM

This Addendum supplements the Subscription Agreement between Harrowgate Cloud Ltd ("Processor") and the customer named in the Order Form ("Controller").

1. Processing. Processor shall process Personal Data only on Controller's documented instructions.

2. Sub-processors. Controller gives Processor a general authorisation to engage sub-processors, which are listed on Processor's website. ${clause}

3. Security. Processor shall implement appropriate technical and organisational measures.
`;

const subProcessors = (clause: string) => {
  const out = review({ text: dpa(clause), document_type: 'dpa' });
  const check = out.review.checks.find((c) => c.check_id === 'dpa.sub_processors')!;
  const issue = out.review.issues.find((i) => i.check_id === 'dpa.sub_processors');
  return { position: check.position, issue: issue?.title ?? null };
};

describe('sub-processors accepted by the controller\'s continued use', () => {
  // given: how a new sub-processor is taken as accepted; want: unacceptable, with the check's own problem as the title
  const adverse = [
    'Controller\'s continued use of the Services after the list is updated constitutes Controller\'s acceptance of the new sub-processor.',
    'By continuing to use the Platform after a new sub-processor is added to the list, Controller is deemed to have approved that sub-processor.',
    'Any further use of the Services following the engagement of an additional Subprocessor shall be treated as Controller\'s consent to it.',
    'Processor will update the list before a new sub-processor starts, and Controller agrees that its continuing use of the Services amounts to its authorisation of each sub-processor so listed.',
  ];
  it.each(adverse)('%s', (clause) => {
    expect(subProcessors(clause)).toEqual({ position: 'unacceptable', issue: 'Processor may engage sub-processors without authorisation or objection' });
  });

  // benign twins: the same words where an objection or a way out is kept
  const benign = [
    'Processor shall notify Controller at least thirty (30) days before engaging a new sub-processor; if Controller does not object within that period, Controller\'s continued use of the Services constitutes acceptance of it.',
    'Where Controller does not accept a new sub-processor it may terminate the affected Services without penalty; otherwise its continued use of the Services after the notice period is treated as consent.',
  ];
  it.each(benign)('%s', (clause) => {
    const read = subProcessors(clause);
    expect(read.issue).toBeNull();
    expect(['preferred', 'acceptable']).toContain(read.position);
  });
});
