/**
 * TEST3: a third held-out set for `ask` (issue 11), over five CUAD contracts of types no other ask suite uses and
 * that no brief names: a master franchise agreement (Smaaash and I-AM Capital, 2018), a charity sponsorship (the
 * American Diabetes Association and Freeze Tag, 2018), a sellers' non-compete after a share purchase (Quaker
 * Chemical and the Gulf sellers, 2019), a photomask outsourcing agreement among joint-venture partners (Photronics,
 * DNP and their Chinese company, 2017) and a hemp-farming joint venture (Novo Integrated Sciences and Harvest Gold
 * Farms, 2019).
 *
 * The questions are a business reader's everyday words, not the clause's, and many name a party by its role ("the
 * brand owner", "the charity", "the farmer", "the makers") where the contract uses a defined name ("Franchisor",
 * "Association", "HGF", "Suppliers"). Each names its gold clause by exact passages of the contract (any one counts).
 *
 * Written and committed before any change to retrieval for this round, and run once with main's method as it stood;
 * run once more only when the new method is frozen. Nothing is tuned on it. The contracts are read in place from the
 * shared data and, being named here, are left out of the word vectors' training corpus (tools/train/ask-vectors.py).
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST3_FILES = {
  franchise: 'SimplicityEsportsGamingCompany_20181130_8-K_EX-10.1_11444071_EX-10.1_Franchise Agreement.txt',
  sponsorship: 'FreezeTagInc_20180411_8-K_EX-10.1_11139603_EX-10.1_Sponsorship Agreement.txt',
  noncompete: 'Quaker Chemical Corporation - NON COMPETITION AND NON SOLICITATION AGREEMENT.txt',
  outsourcing: 'PhotronicsInc_20171219_10-QA_EX-10.28_10982650_EX-10.28_Outsourcing Agreement.txt',
  joint_venture: 'NOVOINTEGRATEDSCIENCES,INC_12_23_2019-EX-10.1-JOINT VENTURE AGREEMENT.txt',
} as const;
export type Test3Doc = keyof typeof TEST3_FILES;

/** The contracts' texts, or null for one whose file is absent. */
export const test3Docs = (): Record<Test3Doc, string | null> => cuadDocs(TEST3_FILES);

export interface Test3Case extends Omit<ParaphraseCase, 'doc'> { doc: Test3Doc }

export const TEST3_CASES: Test3Case[] = [
  // Master franchise agreement (Smaaash Entertainment, franchisor; I-AM Capital, franchisee; 2018)
  { doc: 'franchise', question: 'How many arcades do we have to open in the first year?', gold: ['obligation to set up at least 6 (six) Smaaash Centres'] },
  { doc: 'franchise', question: 'Can the brand owner let another company run the same kind of arcades in our area?', gold: ['Franchisor shall not grant any further licenses to third parties in the Trademarks'] },
  { doc: 'franchise', question: 'Do we pay anything for using the brand names?', gold: ['on a royalty-free basis'] },
  { doc: 'franchise', question: 'Does the brand owner have to see our ads before they run?', gold: ['samples of all advertising and promotional materials'] },
  { doc: 'franchise', question: 'Could we file for the logo in Canada in our own name?', gold: ['seek or obtain any new registration for Franchisor Property'] },
  { doc: 'franchise', question: 'Who goes after copycats using the brand?', gold: ['Any actions against infringers of any of the Franchisor Property'] },
  { doc: 'franchise', question: "What happens if we don't pay the brand owner what we owe?", gold: ['Franchisee fails to make any payment required'] },
  { doc: 'franchise', question: 'Can the brand owner go through our books?', gold: ['right to conduct audits of Franchisee'] },
  { doc: 'franchise', question: 'Can we hand the deal over to our sister company?', gold: ['The Franchisee shall not be entitled to assign'] },
  { doc: 'franchise', question: 'Can they end the deal if we go bust?', gold: ['becomes insolvent, generally cannot pay its obligations'] },
  { doc: 'franchise', question: 'What must we do with the arcades once the deal is over?', gold: ['shall immediately cease to operate the Smaaash Centres'] },

  // Corporate sponsorship (the American Diabetes Association and Freeze Tag, 2018)
  { doc: 'sponsorship', question: 'How much money do we give the charity, and when is it due?', gold: ['cash rights fee in the amount of $150,000', 'Year 1 - Due: December 31, 2018'] },
  { doc: 'sponsorship', question: 'Will the charity recommend our apps to people?', gold: ["Association cannot promote or endorse Company's products or services"] },
  { doc: 'sponsorship', question: 'Can the charity make the same kind of deal with other businesses?', gold: ['Nothing shall prohibit the Association, during the period of this Agreement, from licensing'] },
  { doc: 'sponsorship', question: "Can we show the charity's logo next to a blood-sugar meter maker's logo?", gold: ['shall not be placed adjacent to the mark of another organization concerned with diabetes'] },
  { doc: 'sponsorship', question: 'What cover do we have to carry, and for how much?', gold: ['Commercial General Liability Insurance coverage'] },
  { doc: 'sponsorship', question: 'Can either side pull out if the tie-up starts to hurt its image?', gold: ['continuation of the Agreement will damage its reputation or good will'] },
  { doc: 'sponsorship', question: "What do we do with the charity's logos when the sponsorship is over?", gold: ['no further use may be made of the Association Marks', 'shall be discarded or destroyed within five (5) business days'] },
  { doc: 'sponsorship', question: 'From when to when does the sponsorship run?', gold: ['shall commence on March 15, 2018 and will expire on March 14, 2020'] },
  { doc: 'sponsorship', question: "If the charity's event is called off because of a storm, is anyone at fault?", gold: ['cancelled as a result of forces beyond the Party'] },
  { doc: 'sponsorship', question: 'Does the charity get to check our flyers and packaging before they go out?', gold: ["subject to the Association's prior written approval"] },

  // Non-competition and non-solicitation (Quaker Chemical, buyer; the Gulf sellers; 2019)
  { doc: 'noncompete', question: 'For how long are the sellers kept out of the business?', gold: ['ending two years after the Closing Date'] },
  { doc: 'noncompete', question: 'Is there any country where the sellers may still compete?', gold: ['anywhere in the world, excluding India'] },
  { doc: 'noncompete', question: 'Can the sellers still own a few shares in a listed rival?', gold: ['as a passive investor, not more than five (5%) percent'] },
  { doc: 'noncompete', question: "Can the sellers poach the acquirer's people?", gold: ['induce, solicit, recruit or attempt to persuade any employee'] },
  { doc: 'noncompete', question: 'Can the sellers take on someone who answered a job ad they put in the paper?', gold: ['general solicitation through a public medium', 'shall not permit any Seller to hire any such employees'] },
  { doc: 'noncompete', question: "What if a court orders the sellers to hand over the company's secrets?", gold: ['compelled to disclose any information by judicial or administrative process'] },
  { doc: 'noncompete', question: 'Does the acquirer have to put up money to get a court to stop the sellers?', gold: ['without the necessity of posting any bond'] },
  { doc: 'noncompete', question: 'Who pays the lawyers if this ends up in court?', gold: ['the prevailing party in such action or proceeding shall be entitled to recover'] },
  { doc: 'noncompete', question: 'Can the sellers buy up a small firm that happens to compete?', gold: ['apply to or restrict any business of which a Seller acquires control after the Effective Date'] },
  { doc: 'noncompete', question: 'In which city would a case about this be heard?', gold: ['LOCATED IN THE CITY OF PHILADELPHIA AND COUNTY OF PHILADELPHIA'] },

  // Outsourcing agreement (Photronics and DNP, shareholders and suppliers with PDMC; their Xiamen company; 2017)
  { doc: 'outsourcing', question: 'Who pays the import duties and VAT on the masks?', gold: ['The Company shall be responsible for and shall pay any applicable sales, use, excise or similar taxes'] },
  { doc: 'outsourcing', question: 'Who covers the freight?', gold: ['Suppliers shall be responsible for paying freight, handling, shipping'] },
  { doc: 'outsourcing', question: "If a mask doesn't meet the spec, what do the makers owe us?", gold: ['If a Product fails to comply with the foregoing warranty'] },
  { doc: 'outsourcing', question: 'What if the makers never answer our order?', gold: ['Failure of the Suppliers to accept or reject'] },
  { doc: 'outsourcing', question: 'Can a maker stop making one of the products?', gold: ['may terminate its obligations to supply a particular Product'] },
  { doc: 'outsourcing', question: 'How long does this arrangement stay in place?', gold: ['for so long as Photronics and DNP, or any of their Affiliates, each remains a Shareholder'] },
  { doc: 'outsourcing', question: 'What is the most either side could end up paying the other?', gold: ["IN NO EVENT SHALL A PARTY'S CUMULATIVE LIABILITY"] },
  { doc: 'outsourcing', question: 'If someone says a mask copies their patent, do the makers protect us?', gold: ['Each of the Suppliers shall, with respect to Products supplied by such Supplier, defend'] },
  { doc: 'outsourcing', question: "What if a maker runs short and can't keep up with orders?", gold: ["If a Supplier's ability to supply any Product is constrained"] },
  { doc: 'outsourcing', question: 'When do the masks become ours?', gold: ['Risk of loss for the Products and title to the Products shall pass to the Company'] },

  // Joint venture agreement (Novo Integrated Sciences and Harvest Gold Farms, 2019)
  { doc: 'joint_venture', question: 'How are the profits split between the two sides?', gold: ['seventy percent (70%) of net profit to NVOS'] },
  { doc: 'joint_venture', question: 'Who hires and pays the farm workers?', gold: ['All staffing, including but not limited to, management, specialized or general labor requirements for farming'] },
  { doc: 'joint_venture', question: 'How much land does the farmer have to put in?', gold: ['minimum of seven thousand (7000) acres'] },
  { doc: 'joint_venture', question: 'If we fall out, do we go straight to court?', gold: ['to mediation by a single mediator', 'make every effort to settle any dispute'] },
  { doc: 'joint_venture', question: 'Can the farmer sell its stake to somebody else?', gold: ['HGF shall have the right, upon written approval of NVOS, to assign'] },
  { doc: 'joint_venture', question: 'How long must the paperwork be kept?', gold: ['All company records will be kept for a minimum of five (5) years'] },
  { doc: 'joint_venture', question: 'What price does Novo pay for the crop?', gold: ['purchase product from the Company at a price of cost plus five percent'] },
  { doc: 'joint_venture', question: 'When does the deal run out, and can it be extended?', gold: ['expires in five (5) years from the date of Effective Date'] },
  { doc: 'joint_venture', question: 'Can we tell people what we agreed?', gold: ['keep confidential all business terms and conditions of this Agreement'] },
  { doc: 'joint_venture', question: 'Who keeps the accounts?', gold: ['To maintain all financial records of the Company'] },
];
