/**
 * TEST7: a seventh held-out set for `ask` (issue 11), over five CUAD contracts of types no other ask suite uses, picked
 * mechanically by `test/ask/pick.ts` at a36a84c with `--types words --skip-named` the lawyer-read TEST7's list of
 * contracts (CUAD file names ordered by SHA-256; skipped when the repository, a brief or that list names the contract or
 * its company, or when a type the file name lists has all its words among those of a type an ask suite already uses,
 * or the reverse; 15–80 kB; the first five): a life insurer's selling agreement for variable annuities with a
 * securities dealer (Principal Life and Princor, 2013), an agency agreement for doctors' malpractice insurance in
 * Nevada with its project memorandum (MICOA and Stratton, Cheeseman & Walsh, 1999), a source-code escrow agreement
 * annexed to a journal-hosting agreement (HealthGate, Blackwell Science and NCC, 1998), an interest-rate cap
 * confirmation for a mortgage-backed securities trust (UBS and Wells Fargo as master servicer, 2006) and a parent
 * company's promise to keep its life insurer's capital above a floor (AIG and American General Life, 2014). The fifth
 * place first held a licence and hosting agreement; the lawyer-read TEST7 then added it to its list, the picker's next
 * was a transportation contract (the type of an ask suite's "transportation services" once "contract" counts for no
 * more than "agreement" does), and the next is this one. All before any question was run.
 *
 * The questions are a business reader's everyday words, asked from one side's seat ("we" are the securities dealer
 * selling the annuities, the insurance agency, the publisher licensing the software, the trust buying the rate cap and
 * the life insurer), not the clause's words. Each names its gold passage(s) verbatim; any one counts.
 *
 * Written and committed before it was run, then run once with main's method. Nothing is tuned on it. Being named
 * here, the contracts are left out of the word vectors' training corpus (tools/train/ask-vectors.py).
 */
import { cuadDocs, type ParaphraseCase } from './paraphrase.ts';

export const TEST7_FILES = {
  annuities: 'Principal Life Insurance Company - Broker Dealer Marketing and Servicing Agreement.txt',
  agency: 'AMERICANPHYSICIANSCAPITALINC_03_31_2003-EX-10.26-AGENCY AGREEMENT.txt',
  escrow: 'HEALTHGATEDATACORP_11_24_1999-EX-10.1-HOSTING AND MANAGEMENT AGREEMENT - Escrow Agreement.txt',
  ratecap: 'WELLSFARGOMORTGAGEBACKEDSECURITIES2006-6TRUST_05_11_2006-EX-10.3-Yield Maintenance Agreement.txt',
  capital: 'VARIABLESEPARATEACCOUNT_04_30_2014-EX-13.C-UNCONDITIONAL CAPITAL MAINTENANCE AGREEMENT.txt',
} as const;
export type Test7Doc = keyof typeof TEST7_FILES;

/** The contracts' texts, or null for one whose file is absent. */
export const test7Docs = (): Record<Test7Doc, string | null> => cuadDocs(TEST7_FILES);

export interface Test7Case extends Omit<ParaphraseCase, 'doc'> { doc: Test7Doc }

export const TEST7_CASES: Test7Case[] = [
  // Selling an insurer's variable annuities (the securities dealer — "we"; Principal Life, the insurer, and Princor, its distributor; 2013)
  { doc: 'annuities', question: 'Can they cut our commission rates whenever they like?', gold: ['Issuer and Distributor may change the compensation schedules set forth in the attached Exhibits at any'] },
  { doc: 'annuities', question: 'If a client changes their mind straight after buying and hands the policy back, do we keep our commission?', gold: ['Broker Dealer agrees to return promptly to Issuer all compensation received for any Annuity Contract'] },
  { doc: 'annuities', question: 'Can they take what we owe them out of the commission they pay us?', gold: ['otherwise, shall be set off against any compensation payable under this Agreement or any other'] },
  { doc: 'annuities', question: 'Do we keep getting the ongoing yearly commission after the deal ends?', gold: ['No trail commissions are paid after termination of this Agreement.', 'on premiums paid to and retained by Issuer while this Agreement is in force'] },
  { doc: 'annuities', question: 'How do we get out of this arrangement?', gold: ['Any Party hereto may terminate this Agreement at any time upon prior written notice.'] },
  { doc: 'annuities', question: 'What happens if the regulator suspends our firm?', gold: ['shall automatically terminate if Broker Dealer voluntarily or involuntarily ceases to be or is suspended', 'Broker Dealer agrees to notify Distributor promptly of any change, termination, or suspension of its'] },
  { doc: 'annuities', question: 'Can they end things because one of our salespeople got into trouble?', gold: ['to terminate this Agreement in the event that any producer of Broker Dealer is suspended, disciplined or'] },
  { doc: 'annuities', question: 'Are we the only firm allowed to sell these products?', gold: ['This appointment is not exclusive and only extends to those'] },
  { doc: 'annuities', question: 'Can we make our own brochures to sell their products?', gold: ['Dealer shall not use or permit its producers to use any sales promotion materials or any form of'] },
  { doc: 'annuities', question: 'If one of our advisers gives a client bad advice and they get sued, do we have to cover them?', gold: ['as a result of (a) the negligence, misconduct or wrongful act of Broker Dealer or producers', 'In connection with the offer, sale or servicing of Annuity Contracts, Broker Dealer agrees to indemnify'] },
  { doc: 'annuities', question: 'If their product paperwork has a mistake in it and a client sues us, will they stand behind us?', gold: ['Issuer agree to indemnify and hold harmless Broker Dealer from any damage or expense, including'] },
  { doc: 'annuities', question: 'Can they rewrite the terms of this deal on their own?', gold: ['Issuer or Distributor may modify this Agreement at any time by written notice to Broke Dealer'] },
  { doc: 'annuities', question: 'If we sell our business, can the buyer take this deal over?', gold: ['This Agreement may not be assigned by Broker Dealer without the prior written consent of Issuer and'] },
  { doc: 'annuities', question: 'Who sends clients the fund documents every year after the sale?', gold: ['responsible for prospectus delivery annually after the original sale'] },
  { doc: 'annuities', question: 'Are they to blame if someone phones in a fake instruction on a client account?', gold: ['transaction services neither Distributor nor Issuer will be liable for any loss, injury or damage incurred'] },
  { doc: 'annuities', question: 'Which payment option gives our reps the biggest ongoing yearly cut, and how much is it?', gold: ['Low or no up front-end commission based upon issue age with a 1.0% annual trail commission paid'] },

  // Selling doctors' malpractice insurance in Nevada (the agency — "we"; MICOA, the insurer; 1999)
  { doc: 'agency', question: 'What percentage do we earn on each policy we sell?', gold: ['12% of the annual premium', 'A commission rate of 12% will be paid for both new and'] },
  { doc: 'agency', question: 'How soon after the client pays do we get our money?', gold: ['Commissions on premiums shall be paid to the Agency within 30'] },
  { doc: 'agency', question: 'Can we also sell malpractice cover from other insurers?', gold: ['in Nevada, Agency agrees not to sell any competing', 'Agency may search appropriate markets for placement of that'] },
  { doc: 'agency', question: 'Who pays our office rent and phone bills?', gold: ['MICOA will not be responsible for Agency expenses', 'Nevada rent expenses will be shared on a 50/50 basis between MICOA and'] },
  { doc: 'agency', question: 'Can we put out our own marketing for their policies without asking first?', gold: ['The Agency will not undertake or initiate advertising'] },
  { doc: 'agency', question: 'Can we tell a doctor they are covered before the insurer has signed off?', gold: ['The Agency is not authorized to accept or bind any risk or to'] },
  { doc: 'agency', question: 'If the deal ends, do we get paid anything for the clients we brought in?', gold: ['MICOA agrees to purchase from Agency, and Agency agrees to', "purchase price shall be two times Agency's commissions on"] },
  { doc: 'agency', question: 'Once we part ways, can we keep selling malpractice cover to the doctors they insured?', gold: ['In return for this payment, for a two-year period following', 'sell any professional liability insurance to any individuals'] },
  { doc: 'agency', question: 'How much warning must either side give to end this?', gold: ['either party giving at least one hundred twenty (120) days'] },
  { doc: 'agency', question: 'What can they do if we fall behind passing on the money we collect?', gold: ['If the Agency is delinquent in either accounting or payment of', 'immediately terminate, suspend or modify any of the provisions'] },
  { doc: 'agency', question: 'Do we need our own cover in case we make a mistake or one of our staff steals?', gold: ['The Agency will maintain valid errors and omissions insurance, with'] },
  { doc: 'agency', question: 'Can we bring in smaller brokers to sell for us?', gold: ['Agency may solicit subagencies for appointment, subject to'] },
  { doc: 'agency', question: 'Can they use our client list to sell those doctors other things?', gold: ['MICOA or its affiliates shall not use its records of'] },
  { doc: 'agency', question: 'If we fall out with them, does it go to court?', gold: ['out of this Agreement, MICOA and Agency agree to submit such', 'The determination of the arbitrators shall be final'] },
  { doc: 'agency', question: 'Do we have to pay back the start-up money they gave us?', gold: ['be borne by SC&W and those amounts paid to SC&W during the first two years', 'Repayment shall be through reduction of commissions due'] },
  { doc: 'agency', question: 'How long can they keep docking our commission to get that money back?', gold: ['two-year period of development; but in no event will repayment be collected', 'This decrease will stay in effect until SC&W reaches $10MM in premium or at a maximum of 10 years.'] },
  { doc: 'agency', question: 'Can they hand this contract to another company?', gold: ['MICOA may assign this Agreement to its parent,'] },
  { doc: 'agency', question: 'When did this deal start?', gold: ['Signed and effective this 25th day of May, 1999.'] },

  // A copy of the software's code held by a third party for the publisher (Blackwell Science, the licensee — "we"; HealthGate, the software's owner; NCC, the escrow agent; 1998)
  { doc: 'escrow', question: 'If the software firm goes under, can we get the code so we can keep things running?', gold: ['Subject to the provisions of Clauses 6.2 and 6.3, NCC shall release', 'the Owner enters into any composition or arrangement with its'] },
  { doc: 'escrow', question: 'What if they just stop fixing the software for us?', gold: ['the Owner without legal justification, has defaulted to a'] },
  { doc: 'escrow', question: 'What if someone buys up the software company?', gold: ['there is a Change in Control of the Owner. For the purposes'] },
  { doc: 'escrow', question: 'If the program goes haywire when the year 2000 arrives, can we get the code?', gold: ['coding of the Package is such that either the accuracy or the'] },
  { doc: 'escrow', question: 'What paperwork do we need to get the code handed over?', gold: ['The Licensee must notify NCC of any event or circumstance of any of'] },
  { doc: 'escrow', question: 'Can the software firm stop the handover by saying it has kept up its side?', gold: ['unless within 14 days after the date of delivery the Owner'] },
  { doc: 'escrow', question: 'If the two of us disagree about whether they really went bust, who settles it?', gold: ['Managing Director for the time being of NCC for the appointment of', 'an expert who shall give a decision on the matter within 14 days of'] },
  { doc: 'escrow', question: 'Once we have the code, what may we do with it?', gold: ['to use the Material only for the purpose of understanding,'] },
  { doc: 'escrow', question: 'Does getting the code make the software ours?', gold: ['The release of the Material to the Licensee will not act as an assignment'] },
  { doc: 'escrow', question: 'How often must they send in an up-to-date copy of the code?', gold: ['deliver to NCC a replacement copy of the Material within 12'] },
  { doc: 'escrow', question: 'Who pays if we want the stored code properly checked?', gold: ['The Licensee shall be entitled to require that NCC carries out a', 'NCC in carrying out a Full Verification will be paid by the Licensee'] },
  { doc: 'escrow', question: 'If the company holding the code loses or damages it, how much could we get back?', gold: ['exceed the sum of (pounds)500,000.', 'NCC shall not be liable for any loss caused to the Owner or the'] },
  { doc: 'escrow', question: 'Can we pull out of this arrangement whenever we want?', gold: ['The Licensee may terminate this Agreement at any time by giving'] },
  { doc: 'escrow', question: 'Can the software firm cancel it without us?', gold: ['The Owner may only terminate this Agreement with the written consent'] },
  { doc: 'escrow', question: "What if the software firm doesn't pay the holder's fees?", gold: ['If the failure to pay is on the part of the Owner', 'the Licensee shall be given the option of paying such fee itself.'] },
  { doc: 'escrow', question: 'What happens if the company holding the code wants to stop doing it?', gold: ['NCC may terminate this Agreement by giving 60 days written notice to'] },
  { doc: 'escrow', question: "Which country's law does this follow?", gold: ['the laws of England and Wales.'] },

  // An interest-rate cap bought for a mortgage securities trust (the trust, through its master servicer — "we"; UBS, the bank; 2006)
  { doc: 'ratecap', question: 'How high do interest rates have to go before the bank pays us anything?', gold: ['5.0 percent per annum'] },
  { doc: 'ratecap', question: 'Apart from the one-off price, do we owe the bank anything else?', gold: ['under Section 2(a)(i) of the Agreement is to pay the Fixed Amount on'] },
  { doc: 'ratecap', question: 'When does this protection run out?', gold: ['1 April 2009'] },
  { doc: 'ratecap', question: 'When did the protection start?', gold: ['01 April 2006'] },
  { doc: 'ratecap', question: 'What size of loan balance is the payout worked out on?', gold: ['The lesser of (a) USD 20,000,000.00 and (b)'] },
  { doc: 'ratecap', question: 'Which market rate is checked to see whether we are owed money?', gold: ['USD-LIBOR-BBA'] },
  { doc: 'ratecap', question: 'On which days of the month does the bank send us money?', gold: ['February, 25 March, 25 April, 25 May, 25 June,'] },
  { doc: 'ratecap', question: 'What if the bank starts looking shaky to the rating agencies?', gold: ['If a Ratings Event occurs with respect to UBS AG, then UBS AG shall, at', 'Rating") ceases to be rated at least "A1" by Moody\'s Investors Service,'] },
  { doc: 'ratecap', question: 'Can the bank try to have our trust declared bust?', gold: ['UBS AG covenants and agrees that it will not institute'] },
  { doc: 'ratecap', question: 'If the trust runs out of money, can the bank come after anyone else?', gold: ['recourse obligations of Counterparty, payable solely from the Trust', '(iii) nothing herein contained shall be construed as imposing any liability on Wells Fargo Bank, N.A. individually or personally'] },
  { doc: 'ratecap', question: 'Can the bank hand this deal over to another bank?', gold: ['No transfer, amendment, waiver, supplement, assignment or other modification of this Transaction'] },
  { doc: 'ratecap', question: 'If this ends up in court, will a jury decide it?', gold: ['EACH PARTY IRREVOCABLY WAIVES ANY AND ALL RIGHT TO'] },
  { doc: 'ratecap', question: 'Are our phone calls with the bank taped?', gold: ['Consent to Recording. Each party hereto consents to the monitoring or'] },
  { doc: 'ratecap', question: 'Can the bank keep back money we owe it on other deals from what it pays us here?', gold: ['existing or future agreement, each party irrevocably waives any and all', 'rights it may have to set off, net, recoup or otherwise withhold or'] },
  { doc: 'ratecap', question: 'Can we blame the bank if this turns out to have been a bad idea for us?', gold: ['Each party is not relying on any communication (written or oral) of the other party as investment advice', 'Neither party is acting as a fiduciary for or as an adviser to the other'] },
  { doc: 'ratecap', question: 'If a payment is missed because of a clerical slip, does that count as breaking the deal?', gold: ['(a) the failure to pay or deliver is caused by an error or'] },
  { doc: 'ratecap', question: 'Will tax be taken off what the bank pays us?', gold: ['to make any deduction or withholding for or on account of any Tax from any payment'] },

  // A parent company's promise to keep its life insurer's capital up (the life insurer, American General Life — "we"; AIG, its parent; 2014)
  { doc: 'capital', question: 'When does our parent company have to top up our finances?', gold: ["falls below the Specified Minimum Percentage of the Company's projected Company Action Level RBC", "Capital Contributions. In the event that the Company's Total Adjusted Capital"] },
  { doc: 'capital', question: 'Is the money they put in a loan we have to pay back?', gold: ['as a contribution and not as a loan'] },
  { doc: 'capital', question: 'How strong must our balance sheet be kept, in numbers?', gold: ["The Specified Minimum Percentage shall equal 385% of the Company's Company Action Level RBC."] },
  { doc: 'capital', question: 'How often is that target looked at again?', gold: ['which shall be agreed to by AIG and the Company at least once every year'] },
  { doc: 'capital', question: 'By when must the money arrive once we are short?', gold: ['will take place within the following two time periods per year'] },
  { doc: 'capital', question: 'Does the parent get more shares in us for the money?', gold: ['make such contribution directly to the Company without receiving any capital stock or other ownership interest in exchange therefor'] },
  { doc: 'capital', question: 'Can they put in extra money even when we are above the line?', gold: ['AIG may, at any time as it deems necessary in its sole discretion and in compliance with applicable law, make a contribution'] },
  { doc: 'capital', question: 'Do we have to do things the parent\'s way on budgets and investments?', gold: ['it will comply with all financial and budgetary planning, risk mitigation'] },
  { doc: 'capital', question: 'Can the parent walk away from this promise?', gold: ["AIG shall have the absolute right to terminate this Agreement upon thirty (30) days' prior written notice to the Company", 'AIG agrees not to terminate this Agreement unless'] },
  { doc: 'capital', question: 'How long does this arrangement last?', gold: ['this Agreement shall continue indefinitely'] },
  { doc: 'capital', question: 'What happens to the support if we are sold?', gold: ['this Agreement will terminate automatically one year after the closing of any sale of the Company by AIG'] },
  { doc: 'capital', question: 'Can people who hold our policies go straight to the parent company for money?', gold: ["such policyholder may proceed directly against AIG to enforce the Company's rights", 'any policyholder of the Company with recourse to or against any of the assets of AIG'] },
  { doc: 'capital', question: 'Does the parent stand behind our debts?', gold: ['an evidence of indebtedness or an obligation or liability of AIG as guarantor'] },
  { doc: 'capital', question: 'If we are slow to ask for the money, do we lose the right to it?', gold: ['AIG hereby waives any failure or delay on the part of the Company in asserting or enforcing any of its rights'] },
  { doc: 'capital', question: "If it came to a legal fight, which state's rules would apply?", gold: ['the laws of New York, without giving effect'] },
  { doc: 'capital', question: 'Can the terms be changed later?', gold: ['This Agreement may be amended at any time by written agreement or instrument signed by the parties hereto.'] },
  { doc: 'capital', question: 'When did this version take effect?', gold: ['effective as of February 18, 2014'] },
];
