// What users saw, round 13: a cover page's key terms. A cover page, order form or key-terms table gives the parties,
// the term, the effective date, the law and the courts as labelled fields (a Markdown table, "Label: value" lines, an
// HTML table, a heading over a form's options); a field left to fill is a `blank` source; standard terms that give
// them by a defined name ("expires at the end of the MNDA Term") point at the place their terms are defined.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractKeyTerms } from '../src/index.js';

const DATA = resolve(process.env.CONTRACT_DATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'shared', 'data'), 'commonpaper-mnda');

const BODY = '\n\n1. Services. The Provider shall provide the Services described in the Order Form.\n\n2. Fees. The Customer shall pay the fees within thirty days of invoice.\n';

// given: three cover pages laid out differently; want: the same key terms from each
const MARKDOWN_TABLE = `# Order Form\n\n| Field | Detail |\n| --- | --- |\n| Customer | Brightwater Analytics Ltd |\n| Provider | Kestrel Cloud Services Limited |\n| Effective Date | 1 March 2025 |\n| Initial Term | 24 months |\n| Governing Law | England and Wales |\n| Courts | England |\n${BODY}`;
const LABEL_LINES = `KEY TERMS\n\nCustomer: Brightwater Analytics Ltd\nProvider: Kestrel Cloud Services Limited\nEffective Date: March 1, 2025\nSubscription Term: two (2) years\nGoverning Law: England and Wales\nJurisdiction: England\n${BODY}`;
const HTML_TABLE = `<h1>Key Terms</h1><table><tr><th>Supplier</th><td>Kestrel Cloud Services Limited</td></tr><tr><th>Client</th><td>Brightwater Analytics Ltd</td></tr><tr><td>Commencement Date</td><td>2025-03-01</td></tr><tr><td>Contract Term</td><td>24 months from the Commencement Date</td></tr><tr><td>Governing law</td><td>the laws of England and Wales</td></tr><tr><td>Venue</td><td>the courts of England</td></tr></table><p>1. Services. The Supplier shall provide the Services.</p><p>2. Fees. The Client shall pay the fees within thirty days of invoice.</p>`;

describe('a cover page given as labelled fields', () => {
  it.each([
    ['a Markdown table', MARKDOWN_TABLE],
    ['"Label: value" lines', LABEL_LINES],
    ['an HTML table', HTML_TABLE],
  ])('%s', (_name, text) => {
    const k = extractKeyTerms(text);
    expect([...k.parties].sort()).toEqual(['Brightwater Analytics Ltd', 'Kestrel Cloud Services Limited']);
    expect(k.effective_date).toBe('2025-03-01');
    expect(k.term === 'P24M' || k.term === 'P2Y').toBe(true);
    expect(k.governing_law).toMatch(/^GB/);
    expect(k.jurisdiction).toBeTruthy();
    expect(k.sources ?? {}).toEqual({});
  });

  it('a signature table with a column per party names them from its "Company" row, not the signatory\'s "Print Name"', () => {
    const t = `# Mutual NDA\n\n|| PARTY 1 | PARTY 2 |\n|:--- | :---: | :---: |\n| Print Name | Jane Roe | John Doe |\n| Company | Harbour Logistics Inc. | Saltmarsh Robotics LLC |\n\n1. Each party shall keep the other's Confidential Information confidential.\n`;
    expect(extractKeyTerms(t).parties).toEqual(['Harbour Logistics Inc.', 'Saltmarsh Robotics LLC']);
  });

  it('a heading over a form\'s options reads the ticked one', () => {
    const t = `# Cover Page\n\n### Agreement Term\n- [ ] Continues until terminated.\n- [x] Expires [3 year(s)] from Effective Date.\n\n### Effective Date\n15 January 2026\n\n1. Each party shall keep the other's Confidential Information confidential.\n`;
    const k = extractKeyTerms(t);
    expect(k.term).toBe('P3Y');
    expect(k.effective_date).toBe('2026-01-15');
  });
});

describe('benign twins: what is no cover-page field', () => {
  it('a notice address or a signatory is no party, and a payment term is no agreement term', () => {
    const t = `ORDER FORM\n\nNotice Address: 1 High Street, London\nPrint Name: Jane Roe\nPayment Term: 30 days\nTitle: Director\n${BODY}`;
    const k = extractKeyTerms(t);
    expect(k.parties).toEqual([]);
    expect(k.term).toBeNull();
    expect(k.sources?.term).toBeUndefined();
  });

  it('a term of confidentiality is not the agreement\'s term', () => {
    const t = `COVER PAGE\n\nTerm of Confidentiality: 5 years\n\n1. Each party shall keep the other's Confidential Information confidential.\n`;
    expect(extractKeyTerms(t).term).toBeNull();
  });
});

describe('fields left to fill, and terms given by a defined name', () => {
  it.each([
    ['Markdown headings', `# Cover Page\n\n### Effective Date\n[Today’s date]\n\n### Initial Term\n[●] months\n\n### Governing Law\n[Fill in state]\n\n1. Each party shall keep the other's Confidential Information confidential.\n`],
    ['label lines', `ORDER FORM\n\nEffective Date: ____________\nInitial Term: [insert number] months\nGoverning Law: [●]\n\n1. Each party shall keep the other's Confidential Information confidential.\n`],
    ['an HTML table with empty cells', `<table><tr><td>Effective Date</td><td></td></tr><tr><td>Initial Term</td><td>[TBD]</td></tr><tr><td>Governing Law</td><td>[insert jurisdiction]</td></tr></table><p>1. Each party shall keep the other's Confidential Information confidential.</p>`],
  ])('%s: blank sources', (_name, text) => {
    const k = extractKeyTerms(text);
    expect(k.effective_date).toBeNull();
    expect(k.term).toBeNull();
    expect(k.governing_law).toBeNull();
    expect(k.sources?.effective_date?.kind).toBe('blank');
    expect(k.sources?.term?.kind).toBe('blank');
    expect(k.sources?.governing_law?.kind).toBe('blank');
  });

  it.each([
    ['This NDA begins on the Effective Date and expires at the end of the NDA Term.', 'NDA Term'],
    ['The Agreement shall commence on the Commencement Date and shall continue for the Initial Term.', 'Initial Term'],
    ['This Services Agreement takes effect from the Start Date and remains in force until the end of the Service Term.', 'Service Term'],
  ])('%s: by reference to the Order Form', (sentence, name) => {
    const t = `STANDARD TERMS\n\n1. Capitalised terms have the meanings given in the Order Form.\n\n2. ${sentence}\n`;
    const k = extractKeyTerms(t);
    expect(k.term).toBeNull();
    expect(k.sources?.term).toEqual({ kind: 'by_reference', reference: 'the Order Form', quote: name });
    expect(k.sources?.effective_date).toMatchObject({ kind: 'by_reference', reference: 'the Order Form' });
  });

  it('benign twin: with no place named for its terms, a defined name is not said to be by reference', () => {
    const k = extractKeyTerms('1. This Agreement shall commence on the Commencement Date and shall continue for the Initial Term.\n');
    expect(k.sources?.term).toBeUndefined();
    expect(k.sources?.effective_date).toBeUndefined();
  });

  it('benign twin: the term of a named period the document states is read, not referred to', () => {
    const t = `COVER PAGE\n\nMNDA Term: 2 years\n\nSTANDARD TERMS\n\n1. Capitalised terms have the meanings given on the Cover Page.\n\n2. This MNDA commences on the Effective Date and expires at the end of the MNDA Term.\n`;
    const k = extractKeyTerms(t);
    expect(k.term).toBe('P2Y');
    expect(k.sources?.term).toBeUndefined();
  });
});

describe('parties identified elsewhere, or left to fill (sources.parties)', () => {
  it.each([
    ['Each party is identified on the Cover Page and capitalised terms have the meanings given there.', 'the Cover Page'],
    ['The parties to this Agreement are named in the Order Form.', 'the Order Form'],
    ['The parties are listed in Schedule 1.', 'Schedule 1'],
  ])('%s', (sentence, place) => {
    const k = extractKeyTerms(`STANDARD TERMS\n\n1. ${sentence}\n\n2. Each party shall keep the other's Confidential Information confidential.\n`);
    expect(k.parties).toEqual([]);
    expect(k.sources?.parties).toMatchObject({ kind: 'by_reference', reference: place });
  });
  it.each([
    ['a Markdown signature table', `# Cover Page\n\n|| PARTY 1 | PARTY 2 |\n|:--- | :---: | :---: |\n| Signature | | |\n| Company | | |\n\n1. Each party shall keep the other's Confidential Information confidential.\n`],
    ['label lines', `ORDER FORM\n\nCustomer: ____________\nSupplier: ____________\n\n1. Each party shall keep the other's Confidential Information confidential.\n`],
    ['an HTML table', `<table><tr><td>Customer</td><td>[insert name]</td></tr><tr><td>Provider</td><td>[insert name]</td></tr></table><p>1. Each party shall keep the other's Confidential Information confidential.</p>`],
  ])('%s left to fill: blank', (_name, text) => {
    const k = extractKeyTerms(text);
    expect(k.parties).toEqual([]);
    expect(k.sources?.parties?.kind).toBe('blank');
  });
  it('benign twin: parties the opening names have no source', () => {
    const k = extractKeyTerms('This Agreement is made between Harbour Logistics Inc. ("Harbour") and Saltmarsh Robotics LLC ("Saltmarsh"). Each party is identified on the Cover Page.\n');
    expect(k.parties.length).toBe(2);
    expect(k.sources?.parties).toBeUndefined();
  });
});

describe.skipIf(!existsSync(resolve(DATA, 'Mutual-NDA.md')))('the Common Paper Mutual NDA (the dashboard\'s demo document)', () => {
  it('its Standard Terms alone: term, effective date, law and courts by reference to the Cover Page', () => {
    const k = extractKeyTerms(readFileSync(resolve(DATA, 'Mutual-NDA.md'), 'utf8'));
    expect(k.sources?.term).toEqual({ kind: 'by_reference', reference: 'the Cover Page', quote: 'MNDA Term' });
    expect(k.sources?.effective_date).toEqual({ kind: 'by_reference', reference: 'the Cover Page', quote: 'Effective Date' });
    expect(k.sources?.jurisdiction).toEqual({ kind: 'by_reference', reference: 'the Cover Page', quote: 'Jurisdiction' });
    expect(k.sources?.parties).toMatchObject({ kind: 'by_reference', reference: 'the Cover Page' });
  });

  it('with its Cover Page: the ticked term, and the fields the form leaves to fill as blanks', () => {
    const text = readFileSync(resolve(DATA, 'Mutual-NDA-coverpage.md'), 'utf8') + '\n\n' + readFileSync(resolve(DATA, 'Mutual-NDA.md'), 'utf8');
    const k = extractKeyTerms(text);
    expect(k.term).toBe('P1Y');
    expect(k.sources?.effective_date).toEqual({ kind: 'blank', reference: null, quote: '[Today’s date]' });
    expect(k.sources?.governing_law).toEqual({ kind: 'blank', reference: null, quote: '[Fill in state]' });
    expect(k.sources?.jurisdiction?.kind).toBe('blank');
    // its signature table's "Company" row is empty: no party is named, and the form leaves them to fill
    expect(k.parties).toEqual([]);
    expect(k.sources?.parties).toEqual({ kind: 'blank', reference: null, quote: 'Company' });
  });
});
