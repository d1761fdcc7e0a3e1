// A Markdown contract's defined terms carry emphasis inside their quotes ('(the "*Recipient*")'); the redline
// language is written in those terms, as in a plain-text contract.
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';

const NDA = `# Mutual Non-Disclosure Agreement

This Agreement is entered into by Alpha Robotics Inc. & Beta Analytics LLC (each a "Party").

1. **Confidential Information**. "Confidential Information" means all non-public information that one Party (the "*Discloser*") discloses to the other Party (the "*Recipient*").

2. **Obligations**. The Recipient shall use Confidential Information solely for the Purpose.

3. **Governing Law**. This Agreement is governed by the laws of the State of Delaware.
`;

describe('redline language in a Markdown contract', () => {
  it('uses the defined terms written with emphasis inside their quotes', () => {
    const redlines = review({ text: NDA, document_type: 'nda', options: { suggest_redlines: true } }).review.redlines ?? [];
    const added = redlines.map((r) => r.suggested_text.slice(r.original_text.length)).join('\n');
    expect(added).toMatch(/\bRecipient\b/);
    expect(added).toMatch(/\bDiscloser\b/);
    expect(added).not.toMatch(/\b[Rr]eceiving [Pp]arty\b|\b[Dd]isclosing [Pp]arty\b/);
  });
});
