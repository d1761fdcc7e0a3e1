import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jurisdictionCode, jurisdictionDisplayName } from '../src/index.js';

const countries: Record<string, string> = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', DE: 'Germany' };
const country = (a: string) => countries[a];

describe('jurisdiction display names', () => {
  it('names a state or province with its country, and a country by the caller\'s names', () => {
    expect(jurisdictionDisplayName('US-IA', country)).toBe('Iowa, United States');
    expect(jurisdictionDisplayName('CA-QC', country)).toBe('Quebec, Canada');
    expect(jurisdictionDisplayName('GB', country)).toBe('United Kingdom');
    // every code the engine gives a US state reads back as the state
    for (const state of ['New York', 'Delaware', 'District of Columbia']) expect(jurisdictionDisplayName(jurisdictionCode(state), country)).toBe(`${state}, United States`);
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
