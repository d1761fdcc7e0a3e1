/**
 * TEST14: a fourteenth held-out set for `ask` (issue 11, session 25), 120 questions over eight long CUAD contracts of types
 * the ask suites had asked least about, none named by an ask suite, by test/ask/pick.ts, by the adapter's training data,
 * TEST12 or TEST13 (checked against test/ask/*.ts, test/ask*.test.ts, data/ask.adapter.json and the README, by file name):
 * a joint development agreement (FuelCell Energy / ExxonMobil Research, 106 kB, its definitions in an appendix), a
 * liquidation agency agreement in a chapter 11 case (The Bon-Ton Stores / a GA Retail and Tiger Capital joint venture,
 * 162 kB, with a wind-down budget exhibit), a co-promotion agreement (Exact Sciences / Pfizer, 159 kB, one page per line,
 * with fee and revenue tables run into the text), a software licence and maintenance agreement in South African drafting
 * (Telkom / SAP Africa, 106 kB, "clause 6. 2" numbering, the fees and support levels in annexures), a submarine cable
 * construction and maintenance agreement among carriers (TAT-14, Startec Global Communications' copy, 116 kB, with
 * definitions and billing rules), a transition services agreement on a spin-off (Reynolds Consumer Products / Reynolds
 * Group Holdings, 114 kB, most of it fee schedules), a cinema advertising network affiliate agreement (Digital Cinema
 * Destinations / National CineMedia, 109 kB) and an operations and maintenance agreement for a gas gathering system
 * (Piñon Gathering / SandRidge Midstream, 73 kB, some clauses' lettered items displaced by the filing). Read in place from
 * ../shared/data/cuad (never committed); the suite is skipped where CUAD is absent.
 *
 * The word vectors (`ask.vectors.json`) were trained on CUAD before these eight were named, so they have read these
 * texts, unlabelled, as they had TEST8's, TEST9's, TEST12's and TEST13's.
 *
 * The questions are a client's own words from one side's seat ("we" are FuelCell Energy, Bon-Ton as the merchant, Exact
 * Sciences, Telkom as the licensee, Startec as one carrier of the consortium, Reynolds Consumer Products as the services'
 * recipient, the theatre circuit and the gathering system's owner), plain and colloquial, a few with typos, many asking for
 * a number, a fee, a rate or a period (several held in a definition, an annexure, an exhibit or a fee table away from
 * the clause that uses them), some for one party's right where the other party has a twin of it (termination for
 * convenience, non-payment, change of control), some answered by two clauses. Each names its gold passage(s) verbatim
 * (every acceptable span where two clauses or an attachment answer); any one in the top three counts. Four golds occur
 * more than once in their contract; the scorer takes the first occurrence, the one the question asks about.
 *
 * Written and committed before it was run, and before `ask`'s code, src/concepts.ts, the adapter's data or any suite's
 * misses were read in the session (its golds were sliced from the texts by whitespace-tolerant matching and checked to
 * be found); run once with main's method at 21713d44 (figures in the engine README, "`ask` TEST14 and round 16", and
 * below). Its misses are not read until the session's end, and then for classes only.
 *
 * At 21713d44, run once (`node test/ask/measure.ts --test14 --only-test14 --quick [--encoder]`): lexical `ask` 0.683
 * (82/120); `askRanked` with e5-small-v2 and round 14's adapter (the server's path) 0.808 (97/120). Once more with round
 * 16's method as first final (the party factor at 1.5 and the bracketed definitions): 0.658 (79/120) and 0.783 (94/120);
 * and a third time with the method that ships (the party factor off): 0.683 (82/120) and 0.808 (97/120). Spent since: its
 * misses were read after the second run (classes only, in the README). No question or gold was changed after the first
 * run.
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST14_FILES = {
  development: "FuelcellEnergyInc_20191106_8-K_EX-10.1_11868007_EX-10.1_Development Agreement.txt",
  agency: "BONTONSTORESINC_04_20_2018-EX-99.3-AGENCY AGREEMENT.txt",
  promotion: "ExactSciencesCorp_20180822_8-K_EX-10.1_11331629_EX-10.1_Promotion Agreement.txt",
  licence: "TELKOMSALTD_01_30_2003-EX-10-LICENCE AND MAINTENANCE AGREEMENT.txt",
  cable: "STARTECGLOBALCOMMUNICATIONSCORP_11_16_1998-EX-10.30-CONSTRUCTION AND MAINTENANCE AGREEMENT.txt",
  services: "ReynoldsConsumerProductsInc_20200121_S-1A_EX-10.22_11948918_EX-10.22_Service Agreement.txt",
  cinema: "DigitalCinemaDestinationsCorp_20111220_S-1_EX-10.10_7346719_EX-10.10_Affiliate Agreement.txt",
  operations: "SANDRIDGEENERGYINC_08_06_2009-EX-10.6-OPERATIONS AND MAINTENANCE AGREEMENT.txt",
} as const;
export type Test14Doc = keyof typeof TEST14_FILES;

/** The CUAD texts, read in place; null where the shared data is absent. */
export const test14Docs = (): Record<Test14Doc, string | null> => cuadDocs(TEST14_FILES);

export interface Test14Case extends Omit<ParaphraseCase, 'doc'> { doc: Test14Doc }

export const TEST14_CASES: Test14Case[] = [
  // A joint development agreement (FuelCell Energy, "FCE" — "we"; ExxonMobil Research and Engineering), with an appendix of definitions
  { doc: "development", question: "how long does the JDA with Exxon run?", gold: ["this Agreement will continue in full force beginning on the Effective Date and ending two (2) years thereafter"] },
  { doc: "development", question: "Can Exxon walk away from the deal whenever they like, and on how much notice?", gold: ["either Party may terminate this Agreement or all/part of a Project for any reason and at any time upon giving the other Party sixty (60) days prior written notice"] },
  { doc: "development", question: "If Exxon pulls out early do they cover what we already committed to our vendors?", gold: ["if this Agreement is terminated by ExxonMobil, ExxonMobil will pay FCE reasonable non- refundable expenses incurred by FCE in satisfying authorized commitments entered into by FCE with third parties prior to receipt of the termination notice"] },
  { doc: "development", question: "whats the hourly rate we can charge for our engineers", gold: ["the FTE Rate for scientists and engineers is three-hundred and twenty-seven United States dollars ($327.00 USD)"] },
  { doc: "development", question: "What's the overall ceiling on research costs Exxon will reimburse?", gold: ["The cumulative Research Costs for the Program will not exceed forty-five million United States dollars ($45,000,000 USD) over the Term of the Agreement"] },
  { doc: "development", question: "how much is the up front exclusivity fee they pay us", gold: ["a one-time up-front fee (\"Exclusivity and Technology Access Fee\") of five million United States dollars ($5,000,000 USD)"] },
  { doc: "development", question: "What milestone money can we earn?", gold: ["ExxonMobil will pay FCE a first Milestone Payment of five million United States dollars ($5,000,000 USD) upon FCE achieving Milestone 1", "ExxonMobil will pay FCE a second and final Milestone Payment of five million United States dollars ($5,000,000 USD), upon FCE achieving Milestone 2"] },
  { doc: "development", question: "if the agreement ends before we hit a milestone do we still get that payment?", gold: ["The obligation to pay any such installment ends upon termination of this Agreement by either Party for any reason prior to FCE achieving the respective milestone."] },
  { doc: "development", question: "How many days does Exxon have to pay our invoices?", gold: ["ExxonMobil agrees to pay FCE the amount of each invoice under this Agreement within thirty (30) days following ExxonMobil's receipt"] },
  { doc: "development", question: "can we put a markup on materials we buy for the project", gold: ["Materials shall be invoiced as incurred and subject to a thirty percent (30%) service fee."] },
  { doc: "development", question: "if someone buys FCE can Exxon end the agreement?", gold: ["ExxonMobil may terminate this Agreement upon fifteen (15) days written notice, without penalty, payment or prejudice to claims and obligations then accrued, if FCE undergoes a Change in Control."] },
  { doc: "development", question: "how long do we get to fix a default before they can terminate", gold: ["continuing until thirty (30) calendar days thereafter", "Unless the defaulting Party has remedied such default within the Cure Period"] },
  { doc: "development", question: "Are we allowed to work with other companies on carbon capture fuel cells?", gold: ["FCE will not conduct any Work using Generation 1 Technology in Carbon Capture Applications or any Work using Generation 2 Technology, independently or with third parties outside this Agreement, without prior written approval from ExxonMobil"] },
  { doc: "development", question: "for how long after the deal can Exxon send auditors in to check our books?", gold: ["during the Term of this Agreement and at least three (3) years thereafter, but no more than once per fiscal year"] },
  { doc: "development", question: "Can we move the contract into one of our subsidiaries?", gold: ["FCE may assign this Agreement to any of its wholly-owned and wholly-controlled Affiliates, with prior written notice to the other Party"] },

  // A liquidation agency agreement in a chapter 11 case (The Bon-Ton Stores, the "Merchant" — "we"; the GA Retail / Tiger Capital joint venture, the "Agent")
  { doc: "agency", question: "When does the going-out-of-business sale have to finish?", gold: ["shall end at each Store no later than August 31, 2018"] },
  { doc: "agency", question: "can the liquidators shut a store early, how much notice do we get", gold: ["Agent may, in its discretion, earlier terminate the GOB Sale on a Store-by- Store basis upon not less than seven (7) days' prior written notice"] },
  { doc: "agency", question: "How much is the wind down payment to us?", gold: ["in the amount of $93,800,000 (the \"Wind-Down Cap\")", "Other - Total $ 93.8"] },
  { doc: "agency", question: "how much of the wind-down budget is for payroll", gold: ["Payroll 35.5"] },
  { doc: "agency", question: "How long will they keep taking our gift cards?", gold: ["Agent shall accept Merchant's gift certificates, gift cards, store credits, return credits, or similar merchandise credits issued by Merchant (collectively, \"Gift Certificates\") for a period of ten days from and including the Sale Commencement Date."] },
  { doc: "agency", question: "can customers still return things they bought from us before the sale?", gold: ["Agent shall accept returns of goods sold by Merchant prior to the Closing for a period of ten days from and including the Sale Commencement Date."] },
  { doc: "agency", question: "which law applies and what court hears disputes", gold: ["This Agreement shall be governed by and interpreted in accordance with the laws of the State of Delaware", "submits, for itself and its properties, to the exclusive jurisdiction of the Bankruptcy Court"] },
  { doc: "agency", question: "How big is the agent's deposit and do we keep it if they fail to close?", gold: ["Agent has provided a cash deposit in the amount of $32,700,000", "Merchant shall be entitled to retain the Deposit as liquidated damages as Merchant's sole remedy for such breach."] },
  { doc: "agency", question: "whats the cap on retention bonuses for our staff", gold: ["up to a maximum of $7,400,000 in the aggregate"] },
  { doc: "agency", question: "If the agent stops using one of our employees how much warning do we get?", gold: ["Agent shall notify Merchant at least seven (7) days prior thereto"] },
  { doc: "agency", question: "who files and pays the sales tax on the sale", gold: ["Merchant shall prepare and file all applicable reports and documents required by the applicable taxing authorities, and Merchant shall promptly pay all Sales Taxes from the Sales Taxes Account"] },
  { doc: "agency", question: "Do we get paid back for the store signage we bought?", gold: ["the Agent shall reimburse Merchant for one hundred percent (100%) of Merchant's actual (without mark-up or lift) documented out of pocket costs in an amount not to exceed $3,000,000"] },
  { doc: "agency", question: "How often do we reconcile the sale numbers with the agent?", gold: ["On each Wednesday during the Sale Term, Agent and Merchant shall cooperate to reconcile Expenses"] },
  { doc: "agency", question: "what's the deadline for them to designate buyers for the leftover assets", gold: ["as of December 31, 2018 (as may be extended by written agreement of the Parties, the \"Designation Rights Termination Date\")"] },
  { doc: "agency", question: "can we let store employees go while the sale is running?", gold: ["Merchant shall not transfer or dismiss employees of the Stores or Distribution Centers except \"for cause\" without Agent's prior consent"] },

  // A co-promotion agreement for a screening test (Exact Sciences — "we"; Pfizer promotes), one page per line, with fee tables
  { doc: "promotion", question: "How long is the Pfizer co-promotion deal in place?", gold: ["shall continue in effect through December 31, 2021"] },
  { doc: "promotion", question: "What fee do we owe Pfizer for promoting Cologuard?", gold: ["Exact shall owe Pfizer a service fee equal to fifty percent (50%) of the product of: Laboratory Service Revenue minus Baseline Laboratory Service Revenue"] },
  { doc: "promotion", question: "whats the baseline lab revenue for 2020", gold: ["2020 $861 million"] },
  { doc: "promotion", question: "How much will Pfizer put into marketing in 2019?", gold: ["2019 $22 million", "Pfizer agrees to match dollar for dollar Exact's Shared M&P Expense for a Calendar Year to up to the amounts specified in the chart below"] },
  { doc: "promotion", question: "is there a minimum amount we have to pay Pfizer even if revenue doesn't grow?", gold: ["is less than $37.5 million (the \"First Supplemental Promotion Fee\")", "is less than $30 million (\"Annual Supplemental Promotion Fee\")"] },
  { doc: "promotion", question: "how many sales calls must Pfizer's reps make a year", gold: ["the number of Details in a Calendar Year by Pfizer Sales Representatives is not less than six hundred twenty-five thousand (625,000) Details"] },
  { doc: "promotion", question: "If Pfizer's reps fall way short on details can we end the deal?", gold: ["Exact shall have the right to terminate this Agreement under Section 8.3(b), which termination shall not be subject to the right of Pfizer to cure such breach"] },
  { doc: "promotion", question: "can either side get out without a reason?", gold: ["After the date that is eighteen (18) months after the Effective Date, either Party may terminate this Agreement upon six (6) months prior written notice to the other Party."] },
  { doc: "promotion", question: "if we get acquired what happens to the Pfizer agreement", gold: ["This Agreement may be terminated by either Party upon six (6) months written notice following a Change of Control of Exact"] },
  { doc: "promotion", question: "Do we keep paying Pfizer anything after the contract ends?", gold: ["Exact agrees to pay Pfizer the applicable royalty payment set forth below for twelve (12) consecutive Calendar Quarters following the expiration of the Term (the \"Tail Period\")"] },
  { doc: "promotion", question: "how often does the steering comittee meet", gold: ["The JSC will meet no less than once each Calendar Quarter"] },
  { doc: "promotion", question: "How far back can Pfizer audit our books?", gold: ["ending not more than twenty-four (24) months before the date of the request"] },
  { doc: "promotion", question: "Could we assign the agreement to whoever buys our business?", gold: ["either Party may, without consent of the other Party, assign this Agreement and its rights and obligations hereunder in whole or in part to an Affiliate of such Party, or in whole to its successor in interest"] },
  { doc: "promotion", question: "how quickly do we have to pay Pfizer's ad invoices in the tail period?", gold: ["Exact shall pay the invoice provided by Pfizer within five (5) days of the date that it receives the invoice."] },
  { doc: "promotion", question: "Where exactly can Pfizer promote the test?", gold: ["\"Territory\" shall mean the fifty (50) states of the United States and the District of Columbia and includes Puerto Rico"] },

  // A software licence and maintenance agreement, South African drafting (Telkom — "we"; SAP Africa), annexures with the fees and support levels
  { doc: "licence", question: "How much is the licence fee for the SAP software?", gold: ["The Licence fee for the Software licensed in terms hereof is US$5, 000, 000, 00."] },
  { doc: "licence", question: "what percentage is the yearly maintenance fee", gold: ["The Maintenance Fee shall be calculated at 17% of the License fee stipulated in          annexure 1"] },
  { doc: "licence", question: "What cut of our revenue does SAP take?", gold: ["the REVENUE SHARE PERCENTAGE shall be 10%"] },
  { doc: "licence", question: "if most of our procurement goes through the platform does the revenue share come down?", gold: ["the REVENUE SHARE PERCENTAGE shall be decreased to the   corresponding percentage", "Between 60% and 79%      80% or greater        9%        8%"] },
  { doc: "licence", question: "when is the revenue share due", gold: ["The REVENUE SHARE FEE shall be payable quarterly in arrears 45 days after   the end of each quarter"] },
  { doc: "licence", question: "How long does the licence last?", gold: ["shall endure indefinitely unless terminated   under clause 6. 2"] },
  { doc: "licence", question: "can we cancel the contract whenever we want", gold: ["30 (thirty) days after TELKOM gives SAP AFRICA written notice of   TELKOM's wish to terminate this AGREEMENT for any reason"] },
  { doc: "licence", question: "Do we get any of our money back if we terminate?", gold: ["TELKOM   shall not be entitled to any refund of any of the Licence Fee payments or portions   thereof made by TELKOM other than Maintenance Fees that may have been   paid in advance"] },
  { doc: "licence", question: "how long has SAP got to put right a breach before we can end it", gold: ["affording the defaulting          party 20 days to remedy its breach"] },
  { doc: "licence", question: "Can SAP put the maintenance fee up, and by how much?", gold: ["SAP AFRICA shall be entitled, upon 3 months written notice, to increase the   Maintenance Fee", "shall not be greater than the annual increase in the South African   Consumer Price Index"] },
  { doc: "licence", question: "what's the most SAP would ever have to pay us in damages", gold: ["shall be limited to the aggregate of all License Fees paid by TELKOM to   SAP AFRICA in terms of this AGREEMENT"] },
  { doc: "licence", question: "How fast must SAP react to a priority one fault?", gold: ["Initial Reaction Time   (IRT)   30 minutes   2 hours   4 hours   8 hours"] },
  { doc: "licence", question: "Can we get hold of the source code if SAP goes under?", gold: ["TELKOM shall have the right to access the Source Code if   SAP:", "becomes bankrupt or has a receiving order made against it, or is placed in   liquidation or under judicial management"] },
  { doc: "licence", question: "Who owns the modifications we build ourselves?", gold: ["TELKOM shall have all rights, title and interest in such TELKOM   extension or TELKOM modification subject to SAP AFRICA'S rights in the   SOFTWARE"] },
  { doc: "licence", question: "how long do we have to pay the licence fee invoice", gold: ["The License Fee expressed in ZAR plus VAT thereon shall be payable by TELKOM within 7 days of the date of invoice.", "shall be paid by TELKOM within 30 days of receipt by TELKOM of the   invoice"] },

  // A submarine cable construction and maintenance agreement among carriers (TAT-14; Startec Global Communications, one of the Parties — "we"), definitions and billing rules
  { doc: "cable", question: "How long are we locked into the TAT-14 agreement?", gold: ["shall          continue in operation for at least a period of  twenty-five  (25) years          (hereinafter  called \"Initial Period\") after the RFCS Date"] },
  { doc: "cable", question: "after the initial period how do we get out of it", gold: ["any Party          may terminate  its  participation  in this  Agreement at the end of the          Initial Period or at any time  thereafter by giving at least one year's          prior notice,  in writing,  to the other  remaining  Parties"] },
  { doc: "cable", question: "Do we get any of our capital back if we drop out?", gold: ["No credit  for  capital  costs will be made to a Party that          terminates its participation in accordance with this Subparagraph 25.1."] },
  { doc: "cable", question: "how long do we have to pay a bill from the central billing party", gold: ["each Party shall pay to the CBP the          amount  owed  within  forty-five  (45)  days from the date the bill was          rendered by the CBP"] },
  { doc: "cable", question: "What interest is charged if we pay late?", gold: ["extended payment charges shall be computed at a rate          equal to 150 % of the  appropriate  financial  charges"] },
  { doc: "cable", question: "if we disagree with a bill by when do we have to object", gold: ["if that Party does not present a written  objection to the CBP          on or before  fifteen  (15) days prior to the date when payment is due"] },
  { doc: "cable", question: "Could the others take our capacity away if we don't pay?", gold: ["The  Managing  Group shall have the option of  reclaiming  the capacity          assigned  to a Party that is in default  with any  payment  required by          this  Agreement  or is in default  with any other  material  obligation          under this  Agreement,  if such default has existed for a period of six          (6)  months."] },
  { doc: "cable", question: "Are we on the hook to the other carriers for their lost profits?", gold: ["no Party shall be liable to any other Party in contract, tort          or otherwise including any liability for negligence for any indirect or          consequential loss or damage including, without limitation,  corruption          or loss of data,  loss of profit"] },
  { doc: "cable", question: "what vote carries a decision of the general committee", gold: ["The vote shall be          carried by a majority (more than 50 %) of the total voting  interest as          specified in Schedule B"] },
  { doc: "cable", question: "How much notice is given of a general committee meeting?", gold: ["the chairperson shall give          at least  forty-five (45) days' advance notice of each meeting together          with a copy of the draft  agenda"] },
  { doc: "cable", question: "can we transfer our share to an affiliate, and do we stay liable", gold: ["A Party may assign the whole of its rights  under this  Agreement  to a          successor  by  law,  Subsidiary  or  Affiliate  of  such  Party", "provided that the assigning  Party shall remain          jointly and severally  liable with the assignee for the  performance of          this  Agreement for the duration of the  Agreement"] },
  { doc: "cable", question: "Which law applies and where would arbitration happen?", gold: ["The  construction,  interpretation  and  performance  of this Agreement          shall be governed by the laws of Switzerland", "The  arbitration  shall  take  place in  Geneva,  Switzerland"] },
  { doc: "cable", question: "when's the cable meant to be ready for service", gold: ["The RFCS Date is  planned  to be by 15       December 2000."] },
  { doc: "cable", question: "How long must the supplier keep its cost records?", gold: ["for a period of five (5) years from the RFPA Date"] },
  { doc: "cable", question: "Do we get a seat on the managing group?", gold: ["one  representative  from any  other  Party or          Parties who, individually or collectively, represent 10% or more of the          total voting interests specified in Schedule B"] },

  // A transition services agreement on a spin-off (Reynolds Consumer Products, the "Company"/RCP — "we", mostly the Recipient; Reynolds Group Holdings, RGHI), with fee schedules in Exhibits A and B
  { doc: "services", question: "How long do the transition services run?", gold: ["shall continue until 12 months following the Commencement Date"] },
  { doc: "services", question: "how long will RGHI keep hosting our IT systems", gold: ["All services in group 24 months from the Commencement Date"] },
  { doc: "services", question: "Can we drop a service we no longer need, and on what notice?", gold: ["Company may terminate for convenience any Transition Service, and RGHI may terminate for convenience any Reverse Transition Service, upon 30 days' prior written notice of such termination"] },
  { doc: "services", question: "if we cancel a service early are we stuck with any of their costs", gold: ["any unamortized costs associated with Provider's purchase of any license or other costs incurred specifically for the purpose of providing the Services hereunder will be passed through to the Terminating Party"] },
  { doc: "services", question: "What do we pay a month for email and Teams?", gold: ["Skype for Business Instant Messaging/Collaboration. $32,155"] },
  { doc: "services", question: "monthly fee for LAN and WAN management?", gold: ["and Wi-Fi APs. $97,353"] },
  { doc: "services", question: "What's the hourly rate for the payroll consultants?", gold: ["Provision of access to RGHI Director of Payroll & HRIS and Senior HRIS Payroll Analyst in relation to carve-out efforts to establish RCP instance of ADP.", "December 31, 2020 $100 per person / per hour"] },
  { doc: "services", question: "when do we have to pay RGHI's invoices", gold: ["Recipient shall pay, or cause to be paid, the Fees shown on an invoice no later than the last business day of the month Recipient received such invoice"] },
  { doc: "services", question: "What interest do we owe if we pay late?", gold: ["shall bear interest at the Applicable Rate", "the average of the daily \"prime rate\" (expressed rate per annum) published in The Wall Street Journal for each of the days in the applicable period, plus two percent (2%)"] },
  { doc: "services", question: "can we hold back a payment because they owe us money", gold: ["Recipient shall not withhold any payments due under this Agreement in order to offset payments due (or to become due) to Recipient"] },
  { doc: "services", question: "whats the most RGHI can be liable for if a service goes wrong", gold: ["IN NO EVENT SHALL A PARTY'S LIABILITY IN RELATION TO SERVICES PROVIDED UNDER THIS AGREEMENT EXCEED THE FEES PAID TO IT UNDER THIS AGREEMENT FOR THE SPECIFIC SERVICE THAT RESULTED IN THE LOSS."] },
  { doc: "services", question: "If they botch a service, what can we actually get?", gold: ["REPEAT PERFORMANCE OF A SERVICE BY THE PROVIDER OR REFUND OF THE FEES PAID FOR A SERVICE SHALL BE THE SOLE AND EXCLUSIVE REMEDY"] },
  { doc: "services", question: "how much general liability insurance do we have to carry", gold: ["commercial general liability insurance with a single combined liability limit of at least $5,000,000 per occurrence"] },
  { doc: "services", question: "Can we check the pass-through costs RGHI bills us?", gold: ["Provider shall provide to Recipient and its Affiliates reasonable access to Provider's applicable Personnel and records with respect to the amount charged in connection with any Service"] },
  { doc: "services", question: "if RGHI breaches can we end the whole agreement, how long do they get to fix it", gold: ["such breach is not cured, to the reasonable satisfaction of the Terminating Party, within thirty (30) days of written notice thereof"] },

  // A cinema advertising network affiliate agreement (Digital Cinema Destinations, the theatre circuit, "Network Affiliate" — "we"; National CineMedia, "NCM")
  { doc: "cinema", question: "How long is the NCM deal?", gold: ["shall  continue for a period of five (5) years from the Effective Date (the \"Initial Term\")"] },
  { doc: "cinema", question: "when do we have to tell them we want to renew", gold: ["it shall provide  notice to the other not later than 180 days, nor sooner than 270 days, before the end of the Initial Term"] },
  { doc: "cinema", question: "What does NCM pay us per screen?", gold: ["NCM shall pay to  Network Affiliate $30.00 per digitized screen"] },
  { doc: "cinema", question: "how is the advertising money split", gold: ["Each Party shall receive 50% of all Net Revenue derived from the sale of advertising Inventory that is  exhibited in the Theatres"] },
  { doc: "cinema", question: "Is there a guaranteed minimum per moviegoer?", gold: ["shall be not less than $ .17 per Theatre patron during such period with such amount increasing by 5% on each  anniversary of the Effective Date"] },
  { doc: "cinema", question: "how fast does NCM have to pay us what they owe", gold: ["shall be paid in full within sixty (60) days after the fiscal month in which such amounts were received  by the paying Party"] },
  { doc: "cinema", question: "Who pays for the digital equipment in our theatres?", gold: ["The cost of such small d Equipment shall be paid 100 percent (100%) by NCM.", "NCM shall not be obligated to spend  more than $9,000 per screen"] },
  { doc: "cinema", question: "who pays the electric bill for running their gear", gold: ["All costs associated with Network Affiliate's use of the Equipment, including the cost of electricity,  telephone lines and the like, will be borne exclusively by Network Affiliate."] },
  { doc: "cinema", question: "When the contract ends do we have to buy NCM's equipment?", gold: ["Upon expiration or termination of the Agreement for any  reason, Network Affiliate shall pay NCM the value of the NCM Equipment, if any, that remains on NCM's financial statements", "unless Network Affiliate chooses to purchase such Property based on a  straight line five year depreciated value"] },
  { doc: "cinema", question: "can we use a different pre-show ad company in some of our theaters", gold: ["Network Affiliate shall neither engage nor permit a third party (excluding third party designees of NCM as  provided hereunder) to provide, or itself provide, to any of Network Affiliate's theatres any of the services specifically set forth in the definition of  Service"] },
  { doc: "cinema", question: "How much screen time do we get for our own concession ads?", gold: ["up to two (2) minutes for Theatre Advertising (the \"Branded Slots\")  in each Play List"] },
  { doc: "cinema", question: "can they run ads for alcohol or guns before our movies", gold: ["(iii) promotes the use of tobacco, sexual aids, birth control, firearms,  weapons or similar products; (iv) promotes alcohol, except prior to \"R\"-rated films in the auditorium"] },
  { doc: "cinema", question: "If NCM breaches, how long do they get to fix it before we can terminate?", gold: ["fails to cure such breach within thirty (30) days after receipt from the terminating party of written notice of the breach"] },
  { doc: "cinema", question: "What do we get if the ads don't run because of NCM's mistake?", gold: ["deliver \"make goods\" sufficient to achieve the level of Inventory  content impressions which would have occurred"] },
  { doc: "cinema", question: "How far back can we audit NCM's ad sales?", gold: ["shall be limited to an audit with respect to amounts to be paid in the  current calendar year and immediately preceding calendar year only", "During the  Term and for a period of three (3) years thereafter"] },

  // An operations and maintenance agreement for a gas gathering system (Piñon Gathering Company, the "Owner" — "we"; SandRidge Midstream, the "Operator")
  { doc: "operations", question: "How long does SandRidge run our gathering system for?", gold: ["shall  continue until the twentieth (20th) anniversary of the Effective Date"] },
  { doc: "operations", question: "can we get rid of the operator without cause, how much notice", gold: ["Owner shall have the right to terminate this Agreement at any time upon no less than 120 days prior written notice to Operator"] },
  { doc: "operations", question: "Can SandRidge just walk away as operator?", gold: ["Operator shall have the right to terminate this  Agreement at any time upon no less than 120 days prior written notice to Owner, if Operator provides a substitute operator acceptable to Owner"] },
  { doc: "operations", question: "if the operator gets sold can we terminate", gold: ["(b)   an Operator Change of Control;", "at least seventy-five percent (75%) of the equity interests in  Operator"] },
  { doc: "operations", question: "How long do we have to pay the operator's invoices?", gold: ["Owner shall pay all such amounts prior to the later of (a) 50 days after the end of  the month in which the expenses were incurred or (b) 10 days after the date of receipt of each invoice"] },
  { doc: "operations", question: "what interest is charged on invoices we pay late", gold: ["shall bear interest at  the lower of the prime rate as published in the \"Money Rates\" section of The Wall Street Journal plus two percent (2%) per annum and the  maximum lawful rate of interest"] },
  { doc: "operations", question: "If we miss a payment how long before the operator can terminate on us?", gold: ["Owner fails to pay when due any amount due and payable hereunder, including, without limitation, any interest, fees, reimbursements or  indemnifications, and such failure shall continue for a period of 15 days after the due date thereof"] },
  { doc: "operations", question: "can the operator sell off our assets without asking", gold: ["Acquiring or disposing of any assets of Owner in a single transaction or in a series of related transactions, with a fair  market value exceeding $100,000"] },
  { doc: "operations", question: "How long do we get to approve a capital project they propose?", gold: ["Owner shall approve or reject the proposed Capital Project set forth in the applicable Capital Project Proposal within 30 days from the date of  receipt of the same"] },
  { doc: "operations", question: "what counts as an emergency where they can act without our ok", gold: ["\"Emergency\" means a sudden or unexpected event that causes, or risks causing, imminent material damage to the Gathering System", "Operator shall proceed with  maintenance or repair work or with any other action when necessary to minimize damage and to end the Emergency"] },
  { doc: "operations", question: "How much general liability cover does the operator have to carry?", gold: ["with a limit of not less than one million dollars ($1,000,000) per occurrence and two million dollars  ($2,000,000) in the annual aggregate"] },
  { doc: "operations", question: "if an audit finds we were overcharged who pays for the audit", gold: ["if, in any audit, Owner discovers overpayments by Owner of at least $250,000 in the aggregate (\"Material  Overpayment\"), Operator will reimburse Owner for such Material Overpayment and all reasonable costs incurred by Owner in connection with  such audit"] },
  { doc: "operations", question: "How long after year end can we still audit?", gold: ["Owner shall have up until two years after the close of a Calendar Year in which to make an audit"] },
  { doc: "operations", question: "What standard does the operator have to meet when running the pipelines?", gold: ["in a good and  workmanlike manner, (ii) in conformity with the good practices in the natural gas gathering industry"] },
  { doc: "operations", question: "can we offset money the operator owes us against what we pay", gold: ["Owner is hereby authorized at any time and from time to time, to the fullest extent permitted by law, to net, set-off and apply any  payments owing to Owner against any and all of the obligations of any Operator Party"] },
];
