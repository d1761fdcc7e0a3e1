/**
 * TEST15: a fifteenth held-out set for `ask` (issue 11, session 26), 120 questions over eight long CUAD contracts of types
 * the ask suites had asked least about, none named by an ask suite, by test/ask/pick.ts, by the adapter's training data,
 * TEST12, TEST13 or TEST14 (checked against test/ask/*.ts, test/ask*.test.ts, data/ask.adapter.json and the README, by
 * file name): a wireless content licence for film games (Twentieth Century Fox / Sorrent, 113 kB, royalties and
 * guarantees with redacted figures, a royalty statement exhibit), a contract manufacturing agreement for speakers (Sonos /
 * IAC, 109 kB, thirty-odd definitions, schedules in exhibits), a commercialization and licence agreement for an HIV drug
 * (CytoDyn / Vyera, 159 kB, a long definitions article carrying the royalty term, territory and step-down date), a global
 * aircraft maintenance agreement in French-English drafting (Azul / ATR, 233 kB, clause text run into page furniture,
 * much redacted), a manufacturing and supply agreement on a spin-off (Upjohn / Pfizer, 226 kB, the exclusive purchase
 * requirement held in a definition), a crude oil pipeline transportation contract translated from Spanish (Solana /
 * Ecopetrol, 230 kB, the rates, capacity, term and bond held in a "Specific Conditions" table at the head), an outsourced
 * API manufacturing agreement (Paratek / CARBOGEN AMCIS, 115 kB, Swiss counterparty, most figures redacted) and a
 * chiropractic clinic franchise agreement (The Joint Corp., 168 kB, the opening deadline in an exhibit). Read in place
 * from ../shared/data/cuad (never committed); the suite is skipped where CUAD is absent.
 *
 * The word vectors (`ask.vectors.json`) were trained on CUAD before these eight were named, so they have read these
 * texts, unlabelled, as they had the earlier CUAD suites'.
 *
 * The questions are a client's own words from one side's seat ("we" are Sorrent as the licensee, Sonos as the buyer,
 * CytoDyn as the licensor, Azul as the airline, Upjohn as the customer, Solana as the sender, Paratek as the customer and
 * the franchise owner), plain and colloquial, some with typos or shorthand, many asking for a number, a fee, a rate or a
 * period (several held in a definition, a table at the head of the contract or an exhibit away from the clause that
 * uses them), some for one party's right where the other party has a twin of it (termination, audit, assignment,
 * change of control), some answered by two clauses (every acceptable span listed). Each names its gold passage(s)
 * verbatim (sliced from the texts by whitespace-tolerant matching; every one found); any one in the top three counts.
 * Three golds occur more than once in their contract; the scorer takes the first occurrence, which is the one the
 * question asks about (or, for the rolling forecast, a twin that answers it equally).
 *
 * Written and committed before it was run, and before `ask`'s code, src/concepts.ts, the adapter's data or any suite's
 * misses were read in the session; run once with main's method at 9fff8b78 (figures in the engine README, "`ask` TEST15
 * and round 17", and below). Its misses are not read until the session's end, and then for classes only.
 *
 * At 9fff8b78, run once (`node test/ask/measure.ts --test15 --only-test15 --quick [--encoder]`): lexical `ask` 0.692
 * (83/120); `askRanked` with e5-small-v2 and round 14's adapter (the server's path) 0.792 (95/120). No question or gold was
 * changed after the run.
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST15_FILES = {
  content: "GluMobileInc_20070319_S-1A_EX-10.09_436630_EX-10.09_Content License Agreement1.txt",
  manufacturing: "Sonos, Inc. - Manufacturing Agreement .txt",
  commercialization: "CytodynInc_20200109_10-Q_EX-10.5_11941634_EX-10.5_License Agreement.txt",
  maintenance: "AzulSa_20170303_F-1A_EX-10.3_9943903_EX-10.3_Maintenance Agreement1.txt",
  supply: "UpjohnInc_20200121_10-12G_EX-2.6_11948692_EX-2.6_Manufacturing Agreement_ Supply Agreement.txt",
  pipeline: "GRANTIERRAENERGYINC_05_07_2012-EX-10.6-TRANSPORTATION CONTRACT.txt",
  outsourcing: "ParatekPharmaceuticalsInc_20170505_10-KA_EX-10.29_10323872_EX-10.29_Outsourcing Agreement.txt",
  franchise: "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT.txt",
} as const;
export type Test15Doc = keyof typeof TEST15_FILES;

/** The CUAD texts, read in place; null where the shared data is absent. */
export const test15Docs = (): Record<Test15Doc, string | null> => cuadDocs(TEST15_FILES);

export interface Test15Case extends Omit<ParaphraseCase, 'doc'> { doc: Test15Doc }

export const TEST15_CASES: Test15Case[] = [
  // content: a wireless content licence (Fox licensor; Sorrent, the Licensee, "we")
  { doc: "content", question: "how long do we have the fox games licence for?", gold: ["shall expire on December 31, 2006 (the \"Term\")"] },
  { doc: "content", question: "do we get first dibs on new fox movies?", gold: ["Fox hereby grants to Licensee a right of first negotiation with respect to those theatrical motion pictures released during the Term of this Agreement"] },
  { doc: "content", question: "when are royalty statements and payments due", gold: ["shall be due and payments made within thirty (30) days after the close of each calendar quarter in which the paying party received any applicable revenue"] },
  { doc: "content", question: "can we hold back part of the royalties as a reserve for returns?", gold: ["Each party agrees that it shall not be entitled to withhold any portion of the royalties as a reserve"] },
  { doc: "content", question: "how often can fox audit our books", gold: ["provided that such examination will be made no more than twice in any given twelve month period"] },
  { doc: "content", question: "if an audit shows we underpaid, who eats the audit cost?", gold: ["If any audit discloses that a party owes royalties in excess of 5% of royalties paid during any accounting period, the audited party shall pay the audit costs together with shortfall and interest"] },
  { doc: "content", question: "whats the interest rate if we pay royalties late", gold: ["at a rate of 5% above U.S. Prime Rate on an annual basis"] },
  { doc: "content", question: "how long does fox have to sign off on a deliverable?", gold: ["Fox shall endeavor to approve or reject in writing all Deliverables and all materials submitted to it for its approval within two (2) weeks of Fox's receipt thereof"] },
  { doc: "content", question: "If we get bought out can Fox pull the licence?", gold: ["If a substantial portion of the assets or controlling stock in Licensee's business is sold or transferred, or if there is a substantial change in Licensee's management"] },
  { doc: "content", question: "we're late with a royalty payment - how long to fix it before they can terminate?", gold: ["then the breaching party shall be subject to a one-time cure period of fifteen (15) days for such breach"] },
  { doc: "content", question: "What happens to the guarantee money if the deal is terminated in year one?", gold: ["if termination occurs in the first year of the Term, Licensee shall forfeit any Guarantee paid, and shall immediately pay any remaining Guarantee"] },
  { doc: "content", question: "after termination can we keep selling games already out there?", gold: ["Licensee shall have a period of ***** from the date of such termination"] },
  { doc: "content", question: "can we assign the contract if we sell the company", gold: ["provided that Licensee may assign all of its rights and obligations hereunder to its successor in the event of a sale of all or substantially all of its assets or voting securities"] },
  { doc: "content", question: "how long does a force majeure delay have to last before either side can walk", gold: ["in the event the events constituting force majeure cause a delay in performance of thirty consecutive days or more, either party may terminate this Agreement immediately upon written notice to the other party"] },
  { doc: "content", question: "how long do we have to keep fox's stuff confidential after it ends", gold: ["during and for a period of three (3) years after the Term"] },

  // manufacturing: a contract manufacturing agreement (Sonos, "we"; IAC, the manufacturer)
  { doc: "manufacturing", question: "How long is the IAC manufacturing deal and does it renew by itself?", gold: ["this Agreement shall terminate on the date three (3) years from the Effective Date. This Agreement shall be automatically renewed for additional successive one (1) year periods"] },
  { doc: "manufacturing", question: "by when do we need to send a non-renewal notice", gold: ["unless written notice of non-renewal is received no later than six (6) months prior to the expiration of the then current term"] },
  { doc: "manufacturing", question: "can we end it with IAC without a reason? how much notice?", gold: ["Either Party may terminate this Agreement hereunder for any reason at its convenience upon one hundred eighty (180) days prior written notice"] },
  { doc: "manufacturing", question: "if we terminate for convenience what do we still have to pay for", gold: ["Sonos' sole liability shall be limited to payment of the amount due under this Agreement, all the Component(s) procured by IAC, and any finished and work-in-process Products"] },
  { doc: "manufacturing", question: "IAC messes up a material obligation - how long do they have to cure?", gold: ["which violation, default or failure is not cured within thirty (30) days after notice thereof from the non-defaulting party stating its intention to terminate this Agreement"] },
  { doc: "manufacturing", question: "can IAC move production to a different factory?", gold: ["Production of Product Units shall not be moved to a different IAC Manufacturing Facility without Sonos' prior written consent"] },
  { doc: "manufacturing", question: "what's the standard lead time on an order", gold: ["The default Lead Time is agreed to be [*], unless a shorter Lead Time is specified in the applicable Statement of Work for the Product"] },
  { doc: "manufacturing", question: "how long do they take to decide whether to fix or scrap a rejected unit", gold: ["but in no event take longer than five (5) working days to reach such decision"] },
  { doc: "manufacturing", question: "How often can we audit IAC's books", gold: ["No more than once per year during the Term, Sonos shall have the right, [*], to examine and audit IAC's books and records related to Sonos"] },
  { doc: "manufacturing", question: "what does IAC warrant about the speakers they build", gold: ["a Product Unit will be free from defects in manufacturing process and defects in workmanship, will conform to general expectations of performance of wireless audio products"] },
  { doc: "manufacturing", question: "whats the cap on IAC's liability to us?", gold: ["IN NO EVENT SHALL EITHER PARTY'S TOTAL LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT EXCEED THE AMOUNTS PAID BY SONOS FOR THE PRODUCTS"] },
  { doc: "manufacturing", question: "if there's an epidemic failure how quickly does IAC have to come up with a fix plan?", gold: ["IAC's obligations shall be, within three (3) business days, to propose an action plan to fix the failure of any affected Products"] },
  { doc: "manufacturing", question: "can IAC assign the contract to a competitor of ours when it merges?", gold: ["either party may assign, without the other's express written approval, all its rights and"] },
  { doc: "manufacturing", question: "if we stop the deal does IAC have to help move production to a new manufacturer?", gold: ["IAC shall cooperate fully with Sonos to effect the transfer of the manufacturing of the Products"] },
  { doc: "manufacturing", question: "after it ends how long does the insurance have to cover claims?", gold: ["coverage for claims first made and reported to the insurer within 2 years after this Agreement expires or terminates"] },

  // commercialization: a commercialization and license agreement for an HIV drug (CytoDyn, the licensor, "we"; Vyera, the commercializer)
  { doc: "commercialization", question: "what's the upfront fee vyera pays us and when", gold: ["Vyera shall pay CytoDyn a non-refundable, non-creditable license issue fee of $500,000 within three (3) Business Days"] },
  { doc: "commercialization", question: "what royalty do we get on net sales?", gold: ["Vyera shall pay to CytoDyn royalties equal to fifty percent (50%) of Net Sales of Licensed Products in the Territory during the Royalty Term"] },
  { doc: "commercialization", question: "does the royalty rate ever go down", gold: ["after the Step-Down Date, the royalty percentage will be reduced to [***] of Net Sales"] },
  { doc: "commercialization", question: "how long do royalties keep running?", gold: ["\"Royalty Term\" means the time period beginning with the First Commercial Sale of the Licensed Product in the Territory and continuing until the latest of"] },
  { doc: "commercialization", question: "where is vyera allowed to sell the drug", gold: ["\"Territory\" means the U.S."] },
  { doc: "commercialization", question: "how much are they investing in our stock and by when?", gold: ["Within seven (7) days of the Effective Date, Vyera shall make an equity investment of $4,000,000 in CytoDyn"] },
  { doc: "commercialization", question: "When is Vyera's royalty report due each quarter?", gold: ["Within forty-five (45) days following the end of each Calendar Quarter after the First Commercial Sale of each Licensed Product in the Territory, Vyera shall provide CytoDyn with a report"] },
  { doc: "commercialization", question: "how often can we audit vyera and how far back", gold: ["but not more than once per Calendar Year"] },
  { doc: "commercialization", question: "what interest do we charge if vyera pays late", gold: ["at the per annum rate of two percent (2%) over the then prime rate quoted by Citibank in New York City"] },
  { doc: "commercialization", question: "Can Vyera get out of the deal if the FDA approval drags on?", gold: ["on or after the second (2nd) anniversary of the Effective Date, upon written notice to CytoDyn in the event the approval by the FDA of the BLA"] },
  { doc: "commercialization", question: "can we terminate if vyera sits on the product and doesnt launch", gold: ["Vyera fails to make a First Commercial Sale within sixty (60) days following the later of"] },
  { doc: "commercialization", question: "if vyera challenges our patents can we pull the plug", gold: ["Vyera or any of its Affiliates directly or indirectly, challenges, disputes, or assists any Third Party to dispute or challenge"] },
  { doc: "commercialization", question: "can vyera sell a competing HIV antibody on the side?", gold: ["Vyera hereby covenants not to Develop, Manufacture, Commercialize or otherwise exploit a Competitive Product in the Territory during the Royalty Term"] },
  { doc: "commercialization", question: "if vyera gets acquired by a company with a rival drug what happens", gold: ["within ninety (90) days after the closing of such Change of Control, enter into a binding written agreement to sell, transfer"] },
  { doc: "commercialization", question: "how long does the confidentiality last", gold: ["during the Term and for a period of ten (10) years thereafter"] },

  // maintenance: a global aircraft maintenance agreement (Azul, the Company, "we"; ATR, the Repairer)
  { doc: "maintenance", question: "how long does the ATR maintenance deal last?", gold: ["it will have a duration of [*****] as from the Start Date (the \"Initial Term\")"] },
  { doc: "maintenance", question: "when does the service actually start after we sign", gold: ["\"Start Date\"   means the date occurring thirty (30) Days after the Signing Date"] },
  { doc: "maintenance", question: "do we have to tell ATR if we don't want to renew", gold: ["unless a Notice of non-renewal is given by either Party to the other Party [*****] prior to the expiry of the Initial Term"] },
  { doc: "maintenance", question: "how many days do we have to pay ATR's invoices", gold: ["within thirty (30) Days from the date of issuance of the Repairer's invoice"] },
  { doc: "maintenance", question: "can we deduct what ATR owes us from their invoices?", gold: ["Payments due to the Repairer herein shall be made in full, without set-off, counterclaim, deduction or withholding of any kind"] },
  { doc: "maintenance", question: "is there a flat fee on top if we pay late?", gold: ["the Company shall pay a minimum fixed sum of forty (40) euros for compensation of recovery costs"] },
  { doc: "maintenance", question: "what if we think an invoice is wrong, how do we dispute it", gold: ["any invoice disputed by the Company shall have to be issued by Notice duly documented to the Repairer within [*****] from the date of its issuance"] },
  { doc: "maintenance", question: "do we have to put down a deposit", gold: ["the Company shall pay the Security Deposit to the Repairer in an amount equal to the aggregate of"] },
  { doc: "maintenance", question: "what monthly flight data do we owe ATR and by when", gold: ["provide the Repairer not later than the tenth (10t h) Day of each Month with an activity report relating to each Aircraft"] },
  { doc: "maintenance", question: "what liability insurance do we need for the planes", gold: ["Comprehensive General Third Party Legal Liability and Aircraft Passengers and Third Party Legal Liability Insurance"] },
  { doc: "maintenance", question: "what happens if we end the deal early, is there a break fee", gold: ["the Repairer shall invoice to the Company an early termination fee equivalent to [*****]"] },
  { doc: "maintenance", question: "if the other side defaults how long do they have to remedy before we terminate", gold: ["the other Party is in Default and does not remedy the same within [*****]"] },
  { doc: "maintenance", question: "what counts as a material obligation of ours for default purposes?", gold: ["will be deemed as material obligations under this Agreement, without the following being exhaustive"] },
  { doc: "maintenance", question: "where do we have to keep the leased spare parts stock?", gold: ["Rodovia Santos Dumont, Km 66, Jardim Itatinga, Campinas - São Paulo, Brazil CEP 13052-970."] },
  { doc: "maintenance", question: "what events excuse a delay - do strikes count?", gold: ["such event will be referred to as an \"Excusable Delay\""] },

  // supply: a manufacturing and supply agreement on a spin-off (Upjohn, the Customer, "we"; Pfizer, the Manufacturer)
  { doc: "supply", question: "how long is the pfizer supply agreement", gold: ["shall continue for a period of four (4) years from such date (the \"Initial Term\" of this Agreement)"] },
  { doc: "supply", question: "can we extend it, and how far ahead do we need to say so?", gold: ["may be extended for up to three (3) additional periods of twelve (12) months (each, an \"Extension Period\") by written notice given by Customer to Manufacturer not less than twelve (12) months prior to the expiration"] },
  { doc: "supply", question: "do we have to buy everything from pfizer?", gold: ["Customer shall purchase from Manufacturer, in accordance with the terms and conditions of this Agreement, at least the Exclusive Purchase Requirement of its requirements"] },
  { doc: "supply", question: "what share of our needs must come from pfizer in year three", gold: ["in the third (3rd) year of the Initial Term, fifty percent (50%) of Customer's total requirements for such Product SKU"] },
  { doc: "supply", question: "if pfizer ignores our purchase order is it accepted?", gold: ["does not indicate its rejection of a Purchase Order within ten (10) Business Days of receipt"] },
  { doc: "supply", question: "what are the payment terms on pfizer invoices", gold: ["Unless otherwise set forth in the applicable Facility Addendum with respect to a particular Product or Products, Customer shall pay all undisputed amounts due in the currency specified in the applicable Facility Addendum within sixty (60) calendar days from the date of the invoice"] },
  { doc: "supply", question: "whats the interest on late payments", gold: ["interest shall accrue on such past due amount from the Late Payment Date until the date payment is actually made at a quarterly rate equal to the lesser of"] },
  { doc: "supply", question: "how long do we have to reject bad product after delivery", gold: ["by providing written notice of such rejection to Manufacturer within seventy-five (75) days following Customer's receipt of any Delivery of Product hereunder"] },
  { doc: "supply", question: "if pfizer can't supply for months can we terminate for that product", gold: ["Customer shall have the right to terminate this Agreement on an affected Product-by-affected Product basis immediately upon written notice to Manufacturer in the event a Triggering Event (under clause (ii) thereof) continues for more than one hundred and eighty (180) days"] },
  { doc: "supply", question: "when supply falls short how does pfizer split its capacity", gold: ["Manufacturer shall use its best efforts to allocate on a quarterly basis its manufacturing capacity and Product Materials to the manufacture and supply of Products for Customer on a ratable basis"] },
  { doc: "supply", question: "cure period for a material breach?", gold: ["which breach remains uncured for ninety (90) calendar days following written notice"] },
  { doc: "supply", question: "what happens if we just stop ordering a product", gold: ["in the event that Customer fails to order a Product during any rolling eighteen (18) month period"] },
  { doc: "supply", question: "whats the most pfizer can owe us in a year", gold: ["shall exceed, on a cumulative basis, the amount that is one and one half (11∕2) times the aggregate amounts paid or payable pursuant to this Agreement in the preceding twelve (12) month period"] },
  { doc: "supply", question: "if an audit finds pfizer overcharged us what do we get back", gold: ["Manufacturer shall reimburse Customer for such overcharge within thirty (30) days of Manufacturer's receipt of the relevant audit results"] },
  { doc: "supply", question: "after it ends can we buy up the leftover materials?", gold: ["Customer may, at its option within ninety (90) days immediately following the effective date of the expiration or termination of this Agreement, purchase any work in process and/or Product Materials"] },

  // pipeline: a crude oil pipeline transportation contract (Solana, the Sender, "we"; Ecopetrol, the Shipper / Transporter)
  { doc: "pipeline", question: "how long does the ecopetrol transport contract run", gold: ["TERM OF EXECUTION From January 30, 2012 until July 29, 2012"] },
  { doc: "pipeline", question: "what do we pay per barrel on the trasandino line?", gold: ["Rate \"Trasandino\" Pipeline (OTA) Three dollars eleven forty three cents of dollars of The Untied States of America (USD$3,1143) per Barrel"] },
  { doc: "pipeline", question: "how many barrels a day did we contract for", gold: ["PRODUCT Daily Average  (Barrels/calendar day)  Monthly average  (Barrels/month)  Crude 10.000 300.000"] },
  { doc: "pipeline", question: "how long do we have to pay an ecopetrol invoice", gold: ["twenty (20)  calendar days at the latest, after ECOPETROL files in the offices of the SENDER the invoice"] },
  { doc: "pipeline", question: "how big is the bond we have to post", gold: ["Performance Insurance Policy Four thousand forty seven millions of Colombian pesos ($4.047.000.000)"] },
  { doc: "pipeline", question: "by when must we deliver the bond and how long must it stay valid", gold: ["deliver within ten (10)  business days after the subscription of the Contract hereof"] },
  { doc: "pipeline", question: "is there a cap on lost profit claims against ecopetrol", gold: ["this shall not  exceed twenty five percent (25%) of the value that ECOPETROL is obliged to indemnify the SENDER"] },
  { doc: "pipeline", question: "can ecopetrol cut off service if we default? do we get time to fix it", gold: ["ECOPETROL may, based on the seriousness and the effects of the default, grant the SENDER a reasonable term to fix the default (the \"Grace  Period\")"] },
  { doc: "pipeline", question: "if we don't pay do we still get a grace period before suspension?", gold: ["which under no circumstance may be granted if the default is due to the non-payment of the Fee"] },
  { doc: "pipeline", question: "how much notice does ecopetrol give before terminating early", gold: ["notify in writing with at least thirty (30) calendar days in  advance to the SENDER its intention to terminate the Contract"] },
  { doc: "pipeline", question: "can we hand the contract over to another company", gold: ["The SENDER shall not assign totally or partially the Contract hereof, without the previous written consent by ECOPETROL"] },
  { doc: "pipeline", question: "whats the max water and sediment content our crude can have", gold: ["Water and sediments (BSW)   0,5 % in volume"] },
  { doc: "pipeline", question: "how much of the daily light crude at orito can ours be?", gold: ["up to a maximum  equivalent to 12% of the total light crude received in the day at the Orito Plant"] },
  { doc: "pipeline", question: "what's the late payment interest", gold: ["The SENDER shall pay late interests on any unpaid amounts pursuant to the provisions set out by ECOPETROL in the Guidelines for  Administration of Service Receivables"] },
  { doc: "pipeline", question: "after early termination how long do we have to pay overdue fees", gold: ["the SENDER shall have a sixty (60) day term following the issuance of the corresponding invoice  by ECOPETROL to pay the amount of any overdue fees"] },

  // outsourcing: an outsourced API manufacturing agreement (Paratek, the Customer, "we"; CARBOGEN AMCIS, the Supplier)
  { doc: "outsourcing", question: "how long does the carbogen agreement last", gold: ["This Agreement shall commence on the Effective Date and shall be valid until the [* * *] (the \"Initial Term\")"] },
  { doc: "outsourcing", question: "what happens if we don't sign a follow-on deal in time, does it just lapse?", gold: ["this Agreement shall automatically stay in force for a maximum of [* * *]"] },
  { doc: "outsourcing", question: "can we get out at the end of the first term? how much notice", gold: ["Customer delivers written notice of termination to Supplier at least [* * *] prior to the expiration date of the Initial Term"] },
  { doc: "outsourcing", question: "if carbogen breaches, how long do they get to cure", gold: ["if the breach is not cured within [* * *] after written notice thereof to the Party in default"] },
  { doc: "outsourcing", question: "where are the prices for the product set out?", gold: ["in accordance with the Fee Schedule set out in Exhibit C"] },
  { doc: "outsourcing", question: "how often can the fees be changed", gold: ["either Party may request an increase or decrease of the Fees specified in Exhibit C no more than [* * *]"] },
  { doc: "outsourcing", question: "when do we have to pay carbogen's invoices", gold: ["shall be paid by Customer to Supplier within [* * *] after the date of the invoice"] },
  { doc: "outsourcing", question: "how do we dispute an invoice from them?", gold: ["Customer shall notify Supplier of such dispute within [* * *] after the date of the invoice"] },
  { doc: "outsourcing", question: "how much of the forecast is a binding order", gold: ["The first [* * *] of each short term rolling forecast shall be binding firm purchase orders by Customer"] },
  { doc: "outsourcing", question: "how long do we have to reject an out of spec batch?", gold: ["within [* * *] after the date of physical receipt of Product, provide Supplier with a written notice to reject the Product"] },
  { doc: "outsourcing", question: "what about hidden defects we find later", gold: ["with respect to any Out Of Specification Product which would not be apparent from a reasonable visual inspection on delivery, including in the case of any hidden defects"] },
  { doc: "outsourcing", question: "how is yield calculated", gold: ["\"Yield\" means, with respect to any batch of Product manufactured by Supplier under this Agreement, a percentage equal to the amount of Customer Material contained in such batch"] },
  { doc: "outsourcing", question: "can carbogen farm the work out to a subcontractor", gold: ["Supplier shall obtain Customer's prior written approval, in accordance with the Quality Agreement, to use a subcontractor"] },
  { doc: "outsourcing", question: "if carbogen gets bought do they have to tell us?", gold: ["Supplier will promptly notify Customer in writing if at any time a Change of Control shall occur as to Supplier, such notification to be given no later than fifteen (15) days"] },
  { doc: "outsourcing", question: "if there's a recall caused by them do they pay our costs", gold: ["Supplier shall be liable for the expenses and out-of-pocket costs actually incurred by Customer as a result of such Recall or Seizure"] },

  // franchise: a chiropractic clinic franchise agreement (the franchise owner, "we"; The Joint Corp., the franchisor)
  { doc: "franchise", question: "how long is the joint franchise for", gold: ["for a term of 10 years (the \"Initial Term\")"] },
  { doc: "franchise", question: "can we renew and for how long", gold: ["you will have the right to renew the Franchise for one (1) additional term of ten (10) years (the \"Renewal Term\")"] },
  { doc: "franchise", question: "when do we need to tell them we want to renew?", gold: ["you must provide us with written notice of that intent no earlier than two (2) years and no later than one (1) year before the expiration of the Initial Term"] },
  { doc: "franchise", question: "whats the upfront franchise fee", gold: ["You agree to pay us the initial franchise fee of Twenty-Nine Thousand and No/100 Dollars ($29,000.00)"] },
  { doc: "franchise", question: "what royalty do we pay and is there a minimum", gold: ["a continuing franchise royalty fee (\"Royalty Fee\") in the amount of seven percent (7%) of the gross revenues of the Franchise for all periods, with a minimum monthly amount of Seven Hundred and No/100 Dollars ($700.00)"] },
  { doc: "franchise", question: "when are the royalty payments due each month", gold: ["This fee will be payable on the 1st and 16t h of each month based on the Franchise's gross revenues"] },
  { doc: "franchise", question: "if our royalties come in under the minimum when do we pay the shortfall", gold: ["the difference between the amount collected and $700.00 shall be due on the tenth (10th) day of the following month"] },
  { doc: "franchise", question: "how much goes into the ad fund right now and what's the max?", gold: ["up to a maximum of two percent (2%) of the gross revenues of the Franchise"] },
  { doc: "franchise", question: "do we get an exclusive territory around our clinic?", gold: ["we make no guarantee of any protected territory"] },
  { doc: "franchise", question: "how soon must we open the clinic", gold: ["you must open your franchise for business no later than nine (9) months from the Effective Date of this Agreement"] },
  { doc: "franchise", question: "what's the interest on late payments and is there a late fee", gold: ["at the lesser of (i) the highest commercial contract interest rate permitted by state law, and (ii) the rate of eighteen percent (18%) per annum"] },
  { doc: "franchise", question: "after we leave can we open a competing chiropractic place nearby", gold: ["you agree not to engage in a competitive business for a period of two (2) years after the termination or expiration and within twenty-five (25) miles of your Franchise Premises"] },
  { doc: "franchise", question: "if we want to sell the franchise does joint corp get first dibs", gold: ["we will have a right of first refusal to purchase that Interest as follows"] },
  { doc: "franchise", question: "if an audit shows we underreported revenue what do we owe", gold: ["if an understatement of gross revenues for any period is determined by an audit or inspection to be greater than two percent (2%), then you agree to pay us all monies owed, plus interest of one and one-half percent (1.5%) per month"] },
  { doc: "franchise", question: "how long do we get to fix a compliance failure before they terminate", gold: ["within twenty (20) days after written notice of such failure to comply is given to you"] },
];
