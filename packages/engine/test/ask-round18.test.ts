// `ask` round 18 (docs/learned.md, "`ask` TEST16 and round 18"): three structural classes of the spent suites' misses,
// each with rows written for this test before the fix, each failing before it on at least one path, on contracts in
// drafting styles of their own (test/ask/round18-texts.ts: an Australian office cleaning agreement, a Canadian software
// licence, an Indian cold storage agreement).
//
// (a) The list under its lead-in. A lead-in ("Either party may terminate this Agreement if the other party:") holds the
// question's topic and its items hold the answer ("(b) becomes bankrupt or insolvent"); the lead-in ranks and its items
// do not. The citation is built on the clause outline the review context reads (DocContext lead / listEnd): a cited
// lead-in takes in its list.
//
// (b) The agreement's own defined term. The question asks in the words of a definition ("can our Edmonton dispatch team
// use it?") and the answer states the duty or right with the defined term ("... licence to use the Software at the
// Authorized Sites"): a sentence that uses a defined term also matches the words of its definition (definitionsIn).
//
// (c) A table held as lines of text under a lead-in ("The Licensor shall respond to support requests within the
// following times:" / "Priority  Response time" / "Critical  1 hour"): the lead-in ranks, its rows do not; a cited
// lead-in takes in its rows as it takes in a list.
//
// Each class has twins: questions the method answered before the fix, which must stay answered.
import { roundTests, type Path, type Row } from './support/ask-rank.js';
import { CLEANING, COLDSTORE, LICENCE } from './ask/round18-texts.ts';

// rows failing at df49754b (before the fix) on the paths named in the comment; twins passing there on both paths.
// `fixed`: the paths round 18's method passes (all 16 row-paths failed before it; 12 pass after); a path not in it is kept
// as an expected failure (it.fails), so a later round that fixes it is told
const ROWS: Record<'a' | 'b' | 'c', { rows: Row[]; twins: Row[] }> = {
  a: {
    rows: [
      // lexical and encoder: the lead-in first, the item not in the top three
      { text: LICENCE, question: 'can we end it if they go bankrupt', gold: '(b) becomes bankrupt or insolvent', fixed: ['lexical', 'encoder'] },
      { text: COLDSTORE, question: 'is the chakan warehouse liable if produce is stolen', gold: '(c) theft from the Facility', fixed: ['lexical', 'encoder'] },
      // lexical: not in the top three; encoder: fourth
      { text: COLDSTORE, question: 'who pays if the fridges break and our stock rots', gold: '(a) failure of its refrigeration plant', fixed: ['encoder'] },
    ],
    twins: [
      { text: CLEANING, question: 'can they fire us on the spot if we go broke?', gold: '(a) becomes insolvent' },
      { text: CLEANING, question: 'what happens if we keep botching the re-cleans', gold: '(b) fails to re-clean defective areas on three or more occasions' },
    ],
  },
  b: {
    rows: [
      // lexical and encoder: the definition, the parties' heading and a restriction above the grant
      { text: LICENCE, question: 'can our edmonton dispatch team use it', gold: 'The Licensor grants the Licensee a non-exclusive, non-transferable licence to use the Software at the Authorized Sites.', fixed: ['lexical', 'encoder'] },
      // lexical and encoder
      { text: LICENCE, question: 'can contractors we hire get logins', gold: 'The Software may be accessed only by Named Users.', fixed: ['lexical'] },
      // lexical: fifth; encoder: not in the top three (after: fourth and fifth, below the two definitions the question's
      // words find and a list item)
      { text: COLDSTORE, question: 'will they keep our vegetables chilled', gold: 'The Warehouse Keeper shall store the Goods at the Facility at the Storage Temperature.', fixed: [] },
    ],
    twins: [
      { text: COLDSTORE, question: 'where will our fruit be stored', gold: 'The Warehouse Keeper shall store the Goods at the Facility at the Storage Temperature.' },
      { text: LICENCE, question: 'is support available on weekends', gold: 'The Licensor shall provide telephone and e-mail support during Support Hours.' },
    ],
  },
  c: {
    rows: [
      // lexical and encoder: the lead-in cited, its rows not
      { text: LICENCE, question: 'how fast do they answer a critical ticket', gold: '1 hour', fixed: ['lexical', 'encoder'] },
      { text: LICENCE, question: 'how quickly do they respond to a normal request', gold: '2 business days', fixed: ['lexical', 'encoder'] },
    ],
    twins: [
      { text: CLEANING, question: 'how much public liability cover do we need', gold: 'AUD 20,000,000 per occurrence' },
      { text: COLDSTORE, question: 'what is the monthly rate for a small chamber', gold: 'INR 1,20,000' },
    ],
  },
};

roundTests('ask round 18', ROWS);
