import { describe, expect, it } from 'vitest';
import { readable } from '../../src/review/markup.js';

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

  it('keeps the space that joins two operations as words', () => {
    expect(readable([{ op: 'delete', text: 'two (2) ' }, { op: 'insert', text: 'five (5) ' }]).map((o) => o.text)).toEqual(['two (2) ', 'five (5) ']);
  });
});
