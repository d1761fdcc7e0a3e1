// The NDA checks' reading of how practitioners phrase each concept, in sentences written for this file:
// each case pairs the phrasing with a twin that shares its words but not its meaning.
import { describe, expect, it } from 'vitest';
import { buildContext, evaluateCheck, getBuiltInPlaybook } from '../src/index.js';

const playbook = getBuiltInPlaybook('pbk_nda_standard')!;
function outcome(checkId: string, text: string): string {
  return evaluateCheck(playbook.checks.find((c) => c.check_id === checkId)!, buildContext(text)).outcome;
}

describe('return or destruction (nda-16)', () => {
  it('is required when the end of the agreement or of the purpose triggers it', () => {
    expect(outcome('nda.return_or_destroy', 'Upon expiry of this Agreement, the Recipient shall return all Confidential Information to the Discloser.')).toBe('entailed');
    expect(outcome('nda.return_or_destroy', 'Upon termination of this Agreement, or at any time upon the written request of the Discloser, the Recipient shall return or destroy all Confidential Information.')).toBe('entailed');
    expect(outcome('nda.return_or_destroy', 'Upon request, and in any event upon completion of the Project, the Recipient shall destroy all Confidential Information.')).toBe('entailed');
  });

  it('is the on-request fallback when the end only opens the way to a request', () => {
    expect(outcome('nda.return_or_destroy', 'If the Project is not completed, the Recipient shall, upon the written request of the Discloser, return all Confidential Information.')).toBe('not_mentioned');
  });

  it('reads material handed back in other words, and not the signed agreement sent back', () => {
    expect(outcome('nda.return_or_destroy', 'All drawings and samples furnished to the Contractor shall be surrendered to the Owner upon completion of the Work.')).toBe('entailed');
    expect(outcome('nda.return_or_destroy', 'Please complete and return this Agreement to the Owner before the site visit.')).toBe('not_mentioned');
  });
});

describe('limited use (nda-4)', () => {
  it('reads a prohibition that names the other uses', () => {
    expect(outcome('nda.limited_use', 'The Advisor shall not, at any time during or after the engagement, publish, communicate to any person or firm, or use for his own account any of the Company\'s pricing or customer lists.')).toBe('entailed');
    expect(outcome('nda.limited_use', 'The Recipient shall not disclose, copy or utilise the Evaluation Material, in whole or in part, for any other purpose.')).toBe('entailed');
  });

  it('does not take "use reasonable efforts" for a use of the information', () => {
    expect(outcome('nda.limited_use', 'If disclosure is compelled, the Recipient shall use its reasonable best efforts to disclose only that portion of the information that is legally required.')).toBe('not_mentioned');
    expect(outcome('nda.limited_use', 'The Recipient shall use the Confidential Information only for the Purpose and shall use reasonable care to protect it.')).toBe('entailed');
  });
});

describe('marking (nda-1)', () => {
  it('reads the reasonable-person standard as protection without marking', () => {
    expect(outcome('nda.explicit_identification', '"Confidential Information" means information of the Discloser that is marked confidential or that ought to be considered confidential from its nature or the circumstances of its disclosure.')).toBe('contradicted');
    expect(outcome('nda.explicit_identification', 'Unmarked information is nevertheless protected if the Recipient knew, or should reasonably have known, that it was confidential.')).toBe('contradicted');
  });

  it('keeps a marking requirement entailed', () => {
    expect(outcome('nda.explicit_identification', 'Confidential Information is protected only if it is marked as "Confidential" at the time of disclosure.')).toBe('entailed');
    expect(outcome('nda.explicit_identification', 'Confidential Information is protected only if it is marked as "Confidential". The Recipient shall notify the Discloser should it come to know of any loss of Confidential Information.')).toBe('entailed');
  });
});

describe('technical information only (nda-2)', () => {
  it('reads a definition that names business information as covering more than technical information', () => {
    expect(outcome('nda.technical_information_only', '"Proprietary Information" shall mean source code, algorithms, pricing, customer lists and marketing plans of the Discloser.')).toBe('contradicted');
  });

  it('does not read a generic definition as naming business information', () => {
    expect(outcome('nda.technical_information_only', '"Confidential Information" means all information disclosed by the Discloser to the Recipient in connection with the Project.')).toBe('not_mentioned');
    expect(outcome('nda.technical_information_only', '"Confidential Information" means all information and know-how, whether technical or non-technical, disclosed by the Discloser.')).toBe('contradicted');
  });
});

describe('confidentiality of the agreement (nda-10)', () => {
  it('reads the agreement kept confidential and announcements about the dealings', () => {
    expect(outcome('nda.confidentiality_of_agreement', 'This Agreement and its terms shall be kept strictly confidential by both Parties.')).toBe('entailed');
    expect(outcome('nda.confidentiality_of_agreement', 'Each Party shall keep this Agreement confidential.')).toBe('entailed');
    expect(outcome('nda.confidentiality_of_agreement', 'The terms and conditions of this Agreement shall also be deemed Confidential Information.')).toBe('entailed');
    expect(outcome('nda.confidentiality_of_agreement', 'Neither Party shall issue any press release regarding the proposed transaction without the consent of the other.')).toBe('entailed');
    expect(outcome('nda.confidentiality_of_agreement', 'The content and timing of any press release regarding this Agreement shall be mutually agreed by the Parties.')).toBe('entailed');
    expect(outcome('nda.confidentiality_of_agreement', 'Both Parties will treat the terms of this Agreement and the related correspondence as confidential.')).toBe('entailed');
  });

  it('does not read acknowledgements or publicity rules without an object as secrecy of the dealings', () => {
    expect(outcome('nda.confidentiality_of_agreement', 'The Contractor acknowledges that the Owner\'s willingness to disclose Confidential Information depends on the Contractor complying with the terms of this Agreement.')).toBe('not_mentioned');
    expect(outcome('nda.confidentiality_of_agreement', 'Neither Party shall use the other Party\'s logo in any public announcement or advertising without consent.')).toBe('not_mentioned');
    expect(outcome('nda.confidentiality_of_agreement', 'All Confidential Information disclosed under this Agreement shall be kept strictly confidential by the Recipient.')).toBe('not_mentioned');
    expect(outcome('nda.confidentiality_of_agreement', 'The Parties shall issue a joint press release concerning this Agreement after its signature.')).toBe('not_mentioned');
    expect(outcome('nda.confidentiality_of_agreement', 'Subject to the terms and conditions of this Agreement, the Recipient may use the Confidential Information only for the Purpose.')).toBe('not_mentioned');
  });
});

describe('survival (nda-19)', () => {
  it('needs an end that the obligations outlast', () => {
    expect(outcome('nda.survival_of_obligations', 'Upon a merger of the Company, this Agreement shall continue in full force and effect and bind the successor.')).toBe('not_mentioned');
    expect(outcome('nda.survival_of_obligations', 'The obligations of confidentiality shall remain in full force and effect for three years after the termination of this Agreement.')).toBe('entailed');
  });
});

describe('third-party acquisition (nda-13)', () => {
  it('is not read into indemnities or into a definition that takes in third-party information', () => {
    expect(outcome('nda.third_party_acquisition', 'The Supplier shall hold the Buyer harmless from all claims by third parties arising from infringement of intellectual property rights.')).toBe('not_mentioned');
    expect(outcome('nda.third_party_acquisition', 'Confidential Information shall include information obtained by the Discloser from any third party under a duty of confidentiality.')).toBe('not_mentioned');
    expect(outcome('nda.third_party_acquisition', 'Confidential Information does not include information that the Recipient lawfully receives from a third party without restriction.')).toBe('entailed');
  });
});

describe('no licence (nda-15)', () => {
  it('reads property that stays with the discloser, and not a freedom to carry on business', () => {
    expect(outcome('nda.no_license_granted', 'All property in the Confidential Information, including intellectual property rights, shall remain with the Discloser.')).toBe('entailed');
    expect(outcome('nda.no_license_granted', 'Nothing in this Agreement shall be deemed to prevent the Shareholder from leasing premises in which the Shareholder holds an interest.')).toBe('not_mentioned');
  });
});

describe('non-solicitation (nda-18)', () => {
  it('does not take working for a competitor "as an employee" for a non-solicit', () => {
    expect(outcome('nda.no_solicitation', 'For two years the Seller shall not engage or become involved, either as an employee, officer or consultant, in any competing business.')).toBe('not_mentioned');
    expect(outcome('nda.no_solicitation', 'For two years the Seller shall not solicit or hire, as an employee or consultant, any employee of the Company.')).toBe('entailed');
  });
});

describe('sharing with third parties (nda-7)', () => {
  it('reads "refrain from disclosing" as a prohibition', () => {
    expect(outcome('nda.sharing_with_third_parties', 'The Recipient shall protect the Confidential Information with reasonable care and shall refrain from disclosing it to its staff not working on the Study, or to any third party.')).toBe('contradicted');
    expect(outcome('nda.sharing_with_third_parties', 'The Agent shall not be required to disclose to the Company any information that it holds in confidence for any other person.')).toBe('not_mentioned');
  });
});

describe('copies (nda-17)', () => {
  it('reads copying at the end of a list of prohibited acts, and its exception', () => {
    expect(outcome('nda.permitted_copies', 'The Recipient shall not decompile, disassemble, analyse or copy any prototype of the Discloser.')).toBe('contradicted');
    expect(outcome('nda.permitted_copies', 'The Recipient shall not decompile, disassemble or copy any prototype, except as necessary for the Evaluation.')).toBe('entailed');
  });
});

describe('retention (nda-20)', () => {
  it('reads retention that the law requires, and not survival after return', () => {
    expect(outcome('nda.retention_after_return', 'The Recipient shall destroy the Evaluation Material on request. Clause 6.1 shall not apply to the extent that the Recipient is required by law to retain any such material.')).toBe('entailed');
    expect(outcome('nda.retention_after_return', 'Notwithstanding the return or destruction of the Evaluation Material, the Recipient will continue to be bound by this Agreement.')).not.toBe('entailed');
  });
});

describe('oral information (nda-3)', () => {
  it('reads information disclosed in any form, and not actions "regardless of form", disclaimers or oral medicines', () => {
    expect(outcome('nda.oral_information_included', '"Confidential Information" means all information disclosed by either Party, whether orally, visually or in writing.')).toBe('entailed');
    expect(outcome('nda.oral_information_included', 'No action, regardless of form, arising under this Agreement may be brought more than one year after it accrues.')).toBe('not_mentioned');
    expect(outcome('nda.oral_information_included', 'The Supplier disclaims all representations and warranties regarding its products, performance or supplied information, whether oral or written.')).toBe('not_mentioned');
    expect(outcome('nda.oral_information_included', 'The Company developed an oral capsule formulation of the compound and will supply it to the Distributor.')).toBe('not_mentioned');
  });
});
