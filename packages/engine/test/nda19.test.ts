import { nda } from './adverse/contracts.js';
import { bad, good, rows } from './judge-rows.js';

/*
 * NDA round 19 (issue 11, session 16): a checklist round. For the NDA checks whose clause is found but whose adverse
 * detail was missed (hold-out 11, TEST14A/B), the ways a counterparty's lawyer makes the term adverse, each written
 * here in our own wordings (US, English, Australian, Indian and Canadian drafting; party words and company names;
 * permission and prohibition phrasing) before the rules were changed, each with a benign twin sharing its words.
 * None of these sentences is a hold-out's own.
 */

/** A one-way Indian NDA: Meridian discloses, Tarang receives; the clause given is clause 3. */
const indian = (clause: string, survival = 'The obligations of Tarang under this Agreement shall survive its termination for a period of three (3) years.') => `NON-DISCLOSURE AGREEMENT

This Agreement is executed at Bengaluru on 12 June 2026 between Meridian Grid Solutions Private Limited, a company incorporated under the Companies Act, 2013 ("Meridian"), and Tarang Data Services Private Limited ("Tarang"), in respect of the evaluation of a proposed smart-metering engagement (the "Project").

1. "Confidential Information" means all commercial, financial and technical information disclosed by Meridian to Tarang in connection with the Project, in any form.

2. Tarang shall hold the Confidential Information in strict confidence, shall use it solely for the Project and shall not disclose it to any third party save as permitted in clause 3.

3. ${clause}

4. ${survival}

5. This Agreement shall be governed by the laws of India and the courts at Bengaluru shall have exclusive jurisdiction.
`;

/** A mutual Canadian agreement in which both companies exchange information; clause 4 is the one given. */
const mutualCa = (clause: string) => `MUTUAL CONFIDENTIALITY AGREEMENT

This Agreement is made as of August 3, 2026 between Kestrel Timber Products Ltd. ("Kestrel"), a British Columbia company, and Marlin Freight Inc. ("Marlin"), an Ontario corporation, each of which will disclose confidential information to the other in order to evaluate a joint log-haulage arrangement (the "Opportunity").

1. "Confidential Information" means all non-public information, in any form, that one party discloses to the other in connection with the Opportunity.

2. Marlin shall keep confidential all Confidential Information it receives from Kestrel, shall use it only for the Opportunity and shall return it on request.

3. The obligations in section 2 continue for three (3) years after the date of this Agreement.

4. ${clause}

5. This Agreement is governed by the laws of the Province of British Columbia and the federal laws of Canada applicable therein.
`;

// ---- 1. Third parties told the information with no duty of confidence, or the recipient not answerable for them ----
rows('third parties given the information with no need to bind them, or the recipient not answerable for them (nda.sharing_with_third_parties)', [
  [bad('nda', 'nda.sharing_with_third_parties', nda({ extra: 'The Recipient may make Confidential Information available to its group companies and outside contractors, and it is not necessary for any of them to be subject to a duty of confidentiality.' })),
    good('nda', 'nda.sharing_with_third_parties', nda({ extra: 'The Recipient may make Confidential Information available to its group companies and outside contractors, and it is necessary for each of them to be subject to a duty of confidentiality.' }))],
  [bad('nda', 'nda.sharing_with_third_parties', indian('Tarang shall be at liberty to furnish the Confidential Information to its consultants and financing sources, irrespective of whether such persons have agreed to maintain its confidentiality.')),
    good('nda', 'nda.sharing_with_third_parties', indian('Tarang shall be at liberty to furnish the Confidential Information to its consultants and financing sources, provided that such persons have agreed in writing to maintain its confidentiality.'))],
  [bad('nda', 'nda.sharing_with_third_parties', nda({ extra: 'Beta may communicate Confidential Information to its lenders and insurers, with no requirement that they be bound by confidentiality obligations.' })),
    good('nda', 'nda.sharing_with_third_parties', nda({ extra: 'Beta may communicate Confidential Information to its lenders and insurers, with a requirement that they be bound by confidentiality obligations.' }))],
  [bad('nda', 'nda.sharing_with_third_parties', indian('Tarang may share the Confidential Information with its professional advisers and sub-contractors, but Tarang shall bear no responsibility for any act or omission of such persons in relation to it.')),
    good('nda', 'nda.sharing_with_third_parties', indian('Tarang may share the Confidential Information with its professional advisers and sub-contractors, and Tarang shall bear responsibility for any act or omission of such persons in relation to it.'))],
  [bad('nda', 'nda.sharing_with_third_parties', nda({ extra: 'Alpha may disclose Confidential Information to its financing sources and potential co-investors, and Alpha shall not be liable for any breach of confidence by them.' })),
    good('nda', 'nda.sharing_with_third_parties', nda({ extra: 'Alpha may disclose Confidential Information to its financing sources and potential co-investors, and Alpha shall be liable for any breach of confidence by them.' }))],
]);

// ---- 2. The duty of confidence outlives the agreement by less than a year ----
rows('obligations surviving the agreement for only weeks or months (nda.survival_of_obligations)', [
  [bad('nda', 'nda.survival_of_obligations', nda({ term: 'This Agreement continues for two (2) years from its date. The obligations of confidence in this Agreement shall survive its expiry or termination for a period of three (3) months only.' })),
    good('nda', 'nda.survival_of_obligations', nda({ term: 'This Agreement continues for two (2) years from its date. The obligations of confidence in this Agreement shall survive its expiry or termination for a period of three (3) years.' }))],
  [bad('nda', 'nda.survival_of_obligations', indian('Tarang may disclose the Confidential Information to its employees who need to know it for the Project.', 'Clauses 2 and 3 shall continue in force for ninety (90) days after the termination of this Agreement and shall then lapse.')),
    good('nda', 'nda.survival_of_obligations', indian('Tarang may disclose the Confidential Information to its employees who need to know it for the Project.', 'Clauses 2 and 3 shall continue in force for five (5) years after the termination of this Agreement and shall then lapse.'))],
  [bad('nda', 'nda.survival_of_obligations', nda({ term: 'Either Party may end this Agreement on thirty days\' notice. On that ending, each Party\'s duties under Sections 1 to 4 survive for 6 months, after which that Party is released from them.' })),
    good('nda', 'nda.survival_of_obligations', nda({ term: 'Either Party may end this Agreement on thirty days\' notice. On that ending, each Party\'s duties under Sections 1 to 4 survive for 6 years, after which that Party is released from them.' }))],
]);

// ---- 3. Protection only for what is marked, with unmarked information shut out whatever its nature, or oral
// disclosures confirmed in writing within less than the fallback's thirty days ----
rows('identification made a strict condition: unmarked information shut out whatever its nature, or a short window to confirm (nda.explicit_identification)', [
  [bad('nda', 'nda.explicit_identification', nda({ extra: 'Information that is not marked "Confidential" when disclosed shall not be deemed Confidential Information, regardless of its nature or value.' }), 'unacceptable'),
    good('nda', 'nda.explicit_identification', nda({ extra: 'Information that is not marked "Confidential" when disclosed shall be deemed Confidential Information where a reasonable person would regard it as confidential given its nature or value.' }))],
  [bad('nda', 'nda.explicit_identification', indian('Tarang shall owe no duty of confidence in respect of any information which Meridian has not labelled as confidential, however commercially sensitive that information may be.'), 'unacceptable'),
    good('nda', 'nda.explicit_identification', indian('Tarang shall owe a duty of confidence in respect of any information which Meridian has labelled as confidential, and of any other information which a reasonable person would understand to be confidential.'))],
  [bad('nda', 'nda.explicit_identification', nda({ extra: 'Information disclosed orally is Confidential Information only if the Discloser identifies it as confidential when disclosing it and confirms it in writing to the Recipient within seven (7) days.' }), 'unacceptable'),
    good('nda', 'nda.explicit_identification', nda({ extra: 'Information disclosed orally is Confidential Information only if the Discloser identifies it as confidential when disclosing it and confirms it in writing to the Recipient within thirty (30) days.' }), 'acceptable')],
  [bad('nda', 'nda.explicit_identification', mutualCa('Oral disclosures are protected only where the disclosing party designates them as confidential at the time and delivers a written summary within 5 business days.'), 'unacceptable'),
    good('nda', 'nda.explicit_identification', mutualCa('Oral disclosures are protected only where the disclosing party designates them as confidential at the time and delivers a written summary within 45 business days.'), 'acceptable')],
]);

// ---- 4. A "mutual" agreement under which one party may do what it likes with what it receives ----
rows('one party free to use and disclose what it receives though both disclose (nda.mutuality)', [
  [bad('nda', 'nda.mutuality', mutualCa('Kestrel shall be free to use, copy and disclose any information obtained from Marlin under this Agreement without restriction.')),
    good('nda', 'nda.mutuality', mutualCa('Kestrel shall keep confidential any information obtained from Marlin under this Agreement on the terms of section 2, with Kestrel in place of Marlin.'))],
  [bad('nda', 'nda.mutuality', nda({ extra: 'Notwithstanding Section 2, Alpha may use and disclose all information it receives from Beta for any purpose.' })),
    good('nda', 'nda.mutuality', nda({ extra: 'Subject to Section 2, Alpha may use and disclose information it receives from Beta only for the Purpose.' }))],
  [bad('nda', 'nda.mutuality', mutualCa('Kestrel may exploit the data and materials furnished to it by Marlin in any manner it sees fit.')),
    good('nda', 'nda.mutuality', mutualCa('Kestrel may exploit the data and materials furnished to it by Marlin only in the manner section 2 permits Marlin to exploit those of Kestrel.'))],
]);

// ---- 5. The standard exclusions cut short: public and third-party information only, with nothing for what the recipient
// already knew or develops itself ----
rows('exclusions that leave out prior knowledge and independent development (nda.standard_exclusions)', [
  [bad('nda', 'nda.standard_exclusions', nda({ exceptions: 'The term "Confidential Information" does not include information which (i) is or becomes generally known by the public other than as a result of a disclosure by the Recipient, or (ii) becomes available to the Recipient on a non-confidential basis from a source not bound by a duty of confidentiality.' })),
    good('nda', 'nda.standard_exclusions', nda({ exceptions: 'The term "Confidential Information" does not include information which (i) is or becomes generally known by the public other than as a result of a disclosure by the Recipient, (ii) becomes available to the Recipient on a non-confidential basis from a source not bound by a duty of confidentiality, (iii) was in the Recipient\'s possession before its disclosure, or (iv) is independently developed by the Recipient.' }))],
  [bad('nda', 'nda.standard_exclusions', indian('Clause 2 shall not apply to information which: (a) is in the public domain otherwise than by breach of this Agreement; or (b) Tarang obtains from a third party who is free to disclose it.')),
    good('nda', 'nda.standard_exclusions', indian('Clause 2 shall not apply to information which: (a) is in the public domain otherwise than by breach of this Agreement; (b) Tarang obtains from a third party who is free to disclose it; (c) was known to Tarang before Meridian disclosed it; or (d) Tarang develops independently of the Confidential Information.'))],
  [bad('nda', 'nda.standard_exclusions', mutualCa('Confidential Information excludes anything that (1) is generally known to the public through no fault of the receiving party or (2) is lawfully received by the receiving party from a third party without restriction.')),
    good('nda', 'nda.standard_exclusions', mutualCa('Confidential Information excludes anything that (1) is publicly available through no fault of the receiving party, (2) is lawfully received by the receiving party from a third party without restriction, (3) was already lawfully known to the receiving party or (4) is developed independently by the receiving party.'))],
]);

// ---- 6. The agreement's life stated by when it stops having effect ("cease to be effective ... after the date hereof") ----
rows('the term stated as the date the agreement ceases to have effect (nda.term_length)', [
  [bad('nda', 'nda.term_length', indian('Tarang may disclose the Confidential Information to its employees who need to know it for the Project.', 'This Agreement shall, save as expressly provided otherwise, cease to be effective twenty (20) years after the date hereof.')),
    good('nda', 'nda.term_length', indian('Tarang may disclose the Confidential Information to its employees who need to know it for the Project.', 'This Agreement shall, save as expressly provided otherwise, cease to be effective two (2) years after the date hereof.'))],
  [bad('nda', 'nda.term_length', indian('Tarang may disclose the Confidential Information to its employees who need to know it for the Project.', 'This Agreement shall cease to have effect 15 years from the date of this Agreement.')),
    good('nda', 'nda.term_length', indian('Tarang may disclose the Confidential Information to its employees who need to know it for the Project.', 'This Agreement shall cease to have effect 3 years from the date of this Agreement.'))],
  [bad('nda', 'nda.term_length', indian('Tarang may disclose the Confidential Information to its employees who need to know it for the Project.', 'Unless terminated earlier, this Agreement lapses twelve (12) years after the Effective Date.')),
    good('nda', 'nda.term_length', indian('Tarang may disclose the Confidential Information to its employees who need to know it for the Project.', 'Unless terminated earlier, this Agreement lapses four (4) years after the Effective Date.'))],
]);

// ---- 7. Third-party information excluded only where the recipient does not know of the source's duty (the fallback) ----
rows('third-party information excluded only so far as the recipient knows of no duty (nda.third_party_acquisition)', [
  [good('nda', 'nda.third_party_acquisition', nda({ exceptions: 'The obligations in Section 2 do not apply to information that: (a) is or becomes publicly available through no fault of the Recipient; (b) was known to the Recipient before disclosure; (c) is received from a third party who, to the Recipient\'s knowledge, owes no duty of confidence to the Discloser; or (d) is independently developed by the Recipient.' }), 'acceptable'),
    good('nda', 'nda.third_party_acquisition', nda({ exceptions: 'The obligations in Section 2 do not apply to information that: (a) is or becomes publicly available through no fault of the Recipient; (b) was known to the Recipient before disclosure; (c) is received from a third party who owes no duty of confidence to the Discloser; or (d) is independently developed by the Recipient.' }))],
  [good('nda', 'nda.third_party_acquisition', indian('Clause 2 shall not apply to information which Tarang obtains on a non-confidential basis from a source not known by Tarang to be bound by any obligation of confidentiality to Meridian.'), 'acceptable'),
    good('nda', 'nda.third_party_acquisition', indian('Clause 2 shall not apply to information which Tarang obtains on a non-confidential basis from a source not bound by any obligation of confidentiality to Meridian.'))],
  [good('nda', 'nda.third_party_acquisition', mutualCa('Confidential Information does not include information lawfully obtained from a third party who, so far as the receiving party is aware after reasonable enquiry, is free to disclose it.'), 'acceptable'),
    good('nda', 'nda.third_party_acquisition', mutualCa('Confidential Information does not include information lawfully obtained from a third party who is free to disclose it.'))],
  // (the knowledge test offered beside an unqualified route keeps the preferred exclusion: received without any duty)
  [good('nda', 'nda.third_party_acquisition', indian('Clause 2 shall not apply to information which Tarang receives from a third party who, to the best of Tarang\'s knowledge after due enquiry, is not in breach of a duty of confidence to Meridian.'), 'acceptable'),
    good('nda', 'nda.third_party_acquisition', indian('Clause 2 shall not apply to information which Tarang receives from a third party who, to the best of Tarang\'s knowledge after due enquiry, is not in breach of a duty of confidence to Meridian, or without any accompanying duty of confidence.'))],
]);

// ---- 8. Exclusions the recipient must prove by its written records (the fallback) ----
rows('exclusions that hold only if the recipient proves them by written records (nda.standard_exclusions)', [
  [good('nda', 'nda.standard_exclusions', nda({ exceptions: 'The obligations in Section 2 do not apply to information that: (a) is or becomes publicly available through no fault of the Recipient; (b) was known to the Recipient before disclosure, as evidenced by the Recipient\'s written records; (c) is rightfully received from a third party without a duty of confidentiality; or (d) is independently developed by the Recipient.' }), 'acceptable'),
    good('nda', 'nda.standard_exclusions', nda({ exceptions: 'The obligations in Section 2 do not apply to information that: (a) is or becomes publicly available through no fault of the Recipient; (b) was known to the Recipient before disclosure; (c) is rightfully received from a third party without a duty of confidentiality; or (d) is independently developed by the Recipient.' }))],
  [good('nda', 'nda.standard_exclusions', indian('Clause 2 shall not apply to information which: (a) is in the public domain otherwise than by breach of this Agreement; (b) Tarang can show by contemporaneous documentary evidence was in its possession before disclosure; (c) Tarang obtains from a third party who is free to disclose it; or (d) Tarang develops independently.'), 'acceptable'),
    good('nda', 'nda.standard_exclusions', indian('Clause 2 shall not apply to information which: (a) is in the public domain otherwise than by breach of this Agreement; (b) Tarang can show was in its possession before disclosure; (c) Tarang obtains from a third party who is free to disclose it; or (d) Tarang develops independently.'))],
  [good('nda', 'nda.standard_exclusions', mutualCa('Confidential Information excludes anything that (1) is publicly available through no fault of the receiving party, (2) was already lawfully known to the receiving party or (3) is developed independently by the receiving party, in each case as demonstrated by written records of the receiving party.'), 'acceptable'),
    good('nda', 'nda.standard_exclusions', mutualCa('Confidential Information excludes anything that (1) is publicly available through no fault of the receiving party, (2) was already lawfully known to the receiving party or (3) is developed independently by the receiving party, in each case whatever the receiving party\'s records show.'))],
]);
