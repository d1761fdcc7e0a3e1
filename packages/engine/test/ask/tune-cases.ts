// The tuning questions the tune-*.ts tools read: every suite but the fitted 51 is tuning data now (TEST6 since round 9
// read its misses, TEST7 and TEST8 since round 11, TEST9..TEST11 since round 14: each judged its methods and is spent);
// ContractNLI dev hypotheses as questions with --nli. Never a held-out suite (TEST12 is not here).
import { HELDOUT_CASES, PARAPHRASE_CASES, paraphraseDocs } from './paraphrase.ts';
import { UNSEEN_DEV, UNSEEN_TEST, UNSEEN_TEST2, unseenDocs } from './unseen.ts';
import { TEST3_CASES, test3Docs } from './test3.ts';
import { TEST4_CASES, test4Docs } from './test4.ts';
import { TEST5_CASES, test5Docs } from './test5.ts';
import { TEST6_CASES, test6Docs } from './test6.ts';
import { TEST7_CASES, test7Docs } from './test7.ts';
import { TEST8_CASES, test8Docs } from './test8.ts';
import { TEST9_CASES, test9Docs } from './test9.ts';
import { TEST10_CASES, test10Docs } from './test10.ts';
import { TEST11_CASES, test11Docs } from './test11.ts';

export type TuningCase = { suite: string; text: string; question: string; spans: [number, number][] };

export async function tuningCases(nli: boolean): Promise<TuningCase[]> {
  const cases: TuningCase[] = [];
  const add = (suite: string, list: { doc: string; question: string; gold: string[] }[], docs: Record<string, string | null>) => {
    for (const c of list) {
      const text = docs[c.doc];
      if (text === null) continue;
      cases.push({ suite, text, question: c.question, spans: c.gold.map((g) => { const a = text.indexOf(g); return [a, a + g.length] as [number, number]; }).filter(([a]) => a >= 0) });
    }
  };
  add('paraphrase', PARAPHRASE_CASES, paraphraseDocs());
  add('netgear', HELDOUT_CASES, paraphraseDocs());
  add('dev', UNSEEN_DEV, unseenDocs());
  add('test', UNSEEN_TEST, unseenDocs());
  add('test2', UNSEEN_TEST2, unseenDocs());
  add('test3', TEST3_CASES, test3Docs());
  add('test4', TEST4_CASES, test4Docs());
  add('test5', TEST5_CASES, test5Docs());
  add('test6', TEST6_CASES, test6Docs());
  add('test7', TEST7_CASES, test7Docs());
  add('test8', TEST8_CASES, test8Docs());
  add('test9', TEST9_CASES, test9Docs());
  add('test10', TEST10_CASES, test10Docs());
  add('test11', TEST11_CASES, test11Docs());
  if (nli) for (const c of await nliCases()) cases.push({ suite: 'nli', ...c });
  return cases;
}

/** ContractNLI dev hypotheses with evidence, asked as questions (eval/data.ts's NLI_QUESTIONS), and their evidence spans. */
export async function nliCases(): Promise<{ text: string; question: string; spans: [number, number][] }[]> {
  const { loadContractNli, NLI_QUESTIONS } = await import('../../eval/data.ts');
  const out: { text: string; question: string; spans: [number, number][] }[] = [];
  for (const doc of loadContractNli('dev').documents) {
    const ann = doc.annotation_sets[0].annotations;
    for (const hyp of Object.keys(NLI_QUESTIONS)) {
      const a = ann[hyp];
      if (!a || a.choice === 'NotMentioned') continue;
      out.push({ text: doc.text, question: NLI_QUESTIONS[hyp], spans: a.spans.map((i: number) => doc.spans[i]) });
    }
  }
  return out;
}
