import { describe, expect, it } from 'vitest';
import { listBuiltInPlaybooks, playbookFingerprint, getBuiltInPlaybook, applyPlaybookOverrides } from '../src/index.js';
import { pinProblem, readPins } from './playbook-versions.js';

describe('built-in playbook versions', () => {
  const pins = readPins();

  it('every built-in playbook is at the version pinned to its checks', () => {
    const problems = listBuiltInPlaybooks().map((p) => pinProblem(p, playbookFingerprint(p), pins[p.id])).filter((x) => x !== null);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('pins only playbooks that are built in', () => {
    expect(Object.keys(pins).sort()).toEqual(listBuiltInPlaybooks().map((p) => p.id).sort());
  });

  it('the fingerprint moves with what a user sees and with the terms a finding is graded by', () => {
    const msa = getBuiltInPlaybook('pbk_msa_standard')!;
    const before = playbookFingerprint(msa);
    expect(playbookFingerprint(getBuiltInPlaybook('pbk_msa_standard')!)).toBe(before);
    const changed = [
      applyPlaybookOverrides(msa, [{ check_id: 'msa.payment_terms', severity: 'critical' }]),
      applyPlaybookOverrides(msa, [{ check_id: 'msa.payment_terms', fallbacks: ['Net 15.'] }]),
      applyPlaybookOverrides(msa, [{ check_id: 'msa.payment_terms', enabled: false }]),
      { ...msa, checks: msa.checks.slice(1) },
      { ...msa, checks: [...msa.checks.slice(1), msa.checks[0]] },
      { ...msa, checks: msa.checks.map((c) => (c.check_id === 'msa.payment_terms' ? { ...c, title: `${c.title}.` } : c)) },
      { ...msa, checks: msa.checks.map((c) => (c.check_id === 'msa.payment_terms' ? { ...c, detection: { ...c.detection!, min_payment_days: { preferred: 45, fallback: 30 } } } : c)) },
      { ...msa, checks: msa.checks.map((c) => (c.check_id === 'msa.governing_law' ? { ...c, detection: { ...c.detection!, positions: { ...c.detection!.positions, not_mentioned: 'unacceptable' as const } } } : c)) },
    ];
    for (const p of changed) expect(playbookFingerprint(p)).not.toBe(before);
  });

  it('the fingerprint ignores the patterns that find a clause, the version and the order of keys', () => {
    const msa = getBuiltInPlaybook('pbk_msa_standard')!;
    const before = playbookFingerprint(msa);
    const reread = { ...msa, checks: msa.checks.map((c) => ({ ...c, detection: { ...c.detection!, topic: [...c.detection!.topic, 'whatever'], exclude: ['x'] } })) };
    expect(playbookFingerprint(reread)).toBe(before);
    expect(playbookFingerprint({ ...msa, version: msa.version + 1 })).toBe(before);
    const reversed = <T extends object>(x: T) => Object.fromEntries(Object.entries(x).reverse()) as T;
    const reordered = reversed({ ...msa, checks: msa.checks.map((c) => reversed({ ...c, detection: reversed(c.detection!) })) });
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(msa)[0]);
    expect(playbookFingerprint(reordered)).toBe(before);
  });

  it('says what to do when checks change without a new version, or a version moves without a change', () => {
    const pin = { version: 2, fingerprint: 'a' };
    expect(pinProblem({ id: 'pbk_x', version: 2 }, 'a', pin)).toBeNull();
    expect(pinProblem({ id: 'pbk_x', version: 2 }, 'b', pin)).toMatch(/checks changed .* still 2: run `pnpm --filter @contract-analysis\/engine playbooks:pin --bump` \(raises it to 3/);
    expect(pinProblem({ id: 'pbk_x', version: 3 }, 'b', pin)).toMatch(/raised to version 3 but not pinned/);
    expect(pinProblem({ id: 'pbk_x', version: 4 }, 'b', pin)).toMatch(/jumps from version 2 to 4/);
    expect(pinProblem({ id: 'pbk_x', version: 3 }, 'a', pin)).toMatch(/put `version: 2` back/);
    expect(pinProblem({ id: 'pbk_x', version: 1 }, 'a', undefined)).toMatch(/no pinned version/);
  });
});
