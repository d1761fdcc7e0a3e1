/**
 * The one reader of sums of money (src/money.ts): what it reads in each currency and way of writing, what it leaves
 * (percentages, dates, weights, section numbers, codes that are words), and what its readings change downstream: the key
 * terms' amounts and liability cap, and a nominal cap in a currency the old $ € £ reader did not know. Rows written for
 * session 17 (money20); no blind set was read to write them.
 */
import { describe, expect, it } from 'vitest';
import { findAmounts, wordsValue } from '../src/money.js';
import { extractKeyTermsDetailed } from '../src/index.js';
import { parsePrompt } from '../src/prompt.js';
import { read } from './judge-rows.js';
import { bad, good } from './adverse/sides.js';

/** [text, the sums read as [value, ISO code, quote]] */
type Given = [string, [number, string, string][]];

const READS: Given[] = [
  // signs and codes before the figure
  ['The fee is $1,250.50 a month.', [[1250.5, 'USD', '$1,250.50']]],
  ['shall not exceed US$ 100', [[100, 'USD', 'US$ 100']]],
  ['capped at U.S.$2,000', [[2000, 'USD', 'U.S.$2,000']]],
  ['a deposit of A$7,500 is payable', [[7500, 'AUD', 'A$7,500']]],
  ['the Contract Sum of AUD 950,000', [[950000, 'AUD', 'AUD 950,000']]],
  ['limited to C$ 10,000 in aggregate', [[10000, 'CAD', 'C$ 10,000']]],
  ['S$5,000, HK$2,000 and NZ$ 300 respectively', [[5000, 'SGD', 'S$5,000'], [2000, 'HKD', 'HK$2,000'], [300, 'NZD', 'NZ$ 300']]],
  ['a sum of Rs. 500/- (Rupees Five Hundred only)', [[500, 'INR', 'Rs. 500/-']]],
  ['not exceeding INR 5,00,000 in any year', [[500000, 'INR', 'INR 5,00,000']]],
  ['a penalty of ₹2 lakh per breach', [[200000, 'INR', '₹2 lakh']]],
  ['up to Rs 1.5 crore', [[15000000, 'INR', 'Rs 1.5 crore']]],
  ['Fees: EUR 1.5 million', [[1500000, 'EUR', 'EUR 1.5 million']]],
  ['the Price is €1.000.000', [[1000000, 'EUR', '€1.000.000']]],
  ['the Price is €1.500,00 net', [[1500, 'EUR', '€1.500,00']]],
  ['cover of £250k per claim', [[250000, 'GBP', '£250k']]],
  ['a budget of $2.5bn', [[2500000000, 'USD', '$2.5bn']]],
  ['insurance of CHF 10,000,000', [[10000000, 'CHF', 'CHF 10,000,000']]],
  ['JPY 3,000,000 per year', [[3000000, 'JPY', 'JPY 3,000,000']]],
  ['fees of usd 40 per hour', [[40, 'USD', 'usd 40']]],
  // the currency after the figure
  ['a fee of 100 AUD', [[100, 'AUD', '100 AUD']]],
  ['a fee of $100 AUD', [[100, 'AUD', '$100 AUD']]],
  ['10,000 Canadian dollars', [[10000, 'CAD', '10,000 Canadian dollars']]],
  ['5 million US dollars', [[5000000, 'USD', '5 million US dollars']]],
  ['2,000 pounds sterling', [[2000, 'GBP', '2,000 pounds sterling']]],
  ['forty euros', [[40, 'EUR', 'forty euros']]],
  ['500 euros each', [[500, 'EUR', '500 euros']]],
  ['5,000 Indian rupees', [[5000, 'INR', '5,000 Indian rupees']]],
  // words, and words with figures (one sum)
  ['ten thousand dollars', [[10000, 'USD', 'ten thousand dollars']]],
  ['two million five hundred thousand euros', [[2500000, 'EUR', 'two million five hundred thousand euros']]],
  ['Five Hundred Thousand Dollars ($500,000)', [[500000, 'USD', '$500,000']]],
  ['$10,000 (Ten Thousand Dollars)', [[10000, 'USD', '$10,000']]],
  ['USD 25,000 (twenty-five thousand US dollars)', [[25000, 'USD', 'USD 25,000']]],
  ['Ten Thousand (10,000) Dollars', [[10000, 'USD', 'Ten Thousand (10,000) Dollars']]],
  ['fifty thousand pounds sterling (£50,000)', [[50000, 'GBP', '£50,000']]],
  // words with cents, figures in brackets inside the words, and a sum written both ways (classes met in CUAD's texts)
  ['Licensee shall pay Two Hundred Fifty Thousand and 00/100 Dollars ($250,000.00) on signing.', [[250000, 'USD', '$250,000.00']]],
  ['a fee of seventy-five thousand and 50/100 dollars', [[75000.5, 'USD', 'seventy-five thousand and 50/100 dollars']]],
  ['limited to Six Dollars and Twenty Five Cents ($6.25) per kilogram', [[6.25, 'USD', '$6.25']]],
  ['at least two (2) million dollars ($2,000,000) in proceeds', [[2000000, 'USD', '$2,000,000']]],
  ['a fee of five\u00admillion U.S. Dollars (USD $5,000,000.00) a year', [[5000000, 'USD', 'USD $5,000,000.00']]],
  ['twelve million four hundred and ten thousand Dollars US ($12,410,000) for the Studies', [[12410000, 'USD', '$12,410,000']]],
  ['a licence fee of $20,000.00USD (Twenty Thousand Dollars)', [[20000, 'USD', '$20,000.00USD']]],
  ['Estimated value: three millions two hundred thousand dollars', [[3200000, 'USD', 'three millions two hundred thousand dollars']]],
  // grouping by spaces and apostrophes, codes run into the figure
  ['shall in no event exceed RUB 30 000 000 (thirty million roubles)', [[30000000, 'RUB', 'RUB 30 000 000']]],
  ['a milestone of CHF 2\'500\'000 on approval', [[2500000, 'CHF', "CHF 2'500'000"]]],
  ['Net Sales of USD 20 million USD 1\'500\'000', [[20000000, 'USD', 'USD 20 million'], [1500000, 'USD', "USD 1'500'000"]]],
  ['a fee of USD75,000,000 in total', [[75000000, 'USD', 'USD75,000,000']]],
  // not money
  ['approximately $800 per million dollars of sales', [[800, 'USD', '$800']]],
  ['five one nine two dollars', []],
  ['hundred thousand euros', []],
  ['ZAR 9 HOLDINGS LIMITED, by its director', []],
  ['Store 417 Sterling 2900 Main Street', []],
  ['charges of 15 cents per 100 pounds of freight', []],
  ['4.2.1 EUR amounts are payable in Euro', []],
  // ranges
  ['between $5-10 million', [[5000000, 'USD', '$5'], [10000000, 'USD', '10 million']]],
  ['from US$500 to 1,000', [[500, 'USD', 'US$500'], [1000, 'USD', '1,000']]],
  ['$5,000 to $10,000', [[5000, 'USD', '$5,000'], [10000, 'USD', '$10,000']]],
  ['€500 – 1 million', [[500, 'EUR', '€500'], [1000000, 'EUR', '1 million']]],
  // not money, or only part of it
  ['interest at 1.5% per month on overdue sums', []],
  ['twenty-five per cent (25%) of the fees', []],
  ['as of March 1, 2021 USD rates apply', []],
  ['dated 1 January 2020 EUR 500 becomes due', [[500, 'EUR', 'EUR 500']]],
  ['the amounts in Section 5 $ column', []],
  ['under Section 7.2, $1,500 is payable', [[1500, 'USD', '$1,500']]],
  ['pay a $500 fee', [[500, 'USD', '$500']]],
  ['1,000 pounds of Product per shipment', []],
  ['ALL 5 Products and PHP 8 code', []],
  ['all 5 of them', []],
  ['up to $5 - 10 days late', [[5, 'USD', '$5']]],
  ['the USD exchange rate', []],
  ['hrs 40 per week', []],
];

describe('money: the sums a text states', () => {
  it.each(READS)('%s', (text, want) => {
    expect(findAmounts(text, 0).map((a) => [a.value, a.currency, a.quote])).toEqual(want);
  });
  it('gives offsets into the text from the base, quoting it', () => {
    const t = 'The fee is A$7,500 and the cap is five hundred thousand dollars ($500,000).';
    for (const a of findAmounts(t, 100)) expect(t.slice(a.start - 100, a.end - 100)).toBe(a.quote);
    expect(findAmounts(t, 100).map((a) => a.value)).toEqual([7500, 500000]);
  });
  it('reads numbers in words of any size', () => {
    expect(wordsValue('one hundred and twenty')).toBe(120);
    expect(wordsValue('two million five hundred thousand')).toBe(2500000);
    expect(wordsValue('ten lakh')).toBe(1000000);
    expect(wordsValue('twenty-five thousand')).toBe(25000);
    expect(wordsValue('several')).toBeNull();
  });
});

describe('money: the key terms read every currency', () => {
  it('lists a sum in Australian, Indian and Swiss money with its code', () => {
    const k = extractKeyTermsDetailed('1. Price. The Contract Sum is AUD 950,000.\n\n2. Deposit. A deposit of Rs. 2,00,000/- is payable.\n\n3. Insurance. Cover of CHF 5,000,000 is kept.');
    expect(k.amounts.map((a) => [a.value, a.currency])).toEqual([[950000, 'AUD'], [200000, 'INR'], [5000000, 'CHF']]);
  });
  it('takes a cap in a currency named by code as the liability cap', () => {
    const k = extractKeyTermsDetailed('9. Liability. The aggregate liability of either party shall not exceed SGD 40,000.');
    expect(k.liability_cap).toMatchObject({ value: 40000, currency: 'SGD', quote: 'SGD 40,000' });
  });
  it('counts a sum written in words and figures once', () => {
    const k = extractKeyTermsDetailed('9. Liability. Each party\'s liability shall not exceed One Hundred Thousand Dollars ($100,000).');
    expect(k.amounts.map((a) => a.quote)).toEqual(['$100,000']);
  });
});

// A nominal cap (at most 1,000 units) in a currency the old reader did not know: each wording with a benign twin whose
// cap is a real sum in the same currency.
const NOMINAL: { id: string; type: 'msa' | 'saas' | 'services' | 'license'; check: string; adverse: ReturnType<typeof bad>; benign: ReturnType<typeof good> }[] = [
  {
    id: 'australian-code-before',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad("12.1 In no event shall either party's aggregate liability under this Agreement exceed AUD 500."),
    benign: good("12.1 In no event shall either party's aggregate liability under this Agreement exceed AUD 5,000,000."),
  },
  {
    id: 'singapore-code-limited-to',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad('15.1 The total liability of either party under this Agreement is limited to SGD 800.'),
    benign: good('15.1 The total liability of either party under this Agreement is limited to SGD 800,000.'),
  },
  {
    id: 'swiss-code-not-liable-beyond',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad('11. Neither party shall be liable to the other for any amount in excess of CHF 250 in respect of all claims arising under this Agreement.'),
    benign: good('11. Neither party shall be liable to the other for any amount in excess of CHF 2,500,000 in respect of all claims arising under this Agreement.'),
  },
  {
    id: 'canadian-dollars-after',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad("14.2 Each party's maximum aggregate liability to the other shall not exceed 750 Canadian dollars."),
    benign: good("14.2 Each party's maximum aggregate liability to the other shall not exceed 750,000 Canadian dollars."),
  },
];

describe('money: a nominal cap in any currency', () => {
  for (const p of NOMINAL) {
    it(`${p.id}: flags the nominal cap`, () => expect(read({ type: p.type, check: p.check, text: p.adverse.text })).toEqual({ position: p.adverse.position, issue: p.adverse.issue }));
    it(`${p.id}: passes the real cap`, () => {
      const got = read({ type: p.type, check: p.check, text: p.benign.text });
      expect(got.issue).toBe(false);
      expect(p.benign.position).toContain(got.position);
    });
  }
});

describe('money: a drafting prompt names its sums in any currency', () => {
  it.each([
    ['MSA between Kookaburra Freight Pty Ltd (customer) and Tasman Data Pty Ltd (provider), liability capped at A$750,000', 750000, 'AUD'],
    ['Services agreement, Mumbai, liability limited to Rs. 25,00,000', 2500000, 'INR'],
    ['SaaS agreement, cap liability at CHF 400,000, Swiss law', 400000, 'CHF'],
  ])('%s', (prompt, value, currency) => {
    expect(parsePrompt(prompt).cap).toEqual({ amount: { value, currency } });
  });
});
