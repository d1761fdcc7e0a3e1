// One command for every eval: ContractNLI (review checks + ask) and CUAD clause types.
import { runNli, printNli, rulesOnly, crossValidated } from './nli.ts';
import { hasData } from './data.ts';

const only = process.argv[2];
if (!hasData('contractnli', 'dev.json')) {
  console.error('ContractNLI data not found; set CONTRACT_DATA_DIR');
  process.exit(1);
}
if (!only || only === 'nli') {
  const r = runNli('dev', rulesOnly());
  printNli(r, 'rules only (the rules were tuned on this split: not held out)');
  console.log();
  printNli(runNli('dev', crossValidated(), false), 'shipped pipeline: rules + learned evidence ranker, 10-fold cross-validation by document (data/nli.cv.json; the rules were tuned on this split)');
  console.log();
  if (process.env.EVAL_ERRORS) for (const e of r.errors.filter((x) => x.hyp === process.env.EVAL_ERRORS)) console.log(`  doc ${e.doc} ${e.hyp}: gold ${e.gold} pred ${e.pred}`);
}
if (!only || only === 'cuad') {
  const { runCuad, printCuad, printCuadCv } = await import('./cuad.ts');
  printCuad(runCuad());
  printCuadCv();
}
if ((!only || only === 'lawyer') && hasData('cuad', 'full_contract_txt')) {
  const { scoreSuite, formatTally } = await import('./lawyer/score.ts');
  const { review } = await import('../dist/index.js');
  const r = scoreSuite(review);
  console.log('\nLawyer-read suite (24 CUAD contracts judged by hand; TEST never read to fix a rule):');
  console.log(formatTally('TUNE', r.tune));
  console.log(formatTally('TEST', r.test));
}
