// One command for every eval: ContractNLI (review checks + ask) and CUAD clause types.
import { runNli, printNli, printHalves, rulesOnly, crossValidated, printLabelModel } from './nli.ts';
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
  // the TUNE / TEST halves (eval/nli.ts halfOf): rule changes are made by reading TUNE errors only
  const rules = rulesOnly();
  const cv = crossValidated();
  const tune = runNli('dev', rules, false, 'tune');
  console.log('ContractNLI dev by half (document ids sorted, alternated; TEST is never read for error analysis)');
  console.log('rules only:');
  printHalves([['TUNE', tune], ['TEST', runNli('dev', rules, false, 'test')], ['whole', r]]);
  console.log('shipped pipeline, cross-validated evidence:');
  printHalves([['TUNE', runNli('dev', cv, false, 'tune')], ['TEST', runNli('dev', cv, false, 'test')], ['whole', runNli('dev', cv, false)]]);
  console.log();
  printLabelModel();
  console.log();
  // errors are listed for TUNE documents only
  if (process.env.EVAL_ERRORS) for (const e of tune.errors.filter((x) => process.env.EVAL_ERRORS === 'all' || x.hyp === process.env.EVAL_ERRORS)) console.log(`  doc ${e.doc} ${e.hyp}: gold ${e.gold} pred ${e.pred}`);
}
if (!only || only === 'cuad') {
  const { runCuad, printCuad, printCuadCv } = await import('./cuad.ts');
  printCuad(runCuad());
  printCuadCv();
}
if ((!only || only === 'lawyer') && hasData('cuad', 'full_contract_txt')) {
  const { scoreSuite, tallyLines } = await import('./lawyer/score.ts');
  const { review } = await import('../dist/index.js');
  const r = scoreSuite(review);
  // every set, aggregates only (the held-out sets' readings are never printed here)
  console.log('\nLawyer-read suite (CUAD contracts judged by hand; which sets have been read to fix rules: engine README, "Lawyer-read suite"):');
  for (const line of tallyLines(r)) console.log(line);
}
