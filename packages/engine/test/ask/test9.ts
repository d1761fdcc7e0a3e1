/**
 * TEST9: a ninth held-out set for `ask` (issue 11), over five CUAD contracts picked mechanically by `test/ask/pick.ts`
 * at 988be08 with `--types words --brief-lists --prose --least-used`, as TEST8 was (CUAD file names ordered by SHA-256;
 * skipped when the repository, a brief, a held-out list kept under the briefs (the lawyer-read TEST9's among them) or a
 * README or commit message names the contract or its company, when its opening calls it an amendment or addendum, or
 * when its type is one an ask suite already uses; 15–80 kB). No contract of a new type was left, so all five places
 * went to the types the ask suites use least (one ask-suite contract each), one per type: a basketball coach's
 * endorsement of a savings bank (Berkshire Bank and Geno Auriemma, 2012), a cell-therapy company's research alliance
 * with a cancer hospital (Lion Biotechnologies and MD Anderson, 2017), a payments group's cooperation agreement with
 * the bank group that takes shares in it (QIWI and Otkritie, 2015), a drug developer's development and manufacturing
 * agreement with a contract manufacturer (Magenta Therapeutics and Bachem Americas, 2018) and the patent transfer and
 * licences that went with a chip-line sale (Sony Electronics to GSI Technology, 2009). All before any question was run.
 *
 * The questions are a business reader's everyday words, asked from one side's seat ("we" are the bank, the cell-therapy
 * company, the payments group, the drug developer and the chip buyer), not the clause's words. Each names its gold
 * passage(s) verbatim; any one counts.
 *
 * Written and committed before it was run, then run once with main's method. Nothing is tuned on it. Being named
 * here, the contracts are left out of the word vectors' training corpus (tools/train/ask-vectors.py).
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST9_FILES = {
  coach: 'BerkshireHillsBancorpInc_20120809_10-Q_EX-10.16_7708169_EX-10.16_Endorsement Agreement.txt',
  alliance: 'IOVANCEBIOTHERAPEUTICS,INC_08_03_2017-EX-10.1-STRATEGIC ALLIANCE AGREEMENT.txt',
  cooperation: 'QIWI_06_16_2017-EX-99.(D)(2)-COOPERATION AGREEMENT.txt',
  manufacturing: 'Magenta Therapeutics, Inc. - Master Development and Manufacturing Agreement.txt',
  patents: 'GSITECHNOLOGYINC_11_16_2009-EX-10.2-INTELLECTUAL PROPERTY AGREEMENT between SONY ELECTRONICS INC. and GSI TECHNOLOGY, INC..txt',
} as const;
export type Test9Doc = keyof typeof TEST9_FILES;

/** The contracts' texts, or null for one whose file is absent. */
export const test9Docs = (): Record<Test9Doc, string | null> => cuadDocs(TEST9_FILES);

export interface Test9Case extends Omit<ParaphraseCase, 'doc'> { doc: Test9Doc }

export const TEST9_CASES: Test9Case[] = [
  // A basketball coach endorsing a savings bank (the bank — "we"; Geno Auriemma; 2012)
  { doc: 'coach', question: 'How much are we paying him altogether?', gold: ['Berkshire shall pay to Auriemma the sum of Four  Hundred Eighty Thousand'] },
  { doc: 'coach', question: 'Is it all cash, or does he get some of it in our stock?', gold: ['four (4) blocks of shares of unrestricted common stock'] },
  { doc: 'coach', question: 'When are the cash instalments due?', gold: ['four (4) equal cash payments to Auriemma in the amount of Ninety Thousand'] },
  { doc: 'coach', question: 'What happens if we pay him late?', gold: ['shall bear interest at the rate of one (1%) percent per month'] },
  { doc: 'coach', question: 'Until when can we use his name and face in our ads?', gold: ['"CONTRACT PERIOD" means that period of time commencing upon the full execution of this Agreement by both Parties and  terminating on May 31, 2016'] },
  { doc: 'coach', question: 'Until when does he actually have to turn up and do things for us?', gold: ['"SERVICES PERIOD" means that period of time commencing upon the full execution of this Agreement by both Parties and  terminating on May 31, 2014'] },
  { doc: 'coach', question: 'Could he do ads for another bank at the same time?', gold: ['Auriemma will not enter into any arrangement or agreement, which enables any Berkshire Competitor to be endorsed by Auriemma'] },
  { doc: 'coach', question: 'Can our ads mention that he coaches the UConn team?', gold: ['Identification shall not include any reference to the University of Connecticut', 'Auriemma agrees to use reasonable efforts to obtain  the necessary consents'] },
  { doc: 'coach', question: 'Do we cover his travel and hotel when he comes to an event?', gold: ['Berkshire shall reimburse Auriemma for all reasonable out-of-pocket expenses'] },
  { doc: 'coach', question: 'How much warning do we have to give him before an event?', gold: ["in no event shall Berkshire  give Auriemma less than fifteen (15) days' notice"] },
  { doc: 'coach', question: 'Can we run an ad with him in it without showing it to him first?', gold: ['shall not be made unless and until finished samples of such proposed use have been provided to Auriemma'] },
  { doc: 'coach', question: 'If he never gets back to us about a draft ad, can we go ahead with it?', gold: ['will be deemed to have been approved by Auriemma if the same is not disapproved in writing within ten (10) business  days'] },
  { doc: 'coach', question: 'Can we ask him to wear a shirt with our logo at the photo shoot?', gold: ['must be Nike branded apparel'] },
  { doc: 'coach', question: 'Can we drop him if he gets into trouble with the law or bad-mouths us?', gold: ['Auriemma is convicted of a felony or criminal offense involving  dishonesty or fraud'] },
  { doc: 'coach', question: 'Once the deal is over, how long can we keep handing out the brochures we already printed?', gold: ['for thirty (30) days following such termination, Berkshire may continue to  use any printed material already produced'] },
  { doc: 'coach', question: 'If we merge with another bank, does the deal come along?', gold: ['except in the event of a merger by Berkshire with another entity offering Banking Services', "Berkshire may not assign this Agreement,  in whole or in part, without Auriemma's written consent"] },
  { doc: 'coach', question: 'Are we allowed to tell people how much we pay him?', gold: ['the Parties agree not to disclose the terms of this Agreement'] },
  { doc: 'coach', question: 'If we fall out, does it end up in front of a judge?', gold: ['shall be settled by arbitration in accordance with  the Commercial Rules of the American Arbitration Association'] },
  { doc: 'coach', question: 'Do we take tax out of what we pay him?', gold: ['there shall be no withholding for tax purposes from any payments due Auriemma'] },
  { doc: 'coach', question: 'How many things does he sign for us each year?', gold: ['Auriemma will sign 100 items per year'] },

  // A cell-therapy company's research alliance with a cancer hospital (the company — "we"; MD Anderson; 2017)
  { doc: 'alliance', question: 'What is the most we have signed up to spend on the studies?', gold: ['LBIO agrees to commit funding in an amount not to exceed $14,211,864.00'] },
  { doc: 'alliance', question: 'If the hospital goes over budget, who pays the difference?', gold: ['MD Anderson shall be solely responsible for any costs it incurs in performing the Studies that are in excess of the Initial Funding'] },
  { doc: 'alliance', question: 'How long do we have to pay their bills?', gold: ['LBIO shall pay all undisputed invoices within thirty (30) days of receipt of such invoice'] },
  { doc: 'alliance', question: 'Can we hold back money if they are dragging their feet?', gold: ["LBIO may suspend payment if, in LBIO's reasonable opinion after review of the Reports"] },
  { doc: 'alliance', question: 'Do we get our first payment back if the deal ends before they start?', gold: ['MD Anderson shall refund the Upfront Payment to LBIO'] },
  { doc: 'alliance', question: 'Who owns anything new their scientists come up with during the work?', gold: ["hereby assigns, transfers and conveys to LBIO, or its designee, all of MD Anderson's worldwide right, title and interest in and to any and all Inventions"] },
  { doc: 'alliance', question: 'Who owns the results and the reports?', gold: ['LBIO shall own all Reports and data compilations resulting from the Research'] },
  { doc: 'alliance', question: 'Can their doctors publish a paper about it, and can we hold it up?', gold: ['not less than 45 days prior to any public disclosure', 'withhold publication or other public disclosure thereof for a period of up to 90 days'] },
  { doc: 'alliance', question: 'How long after it ends do we both still have to keep quiet about each other\'s information?', gold: ['shall remain in effect after the termination or expiration of this Agreement for a period of five (5) years'] },
  { doc: 'alliance', question: 'How long does this arrangement run?', gold: ['shall continue in effect until the later of (a) the fourth (4th) anniversary of the Effective Date'] },
  { doc: 'alliance', question: 'Can we walk away if they don\'t do what they promised?', gold: ['Either Party may terminate this Agreement for the material breach or default of any of the terms or conditions of this Agreement'] },
  { doc: 'alliance', question: 'What if the lead doctor on a study quits halfway through?', gold: ['MD Anderson shall propose a substitute Principal Investigator with comparable qualifications', 'in the event that a Principal Investigator leaves or is removed from MD Anderson'] },
  { doc: 'alliance', question: 'When the two teams can\'t agree, who gets the final say?', gold: ["then LBIO's chief executive officer may make the decision on behalf of the JSC"] },
  { doc: 'alliance', question: 'How often do the two sides sit down together to check progress?', gold: ['The JSC will have meetings (either in person, by teleconference or via electronic means) at least quarterly'] },
  { doc: 'alliance', question: 'How quickly must they tell us if a patient has a bad reaction?', gold: ['shall notify LBIO within twenty-four (24) hours after learning of any serious AE'] },
  { doc: 'alliance', question: 'Can they hand part of the work to an outside lab?', gold: ['shall not, without the prior written consent of LBIO, sub-contract or otherwise engage any consultant or other third party'] },
  { doc: 'alliance', question: 'Can we pass this deal on to a company that buys us, without asking them?', gold: ['LBIO may assign or transfer this Agreement without the prior written consent of but with written notice to MD Anderson'] },
  { doc: 'alliance', question: 'If there is a fight over this, which courts hear it?', gold: ['may be brought in a United States District Court in Texas'] },
  { doc: 'alliance', question: 'Could we claim our lost profits from them if it goes wrong?', gold: ['SHALL HAVE ANY LIABILITY OF ANY TYPE, FOR ANY SPECIAL, PUNITIVE, INCIDENTAL, INDIRECT OR CONSEQUENTIAL DAMAGES'] },
  { doc: 'alliance', question: 'What happens to the samples and supplies we sent them once it is over?', gold: ['MD Anderson shall return to LBIO all of its Confidential Information and all Materials', 'MD Anderson shall return to LBIO all unused supplies of Materials'] },
  { doc: 'alliance', question: 'Can we put out a press release about working with them?', gold: ['LBIO shall be permitted to publicly disclose the existence of this Agreement'] },

  // A payments group's cooperation with the bank group taking shares in it (the payments group — "we"; Otkritie; 2015)
  { doc: 'cooperation', question: 'Are we actually committed to any of the joint projects on the list?', gold: ['nothing in this Agreement shall be deemed or construed as QIWI and Otkritie having reached a binding agreement', 'no agreement has been reached between the Parties with respect to any of the matters referenced in Clause 3.6'] },
  { doc: 'cooperation', question: 'Do we have to go along with whatever the joint group decides?', gold: ['no decision of the Steering Committee shall be binding on the Parties unless'] },
  { doc: 'cooperation', question: 'How often does the joint group get together, and where?', gold: ['The Steering Committee shall meet at least once in each month'] },
  { doc: 'cooperation', question: 'How many people does each side put on the joint group?', gold: ['The Steering Committee shall consist of three representatives of QIWI Group and three representatives of Otkritie'] },
  { doc: 'cooperation', question: 'Does our chief executive have to sit on it personally?', gold: ["(b) QIWI's Chief Executive Officer."] },
  { doc: 'cooperation', question: 'How many people have to show up for a meeting to count?', gold: ['The presence of four Committee Members, including two representatives of Otkritie and two representatives of QIWI Group, shall constitute a quorum.'] },
  { doc: 'cooperation', question: 'Can we swap out the people we put on it whenever we like?', gold: ['shall have the exclusive right to remove and replace any of its designees to the Steering Committee at any time'] },
  { doc: 'cooperation', question: 'How much of our money-transfer traffic has to go through their bank?', gold: ['at least one half of the total transactions processed by the Contact money transfer system'] },
  { doc: 'cooperation', question: 'Can we stop sending payments through their bank, and what would that cost us?', gold: ['QIWI may terminate its obligation under this Clause 4.1 at any time, in which case it shall pay to Otkritie a fee'] },
  { doc: 'cooperation', question: 'What is the most we would owe them for pulling out of the bank arrangement early?', gold: ['such fee shall in no event exceed RUB 50 000 000 (fifty million roubles)'] },
  { doc: 'cooperation', question: 'How long does all this last?', gold: ['this Agreement shall remain in effect until the earlier of the below events occur', '(a) The fifth (5t h) anniversary of this Agreement'] },
  { doc: 'cooperation', question: 'Does it all fall away if they sell most of their stake in us?', gold: ['(b) Otkritie ceasing to own more than 2,237,216 class B shares'] },
  { doc: 'cooperation', question: 'How many of our shares are they getting?', gold: ['OICL will acquire 5,593,041 class B ordinary shares in QIWI'] },
  { doc: 'cooperation', question: 'Which business are we buying as part of the deal?', gold: ['QIWI will acquire a one hundred (100) percent ownership interest in the charter capital of CIHRUS'] },
  { doc: 'cooperation', question: 'Can we tell the stock exchange about this without breaking the secrecy rules?', gold: ['pursuant to any listing agreement with or the rules and regulations of any recognised security exchange'] },
  { doc: 'cooperation', question: 'For how long do we have to keep their information to ourselves?', gold: ['shall remain in force until the relevant information enters the public domain'] },
  { doc: 'cooperation', question: 'What if a court orders one of our companies to hand over their information?', gold: ['that party shall give each other party prompt written notice of such request (if permitted by Applicable Law) so that each other party may seek an appropriate protective order'] },
  { doc: 'cooperation', question: 'Can we hand our side of this over to another company?', gold: ['No Party shall assign (whether absolutely or by way of security and whether in whole or in part), transfer'] },
  { doc: 'cooperation', question: 'If we fall out with them, where does it get decided?', gold: ['finally resolved by, arbitration under the Rules of Arbitration', 'The seat, or legal place, of arbitration shall be London, England.'] },
  { doc: 'cooperation', question: 'Can we change the deal just by swapping emails?', gold: ['No variation of this Agreement (or any of the documents referred to in it) shall be valid unless it is in writing (which, for this purpose, does not include email)'] },
  { doc: 'cooperation', question: 'Do they get first call when we look for a bank to work with?', gold: ['(a) Participation of Otkritie as a privileged party in banking projects established by QIWI where QIWI seeks a banking partner'] },

  // A drug developer's development and manufacturing deal with a contract maker (the developer — "we"; Bachem; 2018)
  { doc: 'manufacturing', question: 'Can they charge us more than the price they quoted?', gold: ['No line item in any Project Plan budget shall be exceeded by Bachem without the prior written consent of Magenta.', 'Magenta shall not be liable for or be charged for any other costs, fees or expenses of Bachem'] },
  { doc: 'manufacturing', question: 'Do we pay for work they never actually delivered?', gold: ['Magenta shall not be charged for any Service or deliverable that is not performed or delivered'] },
  { doc: 'manufacturing', question: 'Who pays for the raw materials and the machines?', gold: ['Bachem shall supply all materials and standard processing and manufacturing equipment needed to provide the Services'] },
  { doc: 'manufacturing', question: 'What do they have to do if a shipment isn\'t up to standard?', gold: ["Bachem shall (i) replace or (ii) with Magenta's prior written consent, reprocess or rework the rejected Product"] },
  { doc: 'manufacturing', question: 'If we and they disagree on whether a batch is bad, who decides?', gold: ['the Parties shall cause an independent GMP laboratory or appropriate experts promptly to review records'] },
  { doc: 'manufacturing', question: 'What if they ship us less than we ordered, or late?', gold: ['If Bachem shall fail to deliver to Magenta the full quantity of the Product as specified in a Project Plan by the delivery date'] },
  { doc: 'manufacturing', question: 'A problem turns up months later that our checks could not have caught. Who is on the hook?', gold: ['Bachem shall be fully responsible for all Latent Defects.'] },
  { doc: 'manufacturing', question: 'At what point in shipping does the product become our problem if it is lost?', gold: ['at which time risk of loss and responsibility for Product will transfer to Magenta'] },
  { doc: 'manufacturing', question: 'Who pays if the drug has to be pulled back?', gold: ['Magenta shall be responsible for all of the costs and expenses of such recall, except to the extent'] },
  { doc: 'manufacturing', question: 'Can we end the deal just because we want to?', gold: ['(a) by Magenta for any reason upon [***] written notice to Bachem'] },
  { doc: 'manufacturing', question: 'How long does the deal last, and does it roll over?', gold: ['shall extend for a period of Five (5) years thereafter', 'This Agreement may be renewed for additional periods of one (1) year'] },
  { doc: 'manufacturing', question: 'If they can\'t make it any more, can we get another company to take over production?', gold: ['Bachem shall provide, without additional charge to Magenta, sufficient information and technology pertaining to its Services', 'The CMC documentation would also contain the information required for any competent Third Party manufacturing to assume manufacturing'] },
  { doc: 'manufacturing', question: 'Who owns any new inventions they come up with while working on our drug?', gold: ['shall be exclusively owned by Magenta.'] },
  { doc: 'manufacturing', question: 'If their own know-how ends up in our product, can we keep using it for free?', gold: ['Bachem hereby grants to Magenta a perpetual, irrevocable, nonexclusive, worldwide, paid up, royalty-free license'] },
  { doc: 'manufacturing', question: 'Can they make the same ingredient for our competitors?', gold: ["Bachem agrees not to sell, supply or otherwise distribute [***] for any clinical or commercial use to any Third Party without Magenta's prior written consent"] },
  { doc: 'manufacturing', question: 'Can we go and look around their plant?', gold: ["Magenta and its agents and designees shall have the right to audit Bachem's facilities", 'Magenta may conduct no more than one (1) technical visit and one (1) quality assurance audit per year'] },
  { doc: 'manufacturing', question: 'Can they change how they make it without asking us?', gold: ['Bachem shall not make any major changes to the Development Specifications, the Specifications or any manufacturing process'] },
  { doc: 'manufacturing', question: 'What is the most either of us can end up paying the other if things go wrong?', gold: ['THE MAXIMUM TOTAL LIABILITY OF EITHER PARTY WHETHER BASED ON'] },
  { doc: 'manufacturing', question: 'If a patient sues because the drug hurt them, who covers it?', gold: ['Magenta agrees to indemnify, defend and hold harmless Bachem', 'Bachem shall indemnify, defend and hold harmless Magenta'] },
  { doc: 'manufacturing', question: 'Do they have to carry insurance?', gold: ['comprehensive general liability insurance including, but not limited to, contractual liability coverage and standard product liability coverage'] },
  { doc: 'manufacturing', question: 'Can they farm the work out to another manufacturer?', gold: ['Bachem shall not assign, subcontract or delegate any of its rights or obligations under this Agreement without the express prior written authorization of Magenta'] },
  { doc: 'manufacturing', question: 'Can we show their information to the partners we develop the drug with?', gold: ['Magenta may disclose Confidential Information of Bachem relating to a Project Plan(s), Services, or the manufacture of Product to entities with whom Magenta has or may have a marketing and/or development collaboration'] },
  { doc: 'manufacturing', question: 'If we fall out, do we have to try talking it through before taking it further?', gold: ['negotiations between executives who have authority to settle the controversy'] },

  // Patents and licences that went with the sale of a chip line (the buyer, GSI — "we"; Sony Electronics; 2009)
  { doc: 'patents', question: 'Do we pay anything on top for using their chip patents?', gold: ['PURCHASER  shall have no obligation to make any additional payments to SONY for the license'] },
  { doc: 'patents', question: 'Which patents do we now own outright?', gold: ["SONY hereby assigns to PURCHASER SONY's entire right, title and interest in, to and under the Transferred Patents"] },
  { doc: 'patents', question: 'Can they still sue someone for copying that happened before we took the patents over?', gold: ['SONY retains the right to sue and collect damages for any past infringement of the  Transferred Patents', "provided that SONY obtains PURCHASER's written consent prior to making any infringement claim"] },
  { doc: 'patents', question: 'Can they keep making memory chips with the patents they handed us?', gold: ['PURCHASER  hereby grants to SONY a worldwide, non-exclusive, fully paid-up, royalty-free license, under the Transferred Patents'] },
  { doc: 'patents', question: 'Can we let another company use the patents they licensed to us?', gold: ['No license granted by either party under this IP Agreement includes the right to grant sublicenses.'] },
  { doc: 'patents', question: 'Can we keep their brand name on the chips?', gold: ['SONY does not grant any trademark  license to PURCHASER', 'Purchaser shall either remove, cover  (i.e., sticker) or obliterate SONY Branding'] },
  { doc: 'patents', question: 'Can we still sell the finished stock that already has their logo on it?', gold: ['PURCHASER shall have the right to sell finished SRAM Products bearing SONY  Branding acquired by PURCHASER', 'PURCHASER is expressly prohibited from using any SONY Branding alone or on any SRAM  Product and/or product packaging. Notwithstanding the foregoing, PURCHASER shall have the right to sell finished'] },
  { doc: 'patents', question: 'Can we say in our marketing that we are part of their group?', gold: ['PURCHASER shall not represent, imply, or connote in any way that it is affiliated with SONY'] },
  { doc: 'patents', question: 'Can we keep using the chip designs we took over even though they leave a marking that points back to Sony?', gold: ['PURCHASER shall have the right to use any and all Mask Works transferred to  PURCHASER'] },
  { doc: 'patents', question: 'Can they come and check how we make those chips?', gold: ["PURCHASER allows SONY to audit PURCHASER's manufacture and testing of SRAM Products"] },
  { doc: 'patents', question: 'How long does our licence last?', gold: ['this IP Agreement shall extend until the last date of expiration of the SRAM  Intellectual Property rights licensed'] },
  { doc: 'patents', question: 'Can they cancel our licence if we don\'t keep our side of the bargain?', gold: ['for thirty (30) days after its attention has been directed to any such breach by notice in writing from the other Party'] },
  { doc: 'patents', question: 'What happens to our licence if we take them to court over our own patents?', gold: ['Should PURCHASER assert against SONY a claim based on its Patents and/or Intellectual Property, SONY shall, at its option,  have the right to terminate the license'] },
  { doc: 'patents', question: 'What happens to our licence if we go bust?', gold: ['shall automatically terminate should such Party become adjudicated  insolvent'] },
  { doc: 'patents', question: 'Are the patents they handed over all theirs, or does someone else share them?', gold: ['All of the Transferred Patents are owned solely by SONY.'] },
  { doc: 'patents', question: 'Do they promise the patents will stand up if someone challenges them?', gold: ['NOTHING IN THIS IP AGREEMENT SHALL BE DEEMED TO BE A REPRESENTATION OR WARRANTY BY EITHER PARTY  OF THE VALIDITY OF ANY PATENT.', 'to the Knowledge of SONY, valid and in full force  and effect'] },
  { doc: 'patents', question: 'Will we owe anyone else royalties for using this technology?', gold: ['PURCHASER will not be obligated under any  contract or agreement to pay any royalties or other fees associated with SRAM Intellectual Property'] },
  { doc: 'patents', question: 'Do other companies already have the right to use these patents?', gold: ["SONY's  licensees under Portfolio Cross Licenses already hold licenses to the Transferred Patents"] },
  { doc: 'patents', question: 'Who pays the taxes and filing costs on the handover?', gold: ['All sales, use, transfer, stamp, conveyance, value added or other similar taxes'] },
  { doc: 'patents', question: 'If we get bought, does this agreement go with us?', gold: ['a Party may transfer or assign its rights under this IP Agreement in connection with a merger, acquisition or sale of all or substantially  all of its assets'] },
  { doc: 'patents', question: 'If it ends up in court, who pays the lawyers?', gold: ["the Person prevailing shall be  entitled to recover in such action its reasonable attorneys' fees"] },
  { doc: 'patents', question: 'Do they have to keep paying to keep alive the patents we are licensed under?', gold: ['Neither Party is obligated to (a) file any patent  application or to secure any patent or patent rights, or (b) maintain any patent in force'] },
];
