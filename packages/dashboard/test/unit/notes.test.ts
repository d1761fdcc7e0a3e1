import { describe, expect, it } from 'vitest';
import { explanationParts, recommendationParts } from '../../src/review/notes.js';

describe('explanationParts', () => {
  it('drops a first sentence that repeats the title and sets the check apart', () => {
    const title = 'A residuals clause lets the recipient use information its people remember';
    const e = explanationParts(title, `${title}. The contract says: “3. Residuals. The Recipient may use any information.” (section 3). The check looks at whether the receiver may use information retained in unaided memory.`);
    expect(e.finding).toBe('The contract says: “3. Residuals. The Recipient may use any information.” (section 3).');
    expect(e.check).toBe('The check looks at whether the receiver may use information retained in unaided memory.');
  });

  it('keeps an explanation that does not begin with the title', () => {
    expect(explanationParts('Short term', 'The term is one year, below the playbook\'s two.')).toEqual({ finding: 'The term is one year, below the playbook\'s two.' });
    // a title that is only the start of the first sentence is not a repetition
    expect(explanationParts('No cap', 'No cap applies to indemnities.').finding).toBe('No cap applies to indemnities.');
  });

  it('keeps the whole text when nothing but the check would be left', () => {
    expect(explanationParts('X', 'The check looks at the term.')).toEqual({ finding: 'The check looks at the term.' });
  });
});

describe('recommendationParts', () => {
  it('reads the preferred position, the fallbacks in order and the closing sentence', () => {
    expect(recommendationParts('Preferred: Each party\'s liability is capped at the fees. Fallback: A mutual cap of the fees paid in 6 months. Or: A cap on the licensee\'s liability only. Anything worse than the fallback should be rejected.')).toEqual({
      preferred: 'Each party\'s liability is capped at the fees.',
      fallbacks: ['A mutual cap of the fees paid in 6 months.', 'A cap on the licensee\'s liability only.'],
      closing: 'Anything worse than the fallback should be rejected.',
    });
  });

  it('reads a recommendation without fallbacks', () => {
    expect(recommendationParts('Preferred: No residuals clause.')).toEqual({ preferred: 'No residuals clause.', fallbacks: [] });
  });

  it('is null for a recommendation in another shape', () => {
    expect(recommendationParts('Ask for a two-year term.')).toBeNull();
  });
});
