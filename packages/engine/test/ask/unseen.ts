/**
 * Held-out questions for `ask` over four CUAD contracts of different types that no other ask suite uses:
 * a trademark licence (Hertz), a medical-device distributorship (Signature Orthopaedics and CPM Medical,
 * filed by Fuse Medical), an advertising-technology master services agreement (Kubient and the Associated
 * Press) and a consulting letter agreement (Kiromic). The questions are in a business user's everyday words,
 * not the clause's; each names its gold clause by exact passages of the contract (any one counts).
 *
 * Written and committed before any change to retrieval for issue 11, and measured once as they stood.
 * Every third question (index 2, 5, 8, ...) is TEST: it is run only after the method is frozen. Tuning looks
 * at DEV (and the older suites) only. The contracts are read in place from the shared data and are left out
 * of any training corpus (tools/train/ask-*).
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const UNSEEN_FILES = {
  trademark_licence: 'HertzGroupRealtyTrustInc_20190920_S-11A_EX-10.8_11816941_EX-10.8_Trademark License Agreement.txt',
  distributorship: 'FuseMedicalInc_20190321_10-K_EX-10.43_11575454_EX-10.43_Distributor Agreement.txt',
  services: 'KUBIENT,INC_07_02_2020-EX-10.14-MASTER SERVICES AGREEMENT_Part1.txt',
  consulting: 'KIROMICBIOPHARMA,INC_05_11_2020-EX-10.23-CONSULTING AGREEMENT.txt',
  // TEST2's two contracts
  reseller: 'BravatekSolutionsInc_20170418_8-K_EX-10.1_10205739_EX-10.1_Reseller Agreement.txt',
  endorsement: 'ADAMSGOLFINC_03_21_2005-EX-10.17-ENDORSEMENT AGREEMENT.txt',
} as const;
export type UnseenDoc = keyof typeof UNSEEN_FILES;

/** The contracts' texts, or null for one whose file is absent. */
export const unseenDocs = (): Record<UnseenDoc, string | null> => cuadDocs(UNSEEN_FILES);

export interface UnseenCase extends Omit<ParaphraseCase, 'doc'> { doc: UnseenDoc }

export const UNSEEN_CASES: UnseenCase[] = [
  // Trademark licence (Hertz Investment Group to Hertz Group Realty Trust, 2019)
  { doc: 'trademark_licence', question: 'Do we have to pay anything to use the name?', gold: ['royalty-free license'] },
  { doc: 'trademark_licence', question: 'Could we apply to the trademark office for the logo in our own name?', gold: ['shall not register the Licensed Mark in any jurisdiction'] },
  { doc: 'trademark_licence', question: 'What should we do if we spot someone copying the logo?', gold: ['notify Licensor promptly of any actual or threatened infringements'] },
  { doc: 'trademark_licence', question: 'How much warning must either side give to end this?', gold: ['Either Party may terminate this Agreement by giving the other Party thirty (30) days'] },
  { doc: 'trademark_licence', question: 'What happens to the deal if another firm buys us?', gold: ['Licensee is acquired by a third party'] },
  { doc: 'trademark_licence', question: 'Once it is over, how quickly must we stop using the name?', gold: ['shall immediately cease use of the Licensed Trade Name'] },
  { doc: 'trademark_licence', question: "Will we have to cover the owner's costs if a customer sues over our services?", gold: ['shall indemnify, hold harmless and defend Licensor'] },
  { doc: 'trademark_licence', question: "Does the owner promise the logo doesn't step on anyone else's rights?", gold: ['LICENSOR SPECIFICALLY DISCLAIMS ANY IMPLIED WARRANTIES', 'LICENSOR DOES NOT MAKE WARRANTIES OF ANY KIND'] },
  { doc: 'trademark_licence', question: 'Could the owner be on the hook for business we lose?', gold: ['BE LIABLE FOR ANY INDIRECT, SPECIAL OR CONSEQUENTIAL DAMAGES'] },
  { doc: 'trademark_licence', question: 'Who pays the lawyers if we end up in court over this?', gold: ['the prevailing party shall be entitled to recover from the other party'] },
  { doc: 'trademark_licence', question: 'Does this make us business partners with the owner?', gold: ['creating a joint venture, partnership, or employment relationship'] },
  { doc: 'trademark_licence', question: 'Can we argue that the owner does not really own the logo?', gold: ['shall not challenge the validity of the Licensed Mark'] },
  { doc: 'trademark_licence', question: 'Can we use the logo in other countries?', gold: ['in the United States solely in connection with'] },
  { doc: 'trademark_licence', question: 'Which courts would hear a fight about this?', gold: ['irrevocably submits to the jurisdiction of the state and federal courts located in California'] },
  // Distributorship (Signature Orthopaedics, supplier; CPM Medical, distributor; 2018)
  { doc: 'distributorship', question: 'Are we the only company allowed to sell their implants here?', gold: ['appoints the Distributor as its non-exclusive distributor', 'the Supplier may sell or supply the Products to end users within USA at anytime'] },
  { doc: 'distributorship', question: "Can the supplier take away countries where we haven't sold anything?", gold: ['the Supplier may amend the Territory to remove any Inactive Territories'] },
  { doc: 'distributorship', question: "Are we allowed to sign deals in the supplier's name?", gold: ['commit the Supplier to any contracts', 'represent itself as an agent of the Supplier'] },
  { doc: 'distributorship', question: 'Who pays for our own running costs?', gold: ['Any and all expenses, costs and charges incurred by the Distributor'] },
  { doc: 'distributorship', question: 'How quickly do we need to pay after they bill us?', gold: ['within thirty (45) days of the date of invoice'] },
  { doc: 'distributorship', question: 'Can we knock off money they owe us from what we pay them?', gold: ['withhold payment of any amount due to the other because of any set-off'] },
  { doc: 'distributorship', question: 'Who pays customs charges when the implants are brought into the country?', gold: ['All import taxes, charges, levies, assessments'] },
  { doc: 'distributorship', question: 'Can we make our own brochures for the products?', gold: ['not use any promotional or advertising material for the Products not approved by the Supplier', 'not make any written statement as to the quality or manufacture of the Products'] },
  { doc: 'distributorship', question: 'Can the supplier look through our books?', gold: ['access to its accounts and records relating to the sale or distribution of the Products for inspection'] },
  { doc: 'distributorship', question: 'Will they back us up if someone says the implants copy their invention?', gold: ['do not infringe any intellectual property rights of any third parties'] },
  { doc: 'distributorship', question: 'How much warning must we give if we want to stop being their distributor?', gold: ["twelve (12) months' prior written notice"] },
  { doc: 'distributorship', question: 'What happens to our unsold stock when the deal ends?', gold: ['the Supplier may buy from the Distributor all or any stocks of Products'] },
  { doc: 'distributorship', question: 'Can we get an outside agent to do some of our work?', gold: ['shall not sub-contract or delegate in any manner'] },
  { doc: 'distributorship', question: 'Is an email good enough for an official notice?', gold: ['A notice given under this agreement shall not be validly given if sent by e-mail'] },
  { doc: 'distributorship', question: 'What records must we keep in case a batch has to be pulled back?', gold: ['records to enable the immediate recall of any Products'] },
  { doc: 'distributorship', question: 'Are there rules about paying kickbacks?', gold: ['anti-bribery and anti- corruption'] },
  // Master services agreement (Kubient and the Associated Press, 2020)
  { doc: 'services', question: 'Can we still sell our ad space through other firms?', gold: ['Nothing herein is intended nor shall be construed as creating an exclusive arrangement', 'will not restrict Customer offering Inventory via other agents'] },
  { doc: 'services', question: 'Can we pull out during the first year?', gold: ['Neither Party may terminate this Agreement during the Initial Term'] },
  { doc: 'services', question: 'Does the deal roll over every year?', gold: ['will automatically renew for additional 1-year terms'] },
  { doc: 'services', question: 'How fast does Kubient pass our share of the money to us?', gold: ['payment from Kubient to Customer shall be made within seven (7) days'] },
  { doc: 'services', question: "Will Kubient chase advertisers who don't pay?", gold: ['Kubient shall proceed with recovery of the amounts due on a best effort basis'] },
  { doc: 'services', question: 'Who covers sales tax on the services?', gold: ['Customer shall be responsible for paying all applicable sales, use or other taxes'] },
  { doc: 'services', question: 'Can we let a partner company log into the platform?', gold: ['allow third-party access to the Service'] },
  { doc: 'services', question: 'Are we guaranteed to make money from this?', gold: ['there is no guarantee that any minimum level of revenue or profit'] },
  { doc: 'services', question: 'Will they keep gun or tobacco ads off our site?', gold: ['shall not place advertising for guns, tobacco products'] },
  { doc: 'services', question: 'Do they promise the software has no malware in it?', gold: ['free of any viruses, Trojan Horses'] },
  { doc: 'services', question: 'Is there a deadline for bringing a claim against them?', gold: ['No action, suit or proceeding shall be brought against a Party more than one year after'] },
  { doc: 'services', question: 'Can we announce the partnership to the press on our own?', gold: ['Neither Party may issue any publicity release or marketing materials'] },
  { doc: 'services', question: 'Which courts handle fights between us?', gold: ['exclusive jurisdiction and venue of the state and federal courts located in New York'] },
  { doc: 'services', question: 'If one of us is bought, can the contract go with the business?', gold: ['either Party may assign this Agreement without approval or consent to any affiliate or purchaser'] },
  { doc: 'services', question: 'For how long must we keep their information private?', gold: ['for one (1) year from the date of disclosure'] },
  { doc: 'services', question: 'What happens to the business secrets each of us holds when it all ends?', gold: ["each Party will return or destroy any of the other Party's Confidential Information"] },
  // Consulting letter agreement (Kiromic and an individual consultant, 2018)
  { doc: 'consulting', question: 'How much will I be paid for each hour?', gold: ['at the rate of $400 per hour'] },
  { doc: 'consulting', question: 'Is there a limit on how many hours I can bill in a month?', gold: ['19 hours cap monthly'] },
  { doc: 'consulting', question: 'Who owns what I come up with while working for them?', gold: ['Consultant hereby irrevocably assigns to Company all right, title and interest'] },
  { doc: 'consulting', question: 'Can I talk to anyone about their research plans?', gold: ['use any Confidential Information for any purpose whatsoever other than the performance of the Services'] },
  { doc: 'consulting', question: 'Does the secrecy rule cover things I already knew before?', gold: ['is known to Consultant at the time of disclosure to Consultant by Company'] },
  { doc: 'consulting', question: 'When I leave, what must I give back?', gold: ["Consultant will deliver to Company all Confidential Information and Company's property"] },
  { doc: 'consulting', question: 'Can I quit whenever I want?', gold: ['Either Consultant or Company may terminate this Agreement upon prior written notice'] },
  { doc: 'consulting', question: 'Will I get paid for the work I did before I stop?', gold: ['all amounts owing to Consultant for unpaid Services'] },
  { doc: 'consulting', question: 'Am I on their staff?', gold: ['Consultant shall perform the Services as an independent contractor'] },
  { doc: 'consulting', question: 'Can I start a rival business while I work for them?', gold: ['participate in the formation of any business or commercial entity in the Field of Interest'] },
  { doc: 'consulting', question: 'Can I get someone else to do part of my work?', gold: ["Consultant shall not subcontract any portion of Consultant's duties"] },
  { doc: 'consulting', question: 'If we disagree, do we end up in front of a judge?', gold: ['shall be settled by binding arbitration'] },
  { doc: 'consulting', question: 'Will they take tax out of my pay?', gold: ['subject to reduction to reflect applicable withholding and payroll taxes'] },
  { doc: 'consulting', question: 'How much warning do I get before my rate changes?', gold: ['written notice of any adjustments to compensation at least fourteen (14) days'] },
  { doc: 'consulting', question: 'Do I need to prove I am allowed to work in the US?', gold: ['authorization to work in the United States'] },
];

/** Every third question is TEST; the rest is DEV. */
export const UNSEEN_TEST = UNSEEN_CASES.filter((_, i) => i % 3 === 2);
export const UNSEEN_DEV = UNSEEN_CASES.filter((_, i) => i % 3 !== 2);

/**
 * TEST2: a second held-out set, written after TEST's one run and before its own, on two more contract types (a
 * software reseller agreement, Bravatek and i3 ICS; a golf endorsement agreement, Adams Golf and Tom Watson). No
 * change to the method was made after it was written; it is run once, after the vectors are re-trained with its
 * contracts left out (tools/train/ask-vectors.py leaves out every contract named in this folder).
 */
export const UNSEEN_TEST2: UnseenCase[] = [
  // Reseller agreement (Bravatek Solutions and i3 Integrative Creative Solutions, 2017)
  { doc: 'reseller', question: 'How much do we earn for each customer we bring in?', gold: ['25% of Net Revenue'] },
  { doc: 'reseller', question: 'How soon after the customer pays do we get our cut?', gold: ['Referral Fees will be paid within thirty (30) days of the collection of receivables', 'earned commissions are payable within thirty (30)days'] },
  { doc: 'reseller', question: 'Can the company go around us and sell straight to our own customers?', gold: ['solicit or procure orders to any existing or prospective customer of the Reseller', 'the Company shall not market, promote, sell, or distribute Company Products'] },
  { doc: 'reseller', question: 'Will they tell us if they stop making a product?', gold: ['Company shall notify reseller of any changes, modifications or the discontinuation'] },
  { doc: 'reseller', question: 'Can we put their logo on our sales pitch?', gold: ['Company grants Reseller the right to use and display the Company trademarks'] },
  { doc: 'reseller', question: 'Can we make promises to buyers about how well the software works?', gold: ['RESELLER SHALL MAKE NO REPRESENTATION, GUARANTEE, OR WARRANTY'] },
  { doc: 'reseller', question: 'What if the company shuts down?', gold: ['if Company ceases to do business'] },
  { doc: 'reseller', question: 'How long do we get to fix a problem before they can cancel?', gold: ['fails to fully cure such breach within fifteen (15) business days'] },
  { doc: 'reseller', question: 'Do we get our travel costs back?', gold: ['Reimbursement will be provided ONLY for expenses PRE-APPROVED'] },
  { doc: 'reseller', question: 'Who protects us if a buyer gets hurt using the product?', gold: ['any claim for injury or other loss to any person arising from the use of Company Products'] },
  { doc: 'reseller', question: 'Will they train our sales people?', gold: ['Training on the Company products as needed'] },
  { doc: 'reseller', question: "Which state's law applies?", gold: ['laws of the Commonwealth of Virginia'] },
  // Endorsement agreement (Adams Golf and Tom Watson, 2005)
  { doc: 'endorsement', question: "Can the golfer promote another brand's clubs?", gold: ['sponsor or endorse PRODUCT made or sold by any other manufacturer or seller'] },
  { doc: 'endorsement', question: 'Does he have to use their clubs in every tournament?', gold: ['CONSULTANT shall exclusively play/use the MANDATORY PRODUCT', 'that CONSULTANT must exclusively play/use in all'] },
  { doc: 'endorsement', question: "What if he doesn't like the clubs they give him?", gold: ['is not suitable for his use in tournament competition'] },
  { doc: 'endorsement', question: 'Does he have to give money back if he plays too few events?', gold: ['he shall repay ADAMS GOLF an amount per event'] },
  { doc: 'endorsement', question: 'Who pays for his flights when he does a photo shoot?', gold: ['reimburse CONSULTANT  for reasonable travel expenses'] },
  { doc: 'endorsement', question: 'Can the company drop him if he gets caught up in a scandal?', gold: ['public disrepute, contempt, scandal or  ridicule', 'ADAMS GOLF shall have the right, in addition to its other legal and equitable remedies, to immediately terminate'] },
  { doc: 'endorsement', question: 'Does he get extra money for winning a major?', gold: ['CONSULTANT shall receive a bonus of'] },
  { doc: 'endorsement', question: 'Does he get to see the ads before they run?', gold: ['ADAMS GOLF shall submit the same to CONSULTANT'] },
  { doc: 'endorsement', question: 'Who covers him if someone is injured by a faulty club?', gold: ['personal injury, death or otherwise involving alleged defects'] },
  { doc: 'endorsement', question: 'What happens if he can no longer play at all?', gold: ['in the event that CONSULTANT dies or is unable to play tour golf at all'] },
  { doc: 'endorsement', question: 'Can either side tell the press how much he is paid?', gold: ['both parties agree not to disclose the terms of this Agreement'] },
  { doc: 'endorsement', question: 'How are disagreements settled?', gold: ['such dispute shall be submitted to arbitration'] },
  { doc: 'endorsement', question: 'Can they keep using his picture after the deal ends?', gold: ['shall cease using the name and/or likeness of CONSULTANT in advertising'] },
  { doc: 'endorsement', question: 'Does he get free clubs for his family?', gold: ["sets of clubs for CONSULTANT'S family and friends"] },
];
