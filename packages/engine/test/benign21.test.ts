// Benign clauses the engine flagged (session 18, benign21; README "False issues on benign twins, by class"): each class
// of drafting the engine read wrongly gets fresh variants that must pass and adverse twins that must stay flagged.
// Written for this package; the variants are not sentences of the hold-outs or the lawyer suite.
import { flagRows, type FlagRow } from './judge-rows.js';
import { consulting, lease, license, msa, services } from './adverse/contracts.js';

type Row = FlagRow;
const rows = (title: string, list: Row[]) => flagRows(title, list, [{ what: 'benign variants', has: (r) => !r.issue }, { what: 'adverse twins', has: (r) => r.issue }]);

// Class T: a party's right to end the contract on notice, worded without "terminate ... for convenience": another verb
// ("bring to an end", "cancel", Quebec's "resiliate"), an adjective ("terminable", "cancellable"), "at the option of",
// or a condition that is only the party's own wish ("If the Tenant wishes to ..."), or a paragraph number before it.
const TFC = (p: string) => `${p}.termination_for_convenience`;
rows('class T: a right to end on notice, worded another way', [
  { name: 'English: either party may bring it to an end on notice', type: 'msa', check: TFC('msa'), issue: false,
    text: msa({ termination: 'Either party may bring this Agreement to an end at any time by giving the other not less than thirty (30) days\' written notice.' }) },
  { name: 'Australian: the tenant may cancel the lease from a date on notice', type: 'lease', check: TFC('lease'), issue: false,
    text: lease('The Tenant may cancel this Lease with effect from the third anniversary of the Commencement Date by serving not less than six (6) months\' notice in writing on the Landlord.') },
  { name: 'US: terminable by either party on notice', type: 'services', check: TFC('services'), issue: false,
    text: services('Term. This Agreement shall be terminable by either party upon sixty (60) days\' written notice to the other.') },
  { name: 'Canadian: cancellable by the licensee on notice', type: 'license', check: TFC('license'), issue: false,
    text: license('Grant.', 'Cancellation. This Agreement is cancellable by the Licensee at any time on three (3) months\' prior written notice to the Licensor.') },
  { name: 'US: terminates at the option of either party on notice', type: 'msa', check: TFC('msa'), issue: false,
    text: msa({ termination: 'This Agreement shall terminate at the option of either party upon ninety (90) days\' written notice to the other.' }) },
  { name: 'English: if the tenant wishes to determine the lease on a date, on notice', type: 'lease', check: TFC('lease'), issue: false,
    text: lease('Break. If the Tenant wishes to determine this Lease on the fifth anniversary of the Term Commencement Date, it may do so by giving the Landlord not less than six (6) months\' written notice.') },
  { name: 'Quebec: the client may resiliate the contract on notice', type: 'consulting', check: TFC('consulting'), issue: false,
    text: consulting('Resiliation. The Client may unilaterally resiliate this contract at any time on thirty (30) days\' written notice to the Consultant.') },
  { name: 'a numbered paragraph with no heading: "7. The Customer may terminate ... by giving ... notice"', type: 'services', check: TFC('services'), issue: false,
    text: services('The Customer may terminate this Agreement by giving the Provider fourteen (14) days\' notice in writing.') },
  { name: 'US: a list of ways it ends, "(a) at the option of either party" on notice', type: 'services', check: TFC('services'), issue: false,
    text: services('Term. This Agreement shall terminate (a) at the option of either party, upon sixty (60) days\' written notice to the other, or (b) automatically when the last Statement of Work is completed.') },
  { name: 'a notice of no stated length: "may terminate this Agreement with written notice"', type: 'consulting', check: TFC('consulting'), issue: false,
    text: consulting('Ending the engagement. The Client may terminate this Agreement with written notice to the Consultant, effective on the date the notice is received.') },
  { name: 'English: a break on notice "regardless of whether any breach ... is then outstanding"', type: 'lease', check: TFC('lease'), issue: false,
    text: lease('Break. The Tenant may end this Lease on the fifth anniversary of the Commencement Date by giving the Landlord not less than six (6) months\' written notice, regardless of whether any breach of the Tenant\'s covenants is then outstanding.') },
  // adverse twins: the same wordings, but the right is the other side's, waits on a breach, or takes too long
  { name: 'twin: only the provider may bring it to an end on notice', type: 'msa', check: TFC('msa'), issue: true,
    text: msa({ termination: 'Provider may bring this Agreement to an end at any time by giving Customer not less than thirty (30) days\' written notice.' }) },
  { name: 'twin: only the landlord may cancel the lease from a date', type: 'lease', check: TFC('lease'), issue: true,
    text: lease('The Landlord may cancel this Lease with effect from the third anniversary of the Commencement Date by serving not less than six (6) months\' notice in writing on the Tenant.') },
  { name: 'twin: terminable on notice only for a breach', type: 'services', check: TFC('services'), issue: true,
    text: services('Term. This Agreement shall be terminable by either party upon sixty (60) days\' written notice if the other party commits a material breach of it.') },
  { name: 'twin: cancellable only by the licensor', type: 'license', check: TFC('license'), issue: true,
    text: license('Grant.', 'Cancellation. This Agreement is cancellable by the Licensor at any time on three (3) months\' prior written notice to the Licensee.') },
  { name: 'twin: terminable at either party\'s option only on twelve months\' notice', type: 'msa', check: TFC('msa'), issue: true,
    text: msa({ termination: 'This Agreement shall terminate at the option of either party upon twelve (12) months\' written notice to the other.' }) },
  { name: 'twin: if the tenant breaches, the landlord may determine the lease', type: 'lease', check: TFC('lease'), issue: true,
    text: lease('Forfeiture. If the Tenant breaches any covenant of this Lease, the Landlord may determine this Lease by giving the Tenant one (1) month\'s written notice.') },
  { name: 'twin: only the consultant may resiliate', type: 'consulting', check: TFC('consulting'), issue: true,
    text: consulting('Resiliation. The Consultant may unilaterally resiliate this contract at any time on thirty (30) days\' written notice to the Client.') },
  { name: 'twin: a numbered paragraph, the provider\'s right alone', type: 'services', check: TFC('services'), issue: true,
    text: services('The Provider may terminate this Agreement by giving the Customer fourteen (14) days\' notice in writing.') },
  { name: 'twin: "(a) at the option of the provider" only', type: 'services', check: TFC('services'), issue: true,
    text: services('Term. This Agreement shall terminate (a) at the option of the Provider, upon sixty (60) days\' written notice to the Customer, or (b) automatically when the last Statement of Work is completed.') },
  { name: 'twin: with written notice only if the other party breaches', type: 'consulting', check: TFC('consulting'), issue: true,
    text: consulting('Ending the engagement. The Client may terminate this Agreement with written notice to the Consultant if the Consultant fails to remedy a material breach within thirty (30) days.') },
  { name: 'twin: a break conditional on no breach being outstanding', type: 'lease', check: TFC('lease'), issue: true,
    text: lease('Break. The Tenant may end this Lease on the fifth anniversary of the Commencement Date by giving the Landlord not less than six (6) months\' written notice, provided that no breach of the Tenant\'s covenants is then outstanding.') },
]);

// Class M: a mutual cap read as one-sided, because the second party's cap is the second half of a compound subject
// ("A's liability to B, and B's liability to A, shall not exceed ...") or is stated by reference to the first ("the
// Licensee's liability is limited in the same way", "is capped on the same basis").
const servicesNoCap = (clause: string) => services(clause).replace('5. Liability. Each party\'s aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim.', '5. Records. Provider shall keep records of the time spent on the Services.');
const licenceNoCap = (clause: string) => license('Grant.', clause).replace('5. Liability. Each party\'s aggregate liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.', '5. Records. Licensee shall keep records of its installations.');
const consultingNoCap = (clause: string) => consulting(clause).replace('5. Liability. Each party\'s aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim.', '5. Records. Consultant shall keep records of the time spent on the Services.');
const LOL = (p: string) => `${p}.limitation_of_liability`;
rows('class M: a mutual cap read as one-sided', [
  { name: 'English: two possessive subjects joined by "and", one cap', type: 'services', check: LOL('services'), issue: false,
    text: servicesNoCap('Liability. The Provider\'s total liability to the Customer, and the Customer\'s total liability to the Provider, arising under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.') },
  { name: 'US: "shall each be limited to", no comma between the two', type: 'services', check: LOL('services'), issue: false,
    text: servicesNoCap('Liability. The Provider\'s aggregate liability to the Customer and the Customer\'s aggregate liability to the Provider under this Agreement shall each be limited to the fees paid in the twelve (12) months before the claim.') },
  { name: 'Australian: the licensee\'s liability limited in the same way as the licensor\'s', type: 'license', check: LOL('license'), issue: false,
    text: licenceNoCap('Liability. (a) The total liability of the Licensor under this Agreement shall not exceed the licence fees paid in the twelve (12) months before the claim. (b) The liability of the Licensee under this Agreement is limited in the same way as in paragraph (a).') },
  { name: 'Indian: the client\'s liability capped on the same basis', type: 'consulting', check: LOL('consulting'), issue: false,
    text: consultingNoCap('Liability. The aggregate liability of the Consultant under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim. The liability of the Client under this Agreement shall be capped on the same basis.') },
  // adverse twins: one party capped, the other's liability left open or stated unlimited
  { name: 'twin: the provider\'s cap, then the customer\'s liability unlimited in the same sentence', type: 'services', check: LOL('services'), issue: true,
    text: servicesNoCap('Liability. The Provider\'s total liability to the Customer arising under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim, and the Customer\'s total liability to the Provider is unlimited.') },
  { name: 'twin: only the provider\'s liability in the subject', type: 'services', check: LOL('services'), issue: true,
    text: servicesNoCap('Liability. The Provider\'s aggregate liability to the Customer under this Agreement shall be limited to the fees paid in the twelve (12) months before the claim.') },
  { name: 'twin: the licensee\'s liability not limited in the same way', type: 'license', check: LOL('license'), issue: true,
    text: licenceNoCap('Liability. (a) The total liability of the Licensor under this Agreement shall not exceed the licence fees paid in the twelve (12) months before the claim. (b) The liability of the Licensee under this Agreement is not limited in amount.') },
  { name: 'twin: the client\'s liability expressly uncapped', type: 'consulting', check: LOL('consulting'), issue: true,
    text: consultingNoCap('Liability. The aggregate liability of the Consultant under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim. The liability of the Client under this Agreement shall not be capped.') },
]);

// Class W: the provider's standard of skill and care stated as a covenant with other verbs ("exercise", "bring to",
// "give the benefit of", "devote", "utilise") or as best practice, without "warrant" or "perform ... in a professional
// manner": read as missing. Twins: the customer's care in using the services, the provider's care of something else,
// and the services disclaimed.
const SW = (p: string) => `${p}.services_warranty`;
rows('class W: a skill-and-care standard worded as a covenant', [
  { name: 'Indian: shall exercise due skill, care and diligence while rendering the Services', type: 'services', check: SW('services'), issue: false,
    text: services('Standard. The Provider shall exercise due skill, care and diligence while rendering the Services.') },
  { name: 'English: shall bring to the provision of the Services the skill and care of a competent supplier', type: 'services', check: SW('services'), issue: false,
    text: services('Standard of work. The Provider shall bring to the provision of the Services the degree of skill, care and diligence reasonably expected of a competent supplier of such services.') },
  { name: 'Canadian: shall give the Client the benefit of its best knowledge, skill and judgment in carrying out the Services', type: 'consulting', check: SW('consulting'), issue: false,
    text: consulting('Standard of work. The Consultant shall give the Client the benefit of its best knowledge, skill and judgment in carrying out the Services.') },
  { name: 'Australian: undertakes that the Services will be carried out in accordance with best industry practice', type: 'services', check: SW('services'), issue: false,
    text: services('Standard of work. The Provider undertakes that the Services will be carried out in accordance with best industry practice.') },
  { name: 'US: will devote its best skill and judgment to the performance of its duties', type: 'consulting', check: SW('consulting'), issue: false,
    text: consulting('Standard of work. The Consultant will devote its best skill and judgment to the performance of its duties under this Agreement.') },
  // adverse twins
  { name: 'twin: the customer\'s care in using the Services', type: 'services', check: SW('services'), issue: true,
    text: services('Use. The Customer shall exercise due skill, care and diligence while using the Services.') },
  { name: 'twin: the provider\'s care of the customer\'s equipment, not of the Services', type: 'services', check: SW('services'), issue: true,
    text: services('Equipment. The Provider shall exercise reasonable care in safeguarding any equipment the Customer leaves at the Provider\'s premises.') },
  { name: 'twin: the Services provided as is, no warranty of skill or care', type: 'consulting', check: SW('consulting'), issue: true,
    text: consulting('Standard of work. The Services are provided "as is", and the Consultant makes no warranty of any kind, express or implied, as to the skill or care with which they are carried out.') },
]);

// Class F: an automatic renewal the customer can stop, worded without "unless ... notice": switched or turned off,
// opted out of, or renewed "except on cancellation by either party" (the French "sauf dénonciation" in translation).
// Twins: renewal that cannot be switched off, or only on notice longer than the 90-day fallback.
const msaNoExit = (extra: string) => msa({ extra, termination: 'Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days of notice.' });
const AR = (p: string) => `${p}.auto_renewal`;
rows('class F: a renewal the customer can stop, worded another way', [
  { name: 'US: the customer may turn off automatic renewal at any time from its dashboard', type: 'msa', check: AR('msa'), issue: false,
    text: msaNoExit('Renewal. This Agreement renews automatically for further one-year terms; the Customer may turn off automatic renewal at any time from its account dashboard.') },
  { name: 'English: save where either party opts out of renewal by notice before the renewal date', type: 'msa', check: AR('msa'), issue: false,
    text: msaNoExit('Renewal. This Agreement renews automatically for successive one-year periods, save where either party opts out of renewal by notice given at any time before the renewal date.') },
  { name: 'translated civil-law drafting: extended except on cancellation by either party', type: 'msa', check: AR('msa'), issue: false,
    text: msaNoExit('Renewal. This Agreement shall be extended automatically for further periods of one year, except on cancellation by either party by written notice sent at any time before the end of the current period.') },
  { name: 'twin: automatic renewal cannot be switched off', type: 'msa', check: AR('msa'), issue: true,
    text: msaNoExit('Renewal. This Agreement renews automatically for further one-year terms, and automatic renewal cannot be switched off.') },
  { name: 'twin: switched off only on 180 days\' notice', type: 'msa', check: AR('msa'), issue: true,
    text: msaNoExit('Renewal. This Agreement renews automatically for further one-year terms; automatic renewal can be switched off only by written notice given at least one hundred and eighty (180) days before the renewal date.') },
  { name: 'twin: turned off only by telephoning 120 days before renewal (no word "notice")', type: 'msa', check: AR('msa'), issue: true,
    text: msaNoExit('Renewal. This Agreement renews automatically for further one-year terms; automatic renewal can be turned off only by telephoning the Provider at least one hundred and twenty (120) days before the renewal date.') },
  { name: 'twin: renewed save denunciation by either party six months before the end of the period (no word "notice")', type: 'msa', check: AR('msa'), issue: true,
    text: msaNoExit('Renewal. This Agreement is renewed tacitly for successive periods of one year, save denunciation by either party by registered letter sent at the latest six (6) months before the end of the period in course.') },
  { name: 'twin: except on cancellation by either party six months ahead', type: 'msa', check: AR('msa'), issue: true,
    text: msaNoExit('Renewal. This Agreement renews automatically for further one-year terms, except on cancellation by either party by written notice given at least six (6) months before the end of the current period.') },
]);
