// The lead's reading, session 27: a charterer's lawyer reading a filed marine transportation agreement (CUAD's Martin
// Midstream exhibit), whose "force majeure" clause relieves the vessel owner of any loss its master and crew cause and of
// "any other cause ... arising without the actual fault of Owner". The review reported "No limitation of liability:
// neither party's liability is capped", which tells the customer the opposite of what the clause does. Each class below
// is written as rows of our own wording (other verbs, order and party names; US, English, Australian, Indian and
// Canadian drafting), each with a twin sharing its words. The contract's own sentences are not among them.
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../src/types.js';
import { bad, evaluation, good, read, rows } from './judge-rows.js';
import { consulting, license, msa, services } from './adverse/contracts.js';

interface Exclusion { name: string; type: DocumentType; check: string; text: string }
const inServices = (name: string, clause: string): Exclusion => ({ name, type: 'services', check: 'services.limitation_of_liability', text: services(`Exclusion. ${clause}`) });
const inMsa = (name: string, clause: string): Exclusion => ({ name, type: 'msa', check: 'msa.limitation_of_liability', text: msa({ extra: clause }) });
const inConsulting = (name: string, clause: string): Exclusion => ({ name, type: 'consulting', check: 'consulting.limitation_of_liability', text: consulting(`Exclusion. ${clause}`) });

/**
 * Each pair: the provider relieved of liability (the contract's mutual cap of twelve months' fees stays), and its twin,
 * an exclusion of loss the customer or something outside the provider causes, which leaves the mutual cap the whole
 * limitation.
 */
function exclusions(title: string, want: RegExp, pairs: [Exclusion, Exclusion][]) {
  describe(title, () => {
    it('has at least three wordings, each with a benign twin', () => expect(pairs.length).toBeGreaterThanOrEqual(3));
    for (const [adverse, benign] of pairs) {
      it(`flags ${adverse.name}, citing the exclusion`, () => {
        const { c, issue } = evaluation(adverse);
        expect(c.position).toBe('unacceptable');
        expect(issue?.title ?? '').toMatch(want);
        expect(c.evidence.some((e) => /liab|responsib/i.test(e.quote) && !/aggregate liability/.test(e.quote))).toBe(true);
        for (const e of c.evidence) expect(adverse.text.slice(e.start, e.end)).toBe(e.quote);
      });
      it(`passes ${benign.name}`, () => {
        const { c, issue } = evaluation(benign);
        expect(issue, issue?.title).toBeUndefined();
        expect(c.position).toBe('preferred');
      });
    }
  });
}

describe('the lead\'s reading, session 27', () => {
  // ---- the provider relieved of all liability, however caused ----
  exclusions('the provider excludes all its liability, however caused', /excludes all its liability/, [
    [inServices('a US exclusion of any loss however caused', 'Provider shall not be liable for any loss or damage suffered by Customer, however caused.'),
      inServices('its twin, loss the customer\'s own breach causes', 'Provider shall not be liable for any loss or damage suffered by Customer to the extent it is caused by Customer\'s own breach of this Agreement.')],
    [inMsa('an English exclusion in contract, tort or otherwise', 'The Provider excludes all liability for any loss or damage, whether arising in contract, tort (including negligence), breach of statutory duty or otherwise.'),
      inMsa('its twin, loss from ignoring written instructions', 'The Provider excludes all liability for any loss or damage arising from the Customer\'s failure to follow the Provider\'s written instructions, whether arising in contract, tort (including negligence), breach of statutory duty or otherwise.')],
    [inConsulting('an Australian "no liability whatsoever" of any kind', 'Consultant has no liability whatsoever to Client for any loss, damage or expense of any kind.'),
      inConsulting('its twin, loss from the client\'s own equipment', 'Consultant has no liability whatsoever to Client for any loss, damage or expense caused by a failure of Client\'s own equipment.')],
  ]);

  // ---- both parties relieved of all liability: the customer's remedy for the provider's failures is gone ----
  exclusions('each party excludes all its liability, however caused', /Each party excludes all its liability/, [
    [inServices('a US mutual exclusion of any loss however caused', 'Neither party shall be liable to the other for any loss or damage, however caused.'),
      inServices('its twin, loss from events beyond a party\'s control', 'Neither party shall be liable to the other for any loss or damage caused by an event beyond its reasonable control, however caused.')],
    [inConsulting('an Australian mutual exclusion of loss of any kind', 'Each party excludes all liability to the other for any loss, damage or expense of any kind.'),
      inConsulting('its twin, indirect loss of any kind', 'Each party excludes all liability to the other for any indirect or consequential loss, damage or expense of any kind.')],
    [inMsa('an Indian mutual exclusion "whatsoever"', 'Neither Party shall have any liability whatsoever to the other Party for any loss, damage, cost or expense, whether arising in contract, tort or otherwise.'),
      inMsa('its twin, claims third parties bring', 'Neither Party shall have any liability whatsoever to the other Party for any loss, damage, cost or expense brought by a third party, whether arising in contract, tort or otherwise.')],
  ]);

  // ---- the provider answers only for its own actual fault, not for its people's ----
  exclusions('the provider is not liable for what its own people do', /its own (?:actual |personal )?fault|its employees|its people/, [
    [inServices('a carrier-style exclusion of its servants\' neglect and of any cause without its actual fault', 'Provider shall not be responsible for any loss of or damage to Customer\'s goods arising from any act, neglect or default of its employees or subcontractors, or from any other cause arising without the actual fault or privity of Provider.'),
      inServices('its twin, the customer\'s people and the goods\' inherent vice', 'Provider shall not be responsible for any loss of or damage to Customer\'s goods arising from any act, neglect or default of Customer\'s employees or contractors, or from inherent vice of the goods.')],
    [inMsa('an Indian warehouse-style save for its directors\' personal negligence', 'The Provider shall not be liable for any loss or damage unless it is caused by the personal negligence of the Provider\'s directors.'),
      inMsa('its twin, loss the customer\'s directors cause', 'The Provider shall not be liable for any loss or damage to the extent it is caused by the negligence of the Customer\'s directors.')],
    [inConsulting('a Canadian exclusion of its employees\', agents\' and subcontractors\' acts', 'Consultant shall not be liable for any loss caused by the acts or omissions of its employees, agents or subcontractors.'),
      inConsulting('its twin, the client\'s employees and other contractors', 'Consultant shall not be liable for any loss caused by the acts or omissions of Client\'s employees, agents or other contractors.')],
  ]);

  // ---- an automatic renewal that runs for years at a time ----
  // The playbooks' fallback renews for one-year terms, stoppable on up to 90 days' notice. A renewal that needs no one to
  // act and then runs two, three or five years was graded on its notice alone, and passed.
  const subscription = (termination: string) => msa({ title: 'SOFTWARE SUBSCRIPTION AGREEMENT', termination });
  const licence = (extra: string) => license('Licensor grants Licensee a non-exclusive licence to use the Software for its internal business purposes.', extra);
  rows('an automatic renewal for longer than a year', [
    [bad('saas', 'saas.auto_renewal', subscription('This Agreement renews automatically for successive two (2) year terms unless either party gives notice of non-renewal at least thirty (30) days before the end of the current term.')),
      good('saas', 'saas.auto_renewal', subscription('This Agreement renews automatically for successive one (1) year terms unless either party gives notice of non-renewal at least thirty (30) days before the end of the current term.'), 'acceptable')],
    [bad('services', 'services.auto_renewal', services('Term. After the Initial Period this Agreement shall continue automatically for further periods of three years each unless either party gives the other not less than sixty days\' written notice before the end of the then current period.')),
      good('services', 'services.auto_renewal', services('Term. After the Initial Period this Agreement shall continue automatically for further periods of twelve months each unless either party gives the other not less than sixty days\' written notice before the end of the then current period.'), 'acceptable')],
    [bad('license', 'license.auto_renewal', licence('Renewal. The licence shall stand renewed automatically for successive terms of five (5) years each unless the Licensee gives notice of non-renewal ninety (90) days before expiry.')),
      good('license', 'license.auto_renewal', licence('Renewal. The licence shall stand renewed automatically for successive terms of one (1) year each unless the Licensee gives notice of non-renewal ninety (90) days before expiry.'), 'acceptable')],
  ]);
  it('a renewal the customer chooses may run for years', () => {
    const text = subscription('Customer may, at its option, renew this Agreement for successive three (3) year terms by giving notice at least thirty (30) days before the end of the current term.');
    expect(read({ type: 'saas', check: 'saas.auto_renewal', text }).issue).toBe(false);
  });
  it('the issue says how long each renewal runs', () => {
    const { issue } = evaluation({ type: 'saas', check: 'saas.auto_renewal', text: subscription('This Agreement renews automatically for successive two (2) year terms unless either party gives notice of non-renewal at least thirty (30) days before the end of the current term.') });
    expect(issue?.title).toMatch(/Each automatic renewal runs two \(2\) years, beyond the fallback's one \(1\) year/);
  });
});
