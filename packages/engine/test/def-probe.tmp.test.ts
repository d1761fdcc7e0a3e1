import { it } from 'vitest';
import { review } from '../src/index.js';
import { DEFINED_TERMS } from './adverse/definitions.js';
it('probe', () => {
let ok = 0;
for (const k of DEFINED_TERMS) {
  const r = (t: string) => { const o = review({ text: t, document_type: k.type }); const c = o.review.checks.find((x) => x.check_id === k.check)!; const i = o.review.issues.find((x) => x.check_id === k.check); return `${c.outcome}/${c.position}${i ? ' ISSUE' : ''}${i ? " «" + i.title + "»" : ""}`; };
  const a = r(k.adverse.text), b = r(k.benign.text);
  const pass = a.includes('ISSUE') && a.includes('unacceptable') && !b.includes('ISSUE');
  if (pass) ok++;
  console.log(pass ? 'PASS' : 'FAIL', k.id, '\n   adverse:', a, '\n   benign: ', b);
}
console.log(`${ok}/${DEFINED_TERMS.length}`);
});
