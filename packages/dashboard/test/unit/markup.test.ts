import { describe, expect, it } from 'vitest';
import { PARAGRAPH, readable } from '../../src/review/markup.js';

describe('readable (a Markdown redline as a reader sees it)', () => {
  it('leaves the markup out and closes the gaps it leaves, also before punctuation', () => {
    const ops = readable([
      { op: 'equal', text: '5. **Term and Termination**. This MNDA ends with the <span class="coverpage_link">MNDA Term</span>.' },
      { op: 'insert', text: ' The obligations survive for three (3) years.' },
    ]);
    expect(ops).toEqual([
      { op: 'equal', text: '5. Term and Termination. This MNDA ends with the MNDA Term.' },
      { op: 'insert', text: ' The obligations survive for three (3) years.' },
    ]);
  });

  it('keeps a paragraph the redline adds apart, without the markup', () => {
    const ops = readable([{ op: 'equal', text: 'purpose.' }, { op: 'insert', text: '\n\n6. **No Licence**. No licence is granted.\n\n7. Remedies.' }]);
    expect(ops[1].text).toBe(`${PARAGRAPH}6. No Licence. No licence is granted.${PARAGRAPH}7. Remedies.`);
    // a line break inside a paragraph is a space
    expect(readable([{ op: 'insert', text: ' one\ntwo' }])[0].text).toBe(' one two');
  });

  it('keeps the space that joins two operations as words', () => {
    expect(readable([{ op: 'delete', text: 'two (2) ' }, { op: 'insert', text: 'five (5) ' }]).map((o) => o.text)).toEqual(['two (2) ', 'five (5) ']);
  });
});
