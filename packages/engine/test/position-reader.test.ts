// The learned position reader (src/learned/position.ts, tools/train/train_position.py): its data files keep the
// protocol of the engine README ("Learned position reader"), its features read the cited language as documented, the
// TypeScript inference computes what the trainer computed, and a check whose family the reader is off for reads as the
// rules read it.
import { readFileSync, statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { review, type ReviewOutput } from '../src/index.js';
import { buildContext } from '../src/review.js';
import { builtInCheck } from '../src/playbooks/index.js';
import { familyOf, issueProbability, loadPositionModel, positionModel, readerTokens, setPositionModel, type PositionFeatures, type PositionModel } from '../src/learned/position.js';
import { msa } from './adverse/contracts.js';
import { HOLDOUT10, HOLDOUT10_EXTRA } from './adverse/holdout10.js';
import * as lawyerSuites from '../eval/lawyer/suite.ts';
import { hasData } from '../eval/data.ts';
import { suiteText } from '../eval/lawyer/score.ts';

const dataFile = (name: string) => new URL(`../data/${name}`, import.meta.url);
const model = JSON.parse(readFileSync(dataFile('position.model.json'), 'utf8')) as PositionModel;
type Tally = Record<string, number>;
const cv = JSON.parse(readFileSync(dataFile('position.cv.json'), 'utf8')) as {
  protocol: { fitted_groups: string[]; held_out_groups: string[]; folds: Record<string, string[]>; held_out_fitted_on: string[] };
  held_out_items: string[];
  weak: { excluded: string[]; docs: string[]; agreement: Record<string, Tally> };
  cv: { grid: { training: string; blocks: string[]; C: number; weak_weight: number; margin: number; issue_right: number }[]; chosen: { training: string; blocks: string[]; C: number; weak_weight: number; margin: number } };
  held_out: { by_family: { rules: Record<string, Tally>; reader: Record<string, Tally> } };
  on: string[];
  passed_held_out: string[];
  guard: Record<string, string[]>;
  vetoed: Record<string, string>;
  carried: Record<string, string>;
  parity: { blocks: PositionFeatures; p: number }[];
};

afterEach(() => setPositionModel(undefined));

describe('position reader: the protocol its data files keep', () => {
  it('never fits a fold on the suite it scores, nor the held-out suites before they are scored', () => {
    const { fitted_groups: fitted, held_out_groups: held, folds, held_out_fitted_on: heldFittedOn } = cv.protocol;
    expect([...held].sort()).toEqual(['holdout10', 'holdout10extra', 'test13a', 'test13b']);
    expect(fitted.filter((g) => held.includes(g))).toEqual([]);
    expect(Object.keys(folds).sort()).toEqual([...fitted].sort());
    for (const [g, train] of Object.entries(folds)) {
      expect(train).not.toContain(g);
      for (const h of held) expect(train).not.toContain(h);
    }
    for (const h of held) expect(heldFittedOn).not.toContain(h);
    // every held-out reading belongs to a held-out suite
    expect(cv.held_out_items.length).toBeGreaterThan(200);
    for (const item of cv.held_out_items) expect(held).toContain(item.split('|')[0]);
  });

  it('ships the setting the cross-validation chose, and only the families that beat the rules held out', () => {
    const best = Math.max(...cv.cv.grid.map((g) => g.issue_right));
    const { training, C, weak_weight: weakWeight, margin, blocks } = cv.cv.chosen;
    const chosen = cv.cv.grid.find((g) => g.training === training && g.C === C && g.weak_weight === weakWeight && g.margin === margin && g.blocks.join() === blocks.join());
    expect(chosen?.issue_right).toBe(best);
    expect(model.margin).toBe(cv.cv.chosen.margin);
    expect(model.blocks).toEqual(cv.cv.chosen.blocks);
    expect(model.on).toEqual(cv.on);
    const { rules, reader } = cv.held_out.by_family;
    // round 3: a gain in issues with no wrong change (no benign reading newly flagged, no deserved issue dropped)
    const passed = (f: string) => f in reader && reader[f].issue_right > rules[f].issue_right && (reader[f].newly_flagged_benign ?? 0) === 0 && (reader[f].unflagged_wrongly ?? 0) === 0;
    expect(cv.passed_held_out).toEqual(Object.keys(reader).filter(passed));
    // on: passed held out, and the shipped weights newly flag no benign reading (judged, or a check of the engine's drafts)
    // a family on from the previous round may stay on (`carried`) only where its held-out readings (if any) changed nothing wrongly
    const carried = (f: string) => f in cv.carried && !passed(f) && (reader[f]?.newly_flagged_benign ?? 0) === 0 && (reader[f]?.unflagged_wrongly ?? 0) === 0;
    for (const f of model.on) {
      expect(passed(f) || carried(f)).toBe(true);
      expect(cv.guard[f]).toEqual([]);
      expect(cv.vetoed[f]).toBeUndefined();
    }
    for (const f of Object.keys(reader).filter((f) => !model.on.includes(f))) expect(!passed(f) || cv.guard[f].length > 0 || f in cv.vetoed).toBe(true);
    expect(statSync(dataFile('position.model.json')).size).toBeLessThan(1 << 20);
  });

  it('trains on no weak label of a lawyer-read contract or of a contract named to be left out', () => {
    const suiteFiles = new Set(Object.values(lawyerSuites).filter(Array.isArray).flatMap((list) => (list as { file?: string }[]).map((c) => c.file)).filter(Boolean));
    expect(suiteFiles.size).toBeGreaterThan(80);
    expect(cv.weak.docs.length).toBeGreaterThan(200);
    for (const doc of cv.weak.docs) {
      expect(suiteFiles.has(doc)).toBe(false);
      expect(cv.weak.excluded).not.toContain(doc);
    }
    // the weak labels were measured against the lawyer on the fitted suites' contracts
    expect(cv.weak.agreement.all.readings).toBeGreaterThan(100);
  });

  it('scores as the trainer scored (the shipped weights, to 1e-9)', () => {
    const m = loadPositionModel(model);
    expect(cv.parity.length).toBeGreaterThanOrEqual(10);
    for (const { blocks, p } of cv.parity) expect(issueProbability(m, blocks)).toBeCloseTo(p, 9);
  });
});

describe('position reader: what it reads', () => {
  const ctx = buildContext(msa({ cap: 'In no event shall Provider be liable for more than 1,000,000 dollars, and Customer shall pay within thirty (30) days.' }));

  it('reads the parties as our side and theirs, marks the words after a negation, and buckets numbers', () => {
    const check = builtInCheck('msa.limitation_of_liability')!;
    const toks = readerTokens(ctx, check, 'In no event shall Provider be liable for more than 1,000,000 dollars; Customer shall pay within thirty (30) days. Each party may terminate.');
    const side = check.detection?.side;
    const [our, their] = side === 'provider' ? ['theirparty', 'ourparty'] : side === 'customer' ? ['ourparty', 'theirparty'] : ['custparty', 'provparty'];
    expect(toks.slice(0, 8)).toEqual(['in', 'no', 'n_event', 'n_shall', `n_${their}`, 'n_be', 'liable', 'for']);
    expect(toks).toContain('nbig');
    expect(toks).toContain(our);
    expect(toks).toContain('n30');
    expect(toks).toContain('bothparties');
    // the negation's scope ends at the clause boundary
    expect(toks.filter((t) => t.startsWith('n_') && t !== 'n_event' && t !== 'n_shall' && t !== `n_${their}` && t !== 'n_be')).toEqual([]);
  });

  it('names a check family as every playbook shares it', () => {
    expect(familyOf('msa.limitation_of_liability')).toBe('limitation_of_liability');
    expect(familyOf('saas.limitation_of_liability')).toBe(familyOf('services.limitation_of_liability'));
  });
});

describe('position reader in the review', () => {
  const docs: [Parameters<typeof review>[0]['document_type'], string][] = [
    ['msa', msa({ cap: 'Provider\'s total liability under this Agreement shall not exceed the fees paid by Customer in the twelve (12) months before the claim.' })],
    ['msa', msa({ cap: 'Neither party\'s liability shall be limited.' })],
  ];
  const strip = (o: ReviewOutput) => o.review.checks.map((c) => [c.check_id, c.outcome, c.position, c.evidence.map((e) => e.quote)]);

  it('is deterministic: the same contract reviewed twice reads the same', () => {
    for (const [type, text] of docs) expect(strip(review({ text, document_type: type }))).toEqual(strip(review({ text, document_type: type })));
  });

  it('leaves every check of a family it is off for exactly as the rules read it', () => {
    for (const [type, text] of docs) {
      const withReader = review({ text, document_type: type });
      setPositionModel(null);
      const rules = review({ text, document_type: type });
      setPositionModel(undefined);
      const on = new Set(positionModel()!.on);
      const off = (o: ReviewOutput) => strip(o).filter(([id]) => !on.has(familyOf(id as string)));
      expect(off(withReader)).toEqual(off(rules));
      expect(withReader.review.issues.filter((i) => !on.has(familyOf(i.check_id))).map((i) => [i.check_id, i.title, i.explanation]))
        .toEqual(rules.review.issues.filter((i) => !on.has(familyOf(i.check_id))).map((i) => [i.check_id, i.title, i.explanation]));
    }
  });

  it('overrides only past its margin, in both directions, and writes the issue as the check\'s lawyer note', () => {
    const text = docs[0][1];
    const check = 'msa.limitation_of_liability';
    setPositionModel(null);
    const rules = review({ text, document_type: 'msa' }).review;
    const read = rules.checks.find((c) => c.check_id === check)!;
    expect(read.evidence.length).toBeGreaterThan(0);
    const flagged = read.position === 'unacceptable' || read.position === 'missing';
    // a model of one weight: its bias alone, sure of the opposite of the rules' reading
    const sure = (bias: number, margin: number): PositionModel => ({ ...model, on: [familyOf(check)], bias, margin, index: [], weights: '', scale: 1 });
    setPositionModel(sure(flagged ? -3 : 3, 0.4));
    const flipped = review({ text, document_type: 'msa' }).review;
    expect(flipped.checks.find((c) => c.check_id === check)!.position).toBe(flagged ? 'acceptable' : 'unacceptable');
    const issue = flipped.issues.find((i) => i.check_id === check);
    if (flagged) expect(issue).toBeUndefined();
    else {
      // the check's own wording of the problem (the rules' default when they found nothing more specific)
      const c = builtInCheck(check)!;
      expect(issue?.title).toBe(c.detection!.problem?.unacceptable ?? `Outside the playbook: ${c.title[0].toLowerCase()}${c.title.slice(1)}`);
      expect(issue?.explanation).toContain(read.evidence[0].quote.slice(0, 40));
    }
    // probability 0.95 does not pass a margin of 0.46
    setPositionModel(sure(flagged ? -2.944 : 2.944, 0.46));
    expect(review({ text, document_type: 'msa' }).review.checks.find((c) => c.check_id === check)!.position).toBe(read.position);
  });
});

describe('position reader, shipped: the held-out readings it changed', () => {
  // this round's held-out readings (hold-out 10 and its ten more, TEST13A, TEST13B) the reader changed: those of a family it
  // ships on (round 4: none) and those of a family kept off (failed held out, or passed and was vetoed afterwards)
  const all = (cv.held_out as unknown as { changes: { group: string; doc: string; check: string; rules: string; reader: string; gold: string[] }[] }).changes;
  const changes = all.filter((c) => model.on.includes(familyOf(c.check)));
  const off = all.filter((c) => !model.on.includes(familyOf(c.check)));
  const cases = new Map([...HOLDOUT10, ...HOLDOUT10_EXTRA].map((k) => [k.id, k]));
  const lawyerRead = new Map([...lawyerSuites.TEST13A, ...lawyerSuites.TEST13B].map((c) => [c.file, c]));
  const input = (c: (typeof changes)[number]): { text: string; type: Parameters<typeof review>[0]['document_type'] } => {
    if (c.group.startsWith('holdout')) {
      const [id, side] = c.doc.split('/') as [string, 'adverse' | 'benign'];
      const k = cases.get(id)!;
      return { text: k[side].text, type: k.type };
    }
    const contract = lawyerRead.get(c.doc)!;
    return { text: suiteText(contract), type: contract.type as Parameters<typeof review>[0]['document_type'] };
  };

  it.skipIf(!hasData('cuad', 'full_contract_txt'))('are read as the lawyer judged them, where the rules alone read them otherwise', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const c of changes) {
      const { text, type } = input(c);
      const read = () => {
        const r = review({ text, document_type: type }).review;
        return { check: r.checks.find((x) => x.check_id === c.check)!, issue: r.issues.find((x) => x.check_id === c.check) };
      };
      setPositionModel(null);
      const rules = read();
      setPositionModel(undefined);
      const shipped = read();
      // held out, the rules were 036241f's; where today's rules still read the same, the reader changes it as it did then
      // and raises the issue quoting the cited language; wherever they read it, the shipped reading is the lawyer's
      expect(c.gold).toContain(shipped.check.position);
      if (rules.check.position !== c.rules) continue;
      expect(shipped.check.position).toBe(c.reader);
      if (c.reader === 'unacceptable') expect(shipped.issue?.explanation).toContain(rules.check.evidence[0].quote.slice(0, 30));
      else expect(shipped.issue).toBeUndefined();
    }
    // (round 4: no family shipped on has a held-out change: assignment and explicit_identification, the two that passed,
    // were vetoed after the held-out score, and sublicensing, carried, has no held-out reading; the loop reads none)
  });

  it.skipIf(!hasData('contractnli', 'dev.json'))('in a family kept off, are read by the shipped engine exactly as the rules alone read them', () => {
    expect(off.length).toBeGreaterThan(0);
    for (const c of off) {
      const { text, type } = input(c);
      const position = () => review({ text, document_type: type }).review.checks.find((x) => x.check_id === c.check)!.position;
      setPositionModel(null);
      const rules = position();
      setPositionModel(undefined);
      expect(position()).toBe(rules);
      // kept off for a stated reason: it failed held out, or it passed and was vetoed with the reason recorded
      const family = familyOf(c.check);
      expect(!cv.passed_held_out.includes(family) || family in cv.vetoed).toBe(true);
    }
  });
});
