import { describe, expect, it } from 'vitest';
import { reviewed } from './redlined.js';
import { buildContext } from '../src/review.js';
import { extractKeyTermsDetailed } from '../src/keyterms.js';
import { partySides } from '../src/scope.js';

/*
 * Session 23, leftovers27: what session 22 noticed and left, each a class written here in wordings of this file's own,
 * with a benign twin that must keep working.
 */

const checkOf = (out: ReturnType<typeof reviewed>, id: string) => out.review.checks.find((c) => c.check_id === id);

// ---- 1. Plain-English sides: "we" and "you" as the contract defines them ----
// (a contract written as "we" / "you", the definitions making "we" the provider: an exclusion or a cap for "us" alone
// was read as mutual, or its side not read at all)
describe('plain-English sides in exclusions and caps', () => {
  const docs: [string, (liab: string) => string][] = [
    ['English, a backup service', (liab) => `CLOUD BACKUP SERVICES AGREEMENT

Between Tidewater Archive Ltd, 4 Harbour Road, Bristol ("we", "us") and Quayside Bakeries Limited, 9 Mill Lane, Bath ("you").

1. What we do
We will provide nightly backups of your point-of-sale and accounting data and restore it on request within four hours.

2. What you pay
You will pay the monthly fee in the Order. We invoice monthly and you pay within thirty (30) days of the invoice.

3. Liability
${liab}

4. Law
This agreement is governed by the law of England and Wales.
`],
    ['US, a scheduling app for clinics', (liab) => `SUBSCRIPTION TERMS

These terms are between Bluepine Scheduling, Inc., a Delaware corporation ("we," "us" or "our"), and Cedar Valley Family Clinic, P.C., an Oregon professional corporation ("you" or "your").

1. Service. We will host and provide the Bluepine appointment platform to you for the subscription term.

2. Fees. You will pay the subscription fees in the order form, annually in advance.

3. Liability.
${liab}

4. Governing law. These terms are governed by the laws of the State of Oregon.
`],
    ['Australian, a fleet-tracking service', (liab) => `FLEET TRACKING SERVICE AGREEMENT

This agreement is made between Karri Telematics Pty Ltd ABN 51 824 753 556 of Perth, Western Australia ("we", "us", "our") and Goldfields Haulage Pty Ltd ABN 22 197 004 318 of Kalgoorlie ("you", "your").

1. The service
1.1 We will supply and host the tracking service for the vehicles listed in the schedule.

2. Charges
2.1 You must pay our monthly charges within 14 days of our tax invoice.

3. Liability
${liab}

4. Governing law
4.1 The law of Western Australia governs this agreement.
`],
  ];
  const excl: [string, string, string][] = [
    // [one-sided, benign twin] per document
    ['We are not liable to you for any indirect or consequential loss or for any loss of profits. You remain liable to us for all losses arising from your breach, including our lost profits.',
      'Neither of us is liable to the other for any indirect or consequential loss or for any loss of profits.', 'en'],
    ['3.1 In no event will we be liable to you for lost profits or for indirect, special or consequential damages. You are responsible to us for all damages, including lost profits, arising from your breach of these terms.',
      '3.1 In no event will either party be liable to the other for lost profits or for indirect, special or consequential damages.', 'us'],
    ['3.1 We are not liable to you for any consequential or indirect loss, including loss of profit or revenue. You indemnify us for all loss, including consequential loss and loss of profit, arising from your breach.',
      '3.1 Neither you nor we are liable to the other for any consequential or indirect loss, including loss of profit or revenue.', 'au'],
  ];
  docs.forEach(([name, doc], k) => {
    it(`${name}: an exclusion for "us" alone is one-sided`, () => {
      const c = checkOf(reviewed(doc(excl[k][0]), 'saas'), 'saas.consequential_damages');
      expect(c?.position).toBe('unacceptable');
    });
    it(`${name}: the mutual twin is not one-sided`, () => {
      const c = checkOf(reviewed(doc(excl[k][1]), 'saas'), 'saas.consequential_damages');
      expect(c?.position).not.toBe('unacceptable');
    });
  });
  const caps: [string, string][] = [
    ['Our total liability to you in any year is limited to the fees you paid in that year.',
      'Each of our total liability to the other in any year is limited to the fees paid in that year.'],
    ['3.1 Our aggregate liability to you under these terms will not exceed the fees you paid in the twelve months before the claim.',
      "3.1 Each party's aggregate liability to the other under these terms will not exceed the fees paid in the twelve months before the claim."],
    ['3.1 Our total liability to you for all claims is limited to the charges you paid in the 12 months before the claim.',
      '3.1 The total liability of each of you and us to the other for all claims is limited to the charges paid in the 12 months before the claim.'],
  ];
  docs.forEach(([name, doc], k) => {
    it(`${name}: a cap of "our" liability alone is one-sided`, () => {
      const out = reviewed(doc(caps[k][0]), 'saas');
      expect(checkOf(out, 'saas.limitation_of_liability')?.position).toBe('unacceptable');
    });
    it(`${name}: the mutual cap is not one-sided`, () => {
      const out = reviewed(doc(caps[k][1]), 'saas');
      expect(checkOf(out, 'saas.limitation_of_liability')?.position).not.toBe('unacceptable');
    });
  });
});

// ---- 2. Values in an order form's table cells ----
// (a term stated as a label and a value in a row: an indemnity "Not included" is no indemnity, a renewal notice of
// 12 months is a long window, a schedule left "[To be completed ...]" is a blank)
describe('terms given as a label and a value in a table row', () => {
  const ipForms: [string, (v: string) => string][] = [
    ['HTML order form (South Africa)', (v) => `<h3>Order Form</h3>
<table><tr><td>Customer</td><td>Umhlanga Cold Storage (Pty) Ltd, Durban</td></tr>
<tr><td>Provider</td><td>Drakensberg Logistics Software (Pty) Ltd, Pretoria</td></tr>
<tr><td>Plan</td><td>Essentials</td></tr>
<tr><td>Infringement Indemnity</td><td>${v}</td></tr></table>
<h3>Subscription Terms (extract)</h3>
<p>9.1 Where the Order Form states that the Infringement Indemnity is included, the Provider will defend the Customer against any third-party claim that the Service infringes that third party's intellectual property rights and will pay any damages finally awarded.</p>
<p>9.2 The Customer will defend the Provider against any third-party claim arising from the Customer Data.</p>`],
    ['Markdown order form (US)', (v) => `# ORDER FORM

| Field | Value |
| --- | --- |
| Customer | Ridgeback Outdoor Gear, Inc. |
| Provider | Sawtooth Commerce Cloud LLC |
| Subscription | Growth plan, 12 months |
| IP Indemnification | ${v} |

## Terms and Conditions (extract)

8.1 If the Order Form provides that IP Indemnification is included, Provider shall indemnify and defend Customer against any third-party claim alleging that the Service infringes a patent, copyright or trademark, and pay the resulting damages.

8.2 Customer shall indemnify Provider against third-party claims arising from content Customer uploads to the Service.`],
    ['label lines (England)', (v) => `ORDER FORM

Customer: Fenland Seed Merchants Limited, Wisbech
Supplier: Ouse Valley Analytics Ltd, Cambridge
Service tier: Standard
Intellectual property indemnity: ${v}

TERMS OF SERVICE (extract)

10.1 Where the Order Form says the intellectual property indemnity applies, the Supplier shall defend the Customer against any claim by a third party that the Service infringes its intellectual property rights and shall pay any damages awarded against the Customer.

10.2 The Customer shall indemnify the Supplier against any claim arising from the Customer's breach of the acceptable use policy.`],
  ];
  ipForms.forEach(([name, doc]) => {
    it(`${name}: an IP indemnity "Not included" is no indemnity`, () => {
      const c = checkOf(reviewed(doc('Not included'), 'saas'), 'saas.indemnification');
      expect(['unacceptable', 'missing']).toContain(c?.position);
    });
    it(`${name}: the twin with it "Included" reads the indemnity`, () => {
      const c = checkOf(reviewed(doc('Included'), 'saas'), 'saas.indemnification');
      expect(['preferred', 'acceptable']).toContain(c?.position);
    });
  });

  const renewals: [string, (renewal: string, notice: string) => string][] = [
    ['pipe row (Zambia-style order form)', (r, n) => `MASTER SERVICES AGREEMENT (extract)
Lusaka Grain Millers plc, Lusaka, Zambia (the "Customer") and Kafue Plant Services Limited, Kafue, Zambia (the "Provider").

4. Term. This Agreement begins on the Effective Date, runs for the Initial Term and then renews automatically for successive Renewal Periods unless either party gives written notice of non-renewal no later than the Renewal Notice Period before the end of the then-current term.

ORDER FORM
Initial Term: 36 months | Renewal Period: ${r} | Renewal Notice Period: ${n}`],
    ['Markdown key terms (Canada)', (r, n) => `SERVICES AGREEMENT
Between Fraser Delta Foods Ltd. (the "Client") and Coast Mountain Facilities Services Inc. (the "Supplier").

## Key Terms

| Term | Detail |
| --- | --- |
| Initial Term | Two years |
| Extension Term | ${r} |
| Cancellation Notice | ${n} |

5. Term and renewal
5.1 At the end of the Initial Term and each Extension Term, this Agreement extends automatically for a further Extension Term unless either party delivers the Cancellation Notice before the end of the current term.`],
    ['label lines (India)', (r, n) => `FACILITY MANAGEMENT SERVICES AGREEMENT
Between Deccan Textiles Private Limited (the "Client") and Nilgiri Facility Services Private Limited (the "Service Provider").

SCHEDULE 1 - COMMERCIAL PARTICULARS
Initial Period: 3 years
Renewal Period: ${r}
Non-Renewal Notice Period: ${n}

3. TERM
3.1 This Agreement shall remain in force for the Initial Period and shall thereafter be renewed automatically for successive Renewal Periods unless either Party serves a notice of non-renewal on the other at least the Non-Renewal Notice Period prior to the expiry of the then current period.`],
  ];
  const renewalTypes = ['msa', 'services', 'services'];
  renewals.forEach(([name, doc], k) => {
    const id = `${renewalTypes[k]}.auto_renewal`;
    it(`${name}: a renewal of 5 years unless 12 months' notice is flagged`, () => {
      const out = reviewed(doc('5 years', '12 months'), renewalTypes[k]);
      expect(['unacceptable']).toContain(checkOf(out, id)?.position);
    });
    it(`${name}: a renewal of a year unless 30 days' notice is not`, () => {
      const out = reviewed(doc('12 months', '30 days'), renewalTypes[k]);
      expect(['preferred', 'acceptable']).toContain(checkOf(out, id)?.position);
    });
  });

  const rents: [string, (v: string) => string][] = [
    ['Canadian lease, Schedule C', (v) => `INDUSTRIAL LEASE

BETWEEN Bow River Properties Ltd. (the "Landlord") AND Foothills Cabinetry Inc. (the "Tenant").

1. BASIC TERMS
(a) Premises: Unit 4, 2210 - 39 Street N.E., Calgary, Alberta, about 9,500 square feet.
(b) Term: five (5) years from the Commencement Date.
(c) Basic Rent: as set out in Schedule C.

4. RENT
4.1 The Tenant shall pay the Basic Rent set out in Schedule C, without deduction or set-off, in equal monthly instalments in advance on the first day of each month.

SCHEDULE C - BASIC RENT
${v}`],
    ['English lease, rent in the Particulars', (v) => `LEASE OF OFFICE PREMISES

PARTICULARS
Landlord: Severn Quay Estates Limited
Tenant: Avon Print Studio Limited
Premises: Second floor, 14 Welsh Back, Bristol
Annual Rent: ${v}

3. RENT
3.1 The Tenant shall pay the Annual Rent stated in the Particulars by equal quarterly payments in advance on the usual quarter days.`],
    ['Australian lease, Item 7', (v) => `RETAIL SHOP LEASE

Landlord: Swan Valley Plaza Pty Ltd (the "Landlord")
Tenant: Midland Coffee Roasters Pty Ltd (the "Tenant")

SCHEDULE
Item 6 Term: 3 years
Item 7 Annual Rent: ${v}

5. RENT
5.1 The Tenant must pay the rent specified in Item 7 by equal monthly instalments in advance.`],
  ];
  const blanks = ['[To be completed by the Landlord before the Commencement Date.]', '[●] per annum', '$[insert] per annum (plus GST)'];
  const filled = ['Years 1 to 5: $13.75 per square foot of Rentable Area per annum ($10,885.42 per month).', '£48,500 per annum exclusive of VAT', '$96,000 per annum (plus GST)'];
  rents.forEach(([name, doc], k) => {
    it(`${name}: a rent left blank is not read as a rent`, () => {
      const c = checkOf(reviewed(doc(blanks[k]), 'lease'), 'lease.rent');
      expect(['unacceptable', 'missing']).toContain(c?.position);
    });
    it(`${name}: the twin with the rent stated is`, () => {
      const c = checkOf(reviewed(doc(filled[k]), 'lease'), 'lease.rent');
      expect(['preferred', 'acceptable']).toContain(c?.position);
    });
  });
});

// ---- 3. A price change whose way out is the next sentence ----
// (Sicap: "... reserves the right to adjust the prices annually. The offer must be submitted three (3) months in advance
// and EuroTel may decide within one (1) month to prolong or terminate": the customer's way out of that change is the
// sentence after it; a next sentence that is only a notice, or a right to end the agreement for something else, is none)
describe('a price change whose way out is the next sentence', () => {
  const doc = (clause: string) => `MASTER SERVICES AGREEMENT
Between Harbourside Clinics Limited (the "Customer") and Meridian Facilities Services Ltd (the "Provider").

1. Services
1.1 The Provider shall provide the cleaning and maintenance services described in Schedule 1.

2. Charges
2.1 The Customer shall pay the charges in Schedule 2 within thirty (30) days of receipt of a valid invoice.
${clause}

3. Amendments
3.1 No variation of this Agreement is effective unless it is in writing and signed by both parties.
`;
  const rows: [string, string, string][] = [
    ['English: notice of a revision and the right to terminate before it takes effect',
      '2.2 The Provider may revise its charges once in each contract year. The Provider shall give the Customer sixty (60) days\' written notice of any revision, and the Customer may terminate this Agreement by notice before the revision takes effect.',
      '2.2 The Provider may revise its charges once in each contract year. The Provider shall give the Customer sixty (60) days\' written notice of any revision.'],
    ['US: an increase at renewal, with notice and a right to end it from the renewal date',
      '2.2 Provider may increase the charges at any renewal. Provider will give Customer at least sixty (60) days\' notice of any increase, and Customer may then terminate this Agreement with effect from the renewal date.',
      '2.2 Provider may increase the charges at any renewal. Customer may terminate this Agreement for Provider\'s material breach on thirty (30) days\' notice.'],
    ['Australian: a variation the customer may refuse by ending the agreement',
      '2.2 The Provider may vary the charges on 1 July each year. If the Customer does not accept a variation notified at least three months in advance, it may end this agreement by notice given within one month of receiving the variation.',
      '2.2 The Provider may vary the charges on 1 July each year. The Provider will notify the Customer of each variation in writing.'],
  ];
  for (const [name, exit, twin] of rows) {
    it(`${name}: the fallback, not a free hand`, () => {
      // (read as the same change and way out in one sentence is: the amendments clause then decides, preferred)
      const c = checkOf(reviewed(doc(exit), 'msa'), 'msa.unilateral_changes');
      expect(['preferred', 'acceptable']).toContain(c?.position);
    });
    it(`${name} (twin, no way out of the change): still a free hand`, () => {
      const c = checkOf(reviewed(doc(twin), 'msa'), 'msa.unilateral_changes');
      expect(c?.position).toBe('unacceptable');
    });
  }
});

// ---- 4. Which works an ownership clause is about ----
// (On2 / Wildform: 7.1 vests "Incorporated Technology Works" in the customer while 7.3 keeps "the Deliverables" with the
// provider; the ownership check read 7.1 and said preferred: it judges the clause about what the customer pays for)
describe('the ownership check reads the clause about the deliverables', () => {
  const doc = (own: string) => `SERVICES AGREEMENT
Between Northgate Retail Group Inc. (the "Client") and Pixelforge Studios LLC (the "Contractor").

1. Services
1.1 The Contractor shall design and build the Client's new e-commerce storefront as described in the Statement of Work (the "Deliverables").

2. Fees
2.1 The Client shall pay the fees in the Statement of Work within thirty (30) days of invoice.

6. Ownership
${own}

7. Governing law
7.1 This Agreement is governed by the laws of the State of New York.
`;
  const rows: [string, string, string][] = [
    ['US: the client keeps its own materials, the contractor the deliverables',
      '6.1 All intellectual property rights in the Client Materials, and in any modifications the Contractor makes to them, are and shall remain the sole property of the Client.\n6.2 The Contractor retains all right, title and interest in and to the Deliverables and grants the Client a non-exclusive licence to use them.',
      '6.1 All intellectual property rights in the Client Materials, and in any modifications the Contractor makes to them, are and shall remain the sole property of the Client.\n6.2 The Client shall own all right, title and interest in and to the Deliverables upon payment.'],
    ['English: the client\'s trade marks vest in it, the work product stays with the contractor',
      '6.1 All intellectual property in the Client\'s trade marks, logos and product photographs shall remain vested in the Client. 6.2 The Contractor shall own all Work Product, including all intellectual property rights in it.',
      '6.1 All intellectual property in the Client\'s trade marks, logos and product photographs shall remain vested in the Client. 6.2 The Client shall own all Work Product, including all intellectual property rights in it.'],
    ['Australian: feedback and data belong to the client, the developments to the contractor',
      '6.1 All intellectual property rights in the data the Client supplies are the property of the Client.\n6.2 All Developments, and all intellectual property in them, are the property of the Contractor.',
      '6.1 All intellectual property rights in the data the Client supplies are the property of the Client.\n6.2 All Developments, and all intellectual property in them, are the property of the Client.'],
  ];
  for (const [name, kept, twin] of rows) {
    it(`${name}: not preferred`, () => {
      const c = checkOf(reviewed(doc(kept), 'services'), 'services.ip_ownership');
      expect(c?.position).not.toBe('preferred');
    });
    it(`${name} (twin, the client owns the deliverables): preferred`, () => {
      const c = checkOf(reviewed(doc(twin), 'services'), 'services.ip_ownership');
      expect(c?.position).toBe('preferred');
    });
  }
});

// ---- 5. A numbered clause ends at the next clause number, even without a full stop ----
// (On2's 6.2(c) ends "... upon the sale of securities" with no full stop: it was read as the lead-in of 6.3, and cited
// beside it)
describe('a clause without a final full stop is no lead-in of the next numbered clause', () => {
  const leadOf = (text: string, words: string) => {
    const ctx = buildContext(text);
    const i = ctx.sentenceText.findIndex((t) => t.includes(words));
    expect(i).toBeGreaterThanOrEqual(0);
    return ctx.lead[i] >= 0 ? ctx.sentenceText[ctx.lead[i]] : null;
  };
  const rows: [string, string, string, string | null][] = [
    ['US, a lettered item without a full stop before the next section', `6. WARRANTIES

6.1 Provider Warranties. Provider warrants that the Services will be performed in a workmanlike manner.

6.2 Customer Warranties. Customer makes the following representations to Provider.

(a) Authority. Customer has full corporate power to enter into this Agreement.

(b) Securities. Customer understands that the shares it receives are restricted securities and that state securities laws may impose further limits on their resale

6.3 No Other Warranty. EXCEPT AS PROVIDED IN SECTIONS 6.1 AND 6.2, THE SERVICES ARE PROVIDED "AS IS".
`, 'THE SERVICES ARE PROVIDED', null],
    ['English, a sub-clause without a full stop before the next sub-clause', `4. RECORDS

4.1 The Supplier shall:

(a) keep complete and accurate records of the Services; and

(b) retain those records for six years after the end of this Agreement

4.2 The Customer may audit the records on reasonable notice once in any twelve-month period.
`, 'The Customer may audit the records', null],
    ['Canadian, a clause without a full stop before the next clause', `9. GENERAL

9.4 Each party shall bear its own costs of negotiating and preparing this Agreement and any document entered into under it

9.5 This Agreement may be executed in counterparts, each of which is an original.
`, 'executed in counterparts', null],
    // benign twins: a sentence that breaks off before its own items introduces them
    ['twin: a clause breaking off before its own lettered items', `6.2 The Supplier warrants that the Services will

(a) conform in all material respects to the Specification; and

(b) be performed with reasonable skill and care.

6.3 The Customer shall give the Supplier access to its premises.
`, 'conform in all material respects', 'The Supplier warrants that the Services will'],
    ['twin: a lead-in ending in a colon before its items', `4.1 The Licensee shall not:

(a) copy the Software except for back-up purposes; or

(b) modify the Software.
`, 'copy the Software', 'The Licensee shall not:'],
  ];
  for (const [name, text, words, lead] of rows) {
    it(name, () => {
      const got = leadOf(text, words);
      if (lead === null) expect(got).toBeNull();
      else expect(got).toContain(lead);
    });
  }
});

// ---- 6. Parties: a name over a line break, a company form with full stops inside a sentence ----
// (Sicap: "concluded between:   EuroTel" over "Bratislava a.s., Stefanikova 17, ... Slovakia and Sicap Ltd, ..." read
// "EuroTel" alone and no Sicap; "Pacific Bean Trading Pte. Ltd. transfers ..." was cut into two sentences at "Pte.")
describe('parties and company forms', () => {
  const partiesOf = (text: string) => extractKeyTermsDetailed(text).parties.map((p) => p.name);
  const rows: [string, string, string[]][] = [
    ['Slovak and Austrian, a name broken over a blank line', `Logistics support contract

concluded between:                                                   Danubia

 Logistik s.r.o., Hlavna 12, PO Box 7, 040 01 Kosice, Slovakia and           Alpine Routing GmbH, Hauptstrasse 8, 6020 Innsbruck, Austria.

1 INTRODUCTION
Alpine Routing GmbH shall provide route planning support to Danubia Logistik s.r.o.
`, ['Danubia Logistik s.r.o.', 'Alpine Routing GmbH']],
    ['Irish and Swedish, a name broken over a blank line', `DATA SERVICES AGREEMENT

This agreement is made between:                                      Kestrel

   Analytics Limited, 14 Quay Street, Dublin 2, Ireland (the "Customer"), and Borealis Data Services AB, Sveavagen 44, 111 34 Stockholm, Sweden (the "Supplier").

1. SERVICES
The Supplier shall provide the data services in Schedule 1.
`, ['Kestrel Analytics Limited', 'Borealis Data Services AB']],
    ['Australian, a name broken over a blank line', `SURVEY SERVICES AGREEMENT

AGREEMENT between                                                    Marlin

   Offshore Pty Ltd ABN 11 222 333 444 of 5 Wharf Street, Fremantle WA 6160 and Coral Sea Survey Services Pty Ltd ABN 55 666 777 888 of 2 Esplanade, Cairns QLD 4870.

1. SERVICES
Coral Sea Survey Services Pty Ltd shall carry out the hydrographic survey.
`, ['Marlin Offshore Pty Ltd', 'Coral Sea Survey Services Pty Ltd']],
    // benign twins: the same openings on one line
    ['twin: the Slovak opening on one line', `Logistics support contract

concluded between: Danubia Logistik s.r.o., Hlavna 12, PO Box 7, 040 01 Kosice, Slovakia and Alpine Routing GmbH, Hauptstrasse 8, 6020 Innsbruck, Austria.

1 INTRODUCTION
Alpine Routing GmbH shall provide route planning support to Danubia Logistik s.r.o.
`, ['Danubia Logistik s.r.o.', 'Alpine Routing GmbH']],
    ['twin: a whole name before a blank line and a long recital', `SERVICES AGREEMENT

between:                                                             Orion Holdings Ltd

   WHEREAS the parties have agreed the terms on which Orion Holdings Ltd will buy consulting services from the other party named in the order form signed by both of them;
`, ['Orion Holdings Ltd']],
  ];
  for (const [name, text, want] of rows) {
    it(name, () => {
      const got = partiesOf(text);
      for (const w of want) expect(got).toContain(w);
    });
  }
  const sentenceWith = (text: string, words: string) => buildContext(text).sentenceText.find((t) => t.includes(words));
  const forms: [string, string, string][] = [
    ['Singapore "Pte. Ltd."', '5.2 The Buyer includes any person to whom Pacific Bean Trading Pte. Ltd. transfers any of its rights under this Agreement.', 'transfers any of its rights'],
    ['India "Pvt. Ltd."', '7.1 Neither party may assign this Agreement, except that Ganga Textiles Pvt. Ltd. may assign it to an affiliate.', 'may assign it to an affiliate'],
    ['Malaysia "Sdn. Bhd."', '3.4 Harimau Logistics Sdn. Bhd. shall deliver the goods to the port of Klang.', 'shall deliver the goods'],
  ];
  for (const [name, text, words] of forms) {
    it(`${name} inside a sentence does not end it`, () => {
      expect(sentenceWith(text, words)).toMatch(/^\d\.\d /);
    });
  }
  it('twin: a sentence that ends at a full stop after a word that is no company form still ends there', () => {
    const ctx = buildContext('4.1 The goods are supplied by Harimau Logistics Sdn. Bhd. under this contract. The Buyer shall pay within 30 days.');
    expect(ctx.sentenceText.some((t) => t.startsWith('The Buyer shall pay'))).toBe(true);
  });
});

// ---- 7. The side reader: "must" is an obligation; a collaboration is no sale ----
describe('the side reader', () => {
  const sidesOf = (text: string) => {
    const parties = extractKeyTermsDetailed(text).parties;
    return Object.fromEntries(parties.map((p, i) => [p.name, partySides(parties, text)[i]]));
  };
  const mustRows: [string, string, Record<string, string>][] = [
    ['Australian plain English with "must"', `HOSTING AGREEMENT
This agreement is between Kauri Cloud Pty Ltd ("Kauri") and Tasman Outdoor Pty Ltd ("Tasman").
1. Kauri must host the Tasman online store and must provide support during business hours.
2. Tasman must pay the monthly fee within 14 days of each invoice.
3. Tasman must pay any excess usage charges.
`, { 'Kauri Cloud Pty Ltd': 'provider', 'Tasman Outdoor Pty Ltd': 'customer' }],
    ['English drafting with "must"', `SUPPLY AGREEMENT
This agreement is made between Hollins Bakeries Limited ("Hollins") and Pennine Flour Mills Limited ("Pennine").
1. Pennine must supply the flour listed in the Schedule and must deliver it to Hollins' bakery in Leeds.
2. Hollins must pay for each delivery within 30 days.
3. Hollins must purchase at least 40 tonnes a month.
`, { 'Pennine Flour Mills Limited': 'provider', 'Hollins Bakeries Limited': 'customer' }],
    ['Canadian drafting with "must"', `SERVICES AGREEMENT
This agreement is made between Maple Leaf Couriers Inc. ("Maple Leaf") and Prairie Books Ltd. ("Prairie").
1. Maple Leaf must provide the courier services in the Schedule and must deliver each parcel within two business days.
2. Prairie must pay each invoice within 30 days.
3. Prairie must pay the fuel surcharge.
`, { 'Maple Leaf Couriers Inc.': 'provider', 'Prairie Books Ltd.': 'customer' }],
  ];
  for (const [name, text, want] of mustRows) {
    it(`${name}: sides read`, () => {
      const got = sidesOf(text);
      for (const [n, side] of Object.entries(want)) expect(got[n]).toBe(side);
    });
    it(`${name} (twin with "shall"): sides read`, () => {
      const got = sidesOf(text.replace(/\bmust\b/g, 'shall'));
      for (const [n, side] of Object.entries(want)) expect(got[n]).toBe(side);
    });
  }
  const collab = (title: string) => `${title}
This agreement is made between Helix Peptide Therapeutics, Inc. ("Helix") and Nordlicht Biologics GmbH ("Nordlicht").
1. Helix hereby grants to Nordlicht a licence to use the Helix Compounds in the Research Program.
2. Nordlicht hereby grants to Helix a licence to use the Nordlicht Antibodies in the Research Program.
3. Helix shall provide the compounds and Nordlicht shall provide the antibody panels for the joint studies.
4. Nordlicht shall pay to Helix a milestone payment on the first clinical filing.
5. Helix shall pay Nordlicht a share of the net sales of any Joint Product.
6. Nordlicht shall pay to Helix half of the costs of the joint studies.
7. Helix shall deliver the study data to Nordlicht.
`;
  it('a collaboration where each grants, provides and pays: no sides', () => {
    const got = sidesOf(collab('RESEARCH COLLABORATION AGREEMENT'));
    expect(got['Helix Peptide Therapeutics, Inc.']).toBeNull();
    expect(got['Nordlicht Biologics GmbH']).toBeNull();
  });
  it('a joint development agreement where each grants, provides and pays: no sides', () => {
    const got = sidesOf(collab('JOINT DEVELOPMENT AGREEMENT'));
    expect(got['Helix Peptide Therapeutics, Inc.']).toBeNull();
  });
  it('twin: a supply agreement with the same acts keeps its sides', () => {
    const got = sidesOf(collab('SUPPLY AGREEMENT'));
    expect(got['Helix Peptide Therapeutics, Inc.']).toBe('provider');
  });
  it('twin: a collaboration where one party only pays keeps its sides', () => {
    const got = sidesOf(`RESEARCH COLLABORATION AGREEMENT
This agreement is made between Helix Peptide Therapeutics, Inc. ("Helix") and Nordlicht Biologics GmbH ("Nordlicht").
1. Helix shall provide the research services and shall deliver the study data to Nordlicht.
2. Nordlicht shall pay Helix the research fees in Schedule 1.
3. Nordlicht shall pay to Helix a milestone payment on the first clinical filing.
`);
    expect(got['Helix Peptide Therapeutics, Inc.']).toBe('provider');
    expect(got['Nordlicht Biologics GmbH']).toBe('customer');
  });
});

// ---- 8. A restriction ended by a general clause that names it by number ----
// (a general clause "Clause 7 applies only while you are employed by us and ends on the day your employment ends": the
// non-solicitation, reached only through its number, ends with the employment)
describe('a restrictive covenant ended by a general clause naming its number', () => {
  const doc = (general: string) => `EMPLOYMENT AGREEMENT

This agreement is between Kowhai Digital Limited ("the Employer") and Aroha Ngata ("the Employee").

1. Role
The Employee is employed as Head of Partnerships, reporting to the Chief Executive.

2. Remuneration
The Employer shall pay the Employee a salary of NZD 145,000 a year, paid monthly in arrears.

6. Confidentiality
The Employee shall keep the Employer's confidential information confidential during the employment and at all times after it ends.

7. Non-solicitation
For twelve (12) months after the employment ends, the Employee shall not solicit or entice away any employee of the Employer or any customer with whom the Employee dealt in the last twelve months of the employment.

8. Termination
Either party may terminate the employment on one month's written notice.

9. General
9.1 This agreement is governed by the laws of New Zealand.
9.2 ${general}
`;
  const rows: [string, string, string][] = [
    ['plain English: "has effect only during your employment and lapses when it ends"',
      'Clause 7 has effect only during the employment and lapses on the day the employment ends, however it ends.',
      'Clause 7 has effect during the employment and for twelve (12) months after the day the employment ends, however it ends.'],
    ['US drafting: "shall cease to apply upon the termination"',
      'Section 7 shall cease to apply upon the termination of the Employee\'s employment for any reason.',
      'Section 7 shall survive the termination of the Employee\'s employment for any reason.'],
    ['English drafting: "the restrictions in clause 7 end on the termination date"',
      'The restrictions in clause 7 shall end on the date on which the employment terminates.',
      'The restrictions in clause 7 shall continue for twelve months after the date on which the employment terminates.'],
  ];
  for (const [name, ends, twin] of rows) {
    it(`${name}: the non-solicitation is not preferred`, () => {
      const c = checkOf(reviewed(doc(ends), 'employment'), 'employment.non_solicit');
      expect(c?.position).not.toBe('preferred');
    });
    it(`${name} (twin, it survives): preferred as before`, () => {
      const base = checkOf(reviewed(doc('The Employee shall return the Employer\'s property when the employment ends.'), 'employment'), 'employment.non_solicit');
      const c = checkOf(reviewed(doc(twin), 'employment'), 'employment.non_solicit');
      expect(c?.position).toBe(base?.position);
    });
  }
});
