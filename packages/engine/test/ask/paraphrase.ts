/**
 * Paraphrased questions for `ask`, phrased as a user would ask them and not with the clause's own words,
 * over real contracts read in place from the shared data (the Common Paper Mutual NDA with its cover page,
 * two CUAD contracts) and the synthetic NDA of the fixtures. Each question names its gold clause by one or
 * more exact passages of the contract; a citation in the top three that overlaps a gold passage is a hit.
 * Written for this suite, before retrieval was tuned on it (see the engine README for the figures).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_NDA } from '../fixtures.ts';

export interface ParaphraseCase {
  doc: 'commonpaper' | 'hosting' | 'supply' | 'sample_nda' | 'distributor';
  question: string;
  /** Exact passages of the gold clause; any one of them counts. */
  gold: string[];
}

const here = dirname(fileURLToPath(import.meta.url));
const DATA = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', '..', 'shared', 'data');
export const CUAD_DIR = resolve(DATA, 'cuad', 'full_contract_txt');
const CUAD = CUAD_DIR;
const FILES = {
  commonpaper: [resolve(DATA, 'commonpaper-mnda', 'Mutual-NDA-coverpage.md'), resolve(DATA, 'commonpaper-mnda', 'Mutual-NDA.md')],
  hosting: [resolve(CUAD, 'BLUEFLYINC_03_27_2002-EX-10.27-e-business Hosting Agreement.txt')],
  supply: [resolve(CUAD, 'INTERSECTENT,INC_05_11_2020-EX-10.1-SUPPLY AGREEMENT.txt')],
  distributor: [resolve(CUAD, 'NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT.txt')],
};

/** The texts of CUAD contracts named by key, or null for one whose file is absent (the shared data is not there). */
export function cuadDocs<K extends string>(files: Record<K, string>): Record<K, string | null> {
  const out = {} as Record<K, string | null>;
  for (const k of Object.keys(files) as K[]) {
    const p = resolve(CUAD_DIR, files[k]);
    out[k] = existsSync(p) ? readFileSync(p, 'utf8') : null;
  }
  return out;
}

/** The documents' texts, or null for a document whose files are absent (the shared data is not there). */
export function paraphraseDocs(): Record<ParaphraseCase['doc'], string | null> {
  const read = (files: string[]) => (files.every((f) => existsSync(f)) ? files.map((f) => readFileSync(f, 'utf8')).join('\n\n') : null);
  return { commonpaper: read(FILES.commonpaper), hosting: read(FILES.hosting), supply: read(FILES.supply), distributor: read(FILES.distributor), sample_nda: SAMPLE_NDA };
}

export const PARAPHRASE_CASES: ParaphraseCase[] = [
  // Common Paper Mutual NDA (cover page + Standard Terms)
  { doc: 'commonpaper', question: 'What am I allowed to do with the secrets the other side gives me?', gold: ['use Confidential Information solely for the'] },
  { doc: 'commonpaper', question: 'Can I pass their materials on to my outside lawyers or contractors?', gold: ['may disclose Confidential Information to its employees, agents, advisors, contractors'] },
  { doc: 'commonpaper', question: 'What happens if a government agency or a judge orders us to hand over their data?', gold: ['to the extent required by law, regulation or regulatory authority, subpoena or court order'] },
  { doc: 'commonpaper', question: 'Is material that is already out in the open still protected?', gold: ['is or becomes publicly available through no fault'] },
  { doc: 'commonpaper', question: 'If we build something similar ourselves, are we in trouble?', gold: ['independently developed without using or referencing'] },
  { doc: 'commonpaper', question: 'When the deal is over, what do we do with their documents?', gold: ['destroy all Confidential Information in the Receiving Party'] },
  { doc: 'commonpaper', question: 'Can we keep copies sitting in our backups?', gold: ['standard backup or record retention policies'] },
  { doc: 'commonpaper', question: 'Does receiving their material give us any ownership of their IP?', gold: ['grants no license under such rights'] },
  { doc: 'commonpaper', question: 'Do they promise that what they send us is accurate?', gold: ['WITH ALL FAULTS'] },
  { doc: 'commonpaper', question: 'Can either side walk away from this NDA whenever it wants?', gold: ['may terminate this MNDA for any or no reason'] },
  { doc: 'commonpaper', question: 'Could they get a court to stop us if we leak something?', gold: ['including an injunction'] },
  { doc: 'commonpaper', question: 'Are we obliged to go ahead with the deal once we sign?', gold: ['proceed with any proposed transaction'] },
  { doc: 'commonpaper', question: 'Can we hand this agreement over to a company that buys us?', gold: ['either party may assign this MNDA in connection with a merger'] },
  { doc: 'commonpaper', question: 'How do we send formal messages to the other side?', gold: ['Notices, requests and approvals under this MNDA must be sent'] },
  { doc: 'commonpaper', question: 'Where would a lawsuit about this have to be brought?', gold: ['must be instituted in the federal or state courts located in'] },
  { doc: 'commonpaper', question: 'How careful do we have to be when looking after their information?', gold: ['no less than a reasonable standard of care'] },
  { doc: 'commonpaper', question: 'For how long do we have to keep their secrets?', gold: ['in the case of trade secrets until Confidential Information is no longer', 'will survive for the'] },
  // CUAD: IBM e-business Hosting Agreement (Bluefly, 2002)
  { doc: 'hosting', question: 'How much warning do we need to give to stop the automatic rollover?', gold: ['at least ninety (90) days prior to the end of the then-current term'] },
  { doc: 'hosting', question: 'Can we get out of the contract early without giving a reason?', gold: ['for convenience at the end of any calendar month'] },
  { doc: 'hosting', question: 'How long does the other side get to fix a serious failure before we can end the deal?', gold: ['thirty (30) days from receipt of notice to cure'] },
  { doc: 'hosting', question: 'When do we have to settle the bills?', gold: ['Payment is due upon receipt'] },
  { doc: 'hosting', question: 'Who pays sales tax and duties on the services?', gold: ['Customer will pay or provide appropriate exemption documentation for all taxes'] },
  { doc: 'hosting', question: 'What is the most IBM would have to pay us if things go wrong?', gold: ['$100,000 or the charges paid by Customer'] },
  { doc: 'hosting', question: "Which state's law applies to this contract?", gold: ['governed by the substantive laws of the State of New York'] },
  { doc: 'hosting', question: 'Do we give up having a jury decide a dispute?', gold: ['waive any right to a jury trial'] },
  { doc: 'hosting', question: 'Can IBM use other companies to do the work?', gold: ['IBM may subcontract portions of'] },
  { doc: 'hosting', question: 'Can we move the contract to whoever acquires our company?', gold: ['Customer may assign this Agreement to a successor organization by merger'] },
  { doc: 'hosting', question: 'Can we sell the hosting on to our own clients?', gold: ['Customer shall not resell the Services'] },
  { doc: 'hosting', question: 'Is anyone excused if a flood or power cut stops them performing?', gold: ['to the extent due to causes beyond its control'] },
  { doc: 'hosting', question: 'How long do we have to bring a lawsuit?', gold: ['more than two years after the cause of action accrued'] },
  { doc: 'hosting', question: "Can we put IBM's logo on our website?", gold: ['trademarks, trade names, or other designations in any promotion'] },
  { doc: 'hosting', question: 'Will IBM protect us if someone says the hosted software copies their patent?', gold: ["infringe that party's patent, trademark, copyright, or trade secret, then IBM will indemnify"] },
  { doc: 'hosting', question: 'Will the work be carried out outside the US?', gold: ["IBM's delivery of the Services will only occur within the United States of America"] },
  { doc: 'hosting', question: "What will IBM do with our staff's names and email addresses?", gold: ['store and use your contact information'] },
  { doc: 'hosting', question: 'Can we sign a similar deal with a competing host?', gold: ['free to enter into similar agreements with others'] },
  // CUAD: API supply agreement (Intersect ENT and Hovione, 2020)
  { doc: 'supply', question: 'Within how many days must we settle an invoice?', gold: ['within thirty (30) calendar days of the date of invoice'] },
  { doc: 'supply', question: 'Who is in charge of pulling defective product off the market?', gold: ['responsible for conducting any recall of Finished Product'] },
  { doc: 'supply', question: 'Which law governs the supply deal?', gold: ['governed by and construed in accordance with the laws of the State of New York, United States'] },
  { doc: 'supply', question: 'Do we have to tell the supplier in advance how much we will need?', gold: ['twelve (12) month rolling forecast'] },
  { doc: 'supply', question: 'Where does the supplier hand over the goods, and on what shipping terms?', gold: ['deliver the API DDP Menlo Park'] },
  { doc: 'supply', question: 'Can the work be handed off to another manufacturer?', gold: ['may be subcontracted to a third party'] },
  { doc: 'supply', question: 'Is either side excused for delays caused by events it could not prevent?', gold: ["caused by an event outside the affected party's reasonable control"] },
  { doc: 'supply', question: 'Can we end the contract if the other side goes broke?', gold: ['bankruptcy, insolvency or similar laws'] },
  // The synthetic NDA of the fixtures
  { doc: 'sample_nda', question: 'Can I tell my accountants about what they showed us?', gold: ['employees and professional advisers who need to know'] },
  { doc: 'sample_nda', question: 'Are we allowed to take the prototype apart to see how it works?', gold: ['shall not reverse engineer'] },
  { doc: 'sample_nda', question: 'What if a subpoena forces us to reveal something?', gold: ['required by law or court order'] },
  { doc: 'sample_nda', question: 'How much could we end up paying at most if we breach?', gold: ['aggregate liability under this Agreement shall not exceed'] },
  { doc: 'sample_nda', question: 'Once the deal ends, can we hold on to anything?', gold: ['may retain one archival copy'] },
  { doc: 'sample_nda', question: 'Does something they only told us in a meeting count?', gold: ['whether in writing or orally'] },
  { doc: 'sample_nda', question: 'How long after the end do we still have to keep quiet?', gold: ['shall survive termination for three (3) years'] },
  { doc: 'sample_nda', question: 'Where would a dispute be heard?', gold: ['exclusive jurisdiction of the courts of New York'] },
];

/**
 * Held out: written after the concept lexicon (src/concepts.ts) was fitted to PARAPHRASE_CASES, on a
 * contract that suite does not use (CUAD: NETGEAR and Ingram Micro distributor agreement, 1996), and run
 * once before any further change to retrieval. Its first-run figure is the honest one (see the README).
 */
export const HELDOUT_CASES: ParaphraseCase[] = [
  { doc: 'distributor', question: 'Are we allowed to sell the products in Canada or Mexico?', gold: ['may not distribute or re-export any Products outside of the Territory'] },
  { doc: 'distributor', question: 'Can the manufacturer raise its prices on us, and how much warning do we get?', gold: ['NETGEAR may modify the Price List at any time'] },
  { doc: 'distributor', question: 'What happens to stock we already hold if list prices drop?', gold: ['INVENTORY PRICE PROTECTION'] },
  { doc: 'distributor', question: 'Who covers VAT and import duties?', gold: ['Prices are exclusive of any tax, value-added tax'] },
  { doc: 'distributor', question: 'How soon must we pay for what we order?', gold: ['Distributor will pay NETGEAR for all Products ordered by Distributor within'] },
  { doc: 'distributor', question: 'Can we call off an order at the last minute?', gold: ['may not cancel or reschedule any order'] },
  { doc: 'distributor', question: 'What if they ship us the wrong items?', gold: ['as a result of an error by NETGEAR in shipment may be returned for credit'] },
  { doc: 'distributor', question: "May we use the maker's brand names in our ads?", gold: ["trade names, logos and trademarks (the \"Trademarks\")"] },
  { doc: 'distributor', question: 'Who defends us if a customer claims a product violates their patent?', gold: ['NETGEAR agrees to defend at its own expense any action brought against Distributor'] },
  { doc: 'distributor', question: 'How long does the deal run, and does it continue on its own?', gold: ['will automatically renew for successive one (1) year periods'] },
  { doc: 'distributor', question: 'Can either side end the relationship without a reason?', gold: ['may be canceled at any time without cause'] },
  { doc: 'distributor', question: 'What if the other company goes bust?', gold: ['becomes insolvent, files or has filed against it a petition in bankruptcy'] },
  { doc: 'distributor', question: 'Are lost profits recoverable?', gold: ['LOSS OF USE OR PROFITS ARISING OUT OF'] },
  { doc: 'distributor', question: 'Does the supplier carry insurance?', gold: ['agrees to maintain insurance coverage'] },
  { doc: 'distributor', question: 'Can we export the products to other countries?', gold: ['Distributor agrees not to export, directly or indirectly'] },
  { doc: 'distributor', question: 'Which law applies to the agreement?', gold: ['governed by the laws of the State of California'] },
];

/** Runs the suite: hit@3 over the cases whose document is present, and the misses. */
export function paraphraseHitAt3<C extends { doc: string; question: string; gold: string[] }>(
  askFn: (text: string, question: string) => { start: number; end: number }[],
  suite: C[] = PARAPHRASE_CASES as unknown as C[],
  docs: Record<string, string | null> = paraphraseDocs(),
): { cases: number; hits: number; hit_at_3: number; misses: C[]; missingGold: string[] } {
  let cases = 0;
  let hits = 0;
  const misses: C[] = [];
  const missingGold: string[] = [];
  for (const c of suite) {
    const text = docs[c.doc];
    if (text === null) continue;
    const spans = c.gold.map((g) => {
      const at = text.indexOf(g);
      if (at < 0) missingGold.push(g);
      return [at, at + g.length] as const;
    }).filter(([a]) => a >= 0);
    cases++;
    const top = askFn(text, c.question).slice(0, 3);
    if (top.some((t) => spans.some(([a, b]) => t.start < b && a < t.end))) hits++;
    else misses.push(c);
  }
  return { cases, hits, hit_at_3: cases ? hits / cases : 0, misses, missingGold };
}
