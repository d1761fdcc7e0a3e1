// The parties an opening names, their defined terms and the side each is on (session 21, parties25): rows written
// before the readers were changed, in US, English, Australian, Indian, Canadian and CIS styles, each class with a benign
// twin the change must leave alone.
import { describe, expect, it } from 'vitest';
import { extractKeyTermsDetailed } from '../src/index.js';
import { roleLexicon } from '../src/scope.js';

/** A table of contents long enough to push the opening past the first 4,000 characters. */
const TOC = `\nTABLE OF CONTENTS\n\n${Array.from({ length: 140 }, (_, i) => `${Math.floor(i / 6) + 1}.${(i % 6) + 1} Heading of section ${i + 1} ${Math.floor(i / 3) + 1}`).join('\n')}\n\n`;

interface Row { name: string; text: string; parties: [name: string, defined: string | undefined, side?: 'customer' | 'provider' | null][] }

function read(text: string) {
  const parties = extractKeyTermsDetailed(text).parties;
  const sides = roleLexicon(parties, text).sides;
  return parties.map((p, i) => [p.name, p.defined_as, sides[i]] as const);
}

function rows(list: Row[]) {
  for (const r of list) {
    it(r.name, () => {
      const got = read(r.text);
      expect(got.map(([n, d]) => [n, d])).toEqual(r.parties.map(([n, d]) => [n, d]));
      r.parties.forEach(([, , side], i) => { if (side !== undefined) expect(got[i][2]).toBe(side); });
    });
  }
}

describe('an opening after a table of contents', () => {
  rows([
    {
      name: 'US: the title page names the parties, the opening after the contents defines them',
      text: `SUPPLY AGREEMENT\nby and between\nHARTWELL BIOLOGICS, INC.\nand\nMERIDIAN PHARMA SERVICES LLC\nDated as of March 3, 2021\n${TOC}SUPPLY AGREEMENT\n\nThis Supply Agreement (this "Agreement") is entered into as of March 3, 2021 by and between Hartwell Biologics, Inc., a Delaware corporation ("Hartwell"), and Meridian Pharma Services LLC, a New Jersey limited liability company ("Meridian").\n\nWHEREAS, Meridian manufactures products.\n\n1. Meridian shall supply the Products to Hartwell. Hartwell shall pay Meridian the fees.`,
      parties: [['Hartwell Biologics, Inc.', 'Hartwell'], ['Meridian Pharma Services LLC', 'Meridian']],
    },
    {
      name: 'US: a title line with a source line after it, and an opening after the contents with role words',
      text: `JOINT DEVELOPMENT AGREEMENT between ASTORIA CERAMICS, INC. and BALTIC MATERIALS RESEARCH COMPANY Source: ASTORIA CERAMICS INC, 8-K, 11/6/2019 ${TOC}JOINT DEVELOPMENT AGREEMENT\n\nTHIS JOINT DEVELOPMENT AGREEMENT is made and entered into as of November 1, 2019 by and between Astoria Ceramics, Inc., a Delaware corporation with offices at 3 Kiln Road, Troy, New York ("Licensee"), and Baltic Materials Research Company, a Delaware corporation ("Licensor").\n\n1. Licensor grants Licensee a licence. Licensee shall pay royalties.`,
      parties: [['Astoria Ceramics, Inc.', 'Licensee', 'customer'], ['Baltic Materials Research Company', 'Licensor', 'provider']],
    },
    {
      name: 'English: a cover page with numbered parties, the contents, then the parties clause',
      text: `DATED 4 May 2022\n\n(1) ORCHARD LANE SOFTWARE LIMITED\n\n(2) BRIGHTWATER HOUSING ASSOCIATION LIMITED\n\nSOFTWARE LICENCE AGREEMENT\n${TOC}THIS AGREEMENT is dated 4 May 2022\n\nPARTIES\n\n(1) Orchard Lane Software Limited incorporated and registered in England and Wales with company number 08123456 whose registered office is at 12 Mill Street, Leeds LS1 4AB ("Licensor").\n\n(2) Brightwater Housing Association Limited incorporated and registered in England and Wales with company number 07234567 whose registered office is at 3 Quay Road, Hull HU1 2CD ("Licensee").\n\nBACKGROUND\n\n(A) The Licensor grants licences.`,
      parties: [['Orchard Lane Software Limited', 'Licensor', 'provider'], ['Brightwater Housing Association Limited', 'Licensee', 'customer']],
    },
    {
      // benign twin: the opening comes before the contents; a form in a later exhibit names other parties
      name: 'benign: an opening before the contents keeps its parties, not an exhibit\'s after them',
      text: `MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is made as of June 1, 2020 between Quill River Health, Inc., a Delaware corporation ("Customer"), and Tessellate Data LLC, an Ohio limited liability company ("Provider").\n${TOC}EXHIBIT C FORM OF GUARANTEE\n\nThis Guarantee is made between Tessellate Holdings Corp., a Delaware corporation ("Guarantor"), and Quill River Health, Inc. ("Beneficiary").`,
      parties: [['Quill River Health, Inc.', 'Customer', 'customer'], ['Tessellate Data LLC', 'Provider', 'provider']],
    },
  ]);
});

describe('"hereinafter referred to as" with "of the one part" or "on the one side"', () => {
  rows([
    {
      name: 'Indian: "(which expression shall ... include its successors) of the ONE PART; AND ... of the OTHER PART"',
      text: `SERVICES AGREEMENT\n\nThis Services Agreement is made at Bengaluru on this 5th day of June, 2023\n\nBETWEEN\n\nKaveri Analytics Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 14 MG Road, Bengaluru 560001, hereinafter referred to as the "Company" (which expression shall, unless repugnant to the context or meaning thereof, include its successors and permitted assigns) of the ONE PART;\n\nAND\n\nNilgiri Cloud Solutions LLP, a limited liability partnership registered under the Limited Liability Partnership Act, 2008, having its office at 22 Anna Salai, Chennai 600002, hereinafter referred to as the "Service Provider" (which expression shall, unless repugnant to the context or meaning thereof, include its partners and permitted assigns) of the OTHER PART.\n\nWHEREAS the Company wishes to engage the Service Provider.\n\n1. The Service Provider shall provide the Services. The Company shall pay the fees.`,
      parties: [['Kaveri Analytics Private Limited', 'Company', 'customer'], ['Nilgiri Cloud Solutions LLP', 'Service Provider', 'provider']],
    },
    {
      name: 'Indian: a licensor and a licensee, "hereinafter called", the second introduced by "And"',
      text: `LICENCE AGREEMENT\n\nThis Agreement is entered into on 1 April 2022 by and between Sahyadri Software Private Limited, a company incorporated under the Companies Act, 1956 and having its registered office at Pune, hereinafter called the "Licensor" (which expression shall include its successors and assigns) of the FIRST PART\n\nAnd\n\nDeccan Cooperative Bank Limited, a bank having its head office at Hyderabad, hereinafter called the "Licensee" (which expression shall include its successors) of the SECOND PART.\n\n1. The Licensor grants the Licensee a licence.`,
      parties: [['Sahyadri Software Private Limited', 'Licensor', 'provider'], ['Deccan Cooperative Bank Limited', 'Licensee', 'customer']],
    },
    {
      name: 'CIS: "in the person of ..., acting on the basis of the Charter, on the one side, and ..."',
      text: `TRANSPORTATION CONTRACT\n\nAlmaty, 1 February 2021\n\nJSC Steppe Logistics, hereinafter referred to as the "Carrier", in the person of General Director Mr. A. Bekov, acting on the basis of the Charter, on the one side, and LLP Altyn Grain, hereinafter referred to as the "Customer", in the person of Director Ms. D. Omarova, acting on the basis of the Charter, on the other side, collectively referred to as the "Parties", have entered into this Contract as follows:\n\n1. The Carrier shall carry the goods. The Customer shall pay the freight.`,
      parties: [['JSC Steppe Logistics', 'Carrier', 'provider'], ['LLP Altyn Grain', 'Customer', 'customer']],
    },
    {
      // benign twin: one party defined so, then the operative words; no second party is invented
      name: 'benign: one party "hereinafter referred to as" and a deed poll\'s operative words, no second party',
      text: `DEED POLL\n\nThis Deed Poll is made on 3 March 2020 by Ganga Infrastructure Private Limited, a company incorporated under the Companies Act, 2013, hereinafter referred to as the "Issuer" (which expression shall include its successors) of the ONE PART.\n\nNOW THIS DEED WITNESSES as follows:\n\n1. The Issuer undertakes to pay each holder.`,
      parties: [['Ganga Infrastructure Private Limited', 'Issuer']],
    },
  ]);
});

describe('defined terms without quotation marks', () => {
  rows([
    {
      name: 'English: numbered parties with their terms in brackets unquoted ("(Supplier)", "(Customer)")',
      text: `THIS AGREEMENT is dated 9 September 2021\n\nPARTIES\n\n(1) Thistle Foods Limited incorporated and registered in Scotland with company number SC123456 whose registered office is at 1 Loch Street, Perth PH1 1AA (Supplier).\n\n(2) Harrowgate Grocers Limited incorporated and registered in England and Wales with company number 01234567 whose registered office is at 8 Market Square, York YO1 7HH (Customer).\n\nBACKGROUND\n\n(A) The Supplier supplies food products and the Customer wishes to buy them.`,
      parties: [['Thistle Foods Limited', 'Supplier', 'provider'], ['Harrowgate Grocers Limited', 'Customer', 'customer']],
    },
    {
      name: 'Australian: a trustee "as trustee for" a fund, terms in brackets unquoted',
      text: `INVESTMENT MANAGEMENT AGREEMENT\n\nDate: 1 January 2022\n\nParties\n\n1. Harbourview Trustees Pty Ltd (ACN 111 222 333) as trustee for the Harbourview Growth Fund of Level 9, 1 Collins Street, Melbourne VIC 3000 (Trustee)\n\n2. Summit Capital Partners Pty Ltd (ACN 444 555 666) of 20 Bridge Street, Sydney NSW 2000 (Manager)\n\nBackground\n\nA. The Trustee wishes to appoint the Manager to manage the Fund. The Manager shall manage the assets. The Trustee shall pay the fee.`,
      parties: [['Harbourview Trustees Pty Ltd', 'Trustee', 'customer'], ['Summit Capital Partners Pty Ltd', 'Manager', 'provider']],
    },
    {
      // benign twin: a company number, a registration or a place in brackets is no defined term
      name: 'benign: "(ACN 123 456 789)", "(company number 0123)" and "(Ontario)" are no terms',
      text: `THIS AGREEMENT is dated 2 March 2019\n\nPARTIES\n\n(1) Wattle Medical Pty Ltd (ACN 123 456 789) of 7 Harbour Road, Sydney NSW 2000 ("Wattle").\n\n(2) Northgate Surgical Supplies Inc. (Ontario) of 1500 Bay Street, Toronto ("Northgate").\n\nBACKGROUND\n\n(A) Wattle wishes to appoint Northgate as its distributor.`,
      parties: [['Wattle Medical Pty Ltd', 'Wattle'], ['Northgate Surgical Supplies Inc.', 'Northgate']],
    },
  ]);
});

describe('a party defined by a pronoun and a role word', () => {
  rows([
    {
      name: 'plain English: ("you" or "Customer") is the customer',
      text: `TERMS OF SERVICE\n\nThese Terms of Service are an agreement between Cobalt Ledger Inc., a Delaware corporation ("Cobalt", "we" or "us"), and the business accepting them ("you" or "Customer").\n\n1. We will provide the Service. You will pay the fees.`,
      parties: [['Cobalt Ledger Inc.', 'Cobalt', 'provider'], ['the business accepting them', 'Customer', 'customer']],
    },
    {
      name: 'plain English: ("Subscriber", "you") and ("Lumio", "we", "us")',
      text: `SUBSCRIPTION AGREEMENT\n\nThis Subscription Agreement is between Lumio Analytics Ltd, a company registered in England ("Lumio", "we", "us"), and the organisation named in the Order ("Subscriber", "you").\n\n1. We will host the platform. You will pay the subscription fees.`,
      parties: [['Lumio Analytics Ltd', 'Lumio', 'provider'], ['the organisation named in the Order', 'Subscriber', 'customer']],
    },
    {
      name: 'Canadian: ("Licensee" or "you") and ("Licensor", "we")',
      text: `END USER LICENCE AGREEMENT\n\nThis Agreement is made between Northern Lights Software Inc., a corporation incorporated under the laws of British Columbia ("Licensor" or "we"), and Prairie Credit Union Limited, a credit union incorporated under the laws of Saskatchewan ("Licensee" or "you").\n\n1. We grant you a licence to use the Software.`,
      parties: [['Northern Lights Software Inc.', 'Licensor', 'provider'], ['Prairie Credit Union Limited', 'Licensee', 'customer']],
    },
    {
      // benign twin: a pronoun alone stays the term
      name: 'benign: ("you") alone stays "you"',
      text: `TERMS OF USE\n\nThese Terms of Use are an agreement between Cobalt Ledger Inc., a Delaware corporation ("Cobalt"), and the individual using the site ("you").\n\n1. Cobalt will provide the site.`,
      parties: [['Cobalt Ledger Inc.', 'Cobalt'], ['the individual using the site', 'you']],
    },
  ]);
});

describe('role words: Company, Employer, Licensor, Manager', () => {
  rows([
    {
      name: 'Canadian employment: "the Employer" and "the Employee" after "- and -"',
      text: `EMPLOYMENT AGREEMENT\n\nTHIS AGREEMENT made as of the 1st day of September, 2021.\n\nBETWEEN:\n\nMAPLE RIDGE TECHNOLOGIES LTD., a corporation incorporated under the laws of the Province of Ontario\n\n(the "Employer")\n\n- and -\n\nJEAN-PIERRE TREMBLAY, of the City of Ottawa, in the Province of Ontario\n\n(the "Employee")\n\n1. The Employer shall employ the Employee.`,
      parties: [['MAPLE RIDGE TECHNOLOGIES LTD.', 'Employer', 'customer'], ['JEAN-PIERRE TREMBLAY', 'Employee', 'provider']],
    },
    {
      name: 'US consulting: "the Company" against "Consultant" is the customer',
      text: `CONSULTING AGREEMENT\n\nThis Consulting Agreement is entered into as of May 5, 2019 by and between Redfern Robotics, Inc., a Delaware corporation (the "Company"), and Priya Raman ("Consultant").\n\n1. Consultant shall perform the services. The Company shall pay Consultant.`,
      parties: [['Redfern Robotics, Inc.', 'Company', 'customer'], ['Priya Raman', 'Consultant', 'provider']],
    },
    {
      name: 'property management: "the Manager" provides, the owner is the customer',
      text: `PROPERTY MANAGEMENT AGREEMENT\n\nThis Agreement is made on 2 February 2023 between Coral Bay Holdings LLC, a Florida limited liability company ("Owner"), and Tidewater Property Services, Inc., a Florida corporation ("Manager").\n\n1. Manager shall manage the Property. Owner shall pay Manager a fee.`,
      parties: [['Coral Bay Holdings LLC', 'Owner', 'customer'], ['Tidewater Property Services, Inc.', 'Manager', 'provider']],
    },
    {
      name: 'US fund: "the Manager" against "the Company" is the provider, the Company the customer',
      text: `MANAGEMENT AGREEMENT\n\nThis Management Agreement is entered into as of January 2, 2020 by and between Lakeshore Income Fund, Inc., a Maryland corporation (the "Company"), and Halyard Asset Management LLC, a Delaware limited liability company (the "Manager").\n\n1. The Manager shall manage the investments of the Company.`,
      parties: [['Lakeshore Income Fund, Inc.', 'Company', 'customer'], ['Halyard Asset Management LLC', 'Manager', 'provider']],
    },
    {
      name: 'road haulage: "the Carrier" against "the Shipper"',
      text: `ROAD TRANSPORT AGREEMENT\n\nThis Agreement is made on 4 April 2022 between Pennine Foods Limited, a company registered in England ("Shipper"), and Moorside Haulage Limited, a company registered in England ("Carrier").\n\n1. The Carrier shall collect the goods from the Shipper's depots.`,
      parties: [['Pennine Foods Limited', 'Shipper', 'customer'], ['Moorside Haulage Limited', 'Carrier', 'provider']],
    },
    {
      // benign twin: a carrier the text names is no party; the parties' own names put no one on a side
      name: 'benign: "the carrier" in the text, parties defined by their own names, stays unread',
      text: `COOPERATION AGREEMENT\n\nThis Agreement is made on 4 April 2022 between Pennine Foods Limited, a company registered in England ("Pennine"), and Moorside Dairies Limited, a company registered in England ("Moorside").\n\n1. Each party shall ensure that the carrier it appoints delivers on time.`,
      parties: [['Pennine Foods Limited', 'Pennine', null], ['Moorside Dairies Limited', 'Moorside', null]],
    },
    {
      // benign twin: a manager named in the text who is no party does not make a party's side
      name: 'benign: "Company" against "Investor" stays unread; a project manager named later is no party',
      text: `SUBSCRIPTION AGREEMENT\n\nThis Agreement is made on 1 March 2021 between Brightline Mining Corp., a British Columbia company (the "Company"), and Aurora Ventures LP, an Alberta limited partnership (the "Investor").\n\n1. The Investor subscribes for shares. The Company appoints Mr. Lee as project manager of the site.`,
      parties: [['Brightline Mining Corp.', 'Company', null], ['Aurora Ventures LP', 'Investor', null]],
    },
  ]);
});

describe('three or more parties, and a cover table', () => {
  rows([
    {
      name: 'US agency agreement: three parties with their terms',
      text: `AGENCY AGREEMENT\n\nThis Agreement is made as of May 1, 2018 by and among Redwood Bancorp, Inc., a Maryland corporation (the "Company"), Redwood Savings Bank, a federal savings bank (the "Bank"), and Keystone Securities, LLC, a Delaware limited liability company (the "Agent").\n\n1. The Agent shall act as agent.`,
      parties: [['Redwood Bancorp, Inc.', 'Company'], ['Redwood Savings Bank', 'Bank'], ['Keystone Securities, LLC', 'Agent']],
    },
    {
      name: 'English: three numbered parties, one a guarantor',
      text: `THIS DEED is dated 1 June 2020\n\nPARTIES\n\n(1) Kestrel Turbines Limited, a company incorporated in England and Wales with company number 04567890 ("Supplier");\n\n(2) Marlow Energy Limited, a company incorporated in England and Wales with company number 05678901 ("Customer"); and\n\n(3) Kestrel Group plc, a company incorporated in England and Wales with company number 06789012 ("Guarantor").\n\nBACKGROUND\n\n(A) The Supplier supplies turbines.`,
      parties: [['Kestrel Turbines Limited', 'Supplier', 'provider'], ['Marlow Energy Limited', 'Customer', 'customer'], ['Kestrel Group plc', 'Guarantor']],
    },
    {
      name: 'a cover table of parties',
      text: `ORDER FORM\n\nCustomer: Fennel & Pike Ltd\nProvider: Lumen Grid Software Inc.\nStart Date: 1 May 2024\n\nThe Provider shall provide the Services to the Customer. The Customer shall pay the Fees.`,
      parties: [['Fennel & Pike Ltd', 'Customer', 'customer'], ['Lumen Grid Software Inc.', 'Provider', 'provider']],
    },
  ]);
});

describe('parties listed by letters', () => {
  rows([
    {
      name: 'US: "by and among the following parties: (a) ...; (b) ...; and (c) ..."',
      text: `ENDORSEMENT AGREEMENT\n\nThis Endorsement Agreement ("Agreement") is made as of August 1, 2019, by and among the following parties: (a) Marisol Vega, Inc. ("MV Inc."), furnishing the services of Marisol Vega, c/o Talent House LLC, 10 Sunset Blvd, Los Angeles, California 90028; (b) Talent House LLC ("Talent House"), 10 Sunset Blvd, Los Angeles, California 90028; and (c) Crestline Outdoor Group, Inc. ("Crestline"), 55 Pine Street, Denver, Colorado 80202.\n\n1. Recitals. Crestline shall pay MV Inc. the fees.`,
      parties: [['Marisol Vega, Inc.', 'MV Inc.'], ['Talent House LLC', 'Talent House'], ['Crestline Outdoor Group, Inc.', 'Crestline']],
    },
    {
      name: 'European: "PARTIES: a) ... ("Nordlicht"); b) ... ("Harbor")"',
      text: `DISTRIBUTION AGREEMENT\n\nPARTIES: a) NORDLICHT OPTIK GMBH, a company organised under the laws of Germany, with its registered office at Hafenstrasse 4, 20457 Hamburg ("Nordlicht"); b) HARBOR VISION LLC, a Delaware limited liability company, with offices at 200 Bay Street, Tampa, Florida ("Harbor").\n\nWHEREAS Nordlicht manufactures lenses and Harbor wishes to distribute them.`,
      parties: [['NORDLICHT OPTIK GMBH', 'Nordlicht'], ['HARBOR VISION LLC', 'Harbor']],
    },
    {
      name: 'Canadian: "BETWEEN: (a) ..., (the "Vendor"); AND: (b) ..., (the "Purchaser")"',
      text: `ASSET PURCHASE AGREEMENT\n\nTHIS AGREEMENT is made as of the 3rd day of April, 2018.\n\nBETWEEN:\n\n(a) FRASER VALLEY SOFTWARE LTD., a company incorporated under the laws of British Columbia (the "Vendor");\n\nAND:\n\n(b) LAURENTIAN DATA INC., a corporation incorporated under the laws of Quebec (the "Purchaser").\n\nWHEREAS the Vendor wishes to sell the Assets.`,
      parties: [['FRASER VALLEY SOFTWARE LTD.', 'Vendor', 'provider'], ['LAURENTIAN DATA INC.', 'Purchaser', 'customer']],
    },
    {
      // benign twin: a lettered list of what is supplied, after the parties, defines no third party
      name: 'benign: "(a) software; and (b) support services (the "Services")" after two parties is no party',
      text: `SUPPLY AGREEMENT\n\nThis Agreement is made on 1 May 2020 between Acacia Systems Ltd, a company registered in England ("Acacia"), and Birchwood Retail LLC, a Texas limited liability company ("Birchwood"), for the supply of (a) point-of-sale software; and (b) support services (the "Services").\n\n1. Acacia shall supply the Services to Birchwood.`,
      parties: [['Acacia Systems Ltd', 'Acacia'], ['Birchwood Retail LLC', 'Birchwood']],
    },
  ]);
});
