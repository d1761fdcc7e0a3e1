/**
 * TEST4: a fourth held-out set for `ask` (issue 11), over five CUAD contracts of types no other ask suite uses, picked
 * mechanically by `test/ask/pick.ts` (CUAD file names ordered by SHA-256; skipped when the repository or a brief
 * names the contract or its company, or when an ask suite already uses its type; 15–80 kB; the first five): a courier
 * marketing and transportation services agreement (Purolator and Dynamex, 1995), a web-service co-branding agreement
 * (Dassault Systèmes and PlanetCAD, 2000), an intellectual-property agreement after a sale of a business (Armstrong
 * Flooring and AHF, 2018), a strategic alliance with a share purchase (Oxbow and Global Energy, 2006) and a vehicle
 * manufacturing agreement (ElectraMeccanica and Zongshen, 2017).
 *
 * The questions are a business reader's everyday words, asked from one side's seat ("we", "the courier", "the
 * factory", "the seller"), not the clause's words. Each names its gold passage(s) verbatim; any one counts.
 *
 * Written and committed before any change to `ask` in this round and run once with main's method; run once more
 * only when the new method is frozen. Nothing is tuned on it. Being named here, the contracts are left out of the
 * word vectors' training corpus (tools/train/ask-vectors.py).
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST4_FILES = {
  courier: 'DYNAMEXINC_06_06_1996-EX-10.4-TRANSPORTATION SERVICES AGREEMENT.txt',
  cobranding: 'RandWorldwideInc_20010402_8-KA_EX-10.2_2102464_EX-10.2_Co-Branding Agreement.txt',
  ip: 'ARMSTRONGFLOORING,INC_01_07_2019-EX-10.2-INTELLECTUAL PROPERTY AGREEMENT.txt',
  alliance: 'USASYNTHETICFUELCORP_10_21_2010-EX-10.10-STRATEGIC ALLIANCE AGREEMENT.txt',
  manufacturing: 'ELECTRAMECCANICA VEHICLES CORP. - Manufacturing Agreement.txt',
} as const;
export type Test4Doc = keyof typeof TEST4_FILES;

/** The contracts' texts, or null for one whose file is absent. */
export const test4Docs = (): Record<Test4Doc, string | null> => cuadDocs(TEST4_FILES);

export interface Test4Case extends Omit<ParaphraseCase, 'doc'> { doc: Test4Doc }

export const TEST4_CASES: Test4Case[] = [
  // Marketing and transportation services (Purolator, overnight courier; Dynamex, same-day courier; 1995)
  { doc: 'courier', question: 'How soon do we have to pay their bills?', gold: ['shall pay the invoice net fifteen (15) days from the        date of invoicing'] },
  { doc: 'courier', question: 'Who is responsible if a parcel goes missing while the other courier has it?', gold: ['A Party shall be liable to the other for loss, damage or delay to        Freight due to its acts or omissions'] },
  { doc: 'courier', question: 'How much can we recover per kilo for a lost package?', gold: ['Such liability shall not exceed the        other Party', 'limited to Four Dollars and Forty One Cents        ($4.41) per kilogram'] },
  { doc: 'courier', question: 'How punctual do the deliveries have to be?', gold: ['on time         performance level of no less than ninety percent (90%)'] },
  { doc: 'courier', question: 'How much warning do we need to give to end the partnership for no particular reason?', gold: ['Either Party may terminate this Agreement, without cause, by giving two         (2) years written notice.'] },
  { doc: 'courier', question: 'What do they owe us if their deliveries keep running late month after month?', gold: ['the defaulting Party shall         pay a penalty to the Party not in default'] },
  { doc: 'courier', question: 'What happens if their drivers walk off the job?', gold: ['as a result of a        strike or other labour disruption caused by its employees, it shall              attempt to subcontract'] },
  { doc: 'courier', question: 'Can we team up with another courier company for similar work?', gold: ['If either        Party desires to enter into an agreement with another party providing         for services similar'] },
  { doc: 'courier', question: 'What can we do if the other courier is bought by someone else?', gold: ['In the event of a change in control of a Party, the other Party shall         have the right'] },
  { doc: 'courier', question: 'Can we hold back money to cover a damage claim they have not paid?', gold: ['the other Party        shall have the right to deduct the amount of such claim'] },
  { doc: 'courier', question: 'Do we have to open boxes to check for explosives?', gold: ['shall be under any obligation or duty        whatsoever to open for prior inspection any Freight'] },

  // Co-branding of a web service (Dassault Systèmes and PlanetCAD, 2000)
  { doc: 'cobranding', question: 'Who owns the list of customers who sign up through the joint site?', gold: ['Dassault Systemes will be deemed the maker of the Dassault Systemes Customer Databases'] },
  { doc: 'cobranding', question: 'Can the software company move the site onto its own servers?', gold: ['Dassault Systemes may, at its discretion, decide to host the Co-Branded Service'] },
  { doc: 'cobranding', question: 'How often do we get a statement of what the site earned?', gold: ['Within 7 Business Days after the end of each calendar quarter'] },
  { doc: 'cobranding', question: "Can we check the other side's figures, and who pays for that check?", gold: ['the Non-Billing Party shall have the right to have an audit conducted', 'The Billing Party will bear the costs of such audit'] },
  { doc: 'cobranding', question: 'Does the web company charge for running the site on its machines?', gold: ['PlanetCAD shall not charge Dassault Systemes any hosting fee'] },
  { doc: 'cobranding', question: "Can the web company email the partner's customers about its other products?", gold: ['PlanetCAD shall not market any services to Customers without the prior written approval'] },
  { doc: 'cobranding', question: 'What is the most we could owe if something goes wrong?', gold: ['IN NO EVENT SHALL EITHER PARTY BE LIABLE UNDER THIS AGREEMENT FOR AN AMOUNT GREATER THAN'] },
  { doc: 'cobranding', question: 'Does the deal roll over at the end, and how do we stop that?', gold: ['The Agreement shall automatically renew for successive one year additional terms'] },
  { doc: 'cobranding', question: "What if we can't agree on the split of the money after the first three years?", gold: ['shall be subject to re-negotiation at the end of the Initial Term', 'this Agreement shall terminate six months from the date on which the parties make a conclusive determination'] },
  { doc: 'cobranding', question: "Who takes customers' support calls first?", gold: ['Dassault Systemes will provide first level customer support'] },

  // Intellectual property agreement on the sale of a hardwood flooring business (Armstrong Flooring, seller; AHF, buyer; 2018)
  { doc: 'ip', question: "Do we pay anything to keep using the seller's patents?", gold: ['hereby grants to the Company a perpetual, non-exclusive, royalty-free license in, to and under the Arizona Licensed Patents'] },
  { doc: 'ip', question: 'How soon must we drop the old brand from our company name?', gold: ['No later than thirty (30) days following the Closing, each of AWP and the Company shall change its respective corporate name'] },
  { doc: 'ip', question: "Can we register a website address that uses the seller's brand?", gold: ['The Company shall not have the right to register any domain name'] },
  { doc: 'ip', question: 'Can we let our subsidiaries or outside firms use the technology?', gold: ['the Company may sublicense the licenses granted herein to Third Parties, its Subsidiaries'] },
  { doc: 'ip', question: 'If someone copies a patent and the seller does nothing about it, can we go after them ourselves?', gold: ['In the event that Arizona declines to institute any Proceedings against third-party infringers'] },
  { doc: 'ip', question: 'Does the seller promise its patents are valid?', gold: ['neither Party nor any of its Affiliates has made any representation or warranty'] },
  { doc: 'ip', question: 'How long do our rights to the patents and know-how last?', gold: ['with respect to Copyrights, Know-How and Patents, be in perpetuity'] },
  { doc: 'ip', question: 'What must we stop doing once the licence ends?', gold: ['each licensee Party shall and shall cause all of its Sublicensees to cease all use of the Licensed IP'] },
  { doc: 'ip', question: 'Can we pass this deal on if we sell the business?', gold: ['either Party may assign any of the foregoing in connection with the sale or other transfer'] },
  { doc: 'ip', question: 'Where would a lawsuit about this be heard?', gold: ['Each Party hereby agrees and consents to be subject to the jurisdiction of the Court of Chancery'] },
  { doc: 'ip', question: 'How good do our floors have to be to carry their brand?', gold: ['be substantially the same as or greater than the quality of goods and services provided under such Seller Licensed Trademarks'] },

  // Strategic alliance with a share purchase (Oxbow, petroleum coke trader; Global Energy, gasification; 2006)
  { doc: 'alliance', question: 'How much is the coke trader paying for its stake?', gold: ['The purchase price for the Shares shall be Five Million and No/100 Dollars ($5,000,000.00)'] },
  { doc: 'alliance', question: 'What if the gasification company later sells stock to someone else more cheaply?', gold: ['Global Energy shall issue additional common shares to Oxbow'] },
  { doc: 'alliance', question: 'Do we get a say in how the gasification company is run?', gold: ["Oxbow shall have a seat on Global Energy's Board of Directors"] },
  { doc: 'alliance', question: 'What does the trader earn for looking after fuel for the Lima plant?', gold: ['Oxbow will be paid a management fee of One Million and No/100 Dollars ($1,000,000.00) per year', 'Oxbow will receive a base commission of $0.12 per MMBTU'] },
  { doc: 'alliance', question: 'What if the Lima project falls badly behind schedule?', gold: ['then Oxbow shall have the right to take over the development and management of the Lima Project'] },
  { doc: 'alliance', question: 'Can either of us go around the other and do the deal with a third company?', gold: ['Each Party agrees that it will not circumvent or attempt to circumvent the other'] },
  { doc: 'alliance', question: 'How long does the alliance last, and does it renew?', gold: ['This Agreement shall be for an initial term of five (5) years'] },
  { doc: 'alliance', question: 'For how long after it ends must we keep their information to ourselves?', gold: ['continue in full force and effect for a period of three (3) years thereafter'] },
  { doc: 'alliance', question: 'Can we announce the alliance to the media?', gold: ['No public statements or press releases shall be issued'] },
  { doc: 'alliance', question: 'Who covers the legal bills if we end up suing each other?', gold: ["the prevailing Party in such action shall be entitled to reasonable attorneys' fees"] },
  { doc: 'alliance', question: 'Can we claim our lost profits from them?', gold: ['for any indirect, incidental, special or consequential damages, including but not limited to loss of revenue'] },

  // Vehicle manufacturing agreement (ElectraMeccanica, the car company; Zongshen, the Chinese factory; 2017)
  { doc: 'manufacturing', question: 'How many cars do we have to buy over the first three years?', gold: ['the minimum purchase volume of the Product (Solo) is 50,000 units'] },
  { doc: 'manufacturing', question: "What if we don't reach that number?", gold: ['EMV shall reimburse the Manufacturer the investment of the equipment by the percentage of unachieved volume'] },
  { doc: 'manufacturing', question: 'How much do we pay up front when we place an order?', gold: ['EMV shall pay 30% of total amount of a Purchase Order as a deposit'] },
  { doc: 'manufacturing', question: 'Can the factory put its prices up in the middle of the year?', gold: ['The Manufacturer shall have the right to make modifications to Product pricing during a given year'] },
  { doc: 'manufacturing', question: 'How long do we have to complain about damaged cars after they arrive?', gold: ['has Fifteen (15) business days to notify Manufacturer of any claim'] },
  { doc: 'manufacturing', question: 'For how long is the factory answerable for defects in the cars?', gold: ['for three (3) years from the manufacture and assembly of the Products'] },
  { doc: 'manufacturing', question: 'Who pays the import charges on the cars?', gold: ['EMV shall be responsible for customs taxes or duties'] },
  { doc: 'manufacturing', question: 'Can the factory buy batteries from whoever it likes?', gold: ['such components shall only be sourced from the preferred vendors specified by EMV'] },
  { doc: 'manufacturing', question: 'If we pull back part of an order, what do we still have to pay?', gold: ['EMV agrees to pay Manufacturer for completed work and work-in-process'] },
  { doc: 'manufacturing', question: 'What happens to the deal if either company goes bankrupt?', gold: ['This Agreement shall be terminated automatically, without notice'] },
  { doc: 'manufacturing', question: 'Where do we settle a disagreement with the factory?', gold: ['Hong Kong International Arbitration Centre'] },
  { doc: 'manufacturing', question: 'Who sells the cars in Asia?', gold: ['the Manufacturer will be responsible for marketing of the Products in the region of Asia'] },
];
