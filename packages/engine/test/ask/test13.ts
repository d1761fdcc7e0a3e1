/**
 * TEST13: a thirteenth held-out set for `ask` (issue 11, session 24), 121 questions over eight long CUAD contracts of types
 * the ask suites had asked least about, none named by an ask suite, by test/ask/pick.ts or by the adapter's training data
 * (checked against test/ask/*.ts and the README): an endorsement agreement (Papa John's / ABG-Shaq, 68 kB), a software
 * maintenance and support agreement (VerticalNet / Converge, 78 kB, with severity, response-time and staffing exhibits), a
 * motor carrier transportation contract (Enterprise Transportation and its shipper, 75 kB, most of it a rules and charges
 * exhibit), a stored value card reseller agreement (American Express Incentive Services / Schoolpop, 117 kB, with tables
 * and a trust agreement), a strategic alliance and share purchase agreement (Rocky Mountain Chocolate Factory / the Farids
 * group, 121 kB, long run-on lines), an intellectual property agreement on a carve-out sale (Motorola Solutions / Zebra,
 * 127 kB, mostly definitions), a television station outsourcing agreement (WYZZ / Nexstar, 120 kB, with schedules) and an
 * IBM managed hosting agreement (Quantum Group, 116 kB, with service tables, components and a charges attachment). Read in
 * place from ../shared/data/cuad (never committed); the suite is skipped where CUAD is absent.
 *
 * The word vectors (`ask.vectors.json`) were trained on CUAD before these eight were named, so they have read these texts,
 * unlabelled, as they had TEST8's, TEST9's and TEST12's.
 *
 * The questions are a client's own words from one side's seat ("we" are Papa John's, the support customer Converge, the
 * shipper, the reseller Schoolpop, the investor, the buyer Zebra, the station licensee WYZZ and IBM's hosting customer),
 * plain and colloquial, a few with typos, many asking for a number, a fee or a period (several held in a schedule, table,
 * exhibit or definition away from the clause that uses them), some for one party's right, some answered by two clauses.
 * Each names its gold passage(s) verbatim (every acceptable span where two clauses or an attachment answer); any one in
 * the top three counts.
 *
 * Written and committed before it was run, and before `ask`'s code, src/concepts.ts, the adapter's data or any suite's
 * misses were read in the session (its golds were sliced from the texts by whitespace-tolerant matching and checked to
 * occur once); run once with main's method at af3ba59a (figures in the engine README, "`ask` TEST13 and round 15", and
 * below).
 *
 * At af3ba59a, run once (`node test/ask/measure.ts --test13 --only-test13 --quick [--encoder]`): lexical `ask`
 * 0.620 (75/121); `askRanked` with e5-small-v2 and round 14's adapter (the server's path) 0.711 (86/121). Once more after
 * round 15 (the neighbour completion), its method final: 0.628 (76/121) and 0.711 (86/121). Spent since: its misses were
 * read then (classes only, in the README). No question or gold was changed after the first run.
 *
 * Found after the run: the hosting contract is IBM's e-business hosting template, whose base terms the fitted 51's
 * hosting contract (BlueFly's, paraphrase.ts) also uses; another contract, but its body is wording the suites had seen.
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST13_FILES = {
  endorsement: "PapaJohnsInternationalInc_20190617_8-K_EX-10.1_11707365_EX-10.1_Endorsement Agreement.txt",
  maintenance: "VERTICALNETINC_04_01_2002-EX-10.19-MAINTENANCE AND SUPPORT AGREEMENT.txt",
  transportation: "ENTERPRISEPRODUCTSPARTNERSLP_07_08_1998-EX-10.3-TRANSPORTATION CONTRACT.txt",
  reseller: "LOYALTYPOINTINC_11_16_2004-EX-10.2-RESELLER AGREEMENT.txt",
  alliance: "ROCKYMOUNTAINCHOCOLATEFACTORY,INC_12_23_2019-EX-10.2-STRATEGIC ALLIANCE AGREEMENT.txt",
  ip: "ZEBRATECHNOLOGIESCORP_04_16_2014-EX-10.1-INTELLECTUAL PROPERTY AGREEMENT.txt",
  outsourcing: "NEXSTARFINANCEHOLDINGSINC_03_27_2002-EX-10.26-OUTSOURCING AGREEMENT.txt",
  hosting: "QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement.txt",
} as const;
export type Test13Doc = keyof typeof TEST13_FILES;

/** The CUAD texts, read in place; null where the shared data is absent. */
export const test13Docs = (): Record<Test13Doc, string | null> => cuadDocs(TEST13_FILES);

export interface Test13Case extends Omit<ParaphraseCase, 'doc'> { doc: Test13Doc }

export const TEST13_CASES: Test13Case[] = [
  // An endorsement agreement (Papa John's — "we"; ABG-Shaq, for Shaquille O'Neal's services)
  { doc: "endorsement", question: "how long does the deal with Shaq last and can we extend it?", gold: ["the initial term of this Agreement (\"Term\") is the Effective Date through March 15, 2022", "The Agreement may be extended for one (1) year upon the parties' mutual agreement in writing"] },
  { doc: "endorsement", question: "How much do we owe ABG in year two?", gold: ["One Million Three Hundred Seventy Five Thousand U.S. Dollars (USD$1,375,000) for Contract Year 2"] },
  { doc: "endorsement", question: "when are the instalments due each year", gold: ["Each of such Cash Payments shall be paid in four equal installments", "The first payment is due on the Effective Date for the First Contract Year, and March 1 for subsequent Contract Years"] },
  { doc: "endorsement", question: "If ABG just doesnt answer our approval request, does that count as a yes?", gold: ["ABG's silence or failure to respond to the First Request prior to the expiration of the Approval Window shall be deemed ABG's disapproval", "then ABG's silence with respect to, or failure to respond to, the Second Request shall be deemed ABG's Approval"] },
  { doc: "endorsement", question: "Can we knock the wire fees off what we pay them?", gold: ["PAPA JOHN'S may not deduct from, setoff or offset the Cash Payments or any other amount payable to ABG for any reason.", "PAPA JOHN'S shall be solely responsible for any costs and/or fees associated with making any and all payments to ABG"] },
  { doc: "endorsement", question: "how many stock units does Shaq get and when do they vest", gold: ["87,136 restricted stock units of PJI", "the RSUs will vest as to 31% [27,012] of the RSUs on the first anniversary of the Grant Date"] },
  { doc: "endorsement", question: "Once the contract is over, how soon can Shaq start doing ads for another pizza chain?", gold: ["during the Term of this Agreement and for one (1) year thereafter, ABG shall be prohibited from granting any rights for CELEBRITY identical or similar"] },
  { doc: "endorsement", question: "what counts as a competing product?", gold: ["\"Competitive Products\" shall mean pizza intended primarily for carry-out or home delivery"] },
  { doc: "endorsement", question: "How often does he have to post about us on instagram and twitter", gold: ["at least one post (1) per month promoting Papa John's Products"] },
  { doc: "endorsement", question: "who owns the commercials and ads we make with him?", gold: ["shall be and remain the absolute and exclusive property of PAPA JOHN'S"] },
  { doc: "endorsement", question: "what travel and hotel costs are on us when he makes an appearance", gold: ["PAPA JOHN'S shall provide the following for CELEBRITY and two (2) travel companions"] },
  { doc: "endorsement", question: "If we don't use all of his service days this year can we carry them into next year?", gold: ["PAPA JOHN'S shall be deemed to have waived its right to utilize those particular Services"] },
  { doc: "endorsement", question: "If we end it because he gets convicted of something, what do we still have to pay?", gold: ["ABG shall be entitled to the pro-rata share of the respective Cash Payment for the then-current Contract Year"] },
  { doc: "endorsement", question: "how long can we keep running ads already printed after the contract ends", gold: ["for a period of six (6) months following the effective date of expiration or termination, PAPA JOHN'S shall have the right to continue to use"] },
  { doc: "endorsement", question: "What's the most we could ever get back from ABG in damages?", gold: ["IN NO EVENT SHALL ABG'S, AUTHENTIC BRANDS GROUP LLC'S, AND CELEBRITY'S TOTAL LIABILITY UNDER THIS AGREEMENT EXCEED THE AMOUNTS ACTUALLY RECEIVED BY ABG"] },
  { doc: "endorsement", question: "For how long after the term ends must we keep our liability insurance going?", gold: ["during the Term and for a period of three (3) years thereafter (\"Insurance Period\")"] },

  // A software maintenance and support agreement (Converge, the customer — "we"; VerticalNet the supplier)
  { doc: "maintenance", question: "how many of our people are allowed to log support calls with VNE?", gold: ["The number of Converge Support Personnel will not exceed seven persons without VNE's prior approval."] },
  { doc: "maintenance", question: "How quickly must they respond to a severity 1 problem?", gold: ["within 30 minutes after"] },
  { doc: "maintenance", question: "What's the minimum we pay for the first term and how is it split up?", gold: ["Converge shall pay to VNE a minimum fee of Four and One-Half Million Dollars ($4,500,000)", "in 18 equal installments of Two Hundred Fifty Thousand Dollars ($250,000)"] },
  { doc: "maintenance", question: "when does the support agreement run out and can we renew it", gold: ["shall commence upon the Effective Date and continue until March 31, 2003", "this Agreement shall renew only upon the mutual written agreement of the parties for up to three additional renewal terms of one year each"] },
  { doc: "maintenance", question: "how long do we have to instal their bug fixes", gold: ["the parties expect that the time for such installation", "generally will not exceed 90 days"] },
  { doc: "maintenance", question: "How many hours of their people do we get each quarter?", gold: ["\"Quarterly Allocation\" means the quarterly allocation of Services being made available to Converge hereunder", "TOTAL HOURS"] },
  { doc: "maintenance", question: "If their support work is shoddy, how long do we have to complain?", gold: ["provided that Converge reports such breach to VNE in writing within 90 days following the date of performance of the Services in question"] },
  { doc: "maintenance", question: "whats the cap on what VNE owes us for bad support", gold: ["CONVERGE TO VERT FOR SUCH MAINTENANCE AND SUPPORT SERVICES DURING THE THREE MONTH PERIOD IMMEDIATELY PRECEDING"] },
  { doc: "maintenance", question: "Can we hire their programmers away from them?", gold: ["Converge and Vert each agree not to directly or indirectly solicit, encourage or cause others to solicit or encourage any employees", "the provisions of Section 8 above shall cease to apply with respect to Converge's solicitation"] },
  { doc: "maintenance", question: "If VNE defaults, how long do we have to send them notice that we are terminating?", gold: ["within 10 Business Days after the occurrence of such Event of Default"] },
  { doc: "maintenance", question: "do we have to pay for their travel?", gold: ["Converge will reimburse VNE for all reasonable materials costs and expenses actually incurred by VNE in providing the Services under this Agreement, including travel", "VNE shall bear any travel or related expenses incurred by VNE at its sole option or as may be required in connection with the correction of any Error"] },
  { doc: "maintenance", question: "when do we have to pay their invoices", gold: ["All such invoiced amounts shall be due to VNE within 30 days following Converge's receipt of VNE's invoice."] },
  { doc: "maintenance", question: "Who owns the custom enhancements we ask them to build for us?", gold: ["Vert shall be the sole and exclusive owner of all Converge-Requested Enhancements"] },
  { doc: "maintenance", question: "what hours is support open", gold: ["\"Support Hours\" means the hours between 8:00 a.m., Eastern Time, and 5:00 p.m., Eastern Time on Support Days."] },

  // A motor carrier transportation contract with its rules and rates exhibit (the shipper — "we"; Enterprise Transportation the carrier)
  { doc: "transportation", question: "How long is the trucking contract and how do we get out of it?", gold: ["This contract shall be for a term of one year commencing on the date first above written", "thereafter, it shall automatically continue until terminated by either party upon not less than thirty (30) days prior written notice"] },
  { doc: "transportation", question: "What's the minimum amount we have to ship each year?", gold: ["not less than 10,000 pounds of Commodities per year"] },
  { doc: "transportation", question: "if we pay an invoice late, what interest do they charge", gold: ["Amounts more than 30 days past due shall bear interest from the due date to the date of payment"] },
  { doc: "transportation", question: "How much free time does the truck get at our plant before detention charges start?", gold: ["two (2) hours will be allowed for    loading and three (3) hours will be allowed for unloading"] },
  { doc: "transportation", question: "how far ahead do we need to order a truck?", gold: ["Shipper shall make timely tender of a Shipment by placing an order for service  with Carrier at least"] },
  { doc: "transportation", question: "Whats the deadline to put in a claim for damaged product?", gold: ["A claim must be filed with Carrier within     thirty (30) days from the date the shipment in question was delivered"] },
  { doc: "transportation", question: "We think they overbilled us - how long have we got to claim the money back?", gold: ["within nine (9) months from"] },
  { doc: "transportation", question: "How long can the carrier sit on a cargo damage claim before paying or turning it down?", gold: ["Carrier shall pay, decline, or make a firm compromise settlement offer in     writing to the claimant within 120 days after receipt of the claim"] },
  { doc: "transportation", question: "who pays to wash out the tank trailer after a load", gold: ["Carrier shall be responsible for cleaning the  trailer and disposal of all commodity heels and wash water"] },
  { doc: "transportation", question: "Can we insist they deliver on a particular day?", gold: ["Under no circumstances  shall Carrier be obligated to effect delivery of any shipment at a specified  time or on a specified day."] },
  { doc: "transportation", question: "what does an extra drop in the same town cost us", gold: ["a charge of $75.00 per stop    will be made for each pick-up and/or delivery"] },
  { doc: "transportation", question: "If the carrier goes into receivership can we end the contract, and on how much notice?", gold: ["terminate this contract upon seven (7) days prior written notice"] },
  { doc: "transportation", question: "where would we have to sue them?", gold: ["Any lawsuit related to or arising out of this contract shall be brought only in the United States District Court for the Southern District of Texas"] },
  { doc: "transportation", question: "What hours will they make deliveries?", gold: ["\"Normal Business Hours\" shall mean 8:00 a.m. to 5 p.m. local time", "effect delivery of such shipments during Normal Business Hours"] },
  { doc: "transportation", question: "does the carrier cover injuries or damage caused by its drivers?", gold: ["Carrier shall defend, indemnify and hold Shipper harmless from and against all loss, damage, expense, actions and claims for injury to persons"] },

  // A stored value card reseller agreement (Schoolpop, the reseller — "we"; American Express Incentive Services)
  { doc: "reseller", question: "When does our reseller deal with AmEx end?", gold: ["shall terminate on July 31, 2009"] },
  { doc: "reseller", question: "how much do we have to buy each year to keep our exclusivity", gold: ["Schoolpop                   shall fund from AEIS a minimum of $52,000,000 of Cards (the                   \"Guaranteed Minimum\") in each Contract Year"] },
  { doc: "reseller", question: "What happens if we miss the yearly minimum?", gold: ["In any Contract Year                   in which Schoolpop fails to fund the Guaranteed Minimum, AEIS                   shall have the right"] },
  { doc: "reseller", question: "how much is the marketing rights fee and when do we pay it", gold: ["Schoolpop shall pay AEIS a marketing rights fee (\"Marketing                   Rights Fee\"), of $1,250,000", "paid in five (5) equal installments of $250,000 on March 15th                   of each year"] },
  { doc: "reseller", question: "Whats the penalty if our orders come in way below our inventory forecast?", gold: ["AEIS reserves the right to assess a                   penalty, (\"Card Inventory Penalty\") of sixteen and one-half                   cents ($0.165) per Card"] },
  { doc: "reseller", question: "If cards expire sitting in our warehouse who eats the loss?", gold: ["Should any Card expire or lose Card Life prior to                   distribution, Schoolpop shall assume all loss associated with                   the Card funding", "$2.00                   per Card destruction fee"] },
  { doc: "reseller", question: "how much life has to be left on a Persona card when we sell it", gold: ["Persona(R) Select - nine (9) months"] },
  { doc: "reseller", question: "What's the most inactive card stock we can hold at one time?", gold: ["Schoolpop's inactive                   Card inventory shall be limited to $3,000,000 in Card value"] },
  { doc: "reseller", question: "If cards get stolen on the way to us, whose problem is that?", gold: ["CARDS LOST OR STOLEN IN TRANSIT IN THE INITIAL SHIPMENT FROM                   AEIS WILL BE THE RESPONSIBILITY OF AEIS."] },
  { doc: "reseller", question: "how long till a big forecasted order ships", gold: ["forecasted Orders of 5,000 or more Cards                            per day within eight (8) to thirteen (13) business                            days of receipt of Order"] },
  { doc: "reseller", question: "Is there a fee for paying by wire for small amounts?", gold: ["Schoolpop shall pay AEIS $25.00 each time a wire transfer is                   used for amounts under $5,000."] },
  { doc: "reseller", question: "do we need their ok before running a radio ad that mentions american express?", gold: ["Schoolpop shall inform AEIS in writing, and obtain prior                   written consent"] },
  { doc: "reseller", question: "How quickly will they review our marketing materials?", gold: ["AEIS shall review all submissions within seven (7) business                   days."] },
  { doc: "reseller", question: "if the deal ends early do we still owe the rest of the marketing fee", gold: ["all unpaid Marketing Rights                            Fees incurred to the termination date, will be fully                            due and payable by Schoolpop to AEIS"] },
  { doc: "reseller", question: "After termination can we still sell the cards we have on hand?", gold: ["Schoolpop shall have the                   right to continue to sell any Cards in its possession for a                   period of three (3) months following the effective date of                   termination"] },
  { doc: "reseller", question: "what's the cap on liability between us", gold: ["shall                   not exceed the lesser of $50,000"] },
  { doc: "reseller", question: "How long does AmEx get to fix a breach before we can terminate?", gold: ["which breach has not been cured within (30) days                            after the date of written notice"] },

  // A strategic alliance and share purchase agreement (the Farids group, the investor — "we"; Rocky Mountain Chocolate Factory the company)
  { doc: "alliance", question: "What are we paying for the shares?", gold: ["in consideration of the payment by Farids to the Company of $999,998.68 (the \"Purchase Price\")"] },
  { doc: "alliance", question: "how long before we are allowed to sell our shares", gold: ["Until the second anniversary of the Closing Date, the Farids Group agrees not to make any Transfer of all or any portion of the Purchased Shares"] },
  { doc: "alliance", question: "When do we lose the right to put Tariq on the board?", gold: ["shall terminate immediately after the date the Farids Group owns less than 5.0% of the issued and outstanding Common Stock of the Company"] },
  { doc: "alliance", question: "what's the biggest stake we're allowed to build up in Rocky Mountain", gold: ["of 19.99% or more of the fully diluted number of shares of Common Stock outstanding at such time"] },
  { doc: "alliance", question: "If we want to sell a big block on the market do we have to offer it to the company first, and how much warning do they get?", gold: ["the Farids Group shall furnish to the Company a written notice of such proposed Transfer (a \"ROFO Sale Notice\") at least 48 hours prior to the opening of trading", "\"Threshold Block\" means one percent (1%) or more of the Company's issued and outstanding Common Stock."] },
  { doc: "alliance", question: "how many days does the company have to decide whether to buy shares we want to sell to a competitor", gold: ["within three (3) business day after receipt of the ROFR Sale Notice"] },
  { doc: "alliance", question: "Who pays the costs of registering our shares for resale?", gold: ["all Registration Expenses incurred in connection with any registration under Sections 6.1 and 6.2 shall be borne by the Company"] },
  { doc: "alliance", question: "How long can underwriters stop us selling after an offering?", gold: ["such period not to exceed one hundred and eighty (180) days following the pricing date"] },
  { doc: "alliance", question: "can we poach their staff", gold: ["shall not, and shall cause their respective controlled Affiliates to not, either directly or indirectly solicit, hire, or contract with any of the employees of the other party"] },
  { doc: "alliance", question: "Which courts would hear a dispute?", gold: ["consents to submit to the exclusive jurisdiction and venue of the United States District Court for the Southern District of New York"] },
  { doc: "alliance", question: "Can we move our shares into a family holding company?", gold: ["\"Permitted Transfer\" means (i) any Transfer to one or more entities that are, directly or indirectly, wholly owned by Farids or any Family Member of TF"] },
  { doc: "alliance", question: "are we allowed to criticise the company in public", gold: ["Neither the Farids Group nor any of its Affiliates shall in any manner, directly or indirectly"] },

  // An intellectual property agreement on a carve-out sale (Zebra, the purchaser — "we"; Motorola Solutions the seller)
  { doc: "ip", question: "how long can we keep using the Motorola brand after closing?", gold: ["for a period of one hundred eighty (180) days after the applicable Closing Date (the \"Mobility Transition Period\")", "for a period of seven hundred thirty (730) days after the applicable Closing Date (the \"Non-Mobility Transition Period\")"] },
  { doc: "ip", question: "Can Motorola pull our patent licence if we breach?", gold: ["the licenses granted hereunder (i) are irrevocable and (ii) may not be terminated for any reason (even in the event of a material breach)"] },
  { doc: "ip", question: "does Motorola still get to use the patents it sells us?", gold: ["License-Back of Patents"] },
  { doc: "ip", question: "When does this IP agreement end?", gold: ["The term of this IP Agreement shall be from the Effective Date until all of the Intellectual Property licensed hereunder is in the public domain"] },
  { doc: "ip", question: "what happens to this if the main acquisition falls through", gold: ["This IP Agreement will terminate automatically and without need for further action by either party in the event that the Acquisition Agreement is terminated"] },
  { doc: "ip", question: "How soon does Motorola have to send us the list of patents to review?", gold: ["Within forty-five (45) days after the Effective Date, Seller shall provide (I) to the Purchaser, an updated list of all Patents"] },
  { doc: "ip", question: "where do patent ownership fights get arbitrated", gold: ["for arbitration in Chicago, Illinois before a single arbitrator"] },
  { doc: "ip", question: "Can we assign this agreement to someone else?", gold: ["Neither party may assign (whether by operation of law or otherwise) this IP Agreement"] },
  { doc: "ip", question: "what can we do if their IP reps turn out to be wrong", gold: ["The sole and exclusive remedy for any breach of this IP Agreement, including the representations and warranties and covenants herein, shall be as set forth in Article 8 of the Acquisition Agreement."] },
  { doc: "ip", question: "If Motorola goes bankrupt do we keep our licenses?", gold: ["licenses of \"intellectual property\" within the meaning of Section 365(n) of the Bankruptcy Code"] },
  { doc: "ip", question: "who counts as a business employee", gold: ["\"Business Employee\" means any current or former employee or independent contractor of any Seller Party or any Acquired Company"] },
  { doc: "ip", question: "which state law governs this", gold: ["The Laws of the State of Delaware (without reference to its principles of conflicts of law) shall govern"] },
  { doc: "ip", question: "Do we have to keep the source code they license us secret?", gold: ["hold the Source Code, trade secrets and other confidential information licensed to any of them under this IP Agreement in confidence"] },
  { doc: "ip", question: "how long until motorola hands over the details of the standards bodies it belongs to", gold: ["The Seller shall provide (and shall cause the other Seller Parties to provide) to Purchaser within ninety (90) days of the Initial Closing Date"] },

  // A television station outsourcing agreement (WYZZ, the station licensee — "we"; Nexstar the service provider)
  { doc: "outsourcing", question: "How long does the outsourcing deal with Nexstar run?", gold: ["the term of this Agreement shall end on the seventh anniversary of the date hereof"] },
  { doc: "outsourcing", question: "can we get out early without a reason, and how much notice do we give", gold: ["This Agreement may be terminated by WYZZ by written notice to Nexstar (i) at any time upon six (6) months prior written notice"] },
  { doc: "outsourcing", question: "What exactly is Nexstar doing for us?", gold: ["Nexstar shall, during the Term (as hereinafter defined), provide to WYZZ-TV the following services (the \"Services\")"] },
  { doc: "outsourcing", question: "who decides what goes on air", gold: ["WYZZ shall retain exclusive authority, power and control over WYZZ-TV's programming, personnel, and finances", "WYZZ is, and at all times shall be, responsible for programming WYZZ-TV"] },
  { doc: "outsourcing", question: "How long do we have to object to the year-end BCF report?", gold: ["On or prior to the 30th day after WYZZ's receipt of the Final BCF Report, WYZZ may give Nexstar a written notice"] },
  { doc: "outsourcing", question: "can we look at nexstar's books after the agreement ends", gold: ["At all times during the Term and for six (6) months following the termination of this Agreement, WYZZ shall have the right"] },
  { doc: "outsourcing", question: "When is the rent for our property due from them each month?", gold: ["On or before the 5th day of each calendar month during the Term, Nexstar shall pay to WYZZ the fair market value rent"] },
  { doc: "outsourcing", question: "Can Nexstar hire or fire our sales managers without asking us?", gold: ["the hiring and firing of key employees of the Stations, consisting of general sales managers, national sales managers, and local sales managers"] },
  { doc: "outsourcing", question: "how many staff do we have to keep at our own studio", gold: ["at least two full-time employees, including a station manager and a staff level employee"] },
  { doc: "outsourcing", question: "How much of our old receivables can Nexstar hang on to for working capital?", gold: ["Nexstar shall be entitled to retain the first Three Hundred Ten Thousand Dollars ($310,000) (the \"Working Capital Amount\")"] },
  { doc: "outsourcing", question: "what's the cap on start up costs for moving the studio transmitter link", gold: ["shall not exceed Fifty Thousand Dollars ($50,000), in the case of relocation of a studio transmitter link"] },
  { doc: "outsourcing", question: "After it ends, can we keep using their building for a while?", gold: ["WYZZ may continue to use Nexstar's facility (to the extent of, and consistent with, the use immediately prior to the termination) for a period of six (6) months"] },
  { doc: "outsourcing", question: "do we have to take on their employees when it ends", gold: ["WYZZ shall have the obligation to hire any employee of Nexstar solely providing services to WYZZ-TV"] },
  { doc: "outsourcing", question: "How do we settle a fight with Nexstar?", gold: ["In the event that a dispute between the Parties cannot be resolved within thirty (30) days of written notice from one Party to the other Party"] },
  { doc: "outsourcing", question: "by when do we need to agree on next years budget", gold: ["Not later than November 30 of each calendar year during the Term of this Agreement, WYZZ and Nexstar shall agree upon"] },
  { doc: "outsourcing", question: "How much warning do we have to give before we file to change our transmitter?", gold: ["the Parties agree to give ten (10) days prior written notice to the other Party of such proposed filing"] },

  // A managed hosting agreement with its services, components and charges attachments (Quantum Group, the customer — "we"; IBM)
  { doc: "hosting", question: "how long are we signed up with IBM for hosting?", gold: ["This Agreement will remain in effect for Thirty-six (36)"] },
  { doc: "hosting", question: "Can we cancel early, and what will it cost us?", gold: ["for convenience by: providing at least sixty (60) days prior written notice to IBM", "four (4) months' applicable recurring monthly charges"] },
  { doc: "hosting", question: "if we fall behind on payments how long do we get to fix it before they can terminate", gold: ["except for nonpayment by Customer, which must be cured within five (5) days from receipt of notice"] },
  { doc: "hosting", question: "What do we pay IBM every month?", gold: ["Monthly recurring charges for Managed Hosting Services of $37,000.00"] },
  { doc: "hosting", question: "is there a setup fee", gold: ["One-time charges for Managed Hosting Services of $81,217.00"] },
  { doc: "hosting", question: "When are IBM invoices due?", gold: ["Payment is due and payable by month end for any invoice received by the 10th of the month, otherwise payment is due thirty (30) days from receipt of invoice."] },
  { doc: "hosting", question: "what uptime does IBM promise for our servers", gold: ["the SLA is a minimum of 99.7 percent"] },
  { doc: "hosting", question: "What do we get back if they miss the uptime target?", gold: ["Availability Credit\" means an amount equal to five percent (5%) of monthly recurring charges"] },
  { doc: "hosting", question: "how fast will IBM tell us about a critical outage", gold: ["IBM provides notification within 15 minutes of a confirmed outage."] },
  { doc: "hosting", question: "How many emergency requests a month are included?", gold: ["Customer is allowed up to three (3) emergency requests per month at no additional charge.", "Each Customer is only allowed three (3) emergency requests per month.", "the number of emergency requests will be limited to three (3) requests per month"] },
  { doc: "hosting", question: "What's the most IBM would have to pay us if things go wrong?", gold: ["up to the greater of $100,000 or the charges paid by Customer to IBM for the Services in the twelve (12) months"] },
  { doc: "hosting", question: "is the info we share with IBM kept confidential?", gold: ["All information exchanged between the parties is non-confidential."] },
  { doc: "hosting", question: "Can IBM move our servers to a different data centre?", gold: ["In the event that IBM determines that it is necessary to relocate Managed Hosting Services within the same or to another e-business Hosting Center"] },
  { doc: "hosting", question: "what's the hourly rate for smarthands", gold: ["SmartHands (systems administrative and technical assistance) Per Hour $188.02"] },
  { doc: "hosting", question: "how long do they keep the daily backups?", gold: ["Keep daily backups in the library for seven (7) days"] },
  { doc: "hosting", question: "How much SAN storage space do we get?", gold: ["Amount of usable space to be allocated, in GB 1600 GB"] },
  { doc: "hosting", question: "If we get bought, can the hosting contract go with us without IBM signing off?", gold: ["The assignment of this Agreement, in whole or in part, to any Affiliates in the United States or to a successor organization by merger or acquisition does not require the consent of the other."] },
];
