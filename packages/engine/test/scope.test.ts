import { describe, expect, it } from 'vitest';
import { plainText } from '../src/index.js';
import { capFeeMonths, isCarveOut } from '../src/liability.js';
import { findOverrides, holderOf, inRoleWords, liabilityHolder, negated, partySides, providerScore, roleLexicon } from '../src/scope.js';

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

  it('puts parties known by their own names on a side', () => {
    // one party defined by a role: the other takes the opposite side, whatever it is called
    expect(partySides([{ name: 'Kestrel Analytics Inc.', defined_as: 'Kestrel' }, { name: 'Marlow Foods plc', defined_as: 'Client' }])).toEqual(['provider', 'customer']);
    expect(partySides([{ name: 'Ferrow Holdings Ltd', defined_as: 'Company' }, { name: 'Dana Whitlock', defined_as: 'Consultant' }])).toEqual(['customer', 'provider']);
    expect(partySides([{ name: 'Tallis Pumps GmbH', defined_as: 'Manufacturer' }, { name: 'Oriel Trading Ltd', defined_as: 'Oriel' }])).toEqual(['provider', 'customer']);
    // both by name: who grants and is paid against who is granted and pays, wherever they are named
    const parties = [{ name: 'Pemberton Games Ltd', defined_as: 'Pemberton' }, { name: 'Orchard Studios Inc.', defined_as: 'Orchard' }];
    const licence = 'Orchard hereby grants to Pemberton a non-exclusive licence to publish the Title. Pemberton shall pay Orchard a royalty of ten percent of net receipts.';
    expect(partySides(parties, licence)).toEqual(['customer', 'provider']);
    const recitals = 'WHEREAS Orchard wishes to distribute the games; WHEREAS Pemberton is a developer and publisher of games.';
    expect(partySides(parties, recitals)).toEqual(['provider', 'customer']);
    // one cue is not enough to put a party on a side
    expect(partySides(parties, 'Orchard shall supply the cartridges described in Exhibit A.')).toEqual([null, null]);
    // nothing says who is who: unknown, not a guess
    expect(partySides(parties, 'Each party shall keep the other party\'s information confidential.')).toEqual([null, null]);
    expect(partySides(parties)).toEqual([null, null]);
  });

  it('reads a one-sided cap and a defence promise by the parties\' own names', () => {
    const parties = [{ name: 'Halvorsen Optics AS', defined_as: 'Halvorsen' }, { name: 'Brightwater Medical LLC', defined_as: 'Brightwater' }];
    const named = roleLexicon(parties, 'Halvorsen is a manufacturer of imaging equipment. Brightwater shall pay each invoice within 45 days.');
    expect(liabilityHolder('In no event will the aggregate liability incurred by Halvorsen exceed the price paid.', named)).toBe('provider');
    expect(liabilityHolder('In no event will the aggregate liability incurred by either party exceed the price paid.', named)).toBe('both');
    expect(liabilityHolder('Halvorsen\'s entire liability shall in no event exceed the price paid.', named)).toBe('provider');
    // the party the liability is owed to is not its holder
    expect(liabilityHolder('The liability of Orion Bank to Halvorsen for any reason shall be limited to the fees paid.', named)).toBeNull();
    expect(liabilityHolder('The liability of Brightwater to Halvorsen for any reason shall be limited to the fees paid.', named)).toBe('customer');
    expect(holderOf('Brightwater may terminate this Agreement for convenience.', /terminat/i, named)).toBe('customer');
    expect(inRoleWords('Brightwater agrees to defend Halvorsen and the Halvorsen Optics group.', named)).toBe('Customer agrees to defend Provider and the Provider group.');
    // without the text the names give no side: a party named whose side is unknown (one-sided, but to whom's benefit
    // cannot be read), two of them named together are both; a sentence is left as it is
    const bare = roleLexicon(parties);
    expect(liabilityHolder('In no event will the aggregate liability incurred by Halvorsen exceed the price paid.', bare)).toBe('unplaced');
    expect(liabilityHolder('In no event will the aggregate liability of Halvorsen or of Brightwater exceed the price paid.', bare)).toBe('both');
    expect(liabilityHolder('In no event will the aggregate liability of the Bank exceed the price paid.', bare)).toBeNull();
    expect(inRoleWords('Brightwater agrees to defend Halvorsen.', bare)).toBe('Brightwater agrees to defend Halvorsen.');
  });

  it('reads a side from what the contract says a party does before the role its name suggests', () => {
    const charter = [{ name: 'Northsea Tankers AS', defined_as: 'Owner' }, { name: 'Halden Fuels Ltd', defined_as: 'Charterer' }];
    const hire = 'Owner agrees to let, and Charterer agrees to hire, the Vessel. Owner shall at all times provide a master and crew. '
      + 'Charterer shall pay to Owner hire of USD 12,000 per day. Owner will invoice the hire monthly.';
    // the vessel's owner lets it out and is paid: the provider, whatever "Owner" suggests
    expect(partySides(charter, hire)).toEqual(['provider', 'customer']);
    // the owner of a plant engages its operator and pays it: the customer
    const plant = [{ name: 'Magellan Terminals LP', defined_as: 'Owner' }, { name: 'Omega Refining LLC', defined_as: 'Omega' }];
    expect(partySides(plant, 'Owner desires to engage Omega to operate the terminal. Owner shall pay Omega a monthly fee. Omega will invoice Owner monthly.')).toEqual(['customer', 'provider']);
    // the text silent: the role the name suggests, and its counterpart the other side
    expect(partySides(plant, 'This Agreement is governed by the laws of Texas.')).toEqual(['customer', 'provider']);
    // a role word stands against the text: a customer that also supplies something is still the customer
    const firm = [{ name: 'Kestrel Analytics Inc.', defined_as: 'Supplier' }, { name: 'Marlow Foods plc', defined_as: 'Customer' }];
    expect(partySides(firm, 'Customer shall supply the data. Customer will invoice its own clients. Customer shall sell the goods.')).toEqual(['provider', 'customer']);
  });

  it('does not read a side from what either side provides or keeps', () => {
    const parties = [{ name: 'Tallis Pumps GmbH', defined_as: 'Tallis' }, { name: 'Oriel Trading Ltd', defined_as: 'Distributor' }];
    // a distributor sends reports and forecasts and keeps records: still the distributor (the customer side)
    const paperwork = 'Distributor shall provide Tallis with monthly sales reports. Distributor shall provide a rolling forecast. '
      + 'Distributor will deliver a copy of each order. Distributor shall retain its records. Distributor will provide written notice of any claim.';
    expect(partySides(parties, paperwork)).toEqual(['provider', 'customer']);
    const cues: string[] = [];
    expect(providerScore(paperwork, ['Distributor'], cues)).toBe(0);
    expect(cues).toEqual([]);
    // nor does a name used as a word of another, or one given paperwork
    expect(providerScore('Reseller shall resell the Tallis Products. Reseller shall provide Tallis with forecasts.', ['Tallis'])).toBe(0);
    // what it supplies does count
    expect(providerScore('Tallis shall supply the Products. Tallis will invoice each shipment.', ['Tallis'], cues)).toBe(2);
    expect(cues).toEqual(['Tallis shall supply', 'Tallis will invoice']);
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
    expect(findOverrides(s)).toEqual([{ sentence: 0, sections: ['9'], full: true, bare: true }, { sentence: 1, sections: ['3.2', '3.4'], full: true }]);
  });
});
