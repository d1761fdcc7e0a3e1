import { it } from 'vitest';
import { review } from '../src/index.js';
import { HOLDOUT10, HOLDOUT10_EXTRA } from './adverse/holdout10.js';
it('probe', () => {
  for (const c of [...HOLDOUT10, ...HOLDOUT10_EXTRA].filter((x) => x.type === 'nda')) for (const side of ['adverse', 'benign'] as const) {
    const out = review({ text: (c as any)[side].text ?? (c as any)[side], document_type: 'nda' });
    const k = out.review.checks.find((x: any) => x.check_id === c.check)!;
    console.log(`H ${c.id.slice(0, 50)} ${side} ${k.position} issue=${out.review.issues.some((i: any) => i.check_id === c.check)} ${JSON.stringify((k as any).evidence?.[0]?.text ?? '').slice(0, 120)}`);
  }
});
