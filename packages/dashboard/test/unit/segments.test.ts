import { describe, expect, it } from 'vitest';
import { blocks, bySeverity, changedPart, issueIds, placeRedlines, segment, shownText, type Mark } from '../../src/review/segments.js';

const text = 'Alpha clause text. Beta says three (3) years. Gamma ends here.';
const clauses = [
  { id: 'cl_1', section: '1', start: 0, end: 18 },
  { id: 'cl_2', section: '2', start: 19, end: 45 },
  { id: 'cl_3', section: '3', start: 46, end: text.length },
];
const redline = (id: string, clause_id: string, original_text: string) => ({
  id, issue_id: 'iss_1', clause_id, original_text, suggested_text: original_text.replace('three (3)', 'five (5)'),
  operations: [
    { op: 'equal' as const, text: 'three' },
    { op: 'delete' as const, text: ' (3)' },
    { op: 'insert' as const, text: ' five' },
  ],
  rationale: 'r',
});

function join(segs: ReturnType<typeof segment>): string {
  return segs.map((s) => text.slice(s.start, s.end)).join('');
}

describe('segment', () => {
  it('covers the whole text once, in order, with each piece carrying the marks over it', () => {
    const marks: Mark[] = [
      { kind: 'issue', id: 'iss_1', severity: 'high', start: 6, end: 17 },
      { kind: 'citation', id: 'cit_1', start: 12, end: 30 },
    ];
    const segs = segment(text.length, marks, []);
    expect(join(segs)).toBe(text);
    const at = (pos: number) => segs.find((s) => s.start <= pos && pos < s.end)!;
    expect(at(0).marks).toEqual([]);
    expect(at(7).marks.map((m) => m.id)).toEqual(['iss_1']);
    expect(at(13).marks.map((m) => m.id).sort()).toEqual(['cit_1', 'iss_1']);
    expect(at(20).marks.map((m) => m.id)).toEqual(['cit_1']);
    expect(at(40).marks).toEqual([]);
  });

  it('drops marks outside the text or empty, without losing text', () => {
    const segs = segment(text.length, [
      { kind: 'issue', id: 'a', start: 5, end: 5 },
      { kind: 'issue', id: 'b', start: 50, end: 999 },
      { kind: 'issue', id: 'c', start: -1, end: 3 },
    ], []);
    expect(join(segs)).toBe(text);
    expect(segs.every((s) => s.marks.length === 0)).toBe(true);
  });

  it('makes a placed redline one segment holding every mark that touches it', () => {
    const { placed, unplaced } = placeRedlines(text, clauses, [redline('rdl_1', 'cl_2', 'three (3)')]);
    expect(unplaced).toEqual([]);
    // only the changed words are the redline; "three", unchanged, stays text
    expect(text.slice(placed[0].start, placed[0].end)).toBe(' (3)');
    const marks: Mark[] = [{ kind: 'issue', id: 'iss_1', severity: 'medium', start: 25, end: 36 }];
    const segs = segment(text.length, marks, placed);
    const reds = segs.filter((s) => s.kind === 'redline');
    expect(reds).toHaveLength(1);
    expect(reds[0].start).toBe(placed[0].start);
    expect(reds[0].end).toBe(placed[0].end);
    expect(reds[0].marks.map((m) => m.id)).toEqual(['iss_1']);
    expect(join(segs)).toBe(text);
  });
});

describe('placeRedlines', () => {
  it('looks inside the redline clause first, and reports what it cannot place or what overlaps', () => {
    const t = 'x here. x here.';
    const cls = [{ id: 'a', section: '', start: 0, end: 7 }, { id: 'b', section: '', start: 8, end: 15 }];
    const r1 = redline('r1', 'b', 'x here');
    const r2 = redline('r2', 'a', 'not in the text');
    const r3 = redline('r3', 'b', 'here.');
    const { placed, unplaced } = placeRedlines(t, cls, [r1, r2, r3]);
    expect(placed.map((p) => [p.redline.id, p.start])).toEqual([['r1', 8]]);
    expect(unplaced.map((r) => r.id)).toEqual(['r2', 'r3']);
  });
});

describe('bySeverity', () => {
  it('puts critical first and keeps the given order within a severity', () => {
    const items = [
      { id: 1, severity: 'low' }, { id: 2, severity: 'critical' }, { id: 3, severity: 'medium' },
      { id: 4, severity: 'low' }, { id: 5, severity: 'surprising' }, { id: 6, severity: 'high' },
    ];
    expect(bySeverity(items).map((i) => i.id)).toEqual([2, 6, 3, 1, 4, 5]);
  });
});

describe('blocks', () => {
  it('starts a block at each clause start, and names each mark once, on its first segment', () => {
    const breaks = clauses.map((c) => c.start);
    const marks: Mark[] = [{ kind: 'issue', id: 'iss_1', severity: 'low', start: 10, end: 30 }];
    const segs = segment(text.length, marks, [], breaks);
    const grouped = blocks(segs, breaks);
    expect(grouped.map((b) => b[0].start)).toEqual([0, 19, 46]);
    expect(grouped.flat()).toEqual(segs);
    expect(segs.filter((s) => s.starts.includes('iss_1')).map((s) => s.start)).toEqual([10]);
    expect(segs.filter((s) => s.marks.length > 0).map((s) => [s.start, s.end])).toEqual([[10, 19], [19, 30]]);
  });
});

describe('changedPart', () => {
  const clause = '3.11 Residuals\nNotwithstanding Article 2, the Recipient may use Residual Information.';
  const base = { id: 'r', issue_id: 'i', clause_id: 'c', original_text: clause, suggested_text: '', rationale: '' };

  it('leaves the unchanged heading and tail out of a redline', () => {
    const operations = [
      { op: 'equal' as const, text: '3.11 Residuals\n' },
      { op: 'delete' as const, text: 'Notwithstanding Article 2, the Recipient may use Residual Information' },
      { op: 'insert' as const, text: 'Nothing permits the use of residuals' },
      { op: 'equal' as const, text: '.' },
    ];
    const part = changedPart({ ...base, operations }, 100, 100 + clause.length);
    expect(part.start).toBe(100 + '3.11 Residuals\n'.length);
    expect(part.end).toBe(100 + clause.length - 1);
    expect(part.operations).toEqual(operations.slice(1, 3));
  });

  it('keeps the word before a pure insertion to stand on', () => {
    const operations = [{ op: 'equal' as const, text: clause }, { op: 'insert' as const, text: ' Trade secrets are excluded.' }];
    const part = changedPart({ ...base, operations }, 0, clause.length);
    expect(clause.slice(part.start, part.end)).toBe('Information.');
    expect(part.operations).toEqual([{ op: 'equal', text: 'Information.' }, operations[1]]);
  });

  it('keeps a whole word to stand on, never the inside of a tag with spaces in it', () => {
    const tagged = 'for the evaluation of a collaboration (the "<span class="coverpage_link">Purpose</span>").';
    const operations = [{ op: 'equal' as const, text: tagged }, { op: 'insert' as const, text: '\n\nConfidential Information excludes public information.' }];
    const part = changedPart({ ...base, original_text: tagged, operations }, 0, tagged.length);
    expect(tagged.slice(part.start, part.end)).toBe('"<span class="coverpage_link">Purpose</span>").');
  });

  it('keeps the whole when the operations do not spell the original', () => {
    const operations = [{ op: 'equal' as const, text: 'something else' }, { op: 'insert' as const, text: ' more' }];
    expect(changedPart({ ...base, operations }, 5, 5 + clause.length)).toEqual({ start: 5, end: 5 + clause.length, operations });
  });
});

describe('issueIds', () => {
  it('names the issues a segment is evidence of, most severe first, and not an answer\'s citation', () => {
    const marks: Mark[] = [
      { kind: 'issue', id: 'iss_low', severity: 'low', start: 0, end: 10 },
      { kind: 'citation', id: 'cit_1', start: 0, end: 10 },
      { kind: 'issue', id: 'iss_high', severity: 'high', start: 0, end: 10 },
    ];
    const [seg] = segment(10, marks, []);
    expect(issueIds(seg)).toBe('iss_high iss_low');
    expect(issueIds(segment(10, [marks[1]], [])[0])).toBeUndefined();
  });
});

describe('shownText', () => {
  const given: [string, string, string][] = [
    ['a run of blank lines shows as one', 'ARTICLE I\n\n\n\n\n\n1.1 "AFFILIATE" means', 'ARTICLE I\n\n1.1 "AFFILIATE" means'],
    ['blank lines holding spaces count as blank', 'end.\n   \n\t\n  \n2. Next', 'end.\n\n2. Next'],
    ['one blank line between paragraphs stays', 'First.\n\nSecond.', 'First.\n\nSecond.'],
    ['a line break inside a paragraph stays', 'a hard-wrapped\nline', 'a hard-wrapped\nline'],
    ['runs of spaces in a line stay (tables, signature blocks)', 'Name:     Fred Miller', 'Name:     Fred Miller'],
  ];
  for (const [what, input, want] of given) it(what, () => expect(shownText(input)).toBe(want));
});
