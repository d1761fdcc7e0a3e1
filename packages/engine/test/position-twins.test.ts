// Position twins (test/adverse/positions.ts): the same clause written to sit at different positions of the
// playbook (notice tiers, narrow indemnities); each version must get its outcome, position and issue.
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { POSITION_TWINS } from './adverse/positions.js';

describe('position twins', () => {
  for (const t of POSITION_TWINS) {
    it(`${t.id}: ${t.versions.map((v) => v.position).join(' / ')}`, () => {
      expect(t.versions.length).toBeGreaterThanOrEqual(2);
      expect(new Set(t.versions.map((v) => v.position)).size).toBe(t.versions.length);
      for (const v of t.versions) {
        const out = review({ text: v.text, document_type: t.type });
        const c = out.review.checks.find((x) => x.check_id === t.check)!;
        expect({ outcome: c.outcome, position: c.position }).toEqual({ outcome: v.outcome, position: v.position });
        expect(out.review.issues.some((i) => i.check_id === t.check)).toBe(v.issue);
      }
    });
  }
});
