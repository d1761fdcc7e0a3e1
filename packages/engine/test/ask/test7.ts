/**
 * TEST7: a seventh held-out set for `ask` (issue 11), over five CUAD contracts of types no other ask suite uses, picked
 * mechanically by `test/ask/pick.ts` at a36a84c with `--types words --skip-named` the lawyer-read TEST7's list of
 * contracts (CUAD file names ordered by SHA-256; skipped when the repository, a brief or that list names the contract or
 * its company, or when a type the file name lists has all its words among those of a type an ask suite already uses,
 * or the reverse; 15–80 kB; the first five): a life insurer's selling agreement for variable annuities with a
 * securities dealer (Principal Life and Princor, 2013), an agency agreement for doctors' malpractice insurance in
 * Nevada with its project memorandum (MICOA and Stratton, Cheeseman & Walsh, 1999), a source-code escrow agreement
 * annexed to a journal-hosting agreement (HealthGate, Blackwell Science and NCC, 1998), an interest-rate cap
 * confirmation for a mortgage-backed securities trust (UBS and Wells Fargo as master servicer, 2006) and a software
 * licence and hosting agreement made with the sale of an insurance-administration business (LMG and TAG, 2007).
 *
 * The questions are a business reader's everyday words, asked from one side's seat ("we" are the securities dealer
 * selling the annuities, the insurance agency, the publisher licensing the software, the trust buying the rate cap and
 * the buyer using the seller's tools and data centre), not the clause's words. Each names its gold passage(s)
 * verbatim; any one counts.
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
  tools: 'REGANHOLDINGCORP_03_31_2008-EX-10-LICENSE AND HOSTING AGREEMENT.txt',
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

  // Using the seller's software tools and data centre after buying its business (TAG, the buyer — "we"; LMG, the seller; 2007)
  { doc: 'tools', question: 'What is the most we could be billed each quarter for their staff?', gold: ['shall not exceed $783,367 per quarter'] },
  { doc: 'tools', question: 'How long do we have to pay their bills, and what if we are late?', gold: ["TAG shall make payment within twenty (20) days after receipt of LMG's invoice.", 'bear interest at the rate of one percent (1%) per month.'] },
  { doc: 'tools', question: 'Can we hold back payment on a bill we think is wrong?', gold: ['TAG may contest, in good faith, any portion of an invoice and withhold payment of such contested amount'] },
  { doc: 'tools', question: 'Can they switch the system off on us while we are arguing?', gold: ['LMG shall not under any circumstance, even during a dispute, suspend, terminate'] },
  { doc: 'tools', question: 'What hours can our people log on?', gold: ['available to users between 7:00 a.m. to 9:00 p.m. Eastern Time'] },
  { doc: 'tools', question: 'How much warning do we get before they take the system down for upkeep?', gold: ['Notice of scheduled maintenance shall be provided to TAG via email at least ten (10) days before the scheduled maintenance.'] },
  { doc: 'tools', question: 'Do we own the changes we make to their programs?', gold: ['All modifications of and software derivative of the LMG Tools and Documentation developed by TAG shall be and remain the property of TAG'] },
  { doc: 'tools', question: 'Can we get the programming behind their tools?', gold: ["Upon TAG's request, LMG will promptly provide to TAG one copy of the most current version of the source code for the LMG Tools."] },
  { doc: 'tools', question: 'Who owns our customers\' records that they hold, and can they keep them back from us?', gold: ['Customer Data is and shall remain the property of TAG and/or the applicable New Customers.', 'LMG shall not withhold Customer Data under any circumstance'] },
  { doc: 'tools', question: 'What must they do if they get hacked?', gold: ['In the event LMG discovers or is notified of a breach or attempted breach of security relating to Customer Data'] },
  { doc: 'tools', question: 'If someone says their software copies another company\'s, who pays?', gold: ['or which is based on a claim of an Infringement and LMG shall defend and settle, at its expense'] },
  { doc: 'tools', question: 'How long after the switch-over are we still covered if someone says the software was copied?', gold: ["LMG's indemnification obligations under this Section 5.2 will expire twelve (12) months after the Conversion Date."] },
  { doc: 'tools', question: 'If their system fails, can we claim for the profits we lose?', gold: ['Neither party shall be liable to the other pursuant to this Agreement for any amounts representing loss of profit'] },
  { doc: 'tools', question: 'Are they covered in case one of their staff steals from us?', gold: ['employee dishonesty insurance covering dishonest acts of employees'] },
  { doc: 'tools', question: 'How do we get out of the deal if they are not doing their job?', gold: ['and such default is not cured within thirty (30) days after written notice is given to the defaulting party'] },
  { doc: 'tools', question: 'When it ends, will they help us move to another system?', gold: ['LMG shall provide to TAG the reasonable termination assistance requested by TAG', 'LMG shall provide all such information and assistance as may be necessary for TAG to transition off'] },
  { doc: 'tools', question: 'Can we take on their people when it is over?', gold: ['TAG shall be permitted to undertake, without interference from LMG, to hire any Retained Employees.'] },
  { doc: 'tools', question: 'Can they farm out the work to another firm?', gold: ['LMG may not subcontract or delegate any of its duties or obligations of performance in this Agreement to any third party without the prior written consent of TAG.'] },
  { doc: 'tools', question: 'What if a fire or flood knocks out their data centre?', gold: ['The occurrence of a Force Majeure event shall not relieve LMG of its obligation to implement its disaster recovery', 'LMG shall maintain a disaster recovery plan and a business continuity plan'] },
  { doc: 'tools', question: 'Can we use their tools for any of our clients?', gold: ['TAG may Use the LMG Tools and Documentation solely to provide TPA Services to or for the New Customers and Terminated Customers'] },
];
