/**
 * The adverse-terms suite's contracts as whole documents for the redline round trip: both sides of
 * every case and held-out pair, each once as written and once followed by what real contracts carry
 * after their operative terms (a signature block, an exhibit and page footers), where no redline may
 * insert anything.
 */
import type { DocumentType } from '../../src/index.js';
import { CASES } from './cases.js';
import { HOLDOUT } from './holdout.js';
import { HOLDOUT2 } from './holdout2.js';
import { TUNING2 } from './tuning2.js';
import { HOLDOUT3 } from './holdout3.js';
import { TUNING3 } from './tuning3.js';

export interface AdverseDoc {
  name: string;
  type: DocumentType;
  text: string;
}

/** A signature block and an exhibit after the operative terms, with a footer line on each "page". */
export function withBackMatter(text: string): string {
  const footer = 'Confidential - Page';
  return `${text.trimEnd()}\n\n${footer} 1 of 2\n\nIN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.\n\nBy: ______________________\nName:\nTitle:\n\nBy: ______________________\nName:\nTitle:\n\n${footer} 2 of 2\n\nEXHIBIT A\n\nDESCRIPTION OF THE WORK\n\nThe work consists of the items listed in the order accepted by both parties.\n`;
}

export function adverseDocs(): AdverseDoc[] {
  const seen = new Set<string>();
  const out: AdverseDoc[] = [];
  for (const c of [...CASES, ...HOLDOUT, ...HOLDOUT2, ...TUNING2, ...HOLDOUT3, ...TUNING3]) {
    for (const [side, text] of [['adverse', c.adverse.text], ['benign', c.benign.text]] as const) {
      for (const [form, t] of [['plain', text], ['signed', withBackMatter(text)]] as const) {
        if (seen.has(t)) continue;
        seen.add(t);
        out.push({ name: `${c.id}/${side}/${form}`, type: c.type, text: t });
      }
    }
  }
  return out;
}
