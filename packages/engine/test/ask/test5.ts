/**
 * TEST5: a fifth held-out set for `ask` (issue 11), over five CUAD contracts of types no other ask suite uses, picked
 * mechanically by `test/ask/pick.ts` at 1e74c24 with its default `--types all` (CUAD file names ordered by SHA-256;
 * skipped when the repository or a brief names the contract or its company, or when any type the file name lists
 * matches, word by word and singular, one an ask suite already uses; 15–80 kB; the first five): a joint development
 * and marketing agreement for batteries (Leclanché and Oak Ridge, 2014), a solar farm operations and maintenance
 * agreement (Solar Tax Partners and Solar Power, 2009), a cooperation agreement between a listed company and an
 * activist fund (URS and JANA Partners, 2014), a cancer test collaboration (Biocept and Life Technologies, 2012) and a
 * trading software licence and maintenance agreement (SFG Financial / E-Path FX and 551 FX IB Associates, 2009).
 *
 * The questions are a business reader's everyday words, asked from one side's seat ("we" are the US marketer, the solar
 * farm's owner, the listed company, the lab and the broker), not the clause's words. Each names its gold passage(s)
 * verbatim; any one counts.
 *
 * Written and committed before it was run, then run once with main's method. Nothing is tuned on it. Being named
 * here, the contracts are left out of the word vectors' training corpus (tools/train/ask-vectors.py).
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST5_FILES = {
  battery: 'LECLANCHÉ S.A. - JOINT DEVELOPMENT AND MARKETING AGREEMENT.txt',
  solar: 'SPIENERGYCO,LTD_03_09_2011-EX-99.5-OPERATIONS AND MAINTENANCE AGREEMENT.txt',
  activist: 'URSCORPNEW_03_17_2014-EX-99-COOPERATION AGREEMENT.txt',
  lab: 'BIOCEPTINC_08_19_2013-EX-10-COLLABORATION AGREEMENT.txt',
  trading: 'SFGFINANCIALCORP_05_12_2009-EX-10.1-SOFTWARE LICENSE AND MAINTENANCE AGREEMENT.txt',
} as const;
export type Test5Doc = keyof typeof TEST5_FILES;

/** The contracts' texts, or null for one whose file is absent. */
export const test5Docs = (): Record<Test5Doc, string | null> => cuadDocs(TEST5_FILES);

export interface Test5Case extends Omit<ParaphraseCase, 'doc'> { doc: Test5Doc }

export const TEST5_CASES: Test5Case[] = [
  // Joint development and marketing of batteries in the US (Leclanché, Swiss battery maker; Oak Ridge, US marketer — "we"; 2014)
  { doc: 'battery', question: 'How long do we have to settle their bills?', gold: ['all payment terms are 30 days net from date of invoice'] },
  { doc: 'battery', question: 'Can they ask for part of the money before they ship anything?', gold: ['may request progress payments, including some element paid at the time of order'] },
  { doc: 'battery', question: 'Are we free to sell other makers\' batteries alongside theirs?', gold: ['Otherwise there is no exclusivity expressed or implied by either Party.', 'the Parties shall undertake to work exclusively with each other on such opportunities'] },
  { doc: 'battery', question: 'How long does the deal run, and can it be extended?', gold: ['this Agreement shall remain in force for an Initial Period of 1 year'] },
  { doc: 'battery', question: 'What if the first study shows the American market is not worth entering?', gold: ['the Parties conclude that it would not be economically viable to enter the US market as envisaged'] },
  { doc: 'battery', question: 'Who pays for the study of the market?', gold: ['The costs of Mr Srivastava shall be borne by Oak Ridge', 'Otherwise each Party bears its own costs for Phase 1'] },
  { doc: 'battery', question: 'Can we hire one of their engineers?', gold: ['both Parties will not (i) solicit, encourage, or take any other action'] },
  { doc: 'battery', question: 'Are we allowed to buy or sell their shares while we work together?', gold: ['directly nor indirectly engage in any transactions on any exchange'] },
  { doc: 'battery', question: 'Who handles customers\' technical problems in the field?', gold: ['Oak Ridge shall maintain a first level technical support capability'] },
  { doc: 'battery', question: 'Do we need cover in case a battery hurts someone?', gold: ['Oak Ridge shall arrange product liability and warranty insurance.'] },
  { doc: 'battery', question: 'If we end up suing each other, where would that happen?', gold: ['the courts of the city of Zurich have exclusive jurisdiction'] },
  { doc: 'battery', question: 'Can we use their technology without paying while we design products together?', gold: ['each party undertakes to grant a royalty free license to the other Party solely for the design and development'] },

  // Operations and maintenance of a solar farm (Solar Tax Partners, the owner — "we"; Solar Power, the maintenance firm; 2009)
  { doc: 'solar', question: 'What do we pay them each year to look after the panels?', gold: ['$41,000', 'Owner shall pay Service Provider the Services Fee'] },
  { doc: 'solar', question: 'Will their fee go up over the years?', gold: ['The Services Fee will escalate at a rate of three percent (3%) per year'] },
  { doc: 'solar', question: 'What happens if we pay them late?', gold: ['any past due balance will accrue interest at the monthly rate of one and one half percent (1.5%)'] },
  { doc: 'solar', question: 'Can they charge us extra for parts used on a routine visit?', gold: ['Service Provider shall not be entitled to any additional cost reimbursement'] },
  { doc: 'solar', question: 'Can they fix something urgent without asking us first?', gold: ['Service Provider shall be authorized to perform such emergency Non-Covered Services without prior approval from Owner'] },
  { doc: 'solar', question: 'How long are we tied in, and how do we get out after that?', gold: ['remain effective for ten (10) years', "upon thirty (30) days' written notice by either Party to the other Party"] },
  { doc: 'solar', question: "Can we have one of their technicians taken off the site if we don't trust him?", gold: ['may request the immediate removal of such employee from the Premises'] },
  { doc: 'solar', question: 'If we disagree, what do we have to try before going to court?', gold: ['the matter shall be submitted to non-binding mediation', 'Owner and Service Provider will first attempt to resolve disputes or disagreements through discussions'] },
  { doc: 'solar', question: 'Do they keep working while we argue?', gold: ['Service Provider shall continue to perform its obligations hereunder in good faith until the final resolution'] },
  { doc: 'solar', question: 'What must they do if they come across toxic waste at the site?', gold: ['Service Provider will stop work immediately in the affected area'] },
  { doc: 'solar', question: "If we don't pay, can they put a claim on our customer's building?", gold: ['Service Provider agrees not to attempt to record any lien against the Premises'] },
  { doc: 'solar', question: 'How soon after a visit do we get their report?', gold: ['within ten (10) business days following performance of any Services'] },

  // Settlement with an activist shareholder (URS, the listed company — "we"; JANA Partners, the fund; 2014)
  { doc: 'activist', question: 'How many of the fund\'s people join our board, and who are they?', gold: ['appoint Diane C. Creel, William H. Schumann, III, David N. Siegel and V. Paul Unruh'] },
  { doc: 'activist', question: 'If one of their picks steps down, who chooses the replacement?', gold: ['JANA shall be entitled to designate a replacement director'] },
  { doc: 'activist', question: 'Can the fund keep buying up our stock?', gold: ["if such acquisition would cause JANA's beneficial ownership to exceed 14.9% of the Company's common stock"] },
  { doc: 'activist', question: 'Can we still buy other businesses while this is in place?', gold: ['it will not make any acquisitions during the Cooperation Period'] },
  { doc: 'activist', question: 'Can the fund criticise our managers in the newspapers?', gold: ['relates to and otherwise disparages, the Company, any of its officers or directors'] },
  { doc: 'activist', question: 'How does the fund have to vote at the shareholders\' meeting?', gold: ['to be present for quorum purposes and to be voted'] },
  { doc: 'activist', question: 'By when must the new chief executive be in place?', gold: ['which shall not be later than the earlier of December 31, 2014'] },
  { doc: 'activist', question: 'How long does this truce last?', gold: ['This Agreement shall terminate on the expiry of the Cooperation Period.', 'the date that is thirty (30) calendar days prior to any applicable deadline'] },
  { doc: 'activist', question: 'What happens to their directors if the fund breaks its promises?', gold: ['the JANA Nominees shall each promptly tender their resignation'] },
  { doc: 'activist', question: 'Can we get a judge to make them keep to the deal?', gold: ['shall be entitled to seek an injunction or injunctions to prevent breaches'] },
  { doc: 'activist', question: 'How many of our shares does the fund hold today?', gold: ['JANA beneficially owns 6,745,623 shares'] },
  { doc: 'activist', question: 'Can the fund still tell the directors privately what it thinks?', gold: ["Nothing in this Agreement shall be deemed to limit JANA's ability to provide its views privately to the Board"] },

  // Collaboration on a lung cancer blood test (Biocept, the lab — "we"; Life Technologies, the diagnostics partner; 2012)
  { doc: 'lab', question: 'How long do they take to pay our monthly bill for the lab work?', gold: ['Life Technologies shall pay Biocept within sixty (60) days following the invoice date'] },
  { doc: 'lab', question: 'Can we let other firms sell the test too?', gold: ['Biocept may engage other groups in promotion, marketing and performance arrangements'] },
  { doc: 'lab', question: 'What do they pay for the sample kits we send out?', gold: ['at cost (direct materials and direct labor) plus ten percent (10%)'] },
  { doc: 'lab', question: 'Can either of us walk away without giving a reason, and with how much warning?', gold: ['for any or for no reason, upon one hundred twenty (120) days written notice'] },
  { doc: 'lab', question: 'How long does the partnership last?', gold: ['continue for a period of three (3) years after the Effective Date'] },
  { doc: 'lab', question: 'Who owns the inventions that come out of the joint work?', gold: ['Developments will be owned consistent with such determination of inventorship', 'Biocept shall own all rights to its CEE'] },
  { doc: 'lab', question: 'For how long must we keep what they tell us to ourselves?', gold: ['during the Term and for five (5) years thereafter'] },
  { doc: 'lab', question: 'If we disagree, what has to happen before anyone goes to court?', gold: ['The parties shall first submit the dispute to the Joint Steering Committee for resolution', 'the issue shall be submitted to voluntary mediation'] },
  { doc: 'lab', question: 'If another company says the test uses its patented invention, who deals with it and pays?', gold: ['Biocept shall use commercially reasonable efforts to address such claims', 'then Biocept shall bear the costs of such licenses'] },
  { doc: 'lab', question: 'Can we tell the media about the partnership without checking with them?', gold: ['Neither party shall make a press release or public announcement that includes information relating to the Collaboration without the approval of the other party'] },
  { doc: 'lab', question: 'What can we do if they are bought by another company?', gold: ['the other party may terminate the Agreement upon thirty (30) days written notice to the party undergoing the Change of Control'] },
  { doc: 'lab', question: 'Can they sell the test outside America?', gold: ['should Life Technologies desire to offer for sale any Test outside the USA, it shall first discuss with Biocept'] },

  // Trading software licence and maintenance (SFG Financial / E-Path FX, the software owner; 551 FX IB Associates, the broker — "we"; 2009)
  { doc: 'trading', question: 'What do we pay each month for support and bug fixes?', gold: ['per month for such Technical Support Services'] },
  { doc: 'trading', question: 'When is each month\'s payment due?', gold: ['shall be due no later than the (20th) day of the subsequent calendar month'] },
  { doc: 'trading', question: 'Who pays if they send an accountant to check our books?', gold: ['The cost of the audit will be borne by Licensor unless a discrepancy of more than five-percent (5%) is discovered'] },
  { doc: 'trading', question: 'Do we get new versions of the program for free?', gold: ['provided to the Licensee during the term of this Agreement at no additional cost'] },
  { doc: 'trading', question: 'Can we change the code ourselves?', gold: ['Modify, alter, improve and/or change in any manner all and/or any portion of the Licensed Technology'] },
  { doc: 'trading', question: 'If the system goes down and a trade fails, can we get our losses back from them?', gold: ['Licensor shall assume no liability, both contingent and otherwise'] },
  { doc: 'trading', question: 'What is the most we could ever recover from them?', gold: ["IN NO EVENT SHALL LICENSOR'S AGGREGATE CUMULATIVE TOTAL LIABILITY UNDER THIS AGREEMENT EXCEED"] },
  { doc: 'trading', question: 'Can we keep using the platform if another firm takes us over?', gold: ["Upon the occurrence of any Change of Control (as defined below) this Agreement and all Licensee's rights and licenses hereunder"] },
  { doc: 'trading', question: 'If someone offers to buy our business, do they get first say?', gold: ['the Licensor shall have the right (the "Right of First Refusal")'] },
  { doc: 'trading', question: 'Can we recruit their programmers?', gold: ['the Licensee will not solicit any person employed by Licensor'] },
  { doc: 'trading', question: 'What must we do with the software when the deal ends?', gold: ['Licensee shall, within five (5) days, ship to Licensor all Licensed Technology'] },
  { doc: 'trading', question: 'Do we get any of their shares out of this?', gold: ['the Licensor shall issue to the Licensee 350,000 shares of its common stock as a bonus', "The rebates shall be payable in shares of Licensor's Common Stock"] },
  { doc: 'trading', question: 'Do they get a cut of other money we make, like spreads and swap income?', gold: ['Licensor shall receive from Licensee one third (33%)'] },
];
