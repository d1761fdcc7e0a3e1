/**
 * TEST12: a twelfth held-out set for `ask` (issue 11, session 23), over eight long CUAD contracts of types no ask suite
 * had asked about, none named by an ask suite or the adapter's training data (tools/train/ask-adapter.py reads the suites'
 * questions and CUAD's category questions on the suites' own contracts only): a manufacturing and supply agreement
 * (Apollo Endosurgery / Establishment Labs, 48 kB), a stadium sponsorship (Violin Memory / the 49ers' stadium company,
 * 54 kB), an Indian joint venture agreement (IMPCO / Minda, 63 kB), a co-branding and services agreement (iShip / Mail
 * Boxes Etc., filed by Stamps.com, 87 kB), a global master supply agreement (ExxonMobil Chemical / West Pharmaceutical,
 * 83 kB), a value added distributor agreement (Cisco / ScanSource, 84 kB), a sales agency agreement (Biopure and its
 * veterinary sales agent, 41 kB) and a restaurant franchise (Burger King / a Polish franchisee, 117 kB, OCR errors and
 * all). Read in place from ../shared/data/cuad (never committed); the suite is skipped where CUAD is absent.
 *
 * The word vectors (`ask.vectors.json`) were trained on CUAD before these eight were named, so they have read these texts,
 * unlabelled, as they had TEST8's and TEST9's; `ask-vectors.py` would leave them out of a re-training now.
 *
 * The questions are a client's own words from one side's seat ("we" are the buyer Apollo, the sponsor Violin Memory,
 * the Indian partner Minda, Mail Boxes Etc., the buyer West, the distributor ScanSource, the sales agent and the
 * franchisee), plain and colloquial, a few with typos, some asking for a number or a period (several held in a schedule
 * or definition away from the clause that uses them), some for one party's right, some answered by two clauses. Each
 * names its gold passage(s) verbatim; any one in the top three counts.
 *
 * Written and committed before it was run, and before `ask`'s code, src/concepts.ts, the adapter's data or any suite's
 * misses were read in the session; run once with main's method at a9111558 (figures in the engine README, "`ask` TEST12
 * and round 14", and below).
 *
 * At a9111558, run once (`node test/ask/measure.ts --test12 --only-test12 --quick [--encoder]`): lexical `ask`
 * 0.613 (68/111); `askRanked` with e5-small-v2 and round 10's adapter (the server's path) 0.694 (77/111). Once more
 * after round 14 (the adapter re-fitted on TEST1..TEST11), its method final: 0.613 (68/111) and 0.730 (81/111). Spent
 * since: its misses were read then (classes only, in the README). No question or gold was changed after the first run.
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST12_FILES = {
  manufacturing: 'Apollo Endosurgery - Manufacturing and Supply Agreement.txt',
  sponsorship: 'VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT.txt',
  jointventure: 'IMPCOTECHNOLOGIESINC_04_15_2003-EX-10.65-JOINT VENTURE AGREEMENT.txt',
  cobranding: 'StampscomInc_20001114_10-Q_EX-10.47_2631630_EX-10.47_Co-Branding Agreement.txt',
  supply: 'WestPharmaceuticalServicesInc_20200116_8-K_EX-10.1_11947529_EX-10.1_Supply Agreement.txt',
  distribution: 'ScansourceInc_20190822_10-K_EX-10.38_11793958_EX-10.38_Distributor Agreement1.txt',
  agency: 'BIOPURECORP_06_30_1999-EX-10.13-AGENCY AGREEMENT.txt',
  franchise: 'INTERNATIONALFASTFOODCORP_04_04_1997-EX-99-FRANCHISE AGREEMENT.txt',
} as const;
export type Test12Doc = keyof typeof TEST12_FILES;

/** The CUAD texts, read in place; null where the shared data is absent. */
export const test12Docs = (): Record<Test12Doc, string | null> => cuadDocs(TEST12_FILES);

export interface Test12Case extends Omit<ParaphraseCase, 'doc'> { doc: Test12Doc }

export const TEST12_CASES: Test12Case[] = [
  // A manufacturing and supply agreement (the buyer, Apollo Endosurgery — "we"; Establishment Labs the Costa Rican maker)
  { doc: 'manufacturing', question: 'how long does this deal run and does it renew by itself?', gold: ['shall be valid for a period of five (5) years with automatic renewal of one year thereafter'] },
  { doc: 'manufacturing', question: 'How much notice do we need to give to stop it rolling over?', gold: ['by either party with one (1) year written notice prior to the expiration of the initial period or any extension period thereof'] },
  { doc: 'manufacturing', question: 'if they go bust can we walk away?', gold: ['if the other Party shall formally declare bankruptcy, insolvency, reorganization, liquidation, or receivership'] },
  { doc: 'manufacturing', question: 'How long do they get to fix a breach before we can end it?', gold: ['for material breach upon one hundred and twenty (120) days written notice'] },
  { doc: 'manufacturing', question: 'how many days have we got to pay their invoices', gold: ['APOLLO shall pay each invoice within thirty (30) days from date of invoice'] },
  { doc: 'manufacturing', question: 'Are the monthly forecasts we send them binding on us?', gold: ['The quantities of Product forecasted for the initial three (3) months of each updated rolling Forecast shall represent a binding obligation', 'is not a commitment by APOLLO to purchase the quantities of Products specified in such Forecast'] },
  { doc: 'manufacturing', question: 'How long do we have to reject a bad shipment?', gold: ["within thirty (30) business days of APOLLO's receipt of each shipment", 'APOLLO has the right to reject, via written notification to ESTABLISHMENT within this thirty (30) day period'] },
  { doc: 'manufacturing', question: 'Can they switch the silicone or the packaging they use without asking us?', gold: ['ESTABLISHMENT shall not change its raw material, component or packaging materials without the prior written consent of APOLLO'] },
  { doc: 'manufacturing', question: 'who owns the molds and tooling we paid for', gold: ['Apollo will maintain all right, title and interest in and to such fixtures and tooling'] },
  { doc: 'manufacturing', question: 'can we go and check out their factory in costa rica?', gold: ['ESTABLISHMENT shall permit APOLLO and its agents, during business hours and upon notice to ESTABLISHMENT, to inspect the Facilities'] },
  { doc: 'manufacturing', question: 'Are we allowed to line up a second manufacturer as a backup?', gold: ['Nothing in this Agreement shall limit or restrict Apollo from establishing a second source for the manufacture of the Products.'] },
  { doc: 'manufacturing', question: 'What do we owe them for work in progress if we end the contract early?', gold: ['APOLLO shall pay ESTABLISHMENT for all work, material purchases, WIP and finished goods performed pursuant to any unfinished Purchase Order(s)'] },
  { doc: 'manufacturing', question: 'who eats the cost of materials that become useless after we change the design', gold: ['APOLLO shall be responsible for any printed packaging components, purchased raw materials, work in progress or finished Product which becomes obsolete'] },

  // A stadium sponsorship (the sponsor, Violin Memory — "we"; Forty Niners SC Stadium Company the rights holder)
  { doc: 'sponsorship', question: 'how much do we pay the 49ers each year?', gold: ['Sponsor shall pay an annual fee (the "Sponsorship Fee") during each Contract Year of the Term', '(USD $4,000,000.00) during each Contract Year'] },
  { doc: 'sponsorship', question: 'Is the half million deposit refundable if things fall through?', gold: ['Sponsor shall make a non-refundable deposit upon execution of this Agreement'] },
  { doc: 'sponsorship', question: 'When in the year are the payments due?', gold: ['payable in two (2) equal semiannual installments per year on or before March 1 and September 1'] },
  { doc: 'sponsorship', question: 'what happens if we pay late', gold: ['shall bear interest at an annual rate of twelve percent (12%) per annum'] },
  { doc: 'sponsorship', question: 'How many years are we locked in for?', gold: ['shall continue for ten (10) Contract Years'] },
  { doc: 'sponsorship', question: 'Can the team sign up a rival flash storage company as a sponsor too?', gold: ['Forty Niners SC shall not enter into a sponsorship agreement with a party with respect to the Product and Services Category', 'the rights granted to Sponsor herein are exclusive to Sponsor within the Product and Services Category'] },
  { doc: 'sponsorship', question: 'What if the stadium naming rights go to one of our competitors?', gold: ['Sponsor may immediately terminate this Agreement and receive a pro rated refund'] },
  { doc: 'sponsorship', question: "If the stadium never gets built, do we still pay the full amount?", gold: ['the Sponsorship Fee shall thereafter be reduced to an amount equal to the value of the Team Sponsorship Rights only'] },
  { doc: 'sponsorship', question: 'do we need the teams ok before running an ad with their logo', gold: ['Sponsor shall submit to the Team Companies all advertising or promotional materials related to this Agreement and involving Team Marks a minimum of ten (10) days prior', 'Sponsor need not receive specific approval to release such advertising or promotional materials to the public.'] },
  { doc: 'sponsorship', question: "Can we put a player's face in our adverts?", gold: ['Sponsor acknowledges that this Agreement does not grant it any rights with respect to the name, likeness, signature or other attributes of any player'] },
  { doc: 'sponsorship', question: 'Are we allowed to run a ticket giveaway competition?', gold: ['Sponsor has no right to run contests, sweepstakes, or promotions'] },
  { doc: 'sponsorship', question: 'If we get acquired, can the buyer take over the sponsorship?', gold: ['Forty Niners SC shall consent to an assignment to any entity that acquires Sponsor'] },
  { doc: 'sponsorship', question: 'Who pays for making and putting up our signs at the stadium?', gold: ['Sponsor shall be solely responsible for all costs and expenses incurred producing'] },

  // An Indian joint venture agreement (the Indian partner, Minda Industries and Mr Minda — "we"; IMPCO the US partner)
  { doc: 'jointventure', question: 'What percentage of the JV company do we end up owning?', gold: ["MIL, MINDA and its associates   - 40%"] },
  { doc: 'jointventure', question: 'how many seats on the board do we get?', gold: ['three (3) Directors shall be nominated by IMPCO and two (2) Directors shall be nominated by MIL and MINDA'] },
  { doc: 'jointventure', question: 'Who picks the managing director?', gold: ['IMPCO shall designate one (1) of its Directors as the Managing Director'] },
  { doc: 'jointventure', question: 'Does the chairman get a tie-breaking vote?', gold: ['The Chairman shall have a second vote or a casting vote'] },
  { doc: 'jointventure', question: 'When are we allowed to sell our shares?', gold: ['No party hereto may transfer its shares in the JVC for a period of five (5) years from the date of allotment'] },
  { doc: 'jointventure', question: 'If IMPCO wants to sell its stake, do we get first dibs?', gold: ['it shall first make an offer by a written notice to the other Parties (the "Transferee") to purchase such shares'] },
  { doc: 'jointventure', question: 'how long do we have to say yes to an offer of their shares', gold: ['within three (3) weeks after the date of receipt of the offer'] },
  { doc: 'jointventure', question: 'Can we pledge our JV shares to a bank to raise a loan?', gold: ['the shares held by them shall not be pledged to a third party or otherwise encumbered during the term of this Agreement'] },
  { doc: 'jointventure', question: 'Can the JV export kits directly on its own?', gold: ['The Parties agree that any direct export of the Products would only be with the prior written consent of IMPCO.', 'Such export shall be through IMPCO.'] },
  { doc: 'jointventure', question: "are we entitled to look at the JV's books?", gold: ["IMPCO and MIL/MINDA will have the right to inspect, and make copies of any and all of the JVC 's business records"] },
  { doc: 'jointventure', question: 'Is IMPCO allowed to team up with another Indian company for these products?', gold: ['IMPCO shall not enter into any other Joint Venture Agreement or Marketing/Distribution Agreement, with any company or person(s) in the Territory with respect to the Products'] },
  { doc: 'jointventure', question: "If we default and don't fix it, what happens to our shares?", gold: ['be entitled to purchase all of the shares of the JVC owned by the defaulting party'] },
  { doc: 'jointventure', question: 'what if sales are poor in the first year and a half', gold: ['both the Parties will mutually discuss whether to continue or terminate the Agreement'] },
  { doc: 'jointventure', question: 'Can we keep using their technology if the JV is wound up?', gold: ['the JVC and/or MINDA/MIL will not be entitled to use the Technical Know-How for any reason whatsoever'] },

  // A co-branding and shipping-system services agreement (Mail Boxes Etc. — "we"; iShip.com "the Company")
  { doc: 'cobranding', question: 'Can iShip do a deal with another retail shipping chain?', gold: ["The Company shall not enter into any agreement or arrangement,      including without limitation any sale, license, service agreement,      co-branding agreement, co-marketing agreement or linking agreement with any      provider of manifesting or shipping services through non-carrier retail      shipping locations"] },
  { doc: 'cobranding', question: 'are we free to use a different online shipping system?', gold: ["MBE shall not enter into any agreement or arrangement with any      provider of an online or Internet-based manifest system other than the      Company."] },
  { doc: 'cobranding', question: 'How long do we get to test the system before it counts as accepted?', gold: ['MBE shall have a period of twenty (20) business days to undertake inspection and testing of the Manifest'] },
  { doc: 'cobranding', question: "What if we don't say anything during the testing period?", gold: ['the Service shall be deemed Accepted'] },
  { doc: 'cobranding', question: 'can we audit their package counts, and how often?', gold: ['be entitled to audit all such records upon ten (10) days written notice to the Company', 'no more than one (1) such audit may be conducted in any'] },
  { doc: 'cobranding', question: 'Who pays for the audit?', gold: ["Any such audit shall be performed at MBE's expense during the Company's normal business hours", 'the Company shall bear the cost of such audit'] },
  { doc: 'cobranding', question: 'who owns the customer lists', gold: ['all customer lists and related customer data gathered through the use of the Service by customers of MBE and MBE Centers'] },
  { doc: 'cobranding', question: 'Can iShip go after our in-store customers with their own offers?', gold: ['the Company agrees not to use any Customer Data to solicit any MBE-Generated Customers'] },
  { doc: 'cobranding', question: 'what hours does the system have to be up', gold: ['Company will use its best efforts to make the Service available to the MBE Centers from 4 a.m. to 9 p.m. PST every day'] },
  { doc: 'cobranding', question: 'How quickly do they have to respond when the system goes down?', gold: ['(response within twenty (20) minutes)'] },
  { doc: 'cobranding', question: "What's the most we could recover from them?", gold: ['exceed the amounts paid by MBE and the MBE Centers to the Company pursuant to this Agreement'] },
  { doc: 'cobranding', question: 'how long is the term and can we extend it?', gold: ['end on the fifth anniversary of the Effective Date', 'MBE shall have the right to elect by written notice to the Company at any time between two (2) and six (6) months prior to the end of such initial term'] },
  { doc: 'cobranding', question: "Are we on the hook for our franchisees' unpaid fees?", gold: ['MBE is not responsible for any debts or acts or omissions of its franchisees'] },

  // A global master supply agreement (the buyer, West Pharmaceutical Services — "we"; ExxonMobil Chemical the seller)
  { doc: 'supply', question: 'When does this supply deal run out?', gold: ['Termination Date: December 31, 2023'] },
  { doc: 'supply', question: 'can exxon put the price up if oil gets more expensive?', gold: ['Seller may increase or decrease the Product price by $[*****] for every $[*****] change in the Average Brent crude oil price'] },
  { doc: 'supply', question: 'How do they work out the oil price they use?', gold: ['expressed as the three-month average spot price per barrel of the Brent crude'] },
  { doc: 'supply', question: 'When does a price change actually kick in?', gold: ["Any Product price adjustment shall take effect the month immediately following Seller's notification"] },
  { doc: 'supply', question: 'Can we audit their plants, and how often?', gold: ['Buyer is allowed to carry out on-site manufacturing and quality audits in manufacturing units where Products are produced', 'The frequency of such audits shall not exceed one audit per site within three years'] },
  { doc: 'supply', question: 'how much warning do we get before they change how the rubber is made', gold: ['Buyer will be informed at least six months in advance of any change determined by EMCC/A to result in a significant change'] },
  { doc: 'supply', question: "If they're short of product, do we still get our full order?", gold: ['obligation to deliver Product during such period shall be reduced to the extent necessary'] },
  { doc: 'supply', question: 'What can they do if we get taken over?', gold: ['to terminate this Agreement and accelerate all amounts due from Buyer hereunder', 'to require that Buyer/Buyer Affiliates pay in advance for shipments hereunder'] },
  { doc: 'supply', question: 'We think a batch is off spec and they disagree: who settles it and who pays?', gold: ['the parties shall cooperate to have the Products in dispute analyzed by a mutually selected independent testing laboratory', 'If the Products are determined to be conforming, then Buyer/Buyer Affiliates shall bear the cost of such laboratory testing.'] },
  { doc: 'supply', question: "Can they hold back shipments if they're worried we can't pay?", gold: ['may require advance cash payment or satisfactory security and may withhold Product shipments'] },
  { doc: 'supply', question: 'how long do we get to put right a breach before they can pull out?', gold: ["thirty (30) days' opportunity to cure the material breach"] },
  { doc: 'supply', question: 'Can we buy more than the maximum tonnage?', gold: ["it shall be solely within Seller or any ExxonMobil Selling Affiliate's discretion whether and under which conditions to accommodate Buyer's request"] },
  { doc: 'supply', question: 'By how much can they over or under deliver on an order?', gold: ['an overrun or underrun of up to ten percent (10%) shall constitute due performance of any order'] },

  // A value added distributor agreement (the distributor, ScanSource — "we"; Cisco the vendor)
  { doc: 'distribution', question: "Are we Cisco's only distributor in our territory?", gold: ['the appointment of Distributor as an authorized, non-exclusive distributor of Products and Services to Resellers located in the Territory'] },
  { doc: 'distribution', question: 'Can we open a warehouse outside our territory?', gold: ['Distributor agrees not to solicit orders for Products or Services, or to engage salespeople or establish warehouses or other distribution centers'] },
  { doc: 'distribution', question: 'does Cisco get a say in what we charge resellers?', gold: ['Distributor is free to determine its minimum resale prices unilaterally.'] },
  { doc: 'distribution', question: 'If Cisco cuts its list prices, do we get money back on stock we are already holding?', gold: ["Cisco will provide to Distributor a price credit on any such Product on order, In Transit or in Distributor's inventory"] },
  { doc: 'distribution', question: 'Can we send back products that Cisco discontinues?', gold: ['Distributor shall have the right to return Obsolete Product for full credit'] },
  { doc: 'distribution', question: 'How long is the agreement for, and who can extend it?', gold: ['continue thereafter for a period of two (2) years', 'Cisco may, by written notice to Distributor, given at least thirty (30) days prior to the end of the then-current term'] },
  { doc: 'distribution', question: 'can either side just walk away without giving a reason', gold: ['Either party may terminate this Agreement, without cause'] },
  { doc: 'distribution', question: 'What happens if we get bought by another company?', gold: ['Distributor or its direct or indirect parent is to be acquired by a third party'] },
  { doc: 'distribution', question: 'Will Cisco buy back our inventory if they end the deal?', gold: ["Cisco agrees to repurchase all Product in Distributor's inventory"] },
  { doc: 'distribution', question: 'Can we claim compensation for the business we lose if Cisco terminates?', gold: ['IT SHALL HAVE NO RIGHTS TO DAMAGES OR INDEMNIFICATION OF ANY NATURE, SPECIFICALLY INCLUDING COMMERCIAL SEVERANCE PAY'] },
  { doc: 'distribution', question: 'can we buy cisco kit from another wholesaler to fill an order?', gold: ['Distributor will not purchase Products for resale to any Reseller from any person or entity other than Cisco'] },
  { doc: 'distribution', question: "Can we offer our customers a longer warranty than Cisco's?", gold: ["Distributor SHALL NOT MAKE ANY WARRANTY COMMITMENT, WHETHER WRITTEN OR ORAL, ON CISCO'S BEHALF."] },
  { doc: 'distribution', question: 'Who pays the freight when we send stock back after Cisco ends the agreement?', gold: ['Cisco shall have the option to select the method of return and shall bear all freight costs associated with returns of Product by Distributor under this Section 18.8.'] },

  // A sales agency agreement (the agent — "we"; Biopure the principal, selling Oxyglobin to vets)
  { doc: 'agency', question: 'Is our patch exclusive or can Biopure appoint other agents?', gold: ['the Company retains the right to itself, and/or appoint others to, promote, sell, and collect payment for, and distribute, the Products to Customers in the Territory'] },
  { doc: 'agency', question: "whats our commission on sales", gold: ["compensate the Agent through a discount of eight (8) percent off       of the current price of the Product", "a total of ten (10) percent discount off of the current price list or       promotional price"] },
  { doc: 'agency', question: 'Is there a bonus if we hit our quarterly targets?', gold: ["In addition       the Company will compensate the Agent quarterly an additional two (2)       percent commission (incentive)"] },
  { doc: 'agency', question: "If a vet doesn't pay, is that our problem?", gold: ["Upon transmitting an order for shipment to the       Company, the Agent accepts full responsibility for payment of the product       from the Customer.", "It is the responsibility of the Agent to evaluate the credit       worthiness of the Customer."] },
  { doc: 'agency', question: 'Can we give a vet a discount to win the sale?', gold: ["sell products only at the Company's current stated list or       promotional price", 'Any deviation from current pricing as indicated by the Company is a violation of this contract.'] },
  { doc: 'agency', question: 'how long have we got to pay biopure', gold: ['will be net thirty (30) days from the date of statement unless the Agent chooses to pay the Company via electronic funds transfer'] },
  { doc: 'agency', question: 'How much notice do we get before they change prices?', gold: ['The Company will give the Agent at least ten (10) days prior written notice of any price change.'] },
  { doc: 'agency', question: 'Do we earn anything on sales to vets in Hawaii?', gold: ['No compensation will be earned by the Agent for sales generated from customers in geographical areas not indicated in this section 1.2.', 'The 48 Continental United States (including DC) plus Alaska'] },
  { doc: 'agency', question: 'Do we need their sign off on our own sales brochures?', gold: ['submit such materials to the Company for review'] },
  { doc: 'agency', question: 'how much liability insurance do we need to carry', gold: ['in an amount not less than Five Million Dollars ($5,000,000) combined single amount per occurrence and in the aggregate'] },
  { doc: 'agency', question: 'Can we quit without a reason, and how much notice do we give?', gold: ["Either party may, at its option, terminate this Agreement       without cause, effective at any time after January 31, 1999, upon giving       at least ninety (90) days prior written notice"] },
  { doc: 'agency', question: 'What if our company changes hands?', gold: ["In the event of any material change in the organization,       ownership, management or control of the business of the Agent, the Company       may, at its option, terminate this Agreement"] },
  { doc: 'agency', question: 'How long does a clinic have to complain about a short delivery?', gold: ["Any claim for shortage in Product delivery must be made within ten (10) business days after the Customer's receipt of shipment."] },
  { doc: 'agency', question: 'what happens with product that has gone out of date at a clinic', gold: ["will replace, any unit of Product to the Customer which has       outdated (provided the Product is not outdated more than ninety (90) days)       with equal Product"] },

  // A restaurant franchise (the Polish franchisee — "we"; Burger King Corporation the franchisor)
  { doc: 'franchise', question: 'What royalty do we pay Burger King?', gold: ["Royalty percentage:                        5%", "calculated  by applying  the  percentage  set forth in SCHEDULE  1  against  the Gross  Sales for the  preceding  calendar  month"] },
  { doc: 'franchise', question: 'how much do we have to put towards advertising', gold: ["Advertising percentage:                    6%"] },
  { doc: 'franchise', question: 'When is the royalty due each month?', gold: ['by the fifteenth (15th) day of each month'] },
  { doc: 'franchise', question: 'Can BK open another restaurant right next to ours?', gold: ["BKC may develop or franchise  additional  Burger King  Restaurants  anywhere,  including sites in the immediate  proximity of the Franchised  Restaurant", "the  Franchisee  has no right to any exclusive  territory"] },
  { doc: 'franchise', question: 'what hours do we have to open', gold: ["Hours of Operation:                     11:00 a.m. to 11:00 p.m. daily"] },
  { doc: 'franchise', question: 'After we leave, how far away do we have to stay from running another burger place?', gold: ["Radius of restrictive covenant:         Two Kilometers"] },
  { doc: 'franchise', question: 'Can we get the initial fee back if it doesnt work out?', gold: ["which  sum  shall  be  fully  earned  by  BKC  and non-refundable upon execution of this Agreement"] },
  { doc: 'franchise', question: 'If we want to sell the restaurant, does BK get first refusal and how long do they have to decide?', gold: ["BKC or its designee shall then have the prior option to purchase the interests  covered by the  offer", 'BKC shall have twenty (20) business days after receipt of the notice of offer'] },
  { doc: 'franchise', question: 'What does it cost us to transfer the franchise to a buyer?', gold: ["Transfer payment fee:                   U.S. $10,000"] },
  { doc: 'franchise', question: 'Can Burger King turn up and inspect without any warning?', gold: ["The  inspections  may be  conducted  without  prior  notice at any time"] },
  { doc: 'franchise', question: 'how long must we hang on to our sales records', gold: ["The  Franchisee  shall retain sales records  for a period  of at least  twenty-four  (24)  months."] },
  { doc: 'franchise', question: 'If an audit finds we under-reported sales, do we have to pay for the audit?', gold: ["In the event that the  discrepancy  exceeds  two  percent  (2%)"] },
  { doc: 'franchise', question: 'How much liability insurance do we need?', gold: ["not less than One Million U.S. Dollars (U.S.  $1,000,000.00)  per occurrence for bodily injury"] },
  { doc: 'franchise', question: "If we're late paying BK, what interest do they charge?", gold: ["calculated  at three (3)  percent  per annum above the prime rate"] },
  { doc: 'franchise', question: 'how long do we have to sort out a missed payment before they can end the franchise', gold: ['If the Franchisee fails to pay when due any amount owed to BKC under this Agreement, and does not cure such failure within ten (10) days'] },
  { doc: 'franchise', question: 'When do we have to remodel the outside of the restaurant?', gold: ["During the year  immediately  following  the expiration of one half of the Term of this Agreement"] },
  { doc: 'franchise', question: 'Could we buy our buns from a local bakery we pick ourselves?', gold: ["Should  the  Franchisee  propose  an alternative  supplier and  distributor,  BKC shall  evaluate  such  supplier", "The Franchisee  shall in such case purchase only from BKC authorized  suppliers  and  distributors."] },
  { doc: 'franchise', question: 'What if BK never gets back to us about approving a supplier?', gold: ["within  thirty (30) business days then approval  shall be deemed to have been given"] },
];
