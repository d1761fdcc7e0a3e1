/**
 * TEST6: a sixth held-out set for `ask` (issue 11), over five CUAD contracts of types no other ask suite uses, picked
 * mechanically by `test/ask/pick.ts` at 81fc9bf with `--types all --skip-named` the lawyer-read TEST6's suite (CUAD file
 * names ordered by SHA-256; skipped when the repository, a brief or that suite names the contract or its company, or
 * when any type the file name lists matches one an ask suite already uses; 15–80 kB; the first five): a maintenance
 * and support contract for a mobile operator's prepaid billing software (Sicap and EuroTel Bratislava, 2000), an
 * office-sharing and meter-reading products arrangement between two small firms (Link Plus and Axiometric, 2005), a
 * sportscaster's promotion deal with a golf-clothing maker (Ashworth and Jim Nantz, 1998), a computer-hardware
 * maintenance agreement (Medical Manager Midwest and MTS, 1998) and an agreement on selling a block of shares in
 * stages (GWG Holdings and the trusts holding them, 2018).
 *
 * The questions are a business reader's everyday words, asked from one side's seat ("we" are the mobile operator, the
 * software firm using the office, the clothing maker, the customer whose computers are looked after and the company
 * whose shares are sold), not the clause's words. Each names its gold passage(s) verbatim; any one counts.
 *
 * Written and committed before it was run, then run once with main's method (81fc9bf). Nothing is tuned on it. Being
 * named here, the contracts are left out of the word vectors' training corpus (tools/train/ask-vectors.py).
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST6_FILES = {
  prepaid: 'SLOVAKWIRELESSFINANCECOBV_03_28_2001-EX-4.(B)(II).3-Maintenance and support contract for SICAP(R) modules.txt',
  meters: 'LinkPlusCorp_20050802_8-K_EX-10_3240252_EX-10_Affiliate Agreement.txt',
  golf: 'ASHWORTHINC_01_29_1999-EX-10.(D)-PROMOTION AGREEMENT AND NANTZ COMMUNICATIONS, INC.txt',
  hardware: 'TRIZETTOGROUPINC_08_18_1999-EX-10.17-TECHNICAL INFRASTRUCTURE MAINTENANCE AGREEMENT.txt',
  shares: 'GWG HOLDINGS, INC. - ORDERLY MARKETING AGREEMENT.txt',
} as const;
export type Test6Doc = keyof typeof TEST6_FILES;

/** The contracts' texts, or null for one whose file is absent. */
export const test6Docs = (): Record<Test6Doc, string | null> => cuadDocs(TEST6_FILES);

export interface Test6Case extends Omit<ParaphraseCase, 'doc'> { doc: Test6Doc }

export const TEST6_CASES: Test6Case[] = [
  // Support for a mobile operator's prepaid billing software (EuroTel Bratislava, the operator — "we"; Sicap, the software maker; 2000)
  { doc: 'prepaid', question: 'What do we pay each year for them to look after the software?', gold: ["151'440.-- CHF"] },
  { doc: 'prepaid', question: 'How often are we billed, and how long do we have to pay?', gold: ['Maintenance and Support fees are payable', 'and payable 30 days after the invoice date'] },
  { doc: 'prepaid', question: 'Can they stop helping us if we pay late?', gold: ['Sicap Ltd has the right to suspend the services to EuroTel until payment'] },
  { doc: 'prepaid', question: 'Can they put the price up every year?', gold: ['Prices are subject to yearly adjustments.', 'Sicap Ltd reserves the right to adjust the prices'] },
  { doc: 'prepaid', question: 'If the whole system crashes, how fast must they get it working again?', gold: ['Sicap Ltd shall do every effort to make the SICAP(R)', 'shall come on-site with the next available flight or train'] },
  { doc: 'prepaid', question: 'What does an hour of their time cost in the evening or at weekends?', gold: ['CHF 352.50 / hour'] },
  { doc: 'prepaid', question: 'How long are we signed up for, and does it carry on by itself afterwards?', gold: ['shall have a duration of two', 'shall be automatically renewed for a period of one year on each'] },
  { doc: 'prepaid', question: 'How much warning must we give if we want to stop?', gold: ['prior to the renewal date'] },
  { doc: 'prepaid', question: 'If we cancel, do we get back what we paid up front?', gold: ['There shall be no reimbursement of any paid'] },
  { doc: 'prepaid', question: 'If their software breaks and we lose business, can we make them pay for it?', gold: ["Sicap Ltd's liability for indirect loss, including consequential loss,"] },
  { doc: 'prepaid', question: 'What do our own technicians have to do before calling them?', gold: ['EuroTel is responsible for the initial fault tracing within the entire'] },
  { doc: 'prepaid', question: 'How many of our people are allowed to ring their support line?', gold: ['EuroTel defines up to 5 system administrators from their own staff', 'Only these system administrators have the permission to use the HotLine'] },
  { doc: 'prepaid', question: 'Will they fix problems caused by the Oracle database or other outside programs?', gold: ['Bugs or problems in third party software or middleware'] },
  { doc: 'prepaid', question: 'When did this support deal start?', gold: ['It shall be effective on 06 October 2000'] },

  // Office sharing and joint meter-reading products (Axiometric, the small software firm — "we"; Link Plus, the radio maker and landlord; 2005)
  { doc: 'meters', question: 'Do we pay rent for the desks we use in their building?', gold: ['corporate facility in Columbia, Maryland, free of charge'] },
  { doc: 'meters', question: 'Can they make us leave the office, and with how much warning?', gold: ["license to use work space in LKPL's facility upon 60 days"] },
  { doc: 'meters', question: 'If our computers are stolen from their office, is that their problem?', gold: ["LKPL will have no liability whatsoever for any of Axiometric's"] },
  { doc: 'meters', question: 'Who owns what we invent together for the water meter?', gold: ['property developed in the course of the Water Meter'] },
  { doc: 'meters', question: 'Are we allowed to sell to customers in Europe?', gold: ['sell AMR Product Suites to entities whose corporate'] },
  { doc: 'meters', question: 'What cut do we get when they sell the products?', gold: ['For sales of AMR Product Suites by LKPL, other than'] },
  { doc: 'meters', question: 'Do we have to let them build the hardware we sell?', gold: ['manufacturer, LKPL shall have first right of refusal on all'] },
  { doc: 'meters', question: 'When must they pay us our share of the sales?', gold: ['Payments due shall be made within 45 days of the'] },
  { doc: 'meters', question: 'What happens if they are late paying us?', gold: ['rate of twelve percent (12.0%) per annum compounded', 'will be considered a material breach'] },
  { doc: 'meters', question: 'Can we check that their sales figures are right?', gold: ['an audit after the end of each calendar year'] },
  { doc: 'meters', question: 'When does this arrangement come to an end?', gold: ['This Agreement will remain in force for perpetuity'] },
  { doc: 'meters', question: 'How long do we have to bring a claim against them?', gold: ['more than one (1) year after the cause of action has arisen'] },
  { doc: 'meters', question: 'Can they sign deals in our name?', gold: ['the right to bind the other in any way without the other'] },
  { doc: 'meters', question: "Which state's rules apply to this deal?", gold: ['with the laws of the State of Maryland'] },

  // A sportscaster promoting golf clothing (Ashworth, the clothing maker — "we"; Jim Nantz and his company; 1998)
  { doc: 'golf', question: 'How much do we pay him a year, and when?', gold: ['consulting fee of $30,000', 'paid in equal quarterly'] },
  { doc: 'golf', question: 'How many photo shoots and shop visits does he owe us each year?', gold: ['for up to four photography sessions'] },
  { doc: 'golf', question: 'Can he advertise another clothing brand at the same time?', gold: ['perform any service which reasonably appears to be an endorsement of the sportswear apparel, hats and shoes of a third party', 'Nantz shall be permitted to wear a Lynx hat or clothing logo'] },
  { doc: 'golf', question: 'Can we run an ad with his photo without him seeing it first?', gold: ['Nantz Communications shall have the right to review and reject in'] },
  { doc: 'golf', question: 'Do we have to pay for his flights and hotels?', gold: ['Communications for expenses reasonably incurred'] },
  { doc: 'golf', question: 'What shares does he get, and what does he pay for them?', gold: ['The first Option to purchase 40,000 Shares', 'The "Option Share Price" shall initially be $6 per Share'] },
  { doc: 'golf', question: 'Can we drop him if he embarrasses himself in public?', gold: ['Repeated misconduct of Nantz which subjects Nantz to continued public'] },
  { doc: 'golf', question: 'If someone sues him over one of our shirts, who pays?', gold: ['The Company shall protect, indemnify and hold harmless each of Nantz Communications and Nantz'] },
  { doc: 'golf', question: 'What insurance do we need to take out for him?', gold: ['advertising and product liability insurance each with limits no less than $5,000,000', 'a policy of Directors and Officers Insurance with limits no less than $25,000,000'] },
  { doc: 'golf', question: 'What if his TV job clashes with one of our events?', gold: ['obligations to CBS or any other television station or network'] },
  { doc: 'golf', question: 'Can we keep using his name in our ads once the deal is over?', gold: ['all of the rights of the Company to the use of the Endorsement shall cease absolutely'] },
  { doc: 'golf', question: 'If we join up with another company, can he walk away?', gold: ['In the event of the merger or consolidation of the Company with any other entity, Nantz Communications shall have the right to terminate'] },
  { doc: 'golf', question: 'If we fall out, do we end up in front of a judge?', gold: ['shall be settled by arbitration in accordance with the Rules of the American Arbitration Association', 'jurisdiction and venue shall lie in the appropriate court in California'] },
  { doc: 'golf', question: 'How much free clothing do we have to give him?', gold: ['Product shall not exceed $12,000 (at wholesale) during any single Contract'] },
  { doc: 'golf', question: 'Can we let another company use his name and face?', gold: ['The rights granted the Company hereunder shall be used only by it'] },

  // Upkeep of a medical-billing customer's computer hardware (MTS, the customer — "we"; Medical Manager Midwest, the service firm; 1998)
  { doc: 'hardware', question: 'How quickly will someone come out when our computers break?', gold: ['guaranteed response time of 3 hours with a goal of on site within 2'] },
  { doc: 'hardware', question: 'Do our phone calls to their help desk use up the hours we paid for?', gold: ['Technical Support Retainer in 15 minute increments'] },
  { doc: 'hardware', question: 'Do we pay for the parts when something has to be replaced?', gold: ['Customer is to incur the cost of components to replace'] },
  { doc: 'hardware', question: 'How do we get out of the deal?', gold: ['Customer, upon thirty days prior written notice, may cancel this'] },
  { doc: 'hardware', question: 'Can they raise the price, and by how much?', gold: ['change by MMMW for the forthcoming period capped at the CPI'] },
  { doc: 'hardware', question: 'What can we do if they put the price up?', gold: ['the forthcoming service by advising MMMW in writing within'] },
  { doc: 'hardware', question: 'How long do we have to pay their bills?', gold: ['Charges will be invoiced and are payable within thirty (30)'] },
  { doc: 'hardware', question: 'If a machine dies and our files are lost, is that on them?', gold: ["safeguards to protect and/or recreate the Customer's data"] },
  { doc: 'hardware', question: 'What is the most we could get back from them if a repair goes wrong?', gold: ['exceed the charge for service for the item that caused the'] },
  { doc: 'hardware', question: 'Are toner and printer ribbons included?', gold: ['Service does not include repair or replacement of normally'] },
  { doc: 'hardware', question: 'What if we send back the renewal papers late?', gold: ['will suspend all coverage of technical'] },
  { doc: 'hardware', question: 'Can they fix our machines with second-hand parts?', gold: ['repair a failing hardware with new or serviceable'] },
  { doc: 'hardware', question: 'Can they drop us as a customer?', gold: ['Agreement if the Customer does not remit payment'] },
  { doc: 'hardware', question: 'Do we have to keep what they show us secret, and what happens to it when the deal ends?', gold: ['keep confidential and protect from disclosure to others any materials', 'information shall be destroyed or returned to'] },

  // Selling a block of shares in stages (GWG Holdings, the company whose shares are sold — "we"; the trusts holding them; 2018)
  { doc: 'shares', question: 'When can they start selling our shares?', gold: ['commencing not earlier than six (6) months after the Effective Date'] },
  { doc: 'shares', question: 'Do we have to pay the bank for selling their stock?', gold: ['GWG shall have no responsibility for the payment of fees or commissions payable to the Bank'] },
  { doc: 'shares', question: 'Will the bank buy the shares itself if there are no other buyers?', gold: ['nothing contained in this OMA or Engagement Letter shall require the Bank to underwrite or purchase all or any portion of a Tranche'] },
  { doc: 'shares', question: 'Could a single investor end up with a big stake in us through these sales?', gold: ['representing in the aggregate 5.0% or more the total number of outstanding shares of Common Stock'] },
  { doc: 'shares', question: 'Can we bring in a bank of our own choosing to help?', gold: ['GWG shall be entitled to appoint, in its discretion, an additional bank as joint book-running manager'] },
  { doc: 'shares', question: 'How long does this arrangement last?', gold: ['This OMA shall expire upon the earlier of (i) the first anniversary of the Effective Date'] },
  { doc: 'shares', question: 'Can the other side call the whole thing off whenever they like?', gold: ['in writing by the Trust Advisors in their sole discretion'] },
  { doc: 'shares', question: 'What happens if the bank quits halfway through?', gold: ["the Bank may terminate its engagement at any time upon not less than 45 days' prior written notice", 'shall be entitled to appoint a substitute investment bank'] },
  { doc: 'shares', question: 'What if buyers will not take as many shares as they want to sell?', gold: ['then the number of Shares of Stock shall be reduced accordingly on a pro-rata basis'] },
  { doc: 'shares', question: 'If it comes to a lawsuit, where would it be heard?', gold: ['shall be brought in any federal or state court of competent jurisdiction located within the State of New York'] },
  { doc: 'shares', question: 'Can we go after the people who run the trusts personally if the trusts break their promises?', gold: ['under no circumstances shall the Trust Advisors be personally liable', 'nothing herein contained shall be construed as creating any liability on Delaware Trust Company, individually or personally'] },
  { doc: 'shares', question: 'Can they pass their rights on to someone else?', gold: ['A Seller Trust may transfer or assign, in whole or from time to time in part, to one or more liquidating trusts its rights'] },
  { doc: 'shares', question: 'What do we have to hand over to the bankers before each sale?', gold: ['a list of the top 100 institutional holders of the Common Stock'] },
];
