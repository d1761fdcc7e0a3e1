/**
 * TEST8: an eighth held-out set for `ask` (issue 11), over five CUAD contracts picked mechanically by `test/ask/pick.ts`
 * at 32dc29f with `--types words --brief-lists --prose --least-used` (CUAD file names ordered by SHA-256; skipped when
 * the repository, a brief, a held-out list kept under the briefs (the lawyer-read TEST8's among them) or a README or
 * commit message names the contract or its company, when its opening calls it an amendment or addendum, or when its
 * type is one an ask suite already uses; 15–80 kB; two of new types were left, and the other three places went to the
 * types the ask suites use least, one ask-suite contract each): a software maker's licence to a hosting company to run
 * its purchasing software for the host's customers (Commerce One and Corio, 1999), a closed-end municipal fund's form of
 * agreement with the dealer that resells its preferred shares and sets their daily rate (Nuveen, 2018), a co-branded
 * worship-music series (Integrity Incorporated and Time Life, 2000), an air-purifier franchise form (Airsopure, 2000)
 * and a golf instructor's endorsement and development deal for a software publisher's golf games (Teknik Digital Arts
 * and Rick Smith Enterprises, 2004, with its later amended payment terms). All before any question was run.
 *
 * The questions are a business reader's everyday words, asked from one side's seat ("we" are the hosting company, the
 * dealer reselling the shares, Time Life, the franchisee and the golfer's side), not the clause's words. Each names its
 * gold passage(s) verbatim; any one counts.
 *
 * Written and committed before it was run, then run once with main's method. Nothing is tuned on it. Being named
 * here, the contracts are left out of the word vectors' training corpus (tools/train/ask-vectors.py).
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST8_FILES = {
  hosting: 'CORIOINC_07_20_2000-EX-10.5-LICENSE AND HOSTING AGREEMENT.txt',
  remarketing: 'NUVEEN - REMARKETING AGREEMENT.txt',
  cobranding: 'IntegrityMediaInc_20010329_10-K405_EX-10.17_2373875_EX-10.17_Co-Branding Agreement.txt',
  franchise: 'AIRTECHINTERNATIONALGROUPINC_05_08_2000-EX-10.4-FRANCHISE AGREEMENT.txt',
  golf: 'HALITRON,INC_03_01_2005-EX-10.15-SPONSORSHIP AND DEVELOPMENT AGREEMENT.txt',
} as const;
export type Test8Doc = keyof typeof TEST8_FILES;

/** The contracts' texts, or null for one whose file is absent. */
export const test8Docs = (): Record<Test8Doc, string | null> => cuadDocs(TEST8_FILES);

export interface Test8Case extends Omit<ParaphraseCase, 'doc'> { doc: Test8Doc }

export const TEST8_CASES: Test8Case[] = [
  // Hosting a software maker's purchasing software for our customers (the hosting company — "we"; Corio, licensed by Commerce One; 1999)
  { doc: 'hosting', question: 'How long are we locked into this deal?', gold: ['shall continue in full force and effect for an initial period of         five (5) years'] },
  { doc: 'hosting', question: 'Does it carry on by itself after that, and how do we stop it?', gold: ['this Agreement shall automatically renew for         subsequent one (1) year periods unless either party provides'] },
  { doc: 'hosting', question: 'What can we do if they break the deal and don\'t put it right?', gold: ['If either party materially breaches any term or condition         of this Agreement and fails to cure such breach'] },
  { doc: 'hosting', question: 'If the whole thing ends, can the customers we already have keep using the software?', gold: ["Corio's right to allow its then-existing Customers         and their Software Users to use and access the Software"] },
  { doc: 'hosting', question: 'What happens if the software company goes out of business and can no longer support it?', gold: ["(i) Commerce One's dissolution or ceasing to do business in the         normal course", 'Corio shall have a royalty-free,         nonexclusive, nontransferable, right and license in the Territory to use         and modify the Source Code'] },
  { doc: 'hosting', question: 'Who pays to have a copy of their code held by a third party for safekeeping?', gold: ['Corio         shall bear all fees, expenses and other charges to open and maintain         such escrow account.'] },
  { doc: 'hosting', question: 'What if the software doesn\'t work properly when we first try it out?', gold: ['Commerce One shall have         fifteen (15) days to correct the defect', 'terminate the Agreement and receive a         refund of any fees paid to Commerce One as of such date'] },
  { doc: 'hosting', question: 'Do we have to pay extra for new versions of the software?', gold: ['Commerce One shall provide all such Updates and Upgrades         to Corio free of additional charge'] },
  { doc: 'hosting', question: 'Can they go through our accounts, and who pays for that?', gold: ['Commerce One shall bear all         costs and expenses of such inspection.', 'reveals an underpayment of more than five percent         (5%) for the period under audit, Corio shall reimburse'] },
  { doc: 'hosting', question: 'Who is stuck with the sales tax?', gold: ['Corio is responsible for payment of         all taxes concerning the Corio Services'] },
  { doc: 'hosting', question: 'If someone says their software copies a patent of theirs, are we and our customers covered?', gold: ['Commerce One shall indemnify, defend and hold harmless         Corio and its Customers'] },
  { doc: 'hosting', question: 'What is the most we could get from them if something goes badly wrong?', gold: ["IN NO         EVENT SHALL EITHER PARTY'S LIABILITY ARISING OUT OF THIS AGREEMENT OR         THE USE OR PERFORMANCE OF THE SOFTWARE EXCEED"] },
  { doc: 'hosting', question: 'Are we allowed to take on really big companies as customers?', gold: ['means those customers with annual sales revenues         of less than $1,000,000,000'] },
  { doc: 'hosting', question: 'Can we offer this to customers in Europe?', gold: ['currently limited to the geographic area of North America', 'Corio may seek         permission to expand the scope of the licenses granted under this         Section 2 worldwide'] },
  { doc: 'hosting', question: 'Will they try to sell straight to our customers behind our back?', gold: ['Under         no circumstances shall Commerce One contact Corio Customers regarding a         non-ASP license sale', 'Commerce One shall immediately refer         that Customer to Corio.'] },
  { doc: 'hosting', question: 'Who owns the connecting code our engineers write to make it run on our servers?', gold: ['shall be owned by Corio, unless such         Developments are supported on an ongoing basis by Commerce One'] },
  { doc: 'hosting', question: 'If the system is down, how quickly will they get on it?', gold: ['within 30 minutes of the report of a critical incident', 'Priority 1 incidents: 2 hours'] },
  { doc: 'hosting', question: 'If we fall out with them, does it go to court?', gold: ['Any disputes arising out of this         Agreement shall be resolved by binding arbitration'] },
  { doc: 'hosting', question: 'If they get bought by one of our competitors, do they need our OK to pass the deal on?', gold: ['except in the case where such transaction involves a         direct competitor of the other party where consent of the other party         will be required'] },

  // Reselling a municipal fund's preferred shares and setting their rate (the dealer — "we"; the Nuveen fund and its adviser; 2018 form)
  { doc: 'remarketing', question: 'How and when do we get paid for this work?', gold: ['the Fund shall pay to the Remarketing Agent in arrears on the first day of each calendar month'] },
  { doc: 'remarketing', question: 'If nobody wants to buy the shares, do we have to buy them ourselves?', gold: ['The Remarketing Agent is not obligated to purchase any VRRM-MFP Shares that would otherwise remain unsold in a remarketing.', 'shall in no way be obligated to advance its own funds to purchase any Tendered VRRM-MFP Shares'] },
  { doc: 'remarketing', question: 'Are we to blame if we can\'t find buyers?', gold: ['but shall in no way be liable if no purchasers are found'] },
  { doc: 'remarketing', question: 'How much warning do we have to give if we want to quit?', gold: ["by giving 90 days' prior written notice to the Fund and the Calculation and Paying Agent"] },
  { doc: 'remarketing', question: 'Can the fund drop us, and how quickly?', gold: ["The Fund may remove the Remarketing Agent with respect to the VRRM-MFP Shares by giving at least 60 days' prior written notice"] },
  { doc: 'remarketing', question: 'Are we the only firm doing this for them?', gold: ['as the exclusive Remarketing Agent of the VRRM-MFP Shares'] },
  { doc: 'remarketing', question: 'If their offering papers contain something false and investors come after us, who pays?', gold: ['any untrue statement or alleged untrue statement of a material fact contained in any of the Remarketing Materials', 'jointly and severally, agree to indemnify and hold harmless the Remarketing Agent'] },
  { doc: 'remarketing', question: 'Can we pull out if a new law makes the shares hard to sell?', gold: ["which, in the Remarketing Agent's reasonable opinion, materially adversely affects the marketability of the VRRM-MFP Shares", 'the Remarketing Agent may terminate this Agreement and all of its obligations hereunder'] },
  { doc: 'remarketing', question: 'How much trouble are we in if we make a mistake doing the job?', gold: ['The Remarketing Agent shall incur no liability to the Fund, the Investment Adviser', 'except as a result of bad faith, gross negligence or willful misconduct on its part'] },
  { doc: 'remarketing', question: 'Can we trade these shares for our own book?', gold: ['The Remarketing Agent may sell VRRM-MFP Shares for its own account outside of a remarketing at a price other than the Purchase Price.', 'The Remarketing Agent in its sole discretion may purchase for its own account VRRM-MFP Shares in a remarketing'] },
  { doc: 'remarketing', question: 'Can they change the terms of the shares without asking us?', gold: ['Without the prior written consent of the Remarketing Agent, the Fund will not agree or consent to any amendment'] },
  { doc: 'remarketing', question: 'Which state\'s law applies and where would a case be heard?', gold: ['This Agreement shall be construed in accordance with and governed by the laws of the State of New York', 'SUBMIT TO THE NON-EXCLUSIVE JURISDICTION OF THE FEDERAL AND NEW YORK STATE COURTS'] },
  { doc: 'remarketing', question: 'Could we go after the fund\'s trustees or shareholders personally for money owed?', gold: ['the obligations of the Fund under this Agreement are not binding upon such officer, any of the trustees or the shareholders individually'] },
  { doc: 'remarketing', question: 'If they stop paying us, can we push the fund into bankruptcy?', gold: ['shall not, prior to the date which is one year and one day after the redemption and the payment in full'] },
  { doc: 'remarketing', question: 'Will they tell us what the fund owns each month?', gold: ['within fifteen (15) calendar days following the last day of each calendar month'] },
  { doc: 'remarketing', question: 'Can we hand this job to another firm?', gold: ['The rights and obligations of the Remarketing Agent hereunder may not be assigned or delegated to any other person without the prior written consent of the Fund.'] },
  { doc: 'remarketing', question: 'Is there a ceiling on how high we can set the payout rate?', gold: ['provided, that the Dividend Rate may not exceed the Maximum Rate'] },
  { doc: 'remarketing', question: 'If we get sued just for doing the job properly, who covers the cost?', gold: ['The Fund agrees to indemnify and hold harmless the Indemnified Persons from and against every loss, liability or expense'] },

  // A co-branded worship-music series (Time Life — "we"; Integrity Incorporated; 2000)
  { doc: 'cobranding', question: 'What will the CDs sell for in the shops?', gold: ['the initial suggested                   retail selling price for the products will be $19.95 for CD'] },
  { doc: 'cobranding', question: 'Can they put up what they charge us for each CD?', gold: ['Integrity may adjust the prices charged to TL on each volume                   to accurately reflect the then-current royalty obligation', 'May be adjusted if actual costs exceed above amounts'] },
  { doc: 'cobranding', question: 'What is the least we have to buy from them?', gold: ['TL guarantees to                   purchase from Integrity a minimum of ten thousand (10,000)                   units', "TL's initial order for each recorded                   Product shall be a minimum of five thousand (5,000) units."] },
  { doc: 'cobranding', question: 'Can we send back CDs we can\'t sell?', gold: ['sell to TL in non-returnable box lot quantities'] },
  { doc: 'cobranding', question: 'Which ways of selling are ours alone?', gold: ['TL will hold exclusive worldwide                   rights to promote and sell the product through the following                   distribution channels'] },
  { doc: 'cobranding', question: 'Who pays for designing the covers?', gold: ['At its sole expense, TL will create all                   artwork for Product covers and packaging'] },
  { doc: 'cobranding', question: 'How long can they take to sign off on our cover designs?', gold: ['Integrity agrees to respond to any request for                   approval within five (5) business days'] },
  { doc: 'cobranding', question: 'Who sorts out permission to use the songs and pays the songwriters?', gold: ['Integrity will obtain master                   lease and print agreements with all third party owners of                   masters', 'Integrity will pay and be responsible for all royalties to the                   copyright owners of the compositions'] },
  { doc: 'cobranding', question: 'How often do the two sides settle up on sales?', gold: ['will be rendered by each party quarterly within sixty          (60) days after the expiration of each calendar quarter'] },
  { doc: 'cobranding', question: 'Can we check their figures, and how long do we have to complain?', gold: ["will have the right to inspect the other party's          books regarding the obligations hereunder for a period of two (2) years", 'Such auditing party          must make specific written objection within such two (2) year period.'] },
  { doc: 'cobranding', question: 'When does this arrangement finish?', gold: ['shall Continue through December 31, 2004'] },
  { doc: 'cobranding', question: 'Does it roll over on its own at the end?', gold: ['Thereafter, the          parties must mutually agree in writing to extend the term for          additional periods of time.'] },
  { doc: 'cobranding', question: 'Who owns the recordings once they are put together?', gold: ['the                   copyright in the Product sound recording compilation will be                   jointly registered by Integrity in the names of Integrity                   and TL'] },
  { doc: 'cobranding', question: 'Can we advertise it with just our own name on it?', gold: ['neither logo will be used without the other                   with reference to the Product'] },
  { doc: 'cobranding', question: 'If they sell their business to an outsider, can we walk away?', gold: ['the          other party may upon six-months (6-months) written notice terminate          this Agreement', 'Either party may, at its election, assign this Agreement'] },
  { doc: 'cobranding', question: 'If a strike or a fire stops them for months, can we get out?', gold: ['which suspension                   exceeds six (6) consecutive months, the non-suspending party                   may terminate this Agreement'] },
  { doc: 'cobranding', question: 'If a songwriter sues because they never cleared a track, are we protected?', gold: ['Each party hereto agrees to indemnify the other party          and save and hold the other harmless'] },
  { doc: 'cobranding', question: 'Where would a court case between us be heard?', gold: ['shall be the appropriate state                   and federal courts located in Nashville, Tennessee'] },
  { doc: 'cobranding', question: 'Do we have to hand over our customer names?', gold: ['they will                   mutually share mailing list data of purchasers of the products'] },

  // An air-purifier franchise (the franchisee — "we"; Airsopure; 2000 form)
  { doc: 'franchise', question: 'How much do we pay up front to get started?', gold: ['an initial franchise fee of $25,000.00 upon execution of this Agreement'] },
  { doc: 'franchise', question: 'Do we get our joining money back if we can\'t find a shop?', gold: ['terminate your Franchise and refund up to 70% of your Franchise Fee'] },
  { doc: 'franchise', question: 'How much of our takings do they get every month?', gold: ['5% of Your total monthly gross sales, as defined below'] },
  { doc: 'franchise', question: 'What do we have to put in towards their national ads?', gold: ['continuing non-refundable Advertising Fund fee of 2% of Your total monthly gross sales'] },
  { doc: 'franchise', question: 'What if we\'re late with the monthly payments?', gold: ['Delinquent fees shall bear interest at a rate of the lower of'] },
  { doc: 'franchise', question: 'How long do we get to run the business, and can we keep going after that?', gold: ['The term of this Agreement shall be for 10 years', 'renew the Franchise granted hereunder for 2 additional terms of 10 years each'] },
  { doc: 'franchise', question: 'Can another owner of the same brand come after customers in our patch?', gold: ['Other AIRSOPURE franchisees will not be permitted to solicit customers for Products by advertising in Your Exclusive Territory.'] },
  { doc: 'franchise', question: 'Can we sell the purifiers on our own website?', gold: ['but not including the World Wide Web (Internet) nor by printed catalogues'] },
  { doc: 'franchise', question: 'Can they put up the price of the stock we buy from them?', gold: ['Such prices are subject to change at any time by AIRSOPURE.'] },
  { doc: 'franchise', question: 'Do we get to decide what we charge our customers?', gold: ['You may resell Products purchased under this Agreement at prices set by You.'] },
  { doc: 'franchise', question: 'Can we stock other brands alongside theirs?', gold: ["You will not offer or carry any products or services other than AIRSOPURE's Products"] },
  { doc: 'franchise', question: 'What cover do we need to take out?', gold: ['Comprehensive general liability insurance in the amount of $1,000,000.00.', 'Such policies shall name AIRSOPURE as an additional insured'] },
  { doc: 'franchise', question: 'If we get an offer for the business, do they get first dibs?', gold: ['AIRSOPURE shall have the option, within 15 days after receipt of such written notice'] },
  { doc: 'franchise', question: 'What happens to the business if the owner dies?', gold: ['AIRSOPURE shall consent to the transfer of such interest to Your spouse or heirs'] },
  { doc: 'franchise', question: 'Can they shut us down on the spot without a chance to fix things?', gold: ['without affording You any opportunity to cure the defaults, effective immediately upon receipt of notice by You'] },
  { doc: 'franchise', question: 'How long do we get to sort out a problem before they end it?', gold: ['You shall have 30 days from receipt from AIRSOPURE of a written Notice of Termination'] },
  { doc: 'franchise', question: 'Once we leave, can we open our own air-purifier shop nearby?', gold: ['for a period of two years following termination of this Agreement for any reason'] },
  { doc: 'franchise', question: 'If a customer sues because a purifier we sold was faulty, who pays?', gold: ['AIRSOPURE agrees to defend, indemnify and hold You harmless from all claims'] },
  { doc: 'franchise', question: 'If we fall out with them, what do we have to try before going to court?', gold: ['NON-BINDING MEDIATION PRIOR TO BRINGING SUCH CLAIM'] },
  { doc: 'franchise', question: 'Do the owners have to stand behind the company\'s debts personally?', gold: ['will execute a personal guarantee of Your performance under this Agreement', 'hereby unconditionally guarantees to Airsopure all indebtedness'] },

  // A golf instructor's endorsement of a software publisher's golf games (the golfer's side — "we"; Teknik Digital Arts; 2004)
  { doc: 'golf', question: 'What share of their sales do we get?', gold: ['25% royalty of net TDA net sales price', '33% royalty of net TDA net sales price'] },
  { doc: 'golf', question: 'Do we get any shares in their company?', gold: ['25,000 Restricted common shares of TDA', "25,000 Restricted common shares of TDA,\n\n            a.    As of the date of this agreement, Company has sold stock at                   $2.50/share.\n\n            b.    Par Value is $.0001 per share.\n\n      2)    33% royalty"] },
  { doc: 'golf', question: 'When will the money actually come in?', gold: ['Payments shall be made 15 days from the end of each', "Payments shall be made 15 days from the end of each quarter."] },
  { doc: 'golf', question: 'What if they pay us late?', gold: ['Past due payments hereunder shall bear interest at the rate of', "each quarter. Smith's net payment after any such charges or deductions shall equal the amount set forth above. Past due payments hereunder shall bear interest"] },
  { doc: 'golf', question: 'Who pays for flights and hotels when Rick travels for them?', gold: ['First-class round-trip air transportation, hotel room meal expenses', "for a celebrity of Smith's stature.\n\n                                        This Section Amended"] },
  { doc: 'golf', question: 'Can we check they are not short-changing us on sales?', gold: ["Smith shall have the right to engage an independent accounting firm to examine the Licensee's sales information"] },
  { doc: 'golf', question: 'How long does this deal run?', gold: ['a three (3) year period commencing on the Effective Date'] },
  { doc: 'golf', question: 'Can they keep selling games with Rick on the box after it ends?', gold: ["TDA shall be free to continue to distribute and sell its Golf Instruction Related Products which incorporate Smith's Likeness for up to 180 days"] },
  { doc: 'golf', question: 'Can Rick do ads for another video game company meanwhile?', gold: ['render any services in commercials or advertisements on behalf of any computer game or videogame sports software product'] },
  { doc: 'golf', question: 'Does this stop Rick joining the tour\'s group deals with other players?', gold: ["nothing herein shall preclude Smith from participating in, or in any way limit Smith's participation in"] },
  { doc: 'golf', question: 'Do we get a say over the ads they make with Rick in them, and what if we don\'t answer?', gold: ['unless and until the same has been approved by Smith in writing', 'may be deemed by TDA to have been approved hereunder if the same is not disapproved in writing within fourteen (14) days'] },
  { doc: 'golf', question: 'If someone sues Rick over something said in one of their ads, who pays?', gold: ["TDA shall indemnify and hold harmless Smith, Smith's agent", 'TDA agrees to protect, indemnify and save harmless Smith'] },
  { doc: 'golf', question: 'What is the most Rick could ever have to pay them?', gold: ['shall Smith be liable to TDA (or any entity claiming through TDA) for any amount in excess of the amounts actually received by Smith hereunder'] },
  { doc: 'golf', question: 'Who owns the games and the ad footage?', gold: ["All right, title and interest in and to TDA's Golf Instruction Related Products shall be and remain the absolute property of TDA forever", 'All right, title and interest in and to the Results and Proceeds and to the Advertising Materials'] },
  { doc: 'golf', question: 'If they are bought out, can the deal go to the new owner without asking us?', gold: ["Except with Smith's prior written approval, this Agreement may not be assigned by TDA"] },
  { doc: 'golf', question: 'Can Rick tell a journalist what he is being paid?', gold: ['nor give interviews which make reference to the details of the material terms of this Agreement'] },
  { doc: 'golf', question: 'Who deals with Rick\'s taxes on this money?', gold: ['Smith assumes exclusive responsibility for the collection and payments of all employer and employee contributions and taxes'] },
  { doc: 'golf', question: 'If Rick falls ill and can\'t show up, is he in breach?', gold: ["or by reason of any event beyond any of the foregoing parties' reasonable control (e.g., illness, family emergency, etc.)"] },
];
