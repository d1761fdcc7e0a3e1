/**
 * TEST17: a seventeenth held-out set for `ask` (issue 11, session 28, round 19), 120 questions (15 each) over eight long
 * CUAD contracts of types the ask suites had asked least about, none named by an ask suite, by test/ask/pick.ts, by the
 * adapter's training data, by TEST12 to TEST16 or by the README and docs/*.md's ask sections (checked against
 * test/ask/*.ts, test/ask*.test.ts, data/ask.adapter.json, the README and docs/*.md, by file name and company name): an NGL
 * pipeline transportation services agreement (PennTex / MRD, 100 kB, definitions pointing at the Tariff, the rate held in
 * Schedule A's table and the payment due dates in the attached Tariff's items), a semiconductor joint venture agreement
 * (Fujitsu / Transphorm, 95 kB, board composition, a put and a call option with their windows held in a definition), an
 * intellectual property agreement at a spin-off (Equifax / Certegy, 155 kB, mirrored licences in each direction, a mainframe
 * separation schedule, indemnity procedure), a reagent supply agreement (Miltenyi / Bellicum, 189 kB, heavily redacted,
 * forecasts, firm zone and price adjustment), an exclusive distribution agreement for the Gulf states (Hemispherx / SCIEN,
 * 74 kB, loosely drafted, a buyout clause, a quality agreement appended), a card-processing sponsorship agreement (First Data
 * and Wells Fargo / iPayment, 97 kB, termination rights of each side listed as lettered items, reserve accounts), a device
 * manufacturing agreement (Antares / AMAG, 107 kB, most figures redacted, page furniture inside clauses) and a submarine
 * cable consortium construction and maintenance agreement (APCN 2, Teleglobe's copy, 94 kB, voting by Schedule B shares,
 * billing and default). Read in place from ../shared/data/cuad (never committed); the suite is skipped where CUAD is absent.
 *
 * The word vectors (`ask.vectors.json`) were trained on CUAD before these eight were named, so they have read these
 * texts, unlabelled, as they had the earlier CUAD suites'.
 *
 * The questions are a client's own words from one side's seat ("we" are MRD as the shipper, Transphorm as the minority JV
 * partner, Certegy as the licensee, Bellicum as the buyer, SCIEN as the distributor, iPayment as the ISO, AMAG as the
 * customer and Teleglobe as one cable owner), plain and colloquial, some with typos or shorthand, many asking for a
 * period, a number, a rate or a deadline (several held in a definition, a schedule's table, an attached tariff's items or
 * a lettered list away from the clause that uses them), "how long does it last", "what law", "can they raise the price"
 * kinds as often as a client asks them, some for one party's right where the other has a twin of it, some answered by two
 * passages (every acceptable span listed). Each names its gold passage(s) verbatim (found in the texts by
 * whitespace-tolerant matching and sliced from them with their own spacing; every one found). One gold occurs twice in
 * its contract (iPayment's ten-Business-Day payment default, in the Servicers' list and again for the reserve accounts);
 * the scorer takes the first occurrence, which is the one asked about.
 *
 * Written and committed before it was run, and before `ask`'s code, src/concepts.ts, the adapter's data or any suite's
 * misses were read in the session; run once with main's method at 7b2ebcbb (figures below, and in docs/learned.md,
 * "`ask` TEST17 and round 19"). Its misses are not read until the session's end, and then for classes only.
 *
 * At 7b2ebcbb, run once (`node test/ask/measure.ts --test17 --only-test17 --quick [--encoder]`): lexical `ask` 0.608
 * (73/120); `askRanked` with e5-small-v2 and round 14's adapter (the server's path) 0.692 (83/120). No question or gold was
 * changed after the run.
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST17_FILES = {
  transport: "RangeResourcesLouisianaInc_20150417_8-K_EX-10.5_9045501_EX-10.5_Transportation Agreement.txt",
  jv: "TRANSPHORM,INC_02_14_2020-EX-10.12(1)-JOINT VENTURE AGREEMENT.txt",
  ip: "FIDELITYNATIONALINFORMATIONSERVICES,INC_08_05_2009-EX-10.3-INTELLECTUAL PROPERTY AGREEMENT.txt",
  supply: "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement.txt",
  dist: "HEMISPHERX - Sales, Marketing, Distribution, and Supply Agreement.txt",
  iso: "IPAYMENT,INC_05_14_2007-EX-10.1-SPONSORSHIP AGREEMENT.txt",
  mfg: "Antares Pharma, Inc. - Manufacturing Agreement.txt",
  cable: "TELEGLOBEINTERNATIONALHOLDINGSLTD_03_29_2004-EX-10.10-CONSTRUCTION AND MAINTENANCE AGREEMENT.txt",
} as const;
export type Test17Doc = keyof typeof TEST17_FILES;

/** The CUAD texts, read in place; null where the shared data is absent. */
export const test17Docs = (): Record<Test17Doc, string | null> => cuadDocs(TEST17_FILES);

export interface Test17Case extends Omit<ParaphraseCase, 'doc'> { doc: Test17Doc }

export const TEST17_CASES: Test17Case[] = [
  // transport: an NGL pipeline transportation services agreement (PennTex the Carrier; MRD Operating, the Shipper, "we")
  { doc: "transport", question: "how long are we locked into this pipeline deal", gold: ["This Agreement shall commence on the Effective Date and continue in full force and effect until the end of the fifteenth (15th) Contract Year"] },
  { doc: "transport", question: "after the 15 years how do we get out", gold: ["shall continue in full force and effect thereafter until terminated by either Party by providing thirty (30) calendar days' prior written notice of termination to the other Party"] },
  { doc: "transport", question: "whats the rate per barrel we pay", gold: ["Receipt Points   Delivery Point   Dedicated Rate   Lincoln Parish Plant Mount Olive Plant   DCP Black Lake Ada, LA   $ 1.68"] },
  { doc: "transport", question: "can penntex put the rates up every year?", gold: ["which shall be increased by Carrier annually, effective July 1 of each year following the Commencement Date, as provided in the Tariff"] },
  { doc: "transport", question: "if new regulations cost the carrier money can they walk away from the deal", gold: ["If the Parties are unable to agree on an economic adjustment within sixty (60) Days of the senior management meeting, then Carrier may, in its sole discretion, terminate this Agreement without penalty by delivering Shipper written notice of Carrier's intent to terminate."] },
  { doc: "transport", question: "can we check the carriers books when they pass on a regulatory cost increase", gold: ["Shipper shall be entitled to audit Carrier's applicable books and records for the limited purpose of determining if the amount of any increase pursuant to this Section 6.2 is justified"] },
  { doc: "transport", question: "do we have to send all our product through their system?", gold: ["Shipper dedicates and commits to this Agreement, and shall deliver or cause to be delivered to the System for transportation hereunder, all Shipper Product (the \"Dedication\")"] },
  { doc: "transport", question: "when does the pipeline service actualy start", gold: ["The \"Commencement Date\" under this Agreement shall be the first day of the Month following the date Carrier notifies Shipper that"] },
  { doc: "transport", question: "how long do we get to fix a default before the carrier can stop shipping or terminate", gold: ["If (i) a Shipper Default as described in Section 8.1(a) has not been cured within ten (10) Business Days following receipt by Shipper of a Shipper Default Notice"] },
  { doc: "transport", question: "if penntex doesnt perform how long before we can end the agreement", gold: ["has not been cured within ninety (90) Days after receipt by Carrier of a Carrier Default Notice"] },
  { doc: "transport", question: "can we get out if force majeure shuts the pipeline down for a long time", gold: ["If as a result of an event of Carrier Force Majeure, Carrier provides no Services to Shipper for a period of at least twelve (12) consecutive Months, either Party shall be entitled to terminate this Agreement"] },
  { doc: "transport", question: "what law applies", gold: ["This Agreement shall be governed and construed in accordance with the laws of the state of Texas without giving effect to the conflict of law rules thereof."] },
  { doc: "transport", question: "which courts hear disputes", gold: ["The Parties hereby irrevocably consent to the exclusive jurisdiction of the state or federal courts located in Harris County, Texas."] },
  { doc: "transport", question: "can we sell our share of the deal to an affiliate without asking", gold: ["either Party may assign this Agreement to an Affiliate of such Party without the consent of the other Party"] },
  { doc: "transport", question: "when are their invoices due", gold: ["within fifteen (15) days of receipt of the invoice;", "the twenty-seventh (27th) of the month following receipt of the invoice, or;"] },

  // jv: a semiconductor joint venture agreement (Fujitsu / AFSL; Transphorm and TPH-A, "we")
  { doc: "jv", question: "how many board seats do we get on the JV company", gold: ["The Board shall consist of five (5) members (each, a \"Director\"), three (3) of whom shall be nominated by AFSL and two (2) of whom shall be nominated by TPH-A"] },
  { doc: "jv", question: "who chairs the board", gold: ["A Director nominated by AFSL shall be a Chairman of the Board for all meetings."] },
  { doc: "jv", question: "how often does the board meet and how much notice", gold: ["Regular meetings of the Board shall be held at least once per three (3) months at such place and time as set forth in notices provided to the Directors at least ten (10) Business Days in advance of such meeting."] },
  { doc: "jv", question: "can fujitsu sell us their shares, when can they do it", gold: ["FSL and AFSL may not exercise the Put Option prior to the Option Starting Date nor more than one hundred eighty (180) days after the Option Starting Date."] },
  { doc: "jv", question: "when does the option window open", gold: ["\"Option Starting Date\" means February 1, 2020."] },
  { doc: "jv", question: "what price do we pay for fujitsus shares if they put them to us", gold: ["The purchase price for the Put Shares (the \"Put Option Price\") shall be the greater of (x) the amount in Japanese Yen equal to the Net Book Value as of the most recently completed month end prior to the Put Closing Date"] },
  { doc: "jv", question: "can we buy out fujitsu's stake ourselves", gold: ["TPH-A or TPH may trigger the option to purchase the Call Shares (the \"Call Option\") by providing a written notice of the exercise of the Call Option (the \"Call Exercise Notice\") simultaneously to the Company, FSL and AFSL"] },
  { doc: "jv", question: "can we buy only part of their shares on the call", gold: ["TPH or TPH-A may not exercise the Call Option for less than one hundred percent (100%) of the Shares held by both FSL and AFSL or any Affiliate of FSL or AFSL"] },
  { doc: "jv", question: "if fujitsu breaches and doesnt fix it how long do they have", gold: ["has failed to cure such breach within thirty (30) days after the receipt of such notice"] },
  { doc: "jv", question: "can we end the JV if fujitsu never exercises the put", gold: ["By TPH/TPH-A, if FSL/AFSL has not exercised the Put Option within one hundred eighty (180) days of the Option Starting Date"] },
  { doc: "jv", question: "what law governs this joint venture", gold: ["this Agreement and the legal relations among the Parties and the Company shall in all respects be interpreted, construed and governed by and in accordance with the laws of Japan."] },
  { doc: "jv", question: "where would an arbitration be held", gold: ["The seat of the arbitration shall be Hong Kong.", "shall be finally resolved exclusively by arbitration administered by the Hong Kong International Arbitration Centre (\"HKIAC\")"] },
  { doc: "jv", question: "how many arbitrators", gold: ["The arbitration shall be conducted by three (3) arbitrators."] },
  { doc: "jv", question: "can we transfer our JV shares to our own subsidiary", gold: ["TPH-A shall be entitled at any time to transfer all but not a portion of the Shares registered in its name to TPH or any other entity Controlled by TPH"] },
  { doc: "jv", question: "how soon do we get the JV's financial statements", gold: ["in each case within sixty (60) days after the end of each fiscal year of the Company and within thirty (30) days after the end of each quarterly accounting period of the Company and calendar month"] },

  // ip: an intellectual property agreement at a spin-off (Equifax; Certegy, the licensee, "we")
  { doc: "ip", question: "do we pay anything for the equifax software licence", gold: ["Equifax hereby grants, and will cause the other members of the Equifax Group to grant, to Certegy a fully paid, non-exclusive, perpetual, worldwide, non-transferable license to use, modify, copy, improve, create Derivative Works and Certegy Enhancements from, and sublicense the Licensed Equifax Materials"] },
  { doc: "ip", question: "how long does our licence to equifaxs materials last", gold: ["Equifax hereby grants, and will cause the other members of the Equifax Group to grant, to Certegy a fully paid, non-exclusive, perpetual, worldwide, non-transferable license"] },
  { doc: "ip", question: "can we sublicense the equifax software to our customers", gold: ["All sublicensing by Certegy and other members of the Certegy Group to any one of their customers shall be pursuant to written agreements with such customer"] },
  { doc: "ip", question: "who owns the improvments we make to the equifax software", gold: ["Certegy, or the respective Designated Certegy Member, shall own all the modifications and improvements to, and the Certegy Enhancements and/or Derivative Works made from, the Licensed Equifax Materials"] },
  { doc: "ip", question: "how long can we keep using the equifax brand", gold: ["Certegy will terminate the use of such Equifax Marks as soon as commercially practical but in any event within twelve (12) months after the Closing Date."] },
  { doc: "ip", question: "when do we have to move off the shared mainframe partition", gold: ["Certegy agrees that it shall, no later than March 31, 2002, establish, or cause to be established, one or more new and separate LPAR(s) and that Certegy shall no longer share any LPAR with Equifax."] },
  { doc: "ip", question: "who pays for setting up our own LPAR", gold: ["Certegy shall be responsible for paying any and all additional software license fees, service fees, fees related to hardware, or other similar fees incurred to establish the new LPAR(s)"] },
  { doc: "ip", question: "when must we stop using shared software and hardware altogether", gold: ["Certegy shall cease the use of any software or hardware that is shared between the parties no later than the date which is two (2) years following the Closing Date."] },
  { doc: "ip", question: "are the transferred assets warrantied", gold: ["all assets and Liabilities were, or are being, transferred, assigned, licensed, assumed, or are being retained, on an \"AS IS,\" \"WHERE IS\" basis"] },
  { doc: "ip", question: "how fast must an indemnity claim be paid", gold: ["the Indemnifying Party\n\n\n\n\n\nshall, within thirty (30) days after receipt of such notice, pay the Indemnified Party such amount"] },
  { doc: "ip", question: "whats the interest rate on late indemnity payments", gold: ["Any amount owed under this Section 8.1 that is past due shall bear interest at a simple rate of interest per annum equal to the lesser of 1% per month or the maximum amount permitted by law."] },
  { doc: "ip", question: "can we get consequential damages from equifax", gold: ["in no event shall either Equifax or Certegy, or any Member of their respective Group, have any liability, whether based on contract, tort (including, without limitation, negligence or strict liability), warranty or any other legal or equitable"] },
  { doc: "ip", question: "is there any carve out from the damages exclusion for deliberate wrongdoing", gold: ["provided, however, that such limitations shall not apply to liabilities which may arise as the result of willful misconduct of a party."] },
  { doc: "ip", question: "who pays legal fees if we fight and lose", gold: ["In the event of a dispute between the parties, the non-prevailing party shall pay all costs and expenses associated with resolving the dispute, including, but not limited to, reasonable attorneys' fees."] },
  { doc: "ip", question: "can we assign this agreement", gold: ["Neither of the parties hereto may assign its rights or delegate any of its duties under this Agreement without the prior written consent of each other party."] },

  // supply: a cell-therapy reagent supply agreement (Miltenyi the supplier; Bellicum, the buyer, "we")
  { doc: "supply", question: "how long is the miltenyi supply deal", gold: ["The Agreement shall have an initial term of ten (10) years commencing from the Effective Date and ending on the tenth (10th) anniversary thereof (the \"Initial Term\")"] },
  { doc: "supply", question: "can we extend it after ten years and how", gold: ["Bellicum shall have consecutive separate options to extend the Term for successive renewal terms of five (5) years each"] },
  { doc: "supply", question: "whats the deadline to tell them we want to renew", gold: ["Bellicum may exercise each such renewal option by giving written notice to Miltenyi not later than six (6) months prior to the expiration of the current Term."] },
  { doc: "supply", question: "can we terminate for convenience? how much notice", gold: ["Bellicum may terminate this Agreement or a particular Module upon ninety (90) days written notice to Miltenyi"] },
  { doc: "supply", question: "if we cancel early do we still pay for firm zone quantities", gold: ["termination of this Agreement or any Module pursuant to this Section 15.3 shall not release Bellicum from its payment obligations with respect to the quantities set forth in any Purchase Orders or quantities forecasted for any Firm Zone."] },
  { doc: "supply", question: "are our forecasts binding", gold: ["For clarity, all forecasted quantities of Miltenyi Products during the Firm Zone shall constitute a binding commitment by Bellicum to submit corresponding Purchase Orders for Miltenyi Products.", "The Parties agree that, except with respect to the Firm Zone and any additional conditions set forth in a given Module, a Monthly Forecast provided by Bellicum will not be binding upon both Parties."] },
  { doc: "supply", question: "what if we order less than the firm zone amount", gold: ["Miltenyi will invoice Bellicum for an amount equal to the Firm Zone Shortfall"] },
  { doc: "supply", question: "can miltenyi put the price up each year", gold: ["Miltenyi shall be entitled to modify the Purchase Price for any Miltenyi Product as set forth in Section 8.3(a) above and Exhibit E on or after the commencement of each Calendar Year during the Term after Contract Year 1"] },
  { doc: "supply", question: "will we ever pay more than list price", gold: ["the adjusted Purchase Price charged to Bellicum for Miltenyi Product supplied hereunder shall in no event exceed Miltenyi's then-current list prices"] },
  { doc: "supply", question: "who pays shipping and insurance on deliveries", gold: ["Bellicum shall be responsible for all arrangements regarding loading, shipment, insurance from Miltenyi's Facility to the ultimate destination and import customs clearances at the destination country"] },
  { doc: "supply", question: "what shelf life do we get on products when delivered", gold: ["Miltenyi shall ensure that, at the time of Delivery the remaining shelf life of each shipped Miltenyi Product shall be no less than the minimum shelf life set forth in Exhibit B"] },
  { doc: "supply", question: "if a delivery is late by over a month what can we do", gold: ["If Miltenyi fails to propose a reasonably acceptable plan for the Delivery or if the delay is more than thirty (30) days following the confirmed Delivery Date"] },
  { doc: "supply", question: "what do we get if a shipment is bad, refund?", gold: ["to a refund or credit equal to the Product Price paid with respect to such rejected shipment"] },
  { doc: "supply", question: "who settles it if we disagree whether a batch is defective", gold: ["such question shall be submitted to an independent quality control laboratory"] },
  { doc: "supply", question: "whats the liability cap", gold: ["IN NO ONE EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY FOR DAMAGES OR LOSSES UNDER THIS AGREEMENT EXCEED THE AGGREGATE AMOUNT OF THE PRODUCT PRICES PAID BY BELLICUM FOR THE MILTENYI PRODUCT(S) DURING THE TWELVE (12) MONTH PERIOD IMMEDIATELY PRECEDING THE EVENT GIVING RISE TO SUCH LIABILITY"] },

  // dist: an exclusive sales, marketing, distribution and supply agreement (Hemispherx; SCIEN, the Saudi distributor, "we")
  { doc: "dist", question: "how long does the hemispherx deal last", gold: ["The Term will be 3 years from Effective Date with an automatic 2 year term extensions unless otherwise advised by one of the Parties."] },
  { doc: "dist", question: "which countries are we exclusive in", gold: ["\"Territory\" means the GCC States", "HEMISPHERX hereby grants SCIEN the exclusive license to sell, market, and distribute Product for use in the Field in the Territory"] },
  { doc: "dist", question: "is our license conditional on anything", gold: ["THE GRANTING OF ANY AND ALL LICENSES OR PRIVILEGES HEREIN IS SUBJECT THE THE SUCCESSFUL COMPLETION OF A FIVE PERSON MINIMUM CLINICAL TRIAL IN THE KINGDOM OF SAUDI ARABIA TREATING EARLY ONSET PATIENTS INFECTED WITH MERS."] },
  { doc: "dist", question: "how many days do we have to pay for an order", gold: ["SCIEN shall pay HEMISPHERX for each order of Product within 75 days after receipt of the goods"] },
  { doc: "dist", question: "when do we pay for the very first 50 vials", gold: ["(\"First Order\") and paid once the MOH approves the use for Interferon alfa-n3 (human leukocyte derived) on 5 MERS patients."] },
  { doc: "dist", question: "what price do we pay per vial", gold: ["\"Transfer Price\" means a discounted price of ${***}/ Product Unit.", "The price that SCIEN will pay for Product under this Agreement is the Transfer Price, CIF."] },
  { doc: "dist", question: "can hemispherx raise the price on us", gold: ["Beginning on the second year anniversary of the signing of this Agreement (\"Effective Date\") and on each succeeding anniversary of the Effective Date during the term of this agreement"] },
  { doc: "dist", question: "what if we cant agree on a price increase", gold: ["In the event agreement cannot be reached the Agreement shall terminate."] },
  { doc: "dist", question: "how much shelf life must the product have when shipped", gold: ["HEMISPHERX agrees to exclusively supply Product to SCIEN in the Territory with a minimum expiry of 6 months from the date of shipment."] },
  { doc: "dist", question: "how much can our forecast change", gold: ["SCIEN will provide HEMISPHERX a rolling 12-month forecast of the estimated sales of Product Units, the first 3 months of which will be firm and the second three (3) months of which cannot vary by more than 25% when these become the first three (3) months."] },
  { doc: "dist", question: "could we lose the deal for not buying enough", gold: ["Failure of SCIEN achieving less than 50% achievement of the minimum Purchases as in III B.7. for two (2) consecutive years"] },
  { doc: "dist", question: "how long to cure a breach", gold: ["the failure of the breaching Party to cure (within thirty (30) days after receiving written notice thereof from the non-breaching Party) such breach or default"] },
  { doc: "dist", question: "after termination will they buy back our stock", gold: ["Thereafter, HEMISPHERX shall purchase from the SCIEN all remaining stock of Product that is of merchantable quality at the same price as was paid by SCIEN."] },
  { doc: "dist", question: "can they buy us out of the agreement and what do they pay", gold: ["HEMISPHERX will have the option at any time to buy out this Agreement.", "If exercised within the first two (2) years HEMISPHERX will pay SCIEN three (3) times the Product sales for the preceding 12 months."] },
  { doc: "dist", question: "buyout payment after year 3?", gold: ["If exercised after year 3, HEMISPHERX will pay SCIEN two (2) times the Product sales for the preceding 12 months."] },

  // iso: a card-processing sponsorship agreement (First Data and Wells Fargo, the Servicers; iPayment, the ISO, "we")
  { doc: "iso", question: "how long is the sponsorship agreement with first data and wells", gold: ["The initial term of this Agreement shall be four (4) Processing Years commencing on the Effective Date of this Agreement and ending on June 30, 2010"] },
  { doc: "iso", question: "what happens after june 2010, does it keep going", gold: ["Thereafter, this Agreement shall automatically continue in effect until either party gives the other at least six (6) months prior written notice of termination."] },
  { doc: "iso", question: "can we get out early without cause", gold: ["At any time upon one hundred eighty (180) days prior written notice to the SERVICERS with no penalty."] },
  { doc: "iso", question: "can they end it if we get bought", gold: ["Upon a Change of Control of ISO with one hundred eighty (180) days prior written notice to ISO, unless the SERVICERS had previously consented to such change in control."] },
  { doc: "iso", question: "what counts as a change of control", gold: ["\"Change of Control\" means a change in the power to direct the management or affairs of ISO or the beneficial ownership of more than 51% of the equity securities"] },
  { doc: "iso", question: "how long do we have to tell them about a change of control", gold: ["ISO shall provide written notice to SERVICERS within three (3) Business Days of any Change of Control of ISO."] },
  { doc: "iso", question: "how long do we get to cure a breach before they terminate", gold: ["Upon a Material breach of any representation, warranty or covenant in this Agreement by ISO which is not cured by ISO within sixty (60) days of receipt of written notice from SERVICERS"] },
  { doc: "iso", question: "if we miss a payment to them how quickly can they terminate", gold: ["within ten (10) Business Days after written notice to ISO of its failure to pay the amount"] },
  { doc: "iso", question: "can servicers pass on visa fee increases to us", gold: ["SERVICERS may from time to time pass through to ISO actual increases in the Pass-Through Costs and Interchange, to reflect any increases in such fees, costs and charges to SERVICERS, upon thirty (30) days prior written notice to ISO"] },
  { doc: "iso", question: "are we locked in to minimum volumes", gold: ["ISO may utilize SERVICERS' services under this Agreement on a non- exclusive basis and there are no minimum fees or utilization commitments under this Agreement."] },
  { doc: "iso", question: "when do we get paid our share of merchant fees", gold: ["On each Payment Date, SERVICERS shall credit ISO's Residual Account in an amount equal to all Net Program Participation Fees collected by SERVICERS since the immediately preceding Payment Date"] },
  { doc: "iso", question: "who eats chargebacks and card association fines", gold: ["Chargebacks, purchase returns, refunds, credits, adjustments, fees or Bank Card association fines, costs and expenses related to Approved Merchants, Eligible Merchants, or any Merchant activity hereunder"] },
  { doc: "iso", question: "when we terminate, do we get our merchant portfolio back", gold: ["at the direction of ISO and pursuant to the plan of Deconversion, SERVICERS will transfer and assign all their interest in the Merchant Portfolio (including Merchant Processing Agreements and Merchant Accounts) and the dedicated BINs/ICAs"] },
  { doc: "iso", question: "how fast must we fund the termination reserve", gold: ["Within ten (10) Business Days of the issuing of a notice of termination by any party, ISO shall fund a Termination Reserve Account."] },
  { doc: "iso", question: "is there a cap on what either side can be liable for", gold: ["the cumulative liability of each of SERVICERS and ISO for all Losses, claims, suits, controversies, breaches or damages arising out of or related to this Agreement"] },

  // mfg: a device manufacturing agreement (Antares the maker; AMAG, the customer, "we")
  { doc: "mfg", question: "how long does the antares manufacturing agreement run", gold: ["this Agreement shall become effective as of the Effective Date and shall continue until the expiration or earlier termination of the Development and License Agreement (the \"Term\")"] },
  { doc: "mfg", question: "if the development and license deal ends does this end too", gold: ["this Agreement shall automatically terminate effective immediately upon the termination of the Development and License Agreement in its entirety"] },
  { doc: "mfg", question: "can antares make the product for anyone else", gold: ["Antares or its Subcontractor shall provide the Manufacturing Services in order to manufacture Devices, Products, sample Products and Trainers exclusively for AMAG for the Territory"] },
  { doc: "mfg", question: "can they move production to another plant", gold: ["may change the Manufacturing Site for the Products, sample Products and Trainers only with the prior written consent of AMAG"] },
  { doc: "mfg", question: "who owns the prefilled syringes while antares holds them", gold: ["title to and risk of loss of all Prefilled Syringes shall at all times belong to and remain in AMAG"] },
  { doc: "mfg", question: "what if antares damages our syringes", gold: ["Antares shall be only responsible for the replacement costs"] },
  { doc: "mfg", question: "what part of our forecast is binding", gold: ["of each Forecast shall constitute a firm order and be a binding commitment on AMAG to purchase the volume of Product, sample Product and Trainers set forth therein (the \"Binding Forecast\")"] },
  { doc: "mfg", question: "do they have to fill orders bigger than the forecast", gold: ["Antares shall not be obligated to fill any portion of any Purchase Order to the extent the volumes in such Purchase Order exceed the volumes set forth in the most recent Binding Forecast"] },
  { doc: "mfg", question: "is there a minimum order size", gold: ["The quantity of Products, sample Products or Trainers (as the case may be) ordered by AMAG from Antares in each shipment (as set forth in a Purchase Order) must be equal to or greater than [***] units"] },
  { doc: "mfg", question: "are we obliged to buy any set quantity", gold: ["nothing in this Agreement requires AMAG to purchase any particular quantity of Products from Antares."] },
  { doc: "mfg", question: "who insures the shipments", gold: ["AMAG shall arrange for insurance and shall select the freight"] },
  { doc: "mfg", question: "what price do we pay for the pens", gold: ["Antares or its Subcontractor shall deliver Products, sample Products and Trainers ordered by AMAG in accordance with this Agreement at the Transfer Prices set forth on Exhibit D."] },
  { doc: "mfg", question: "do we pay VAT on top of the transfer price", gold: ["Such VAT and taxes, if any, will be payable in addition to the Transfer Price."] },
  { doc: "mfg", question: "who pays for the second source supplier", gold: ["AMAG shall reimburse Antares for all documented costs and expenses (without markup) associated with the Second Source Supplier"] },
  { doc: "mfg", question: "what insurance does each side need", gold: ["Each Party shall obtain and maintain commercial general liability insurance, including product liability insurance covering the obligations of that Party under this Agreement through the Term"] },

  // cable: a submarine cable consortium construction and maintenance agreement (APCN 2; Teleglobe, one owner, "we")
  { doc: "cable", question: "how long is this cable agreement in force", gold: ["shall continue in operation for at least an initial period of twenty-five (25) years following the RFS Date (hereinafter referred to as \"initial Period\")"] },
  { doc: "cable", question: "can we pull out of the consortium and how much notice", gold: ["any Party may terminate its participation in this Agreement at the end of the Initial Period or any time thereafter by giving not less than one (1) year's prior notice thereof, in writing, to the other Parties."] },
  { doc: "cable", question: "when is the cable supposed to be ready for service", gold: ["the Ready For Service Date (hereinafter referred to as the \"RFS Date\") shall be 30th September 2001, or such other date as may be agreed by the Management Committee."] },
  { doc: "cable", question: "how is our share of construction costs worked out", gold: ["The APCN2 Capital Costs as defined in Paragraph 5 shall be borne by the Parties in the proportions set forth in Schedule B."] },
  { doc: "cable", question: "how much do we pay up front when we sign", gold: ["Upon the signing of this Agreement, the CBP shall render bills to the Parties for approximately five percent (5%) of their financial commitment in APCN2 as determined by Schedule B."] },
  { doc: "cable", question: "when are the CBP's bills due", gold: ["each Party shall pay the CBP, such amounts as may be owed by the end of the calendar month following the calendar month in which the bill was rendered"] },
  { doc: "cable", question: "what's the late payment charge", gold: ["extended payment charges shall be computed at three hundred percent (300%) of the rate described in Subparagraph 7.8 on the day following the date payment on the bill was due."] },
  { doc: "cable", question: "what happens if we don't pay for a month, can they take our capacity", gold: ["If full payment is not received within such specified period, the Management Committee may reclaim the Capacity in the APCN 2 allocated to the billed Party."] },
  { doc: "cable", question: "do we get credit for capacity they reclaim", gold: ["the defaulting Party shall not be entitled to any payment or credit for the reclaimed capacity."] },
  { doc: "cable", question: "how are management committee decisions made if no agreement", gold: ["in the event an agreement cannot be reached, the decision will be carried on the basis of simple majority of the total voting interests specified in Schedule B"] },
  { doc: "cable", question: "how much notice of a management committee meeting", gold: ["The Chairman shall give at least thirty (30) days' advance notice of each meeting, together with a copy of the draft agenda."] },
  { doc: "cable", question: "what majority is needed to amend the agreement", gold: ["This Agreement shall not be amended, supplemented, or modified unless the Parties representing at least ninety percent (90%) of the voting interests specified in Schedule B"] },
  { doc: "cable", question: "can we transfer our share to a subsidiary", gold: ["A Party may at any time assign, sell or transfer the whole of' its rights and obligations under this Agreement to:"] },
  { doc: "cable", question: "are we liable for other owners' debts", gold: ["The liability of the Parties shall be several and not joint or collective."] },
  { doc: "cable", question: "can we claim lost profits if the cable is late", gold: ["Under no circumstances shall any Party be liable to any other Party in contract, tort, (including negligence or breach of statutory duty) or otherwise for loss (whether direct or indirect) of profits"] },
];
