// Terms that live in tables, schedules and particulars (engine README, "Terms in tables and schedules (session 18,
// tables21)"): a table row or a "Label: value" line read as a sentence that keeps its label. The classes, each with
// differently-worded variants in different layouts (Markdown pipes, HTML, PDF-extracted columns, "Item 6 — Bond: ..."
// particulars; US, English, Australian, Canadian, New Zealand, Indian drafting) and benign twins that must stay clean:
//   (a) the layout segmented into units a check reads: one row, one sentence;
//   (b) the label carries the topic, the value the term ("Bond | six months' rent", "Professional indemnity insurance
//       | £5,000,000"): the row's sentence keeps both;
//   (c) a value that switches the term off ("None", "N/A", "Not applicable", "Nil", "Not required").
// Every citation must slice the text exactly.
import { describe, expect, it } from 'vitest';
import { segmentDetailed, type DocumentType } from '../src/index.js';
import { evaluation } from './judge-rows.js';

interface Row {
  name: string;
  type: DocumentType;
  check: string;
  text: string;
  /** true: the adverse side (unacceptable, flagged); false: the benign twin (preferred or acceptable, not flagged) */
  adverse: boolean;
}

// ---------------------------------------------------------------- (a)+(c) service levels with credits switched off
const SLA: Row[] = [
  {
    name: 'Markdown order form (US): 97 % a quarter, service credits "Not applicable"',
    type: 'saas', check: 'saas.service_levels', adverse: true,
    text: `ORDER FORM - SUPPORT AND AVAILABILITY

| Term | Detail |
|---|---|
| Uptime target | 97% per calendar quarter |
| Service credits | Not applicable |
| Support hours | 9:00 a.m. to 5:00 p.m. Eastern, business days |`,
  },
  {
    name: 'Markdown order form (US), twin: credits stated',
    type: 'saas', check: 'saas.service_levels', adverse: false,
    text: `ORDER FORM - SUPPORT AND AVAILABILITY

| Term | Detail |
|---|---|
| Uptime target | 99.9% per calendar month |
| Service credits | 10% of the monthly fees for each 0.5% below the target |
| Support hours | 9:00 a.m. to 5:00 p.m. Eastern, business days |`,
  },
  {
    name: 'HTML schedule (Canada): Service Credits "N/A"',
    type: 'saas', check: 'saas.service_levels', adverse: true,
    text: `<h2>Schedule B – Service Levels</h2>
<table>
<tr><th>Metric</th><th>Commitment</th></tr>
<tr><td>Monthly availability</td><td>99.5%</td></tr>
<tr><td>Service Credits</td><td>N/A</td></tr>
<tr><td>Response to Severity 1 incidents</td><td>Within one business day</td></tr>
</table>`,
  },
  {
    name: 'HTML schedule (Canada), twin: credits in the SLA',
    type: 'saas', check: 'saas.service_levels', adverse: false,
    text: `<h2>Schedule B – Service Levels</h2>
<table>
<tr><th>Metric</th><th>Commitment</th></tr>
<tr><td>Monthly availability</td><td>99.5%</td></tr>
<tr><td>Service Credits</td><td>5% of the monthly fee for each hour of downtime beyond the target</td></tr>
<tr><td>Response to Severity 1 incidents</td><td>Within one business day</td></tr>
</table>`,
  },
  {
    name: 'PDF columns (England): SERVICE CREDITS "Nil"',
    type: 'saas', check: 'saas.service_levels', adverse: true,
    text: `SCHEDULE 2
KEY COMMERCIAL TERMS

AVAILABILITY              98 per cent in each Contract Year
SERVICE CREDITS           Nil
REMEDIES                  The Supplier shall use reasonable endeavours to restore the Service`,
  },
  {
    name: 'PDF columns (England), twin: credits by the hour',
    type: 'saas', check: 'saas.service_levels', adverse: false,
    text: `SCHEDULE 2
KEY COMMERCIAL TERMS

AVAILABILITY              99.9 per cent in each calendar month
SERVICE CREDITS           2 per cent of the monthly Charges for each hour of unavailability
REMEDIES                  The Customer may terminate after three failures in any six months`,
  },
  {
    name: 'label lines (Australia): "Service Credits: None."',
    type: 'saas', check: 'saas.service_levels', adverse: true,
    text: `Item 4 — Availability: 99.0% of each month, measured by the Provider
Item 5 — Service Credits: None.
Item 6 — Support: business hours, Sydney time`,
  },
  {
    name: 'label lines (Australia), twin: credits as in the service level schedule',
    type: 'saas', check: 'saas.service_levels', adverse: false,
    text: `Item 4 — Availability: 99.9% of each month, measured by the Provider
Item 5 — Service Credits: as set out in the Service Level Schedule, up to 30% of the monthly fee
Item 6 — Support: business hours, Sydney time`,
  },
];

// ---------------------------------------------------------------- (b) the value carries the term: availability below 99.5 %
const AVAILABILITY: Row[] = [
  {
    name: 'Markdown grid (Singapore): 97.0 % with credits as the sole remedy',
    type: 'saas', check: 'saas.service_levels', adverse: true,
    text: `| Service level | Monthly target | Credit |
|---|---|---|
| Portal availability | 97.0% | 3% of the monthly fee per 1% below target |
| Incident response | 2 hours | 1% of the monthly fee per breach |`,
  },
  {
    name: 'prose (US): uptime of at least ninety-eight percent',
    type: 'saas', check: 'saas.service_levels', adverse: true,
    text: `5.1 Uptime. Vendor will maintain Platform uptime of at least ninety-eight percent (98%) in each calendar quarter and will credit Customer 5% of the quarterly fee for each full percentage point of shortfall.`,
  },
  {
    name: 'twin: 99.9 %, with termination if availability falls below 99.0 %',
    type: 'saas', check: 'saas.service_levels', adverse: false,
    text: `5.1 Uptime. Vendor will make the Platform available at least 99.9% of each calendar month and will credit Customer 5% of the monthly fee for each 0.1% of shortfall; Customer may terminate if availability falls below 99.0% in any two months of a rolling six-month period.`,
  },
];

// ---------------------------------------------------------------- (b)+(c) insurance in a table
const INSURANCE: Row[] = [
  {
    name: 'Markdown (US): professional and general liability "Not required"',
    type: 'consulting', check: 'consulting.insurance', adverse: true,
    text: `EXHIBIT C - INSURANCE REQUIREMENTS

| Coverage | Minimum limits |
|---|---|
| Professional liability (errors and omissions) insurance | Not required |
| Commercial general liability insurance | Not required |
| Workers' compensation | Statutory |`,
  },
  {
    name: 'Markdown (US), twin: limits stated',
    type: 'consulting', check: 'consulting.insurance', adverse: false,
    text: `EXHIBIT C - INSURANCE REQUIREMENTS

| Coverage | Minimum limits |
|---|---|
| Professional liability (errors and omissions) insurance | $2,000,000 per claim |
| Commercial general liability insurance | $1,000,000 per occurrence |
| Workers' compensation | Statutory |`,
  },
  {
    name: 'particulars (Australia): "Insurance required: Not applicable"',
    type: 'services', check: 'services.insurance', adverse: true,
    text: `SCHEDULE 1 - CONTRACT DETAILS
Item 1 — Contractor: Gumtree Facility Services Pty Ltd
Item 2 — Term: 2 years from the Commencement Date
Item 3 — Insurance required: Not applicable
Item 4 — Notices: by email to the addresses in Item 1`,
  },
  {
    name: 'particulars (Australia), twin: public liability of A$20 million',
    type: 'services', check: 'services.insurance', adverse: false,
    text: `SCHEDULE 1 - CONTRACT DETAILS
Item 1 — Contractor: Gumtree Facility Services Pty Ltd
Item 2 — Term: 2 years from the Commencement Date
Item 3 — Public liability insurance: A$20,000,000 for any one occurrence
Item 4 — Notices: by email to the addresses in Item 1`,
  },
  {
    name: 'HTML (India): professional indemnity "N/A"',
    type: 'consulting', check: 'consulting.insurance', adverse: true,
    text: `<p><b>Annexure 3: Insurance</b></p>
<table>
<tr><td>Professional indemnity insurance</td><td>N/A</td></tr>
<tr><td>Public liability insurance</td><td>N/A</td></tr>
</table>`,
  },
  {
    name: 'HTML (India), twin: INR cover stated',
    type: 'consulting', check: 'consulting.insurance', adverse: false,
    text: `<p><b>Annexure 3: Insurance</b></p>
<table>
<tr><td>Professional indemnity insurance</td><td>INR 5,00,00,000 per claim</td></tr>
<tr><td>Public liability insurance</td><td>INR 2,00,00,000 per occurrence</td></tr>
</table>`,
  },
  {
    name: 'PDF columns (England), twin: the core covers set, cyber cover not required',
    type: 'consulting', check: 'consulting.insurance', adverse: false,
    text: `ANNEX 2 - INSURANCES

Type of insurance                    Minimum cover
Professional indemnity insurance     £2,000,000 for each and every claim
Public liability insurance           £5,000,000 for each and every claim
Cyber insurance                      Not required`,
  },
];

// ---------------------------------------------------------------- (b) a bond in the particulars, sized by its value
const BOND: Row[] = [
  {
    name: 'particulars (New Zealand): "Item 6 — Bond: six months\' rent"',
    type: 'lease', check: 'lease.deposit', adverse: true,
    text: `FIRST SCHEDULE
Item 1 — Landlord: Pōhutukawa Holdings Limited
Item 2 — Tenant: Harbour Print Limited
Item 5 — Annual rent: $60,000 plus GST
Item 6 — Bond: six (6) months' rent, refundable within 20 working days after the term ends`,
  },
  {
    name: 'particulars (New Zealand), twin: one month\'s rent',
    type: 'lease', check: 'lease.deposit', adverse: false,
    text: `FIRST SCHEDULE
Item 1 — Landlord: Pōhutukawa Holdings Limited
Item 2 — Tenant: Harbour Print Limited
Item 5 — Annual rent: $60,000 plus GST
Item 6 — Bond: one (1) month's rent, refundable within 20 working days after the term ends`,
  },
  {
    name: 'Markdown key terms (Australia): security bond of nine months\' rent',
    type: 'lease', check: 'lease.deposit', adverse: true,
    text: `KEY TERMS

| Item | Particulars |
|---|---|
| Lessor | Banksia Property Trust |
| Lessee | Red Gum Cafe Pty Ltd |
| Security bond | Nine months' rent, refunded within 14 days after the lease ends |`,
  },
  {
    name: 'Markdown key terms (Australia), twin: two months\' rent',
    type: 'lease', check: 'lease.deposit', adverse: false,
    text: `KEY TERMS

| Item | Particulars |
|---|---|
| Lessor | Banksia Property Trust |
| Lessee | Red Gum Cafe Pty Ltd |
| Security bond | Two months' rent, refunded within 14 days after the lease ends |`,
  },
];

describe('terms in tables and schedules (tables21)', () => {
  for (const [cls, rows] of [['service levels', SLA], ['availability', AVAILABILITY], ['insurance', INSURANCE], ['bond', BOND]] as const) {
    describe(cls, () => {
      for (const r of rows) {
        it(`${r.adverse ? 'flags' : 'passes'}: ${r.name}`, () => {
          const { c, issue } = evaluation(r);
          if (r.adverse) expect(c.position).toBe('unacceptable');
          else expect(['preferred', 'acceptable']).toContain(c.position);
          expect(!!issue).toBe(r.adverse);
          for (const e of c.evidence) expect(r.text.slice(e.start, e.end)).toBe(e.quote);
          // the flagged term is cited from its row, the row's label with it
          if (r.adverse) expect(c.evidence.length).toBeGreaterThan(0);
        });
      }
    });
  }

  it('reads each row of a table or of particulars as its own sentence, in every layout', () => {
    const layouts = [
      '| Bond | Six months\' rent |\n|---|---|\n| Notice period | 7 days |',
      '<table>\n<tr><td>Bond</td><td>Six months\' rent</td></tr>\n<tr><td>Notice period</td><td>7 days</td></tr>\n</table>',
      'Bond              Six months\' rent\nNotice period     7 days',
      'Item 6 — Bond: Six months\' rent\nItem 7 — Notice period: 7 days',
    ];
    for (const t of layouts) {
      const seg = segmentDetailed(t);
      const rows = seg.sentences.map((s) => t.slice(s.start, s.end)).filter((s) => /Bond|Notice period/.test(s));
      expect(rows.length).toBe(2);
      expect(rows[0]).toMatch(/Bond/);
      expect(rows[0]).not.toMatch(/Notice period/);
    }
  });

  it('reads a grid of three columns or more whole, its column headings with every cell', () => {
    for (const t of [
      '| Milestone | Fee | When payable |\n|---|---|---|\n| Design | $40,000 | Net 10 from invoice |\n| Build | $90,000 | Net 10 from invoice |',
      'Service      Charge       Invoiced\nHosting      £1,200       Monthly in advance\nSupport      £800         Quarterly in arrears',
    ]) {
      const seg = segmentDetailed(t);
      const rows = seg.sentences.map((s) => t.slice(s.start, s.end));
      expect(rows.some((r) => /Fee|Charge/.test(r) && /\$90,000|£800/.test(r))).toBe(true);
    }
  });

  it('leaves prose with a colon or wide spacing in one sentence', () => {
    for (const t of [
      'Payment terms: the Customer shall pay within thirty (30) days of invoice, and the\nSupplier may suspend the Services on notice if it does not.',
      'The Supplier shall   maintain the Services in accordance with   the specification and\nshall correct any defect   notified to it by the Customer.',
    ]) expect(segmentDetailed(t).sentences.length).toBe(1);
  });
});
