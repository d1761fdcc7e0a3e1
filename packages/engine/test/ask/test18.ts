/**
 * TEST18: an eighteenth held-out set for `ask` (issue 11, session 29), 120 questions (15 each) over eight long CUAD
 * contracts of types the ask suites had asked least about, none named by an ask suite, by test/ask/pick.ts, by the adapter's
 * training data, by TEST12 to TEST17 or by the README and docs/*.md (checked against test/ask/*.ts, test/ask*.test.ts,
 * data/ask.adapter.json, the README and docs/*.md, by file name and company name; Smith Electric's, Valence's, Playboy's,
 * Pacira's and Old API's contracts were passed over for being named in the docs): a software licence and reseller
 * agreement (Ehave / Companion Healthcare, 87 kB, perpetual term, termination rights of each side as numbered items,
 * a transition-out period defined inside the clause that gives it), a software promotion and distribution agreement
 * (Google / WhiteSmoke, 70 kB, heavily redacted, the term held in a definition, English law), a DSP software licence and
 * maintenance agreement (D2 / SummaFour, 117 kB, a defect-response table, late fees credited against royalties, page
 * furniture inside clauses), a restaurant franchise agreement (PF Hospitality's Pizza Fusion, 152 kB, "you" and "we"
 * drafting, fees, cure periods, a right of first refusal and a post-term covenant), a television network affiliation
 * agreement (The TUBE / Tribune, 69 kB, revenue shares held in an exhibit, auto-renewal), a securities remarketing
 * agreement (Barclays / RGA, 102 kB, a fee in basis points, failed-remarketing terms as lettered items), a companion
 * diagnostic collaborative development and commercialization agreement (Microgenics / Achaogen, 190 kB, heavily
 * redacted, government flow-down clauses appended) and a bank conversion stock offering agency agreement (KBW / Athens
 * Bancshares, 145 kB, fees as lettered items, a lock-up). Read in place from ../shared/data/cuad (never committed); the
 * suite is skipped where CUAD is absent.
 *
 * The word vectors (`ask.vectors.json`) were trained on CUAD before these eight were named, so they have read these
 * texts, unlabelled, as they had the earlier CUAD suites'.
 *
 * The questions are a client's own words from one side's seat ("we" are CHT as the reseller, WhiteSmoke as the
 * distributor, SummaFour as the licensee, the franchisee, Tribune as the affiliate, RGA as the issuer, Achaogen as the
 * drug developer and Athens Bancshares as the issuer), plain and colloquial, some with typos or shorthand, most asking
 * for a period, an amount, a rate, a deadline or who may do what (several held in a definition, an exhibit, a table row
 * or a lettered list away from the clause that uses them), some for one party's right where the other has a twin of it,
 * some answered by two passages (every acceptable span listed). Each names its gold passage(s) verbatim (found in the
 * texts by whitespace-tolerant matching and sliced from them with their own spacing; every one found). One gold occurs
 * twice in its contract (Microgenics' Delaware governing-law sentence, in clause 13 and again in the government
 * flow-down exhibit); the scorer takes the first occurrence, which is the one asked about.
 *
 * Written and committed before it was run, and before `ask`'s code, src/concepts.ts, the adapter's data or any suite's
 * misses were read in the session; run once with main's method at a1a35b04 (figures below). Its misses are not read
 * until the session's end, and then for classes only.
 *
 * At a1a35b04, run once (`node test/ask/measure.ts --test18 --only-test18 --quick [--encoder]`): lexical `ask` 0.717
 * (86/120); `askRanked` with e5-small-v2 and round 14's adapter (the server's path) 0.833 (100/120).
 * No question or gold was changed after the run.
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST18_FILES = {
  ehave: "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement.txt",
  promo: "WHITESMOKE,INC_11_08_2011-EX-10.26-PROMOTION AND DISTRIBUTION AGREEMENT.txt",
  software: "SUMMAFOURINC_06_19_1998-EX-10.3-SOFTWARE LICENSE AND MAINTENANCE AGREEMENT.txt",
  franchise: "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1.txt",
  affiliate: "TubeMediaCorp_20060310_8-K_EX-10.1_513921_EX-10.1_Affiliate Agreement.txt",
  remarketing: "Reinsurance Group of America, Incorporated - A_R REMARKETING  AGREEMENT.txt",
  collab: "Microgenics Corporation - Collaborative Development and Commercialization Agreement.txt",
  agency: "ATHENSBANCSHARESCORP_11_02_2009-EX-1.2-AGENCY AGREEMENT , 2009.txt",
} as const;
export type Test18Doc = keyof typeof TEST18_FILES;

/** The CUAD texts, read in place; null where the shared data is absent. */
export const test18Docs = (): Record<Test18Doc, string | null> => cuadDocs(TEST18_FILES);

export interface Test18Case extends Omit<ParaphraseCase, 'doc'> { doc: Test18Doc }

export const TEST18_CASES: Test18Case[] = [
  // ehave: a licence and reseller agreement for a mental-health software platform (Ehave the licensor; Companion Healthcare Technologies, CHT, the reseller, "we")
  { doc: "ehave", question: "how long does this reseller deal last", gold: ["shall commence as of the Effective Date and shall continue in perpetuity (the \"Term\"), unless terminated earlier in accordance with the provisions contained herein."] },
  { doc: "ehave", question: "can we walk away without a reason and how much notice", gold: ["at any time without cause, by providing at least thirty (30) Business Days prior written notice to Ehave, but subject to payment of a termination"] },
  { doc: "ehave", question: "if ehave breaches how long do they have to fix it before we can terminate", gold: ["breaches any material provision of this Agreement and such breach continues for a period of twenty (20) Business Days after delivery of a written notice by CHT requiring Ehave to correct such failure"] },
  { doc: "ehave", question: "if we pay late how long before ehave can terminate", gold: ["fails to pay in full any sum owing by it under this Agreement by the due date thereof (other than any sum the payment of which is disputed by CHT in good faith and withheld pending resolution of such dispute in accordance with Section 19) and such failure continues for a period of ten (10) Business Days after delivery of a written notice by Ehave requiring CHT to correct such failure;"] },
  { doc: "ehave", question: "what interest do they charge on overdue royalties", gold: ["interest on such overdue amounts at the rate of 1% per month calculated daily, compounded monthly (12.68% per annum)"] },
  { doc: "ehave", question: "do we lose exclusivity if sales are low? what's the revenue target", gold: ["at any time after November 1, 2010 CHT fails to achieve annual revenues of $500,000."] },
  { doc: "ehave", question: "are we allowed to sell a competing product while we're exclusive", gold: ["CHT shall not enter into an agreement (a \"Competitive Transaction\") with any other Person related to the license, sub-license, sale, resale or provide service, solutions, goods or products, that are substantially similar to or competitive with the Ehave Companion Solution."] },
  { doc: "ehave", question: "how many days do we have to test the software before accepting", gold: ["CHT shall have ten (10) Business Days to perform the acceptance tests as set out in the Acceptance Procedures and to provide Ehave written notice of acceptance or non-acceptance of the Ehave Companion Solution (the \"Acceptance Period\")."] },
  { doc: "ehave", question: "how often can ehave audit our books", gold: ["Audits may be conducted once a calendar year, provided that the foregoing limit shall not apply where an audit discovered an overcharge of 5% or more, in which case, Ehave may conduct another audit sooner."] },
  { doc: "ehave", question: "who pays for an audit if it finds we underpaid", gold: ["by more than five percent (5%) of the total Royalties paid during the period being audited, CHT shall promptly reimburse Ehave for all reasonable third party expenses incurred by Ehave in connection with such Audit."] },
  { doc: "ehave", question: "after termination how long does ehave have to help us transition our customers", gold: ["for a period of sixty (60) Business Days thereafter (the \"Transition-out Period\")"] },
  { doc: "ehave", question: "whats the cap on ehaves liability to us", gold: ["in no event shall either Party's liability under this Agreement exceed the aggregate of all amounts paid under this Agreement and amounts that have accrued but not yet been paid in the twelve (12) months preceding the event giving rise to the claim."] },
  { doc: "ehave", question: "how much insurance coverage do we need to carry", gold: ["a comprehensive general liability insurance policy, with minimum coverage of $1,000,000 per occurrence and in the annual aggregate for product liability and completed operations"] },
  { doc: "ehave", question: "if a force majeure drags on can we terminate", gold: ["In the event that the force majeure event lasts for fifteen (15) Business Days or longer, either Party shall have the option to terminate this Agreement upon written notice to the other without liability."] },
  { doc: "ehave", question: "can we asign the contract to our affilate without ehave ok'ing it", gold: ["either Party shall have the right, on notice to but without the other Party's consent, to assign this Agreement and its rights and obligations contained herein, to an affiliate or to a third party who is not a competitor of the other Part"] },

  // promo: a software promotion and distribution agreement (Google the grantor, heavily redacted; WhiteSmoke the distributor bundling Chrome and the Toolbar, "we")
  { doc: "promo", question: "how long does the google bundling deal run", gold: ["the end of the two year period from the Effective Date to 31 July 2013; or (b) the last day of the calendar month  within which the Maximum Distribution Commitment is reached."] },
  { doc: "promo", question: "how long do they give us to cure a breach before terminating", gold: ["is in material breach of this Agreement where the breach is capable of remedy and fails to remedy that breach within thirty (30)  days after receiving written notice of such breach."] },
  { doc: "promo", question: "when can google terminate us right away", gold: ["Google may terminate this Agreement immediately upon written notice to Distributor if:"] },
  { doc: "promo", question: "can google raise the cap on what they pay us", gold: ["Google shall have the right, at its sole option, to increase the [ * ] by providing written notice to Distributor  no later than [ * ] prior to the end of the Term."] },
  { doc: "promo", question: "can google deduct money we owe them from our payments", gold: ["Google may offset any payment obligations to Distributor that Google may incur under this  Agreement against any product or service fees owed to Google and not yet paid by Distributor under any agreement between Distributor  and Google."] },
  { doc: "promo", question: "can we charge interest if google pays late", gold: ["Distributor may charge interest at the rate of [ * ] above the base rate of Barclays Bank PLC from time to time, from the due date  until the date of actual payment"] },
  { doc: "promo", question: "who pays taxes on googles payments to us", gold: ["Google shall pay any applicable  taxes imposed by governmental agencies with respect to the transactions under this Agreement other than taxes based upon  Distributor's income."] },
  { doc: "promo", question: "can google check our records and for how long", gold: ["During the Term, and for a period of [ * ] thereafter, Google may audit Distributor's relevant records to confirm  Distributor's compliance with this Agreement."] },
  { doc: "promo", question: "what happens to our fees when the deal ends", gold: ["the fees  payable to Distributor shall immediately cease accruing"] },
  { doc: "promo", question: "which countrys law governs and where do we sue", gold: ["This Agreement is governed by English law and the parties submit to the exclusive jurisdiction of the English courts"] },
  { doc: "promo", question: "can we put out a press release about the google deal", gold: ["neither party may make any public statement regarding the relationship  contemplated by this Agreement without the other's prior written approval."] },
  { doc: "promo", question: "how often can we offer chrome to the same user", gold: ["the functionality that  prevents an End User from receiving more than one (1) offer for the Chrome Browser within any six (6)-month period"] },
  { doc: "promo", question: "if google updates the app guidelines how long do we have to comply", gold: ["you will be required to bring your Application into compliance within thirty (30)  days"] },
  { doc: "promo", question: "which countries are we banned from exporting to", gold: ["Distributor shall not export any Product to Cuba, Iran, North Korea, Sudan or Syria."] },
  { doc: "promo", question: "if a user never clicks agree does the toolbar still install", gold: ["then the Google Toolbar or Chrome Browser (as applicable) shall not  be installed on such End User's computer."] },

  // software: a DSP software licence and maintenance agreement (D2 Technologies the licensor; SummaFour the licensee, "we")
  { doc: "software", question: "can we cancel the license for convenience, how much notice", gold: ["LICENSEE may terminate this Agreement upon ninety (90) days written notice."] },
  { doc: "software", question: "how long do they get to fix a default", gold: ["If either party defaults in the performance of any of its material obligations hereunder and if such default is not corrected within thirty (30) days after written notice thereof by the other party"] },
  { doc: "software", question: "when do we pay the runtime royalties", gold: ["The Runtime License Fee shall be paid by LICENSEE quarterly for Licensee Products which have been paid for by Licensee's end-user customer in the prior quarter."] },
  { doc: "software", question: "how fast must D2 respond to an emergency bug", gold: ["Emergency (A)              24 hours          7 days"] },
  { doc: "software", question: "what do we get if d2 misses the bug fix deadlines", gold: ["LICENSEE shall deduct from future runtime license fees, as specified in Exhibit C, a \"late fee\" for each day past the deadline in the schedule of this section.", "The \"late fee\" shall equal to 50% (fifty percent) of the runtime license fees paid to D2 for the previous two calendar quarters equally divided over 180 (one hundred eighty) days."] },
  { doc: "software", question: "how long is the warranty", gold: ["of one year commencing on acceptance of such portion of the Licensed Technology by LICENSEE"] },
  { doc: "software", question: "how long must D2 keep offering maintenance", gold: ["D2 shall make available to LICENSEE the maintenance and support services according to the terms of this Article 6 for a minimum of five years after Acceptance of Licensed Technology."] },
  { doc: "software", question: "how many days do we have to accept or reject a delivery", gold: ["LICENSEE shall, within thirty (30) days after delivery of any Licensed Technology, either accept such Licensed Technology or reject such Licensed Technology"] },
  { doc: "software", question: "when are our quarterly royalty reports due", gold: ["Within thirty days after the end of each calendar quarter during the term of this Agreement, LICENSEE shall provide D2 with written reports"] },
  { doc: "software", question: "how often can they audit us", gold: ["no more than one such audit may be made in any twelve month period"] },
  { doc: "software", question: "how long do we keep distribution records", gold: ["LICENSEE shall maintain records of its distribution of Licensee Products containing the Licensed Technology, for a period of one year after the date on which LICENSEE distributes the Products to which such records pertain."] },
  { doc: "software", question: "when can we get the sourcecode", gold: ["D2's insolvency, general assignment for the benefit of creditors, or ceasing to do business, or (ii) D2's failure or inability to meet its warranty, maintenance and support obligations under Article 6"] },
  { doc: "software", question: "what are fees for porting to a different processor", gold: ["The development license fees for any part or all of Licensed Technology for each \"Supported Processor\" shall be 50% of that for the TMS320C54x processor family as listed in Exhibit C."] },
  { doc: "software", question: "what is the max D2 would owe us in damages", gold: ["IN NO EVENT SHALL D2'S LIABILITY HEREUNDER EXCEED THE TOTAL AMOUNT PAID OR OWED BY LICENSEE TO D2 UNDER THIS AGREEMENT."] },
  { doc: "software", question: "where would a lawsuit be filed", gold: ["The parties agree that any litigation arising out of this Agreement shall be brought in the state courts in Delaware."] },

  // franchise: a restaurant franchise agreement (Pizza Fusion / PF Hospitality the franchisor; the franchisee, "we", addressed as "you")
  { doc: "franchise", question: "how long is our franchise for", gold: ["This Agreement expires ten (10) years from the Agreement Date (the \"Term\"), unless it is terminated sooner as provided in other sections of this Agreement."] },
  { doc: "franchise", question: "can we renew when it runs out", gold: ["When this Agreement expires, you will have the option to continue the franchise relationship with us for two (2) additional terms of ten (10) years each."] },
  { doc: "franchise", question: "whats the fee to renew", gold: ["You must pay us a discounted successor franchise fee in the amount of $7,500 or twenty-five percent (25%) of our then- current initial franchise fee (whichever is more)."] },
  { doc: "franchise", question: "how much is the upfront franchise fee and do we get it back", gold: ["You must pay us an initial franchise fee of $30,000 when you sign this Agreement.", "You acknowledge that we have no obligation to refund the initial franchise fee in whole or in part for any reason."] },
  { doc: "franchise", question: "what royalty do we pay", gold: ["You must pay us a royalty fee (\"Royalty\") equal to six percent (6%) of your Gross Revenues."] },
  { doc: "franchise", question: "how much goes to the marketing fund", gold: ["equal to three percent (3%) of your Gross Revenues for the preceding Period."] },
  { doc: "franchise", question: "when are royalty payments due each week", gold: ["Your Royalty payments and Advertising Contributions are due by the first (1st) day after the end of each Period"] },
  { doc: "franchise", question: "what interest and late fees if we're late paying", gold: ["we have the right to charge interest on the overdue amount at the rate of one and one-half percent (1.5%) per month", "we will have the right to charge a late fee for each occurrence of a payment that is more than 30 days past due, which fee will be $100 for the first such occurrence, $200 for the second such occurrence, and $300 for the third"] },
  { doc: "franchise", question: "how long do we have to find and get a site approved", gold: ["By no later than 90 days after the Agreement Date, you must have obtained our written approval of a site."] },
  { doc: "franchise", question: "if we miss a payment how many days to cure before termination", gold: ["You will have ten (10) days after written notice of such default from us within which to remedy the default."] },
  { doc: "franchise", question: "for other defaults how long is the cure period", gold: ["you will have thirty (30) days after written notice of default from us within which to remedy the default."] },
  { doc: "franchise", question: "what if they audit and find we under reported sales", gold: ["If Gross Revenues have been understated by more than 2% for the period covered by the examination or audit, you must also:"] },
  { doc: "franchise", question: "can we sell the restaurant, what's the transfer fee", gold: ["We must be paid, either by you or the transferee, a transfer fee (\"Transfer Fee\") in an amount equal to $7,500 (or twenty- five percent (25%) of the then-current initial franchise fee, if greater)."] },
  { doc: "franchise", question: "after we leave can we open a competing pizza place nearby", gold: ["For two (2) years after the expiration or termination of this Agreement or an approved Transfer to a new franchisee, you may not directly or indirectly own, manage, engage in, be employed by, advise, make loans to, consult for, or have any other interest in any Competitive Business that is, or intends to operate, within three (3) mile radius of"] },
  { doc: "franchise", question: "how long do we have to bring a claim against the franchisor", gold: ["must be commenced within one (1) year from the occurrence of the facts giving rise to such claim or action"] },

  // affiliate: a television network affiliation agreement (The TUBE Music Network; Tribune Broadcasting the affiliate, "we")
  { doc: "affiliate", question: "when does the initial term end", gold: ["The \"Initial Term\" shall commence upon the Effective Date and shall expire on March 31, 2011."] },
  { doc: "affiliate", question: "does it auto renew and how do we stop that", gold: ["If Affiliate fails to notify Network of its desire that this Agreement terminate on its expiration date, at least six (6) months before the expiration date, this Agreement will automatically renew, upon the same terms and conditions, for an additional four (4) -year period (\"Renewal Term\")."] },
  { doc: "affiliate", question: "do we pay the network anything for carrying the channel", gold: ["Neither Affiliate nor any Station shall pay any fees to Network for any rights granted under this Agreement."] },
  { doc: "affiliate", question: "what cut of the ad revenue do we get", gold: ["the \"Affiliate Advertising Share\" shall be determined by multiplying fifteen percent (15%) of Network's Advertising Revenue for such calendar quarter by a fraction"] },
  { doc: "affiliate", question: "whats our share of transactional revenue", gold: ["the \"Affiliate Transactional Share\" means fifteen percent (15%) of Network's Transactional Revenue for the pertinent calendar quarter."] },
  { doc: "affiliate", question: "when does the network have to pay us our revenue share", gold: ["The Affiliate Advertising Share, if any, shall be payable quarterly and shall be due no later than forty-five (45) days following the end of each calendar quarter for which a payment is due.", "The Affiliate Transactional Share, if any, shall be payable quarterly and shall be due no later than forty-five (45) days following the end of each calendar quarter for which a payment is due."] },
  { doc: "affiliate", question: "can we audit the network's books how often", gold: ["Upon not less than thirty (30) days' prior written notice and not more than once in any calendar year, Affiliate shall have the right, at its sole cost and expense, during the Term and for one (1) year thereafter, to examine during normal business hours the books and records of Network"] },
  { doc: "affiliate", question: "can the network just shut down the channel and end the deal", gold: ["Network retains the right at all times during the Term to discontinue its distribution of the Service in its entirety and to terminate this Agreement and all other affiliates' agreements on at least ninety (90) days' prior notice without any liability therefor to Affiliate"] },
  { doc: "affiliate", question: "how long do they have to cure if they breach", gold: ["Affiliate may, by providing Network with thirty (30) days' prior notice, terminate this Agreement if Network is in material breach of this Agreement, provided that Network shall have thirty (30) days from its receipt of Affiliate's written notice"] },
  { doc: "affiliate", question: "how long to cure a missed payment", gold: ["any breach involving failure to pay any amount due hereunder must be cured within ten (10) days after notice."] },
  { doc: "affiliate", question: "how much satellite downtime counts as a material breach", gold: ["Network's failure, for reasons other than force majeure, to deliver a signal meeting the requirements of this Section 5(a) for more than twelve (12) hours in any consecutive thirty (30) day period without the written consent of Affiliate shall constitute a material breach of this Agreement"] },
  { doc: "affiliate", question: "who pays for the receiving equipment and whats the cap", gold: ["the Receiving Equipment for all of the Stations initially listed on Exhibit A shall not exceed, in the aggregate, one hundred twenty-five thousand dollars ($125,000.00)"] },
  { doc: "affiliate", question: "how much local programming time do we get each week", gold: ["Affiliate, at its own cost, shall be provided with thirty (30) minutes per week on the Service, on the same day and at the same time each week"] },
  { doc: "affiliate", question: "if they launch a new channel do we get first dibs", gold: ["Affiliate shall have ninety (90) calendar days from Affiliate's receipt of Network's comprehensive business plan for such New Channels to determine whether Affiliate desires to enter into an agreement with respect to the"] },
  { doc: "affiliate", question: "what insurance does the network carry", gold: ["Network has procured, and shall maintain during the Term, at its sole expense, Commercial General Liability insurance at liability limits of not less than $1,000,000 each occurrence and $2,000,000 in the aggregate."] },

  // remarketing: a securities remarketing agreement (Barclays the remarketing agent; Reinsurance Group of America and its trust the issuers, "we")
  { doc: "remarketing", question: "what fee do we owe barclays if the remarketing works", gold: ["a fee in an amount equal to 25 basis points (0.25%) of the Accreted Value of the Remarketed Securities."] },
  { doc: "remarketing", question: "who is the remarketing agent and is it exclusive", gold: ["The Company and the Trust (together, the \"Issuers\") hereby appoint  Barclays as exclusive remarketing agent (the \"Remarketing Agent\")"] },
  { doc: "remarketing", question: "what price does the agent have to get for the securities", gold: ["100% of the aggregate Accreted Value thereof as of the end of the day on the day next preceding the Remarketing Settlement Date"] },
  { doc: "remarketing", question: "when does the remarketing actually happen", gold: ["On the third Business Day immediately preceding the Remarketing Settlement Date (the \"Remarketing Date\"), the Remarketing Agent shall use  its commercially reasonable efforts to remarket the Remarketing Securities"] },
  { doc: "remarketing", question: "how is the new reset rate set", gold: ["the  Remarketing Agent shall determine the Reset Rate, which shall be the rate per annum (rounded to the nearest one-thousandth (0.001) of one  percent per annum) that the Remarketing Agent reasonably determines, in good faith after consultation with the Company, to be the lowest  distribution rate or interest rate"] },
  { doc: "remarketing", question: "if the remarketing fails what interest rate do we pay on the debentures", gold: ["the rate of interest per annum on the Accreted Value of the Debentures shall become 10.25% per annum"] },
  { doc: "remarketing", question: "after a failed remarketing when do the debentures come due", gold: ["shall become due on the date which is 93 days following the Failed Remarketing Settlement Date"] },
  { doc: "remarketing", question: "can we still defer interest after a failed remarketing", gold: ["the Company no longer shall have the option to defer"] },
  { doc: "remarketing", question: "which expenses do we have to cover", gold: ["the costs incident to the preparation and printing of the Prospectus and any amendments or supplements thereto;"] },
  { doc: "remarketing", question: "do we have to indemnify barclays", gold: ["The Company shall indemnify and hold harmless the Remarketing Agent, its officers and  employees and each person, if any, who controls the Remarketing Agent within the meaning of the Securities Act, from and against any loss,  claim, damage or liability"] },
  { doc: "remarketing", question: "is barclays liable to us if they mess up", gold: ["The Remarketing Agent, acting under this Agreement, shall incur no liability to the Company or to any holder  of Remarketing Securities in its individual capacity or as Remarketing Agent for any action or failure to act, on its part in connection with a  Remarketing or otherwise, except if such liability is judicially determined to have resulted from the gross negligence or willful misconduct"] },
  { doc: "remarketing", question: "how much can barclays be made to contribute", gold: ["the  Remarketing Agent shall not be required to contribute any amount in excess of the total price at which Remarketing Securities distributed in the  Remarketing exceed the amount of any damages"] },
  { doc: "remarketing", question: "when does this agreement end", gold: ["This Agreement shall terminate (i) the Business Day immediately following the Remarketing Settlement Date, (ii) at 5:00  p.m., New York City time, on the last date of the Remarketing if the Remarketing is not successful"] },
  { doc: "remarketing", question: "if barclays walks because we didn't meet conditions do we pay their costs", gold: ["if this Agreement is terminated by the Remarketing Agent because of any failure or refusal on the part of the Company to comply with the terms  or to fulfill any of the conditions of this Agreement, the Company will reimburse the Remarketing Agent"] },
  { doc: "remarketing", question: "whats the governing law", gold: ["This Agreement shall be governed by, and construed in accordance with, the laws of the State of New York."] },

  // collab: a companion diagnostic collaborative development and commercialization agreement (Microgenics the assay maker; Achaogen the drug developer, "we")
  { doc: "collab", question: "how long does the collaboration with microgenics last", gold: ["the term of this Agreement shall continue in effect until Achaogen ceases development and commercialization of Plazomicin (\"Term\")."] },
  { doc: "collab", question: "can we end it whenever we want? notice?", gold: ["Achaogen may terminate this Agreement in its entirety, for any reason, by providing at least sixty (60) days prior written notice to Microgenics."] },
  { doc: "collab", question: "how long to cure a material breach", gold: ["For material breach by the other Party, which breach remains uncured for ninety (90) days from the date written notice of such breach is given to the breaching Party"] },
  { doc: "collab", question: "if sales of the test fall short of the minimum do we have to pay microgenics", gold: ["In the event that, during the applicable Minimum Threshold Periods (as defined below), Microgenics does not receive the applicable Minimum Threshold Revenue (as defined below) during a given calendar year, Achaogen agrees to pay  [***] Microgenics for such region during such calendar year (on a prorated basis, as applicable)."] },
  { doc: "collab", question: "who manufactures the assay", gold: ["Microgenics shall be solely and exclusively responsible for the worldwide manufacture of the Assay in accordance with GMP standards, the Specifications and Applicable Law."] },
  { doc: "collab", question: "what do we pay for assay used in our clinical trials", gold: ["Achaogen shall reimburse Microgenics at (a) a price of USD $[***] per patient result used to make diagnostic decisions for the applicable patient"] },
  { doc: "collab", question: "when are microgenics invoices due", gold: ["All payments due Microgenics under this Agreement shall be made by Achaogen in United States dollars within [***] ([***]) days after receipt of the applicable invoice"] },
  { doc: "collab", question: "how many people do we put on the steering committee", gold: ["each of the Parties shall appoint two (2) representatives to the JSC."] },
  { doc: "collab", question: "who pays the taxes on our payments to them", gold: ["Microgenics shall be liable for all income and other taxes (including interest) imposed upon any payments made by Achaogen to Microgenics under this Agreement."] },
  { doc: "collab", question: "if we get the transfer licence what royalty do we owe", gold: ["Achaogen shall owe no payments to Microgenics for the first [***] ([***]) months that any Assay commercialized under the Transfer License is commercialized and shall pay a [***] percent ([***]%) royalty on its net sales"] },
  { doc: "collab", question: "can we hand this agreement to a plazomicin licensee without their consent", gold: ["Achaogen may, without Microgenics' consent, assign this Agreement (in whole or in part) to a Third Party licensee of Achaogen's rights with respect to Plazomicin."] },
  { doc: "collab", question: "what state law applies", gold: ["This Agreement is subject to and governed by the laws of the State of Delaware, U.S.A."] },
  { doc: "collab", question: "where are disputes arbitrated", gold: ["Arbitration will be conducted exclusively in the State of Delaware by arbitration administered by the American Arbitration Association (\"AAA\") under its Commercial Arbitration Rules"] },
  { doc: "collab", question: "after termination do we have to talk to microgenics about continuing the test", gold: ["for a period of two (2) years after the expiration or termination date of this Agreement pursuant to Section 9.4.5, in the event Achaogen decides to continue to develop and commercialize Plazomicin, Achaogen shall provide written notice thereof to Microgenics"] },
  { doc: "collab", question: "what happens to the licence we granted them if the deal ends", gold: ["All rights and licenses granted under Section 6.1 (License by Achaogen) of this Agreement shall terminate and all rights to the Achaogen Patents and Achaogen Know-How shall revert to Achaogen."] },

  // agency: a bank conversion stock offering agency agreement (Keefe, Bruyette & Woods the agent; Athens Bancshares and its bank, "we")
  { doc: "agency", question: "whats the management fee we pay KBW and when", gold: ["A management fee of $30,000 payable in four consecutive monthly installments of $7,500 each commencing with the execution of the  Engagement Letter."] },
  { doc: "agency", question: "do we get the management fee back if the offering fails", gold: ["This fee shall be deemed to have been earned when due and shall be non-refundable."] },
  { doc: "agency", question: "how much is the success fee on the subscription offering", gold: ["A success fee upon completion of the Offering of 1.125% of the aggregate purchase price of the Common Shares sold in the Subscription  Offering and Community Offering"] },
  { doc: "agency", question: "is there a minimum success fee", gold: ["In no  event shall the success fee paid for the sale of Common Stock in the Subscription and Community Offering be less than $200,000."] },
  { doc: "agency", question: "what do they charge for shares sold in the syndicated offering", gold: ["The Agent will be paid a fee not to exceed 5.5% of the  aggregate Purchase Price of the Shares sold in the Syndicated Community Offering."] },
  { doc: "agency", question: "is there a cap on reimbursing the agent's legal fees", gold: ["The Company and the Bank will reimburse the Agent for the fees and expenses of the Agent's  counsel which will not exceed $50,000."] },
  { doc: "agency", question: "when does the agent's job end", gold: ["The obligations of the Agent pursuant to this Agreement shall terminate upon termination of the Offering, but in no event later than 45 days after  the completion of the Subscription Offering (the \"End Date\")."] },
  { doc: "agency", question: "if we cant sell the minimum shares what happens to subscribers money", gold: ["In the event the Company is unable to sell a minimum of    Shares within the period herein provided, this Agreement shall terminate and the  Company shall refund to any persons who have subscribed for any of the Shares the full amount which it may have received from them"] },
  { doc: "agency", question: "if the offering is called off do we still owe the agent fees", gold: ["In the event the Offering is terminated for any reason not attributable to the  action or inaction of the Agent, the Agent shall be paid the fees due to the date of such termination"] },
  { doc: "agency", question: "when do we have to pay the agent's fees and expenses", gold: ["Full payment of the Agent's actual and accountable expenses, advisory fees and compensation shall be made in next day funds on the earlier of  the Closing Date or a determination by the Bank to terminate or abandon the Offering."] },
  { doc: "agency", question: "how long after closing are we barred from issuing more stock", gold: ["The Company and the Bank will not sell or issue, contract to sell or otherwise dispose of, for a period of 90 days after the Closing Date, without  the Agent's prior written consent, any of their shares of their common stock"] },
  { doc: "agency", question: "can kbw pull out if the markets crash", gold: ["If any domestic or international event or act or occurrence has materially disrupted the United States securities markets such as to make it, in  the Agent's reasonable opinion, impracticable to proceed with the offering of the Shares"] },
  { doc: "agency", question: "can we fire the agent", gold: ["The Company or the Bank may terminate this Agreement in the event the Agent is in material breach of the representations and warranties or  covenants contained in Section 5 and such breach has not been cured after the Company or the Bank has provided the Agent with notice of such  breach."] },
  { doc: "agency", question: "whats the most the agent would ever have to contribute", gold: ["the Agent shall not be liable for any loss, liability, claim, damage or expense or be  required to contribute any amount pursuant to Section 9(b) or this Section 10 which in the aggregate exceeds the amount paid (excluding  reimbursable expenses) to the Agent under this Agreement."] },
  { doc: "agency", question: "what law governs the agency agreement", gold: ["This Agreement shall be construed in accordance with the laws of the State of New York without regard to principles of  conflicts of law."] },

];
