import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jurisdictionCode, jurisdictionDisplayName } from '../src/index.js';

const countries: Record<string, string> = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', DE: 'Germany' };
const country = (a: string) => countries[a];

describe('jurisdiction display names', () => {
  it('names the legal system, as a lawyer does: a state or province by its name, English law as England and Wales', () => {
    expect(jurisdictionDisplayName('US-IA', country)).toBe('Iowa');
    expect(jurisdictionDisplayName('CA-QC', country)).toBe('Quebec');
    expect(jurisdictionDisplayName('GB', country)).toBe('England and Wales');
    expect(jurisdictionDisplayName('GB-SCT', country)).toBe('Scotland');
    expect(jurisdictionDisplayName('GB-NIR', country)).toBe('Northern Ireland');
    expect(jurisdictionDisplayName('DE', country)).toBe('Germany');
    // every jurisdiction the engine codes reads back as the legal system it named
    for (const name of ['New York', 'Delaware', 'District of Columbia', 'England and Wales', 'Scotland', 'Ontario', 'New South Wales']) {
      expect(jurisdictionDisplayName(jurisdictionCode(name), country)).toBe(name);
    }
  });

  it('keeps what it cannot name', () => {
    expect(jurisdictionDisplayName('US-GU', country)).toBe('United States (US-GU)');
    expect(jurisdictionDisplayName('ZZ-AB', country)).toBe('ZZ-AB');
    expect(jurisdictionDisplayName('New York', country)).toBe('New York');
    // no country names at hand: the engine's own name for a country it reads
    expect(jurisdictionDisplayName('NL', () => undefined)).toBe('Netherlands');
  });

  it('stands alone, so that the dashboard can load it without the engine', () => {
    const src = readFileSync(new URL('../src/jurisdiction-codes.ts', import.meta.url), 'utf8');
    expect(src).not.toMatch(/^\s*(?:import|export\s+[^;]*\bfrom)\b/m);
  });
});
