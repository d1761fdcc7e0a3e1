// Reading aid for the lawyer-read suite: the sentences of a CUAD contract that a reader looks at for each
// check, found by plain keywords independent of the playbook's patterns, with their offsets.
//   node eval/lawyer/read.ts <CUAD file name> <check suffix,...>
import { readFileSync } from 'node:fs';
import { dataPath } from '../data.ts';

const KEYWORDS: Record<string, RegExp> = {
  grant_scope: /\bgrant|licen[cs]e[sd]? (?:to|under)/i, exclusivity: /exclusiv|compet/i, sublicensing: /sub-?licen/i,
  royalties_audit: /audit|inspect|books|records/i, improvements: /improvement|modification|derivative/i,
  change_of_control: /control|merger|acqui/i, termination_for_convenience: /terminat|cancel/i,
  indemnification: /indemn|hold harmless/i, limitation_of_liability: /liabil|exceed/i, consequential_damages: /consequential|indirect/i,
  assignment: /assign|transfer/i, governing_law: /govern|laws of|jurisdiction/i, confidentiality: /confiden/i,
  ip_ownership: /\bown|property|title|work product|deliverable/i, payment_terms: /\bpa(?:y|id)|invoice|fee|\$/i,
  auto_renewal: /renew|extend|extension/i, insurance: /insur/i, acceptance: /accept/i, services_warranty: /warrant|as is/i,
  independent_contractor: /independent|contractor|relationship|partner|agent/i, service_levels: /uptime|availab|service level|credit/i,
  data_protection: /data|privacy|personal|secur/i, price_increases: /increase|price|adjust/i,
  compensation: /salary|compensation|remunerat/i, notice_period: /terminat|notice/i, termination_for_cause: /cause|misconduct|summar/i,
  ip_assignment: /invent|intellectual|work product/i, non_compete: /compet/i, non_solicit: /solicit|entice/i,
  rent: /\brent\b/i, rent_increases: /increase|adjust/i, renewal_option: /renew|extend/i, deposit: /deposit/i,
  repairs: /repair|mainten/i, assignment_subletting: /assign|sublet|sublease/i,
};
const [file, list, width = '200'] = process.argv.slice(2);
const text = readFileSync(dataPath('cuad', 'full_contract_txt', file), 'utf8');
const sentences: [number, number][] = [];
const re = /[^\n]+/g;
for (let m; (m = re.exec(text)); ) {
  // split a line into rough sentences: a full stop, then a space and a capital or a number
  const line = m[0];
  let s = 0;
  for (const b of line.matchAll(/[.;:]\s+(?=[A-Z(0-9"“])/g)) { sentences.push([m.index + s, m.index + b.index! + 1]); s = b.index! + b[0].length; }
  sentences.push([m.index + s, m.index + line.length]);
}
for (const key of list.split(',')) {
  const k = KEYWORDS[key];
  console.log(`== ${key}`);
  for (const [a, b] of sentences) if (k.test(text.slice(a, b))) console.log(`  [${a},${b}] ${text.slice(a, b).slice(0, Number(width)).replace(/\s+/g, ' ')}`);
}
