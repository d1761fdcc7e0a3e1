import { describe, expect, it } from 'vitest';
import { extractKeyTerms, extractKeyTermsDetailed, jurisdictionCode, parseDurations, parseDate, normaliseJurisdiction, parseNumber } from '../src/index.js';
import { SAMPLE_NDA, RISKY_NDA } from './fixtures.js';
import { cleanPartyName, noticeDays } from '../src/keyterms.js';

describe('extractKeyTerms', () => {
  const k = extractKeyTermsDetailed(SAMPLE_NDA);
  const pub = extractKeyTerms(SAMPLE_NDA);
  it('finds the parties and their defined names', () => {
    expect(k.parties.map((p) => p.name)).toEqual(['Northwind Traders Inc.', 'Contoso Ltd.']);
    expect(k.parties[0].defined_as).toBe('Northwind');
  });
  it('gives a definition after a blank counterparty to the blank, not to the named party', () => {
    const t = 'RESELLER AGREEMENT  This Reseller Agreement is between Quillon Systems Inc., a Delaware corporation, with offices at 40 Main Street, Dover DE and [Name of Reseller] ("Reseller").  1. Appointment. Quillon appoints the Reseller.';
    const parties = extractKeyTermsDetailed(t).parties;
    expect(parties.map((p) => p.name)).toEqual(['Quillon Systems Inc.']);
    expect(parties[0].defined_as).toBeUndefined();
    // a named party with its own definition keeps it
    expect(extractKeyTermsDetailed('This Agreement is between Quillon Systems Inc. ("Quillon") and Harbor Retail LLC ("Reseller").').parties.map((p) => p.defined_as)).toEqual(['Quillon', 'Reseller']);
  });
  it('takes no party from standard terms that name none (the agreement\'s short name, quoted words)', () => {
    const t = 'Standard Terms\n\n1. Introduction. This Mutual Non-Disclosure Agreement ("MNDA") allows each party ("Disclosing Party") to disclose information it identifies to the other ("Receiving Party") as "confidential" or "proprietary". Each party is identified on the Cover Page.';
    expect(extractKeyTermsDetailed(t).parties).toEqual([]);
    // a party defined by its role keeps it
    expect(extractKeyTermsDetailed('This Agreement is between Alpha Robotics Inc. (the "Discloser") and Beta Analytics LLC (the "Recipient").').parties.map((p) => p.name)).toEqual(['Alpha Robotics Inc.', 'Beta Analytics LLC']);
  });
  it('reads a notice counted back from the end of the term, only where the sentence is about a notice', () => {
    expect(noticeDays('unless either party gives written notice of non-renewal at least six (6) months before the end of the then-current term')).toBe(180);
    expect(noticeDays('unless a party notifies the other not less than ninety (90) days prior to the expiration of the term')).toBe(90);
    expect(noticeDays('Customer shall pay the fee thirty (30) days before the end of each quarter')).toBeNull();
  });
  it('returns the spec\'s flat KeyTerms shape', () => {
    expect(pub).toEqual({
      parties: ['Northwind Traders Inc.', 'Contoso Ltd.'],
      mutual: true,
      effective_date: '2025-03-03',
      term: 'P2Y',
      survival: 'P3Y',
      governing_law: 'US-NY',
      jurisdiction: 'New York',
      notice_period: 'P30D',
      liability_cap: '$50,000',
      // "Either party may terminate this Agreement on thirty (30) days' written notice"; every term stated plainly
      notice_period_given_by: 'either_party',
      // a two-year term that does not renew by itself
      term_kind: 'fixed',
      renewal_term: null,
      sources: {},
    });
  });
  it('states a cap measured by fees as written, and leaves indefinite survival out of the ISO field', () => {
    const t = 'The Recipient\'s obligations under this Agreement shall survive indefinitely. In no event shall either party\'s aggregate liability under this Agreement exceed the fees paid by Customer in the twelve (12) months preceding the claim.';
    expect(extractKeyTermsDetailed(t).survival).toBe('indefinite');
    const p = extractKeyTerms(t);
    expect(p.survival).toBeNull();
    expect(p.liability_cap).toBe('the fees paid by Customer in the twelve (12) months preceding the claim');
    expect(p.notice_period).toBeNull();
  });
  it('detects mutuality', () => {
    expect(k.mutual).toBe(true);
    expect(extractKeyTerms(RISKY_NDA).mutual).toBe(false);
  });
  it('normalises dates and durations', () => {
    expect(k.effective_date).toBe('2025-03-03');
    expect(k.term).toBe('P2Y');
    expect(k.survival).toBe('P3Y');
  });
  it('normalises governing law and jurisdiction', () => {
    expect(k.governing_law).toBe('New York');
    expect(k.jurisdiction).toBe('New York');
  });
  it('extracts notice periods and amounts with exact offsets', () => {
    const n = k.notice_periods.find((x) => x.purpose === 'termination');
    expect(n?.duration).toBe('P30D');
    expect(SAMPLE_NDA.slice(n!.start, n!.end)).toBe(n!.quote);
    expect(k.liability_cap?.value).toBe(50000);
    expect(k.liability_cap?.currency).toBe('USD');
    expect(SAMPLE_NDA.slice(k.liability_cap!.start, k.liability_cap!.end)).toBe(k.liability_cap!.quote);
  });
});

describe('normalisers', () => {
  it('parses number words and durations', () => {
    expect(parseNumber('twenty-four')).toBe(24);
    expect(parseNumber('two (2)')).toBe(2);
    expect(parseDurations('for eighteen (18) months').map((d) => d.iso)).toEqual(['P18M']);
    expect(parseDurations('within ten business days').map((d) => d.iso)).toEqual(['P10D']);
  });
  it('parses dates in several formats', () => {
    expect(parseDate('dated 1st day of July, 2019')).toBe('2019-07-01');
    expect(parseDate('as of 2021-12-31')).toBe('2021-12-31');
    expect(parseDate('no date here')).toBeNull();
  });
  it('normalises jurisdictions', () => {
    expect(normaliseJurisdiction('the laws of the Commonwealth of Massachusetts')).toBe('Massachusetts');
    expect(normaliseJurisdiction('laws of England and Wales')).toBe('England and Wales');
    expect(normaliseJurisdiction('the law of Narnia')).toBeNull();
  });
  it('codes jurisdictions as ISO 3166', () => {
    expect(jurisdictionCode('Delaware')).toBe('US-DE');
    expect(jurisdictionCode('District of Columbia')).toBe('US-DC');
    expect(jurisdictionCode('England and Wales')).toBe('GB');
    expect(jurisdictionCode('Ontario')).toBe('CA-ON');
    expect(jurisdictionCode('Germany')).toBe('DE');
    expect(jurisdictionCode('Narnia')).toBe('Narnia');
  });
});

describe('noticeDays: the notice a right is exercised on', () => {
  it('reads the duration tied to the notice, in days', () => {
    expect(noticeDays('Either party may terminate this Agreement by giving ninety (90) days\' prior written notice.')).toBe(90);
    expect(noticeDays('The Company may end this Agreement on 3 months prior notice.')).toBe(90);
    expect(noticeDays('Client may terminate on six (6) weeks\' written notice.')).toBe(42);
    expect(noticeDays('Customer may terminate upon a notice of not less than sixty (60) days.')).toBe(60);
  });
  it('ignores durations that are not the notice, and notices of a breach', () => {
    expect(noticeDays('Customer may terminate on thirty (30) days\' notice at any time after the first three (3) years.')).toBe(30);
    expect(noticeDays('This Agreement continues for three (3) years.')).toBeNull();
    expect(noticeDays('Either party may terminate on thirty (30) days\' notice of an uncured material breach.')).toBeNull();
  });
});

describe('parties: a date or term phrase of the opening is no party', () => {
  it('skips a run-together "EffectiveDate" definition and names the parties', () => {
    const t = 'SERVICES AGREEMENT\n\nThis Services Agreement is entered into as of the date of last signature ("EffectiveDate") by and between Northwind Traders Inc. ("Provider") and Contoso Ltd. ("Customer").\n\n1. Services. Provider shall provide the services.';
    expect(extractKeyTerms(t).parties).toEqual(['Northwind Traders Inc.', 'Contoso Ltd.']);
  });
  it('cuts the date glued to a name and drops what is only a date phrase', () => {
    expect(cleanPartyName('THE SCOTTS COMPANY LLC Effective as of September 30')).toBe('THE SCOTTS COMPANY LLC');
    expect(cleanPartyName('Northwind and Contoso. The effective term is 12 months')).toBe('Northwind and Contoso');
    expect(cleanPartyName('is effective this ______ day of ________')).toBeNull();
    expect(cleanPartyName('is made and entered into as of the')).toBeNull();
    expect(cleanPartyName('EffectiveDate')).toBeNull();
    expect(cleanPartyName('Effective Technologies Inc.')).toBe('Effective Technologies Inc.');
  });
});

describe('governing law named by its adjective', () => {
  it('reads "English law" and "Swiss law" as the law of that country', () => {
    expect(normaliseJurisdiction('This Agreement is governed by and construed in accordance with English law, save where provided otherwise herein')).toBe('England and Wales');
    expect(normaliseJurisdiction('governed by Swiss substantive law')).toBe('Switzerland');
    expect(normaliseJurisdiction('the laws of the State of New York')).toBe('New York');
    expect(normaliseJurisdiction('in accordance with applicable law')).toBeNull();
  });

  it('reads a clause written in capitals, but never a lower-case word that is also a place', () => {
    expect(normaliseJurisdiction('THE LAWS, OTHER THAN CHOICE OF LAW RULES, OF THE STATE OF GEORGIA.')).toBe('Georgia');
    expect(normaliseJurisdiction('THE INTERNAL LAWS OF THE COMMONWEALTH OF PENNSYLVANIA')).toBe('Pennsylvania');
    expect(normaliseJurisdiction('the laws applicable to fine china and other goods')).toBeNull();
    const caps = 'SERVICES AGREEMENT\n\n1. Services. The Provider shall provide the services.\n\n2. GOVERNING LAW. THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF NEW YORK.\n';
    expect(extractKeyTerms(caps).governing_law).toBe('US-NY');
  });

  it('reads the term of an "initial Subscription Term"', () => {
    const t = 'SUBSCRIPTION AGREEMENT\n\n1. Term. The initial Subscription Term is one (1) year from the Effective Date. Thereafter the Agreement renews for successive one-year terms.\n';
    expect(extractKeyTerms(t).term).toBe('P1Y');
  });

  it('reads the date the terms are agreed on as the effective date', () => {
    const t = 'SERVICE TERMS\n\nThese terms are agreed on 3 March 2025 between Alder Systems Limited ("Alder") and Brook Council ("the Customer").\n\n1. Alder will provide the services.\n';
    expect(extractKeyTerms(t).effective_date).toBe('2025-03-03');
  });

  it('takes no term from how long records are kept, or how long some obligations last, when the agreement runs until an event', () => {
    const audit = 'Records. The Licensee shall keep books and records, available for a period of three (3) years from the end of the year to which they relate.';
    const confidentiality = 'Disclosure. The Receiving Party may disclose to persons bound by obligations substantially similar to these (provided that the term of such confidentiality obligations may only extend for five (5) years).';
    const untilEvent = 'Term. The term of this Agreement shall commence upon the Effective Date and, unless earlier terminated, shall expire on the last day of the Royalty Term.';
    expect(extractKeyTerms(`LICENSE AGREEMENT\n\n1. ${audit}\n\n2. ${confidentiality}\n`).term).toBeNull();
    // a period an earlier sentence gave is not the term of an agreement that runs until an event, nor is a later one
    expect(extractKeyTerms(`LICENSE AGREEMENT\n\n1. Support. The Licensor will support the Product for a period of two (2) years.\n\n2. ${untilEvent}\n\n3. Transition. The Licensor will provide transition services for a period of six (6) months.\n`).term).toBeNull();
    // the term stated with a length is read as before
    expect(extractKeyTerms(`LICENSE AGREEMENT\n\n1. ${audit}\n\n2. Term. The term of this Agreement is three (3) years from the Effective Date.\n`).term).toBe('P3Y');
  });

  it('reads a term stated as when the agreement expires, counted from its start, also as the ticked option of a form', () => {
    const given: Array<[string, string | null]> = [
      ['### Agreement Term\n- [x] Expires [2 year(s)] from Effective Date.\n- [ ] Continues until terminated.\n', 'P2Y'],
      ['7. Duration. This Agreement expires three (3) years after the Effective Date.\n', 'P3Y'],
      ['7. Duration. The Agreement will end 18 months from the Commencement Date.\n', 'P18M'],
      // an option left unticked is not the term
      ['### Agreement Term\n- [ ] Expires [2 year(s)] from Effective Date.\n- [x] Continues until terminated.\n', null],
      // a period of days after the effective date is no term
      ['4. Offer. The offer expires 30 days after the Effective Date.\n', null],
    ];
    for (const [clause, want] of given) expect(extractKeyTerms(`MUTUAL NDA\n\n${clause}`).term, clause).toBe(want);
  });

  it('takes no term from a restriction that runs after the relationship ends', () => {
    const given: Array<[string, string | null]> = [
      ['7. Restrictions. For a period of two (2) years after the engagement ends the Consultant shall not work for any client of the Company.', null],
      ['7. Restrictions. For three (3) years after his employment terminates the Executive will not be concerned in any rival business.', null],
      // the agreement's own term still reads
      ['2. Term. This Agreement shall continue for a period of two (2) years from the Effective Date.', 'P2Y'],
    ];
    for (const [clause, want] of given) expect(extractKeyTerms(`SERVICE AGREEMENT\n\n${clause}\n`).term, clause).toBe(want);
  });
});

describe('parties defined without quotes, and legal forms', () => {
  it('reads "(1) X ... (the Company) (2) Y (the Executive)", keeps a number or a chained form in the name, and ends a name at a column of padding', () => {
    const t = 'SERVICE AGREEMENT\n\nTHIS AGREEMENT is made on 1 October 2019\n\nBETWEEN: (1) NORTHWIND 2005 LIMITED (registered number 01003653) whose registered office is at 1 High Street, London (the Company) (2) JANE SMITH (the Executive).\n\nIT IS AGREED as follows: 1. The Company employs the Executive.';
    expect(extractKeyTerms(t).parties).toEqual(['NORTHWIND 2005 LIMITED', 'JANE SMITH']);
    const v = 'OUTSOURCING AGREEMENT\n\n BETWEEN:\n\n   NORTHWIND MEDIA INTERNATIONAL          HOOFDSTRAAT 51          1234 AB AMSTERDAM (HEREINAFTER "NMI")\n\n   AND\n\n   CONTOSO SYSTEMS, INC.          320 MAIN STREET (HEREAFTER "CONTOSO")\n\n1. PURPOSE.';
    expect(extractKeyTerms(v).parties).toEqual(['NORTHWIND MEDIA INTERNATIONAL', 'CONTOSO SYSTEMS, INC.']);
    const u = 'SUPPLY AGREEMENT\n\nThis Agreement is made between Contoso Chemical Company, LLC, a Delaware limited liability company ("Supplier"), and Fabrikam & Company Limited ("Buyer").\n\n1. Supply.';
    expect(extractKeyTerms(u).parties).toEqual(['Contoso Chemical Company, LLC', 'Fabrikam & Company Limited']);
  });
});
