// One command for every eval: ContractNLI (review checks + ask) and CUAD clause types.
import { runNli, printNli } from './nli.ts';
import { hasData } from './data.ts';

const only = process.argv[2];
if (!hasData('contractnli', 'dev.json')) {
  console.error('ContractNLI data not found; set CONTRACT_DATA_DIR');
  process.exit(1);
}
if (!only || only === 'nli') {
  const r = runNli('dev');
  printNli(r);
  if (process.env.EVAL_ERRORS) for (const e of r.errors.filter((x) => x.hyp === process.env.EVAL_ERRORS)) console.log(`  doc ${e.doc} ${e.hyp}: gold ${e.gold} pred ${e.pred}`);
}
if (!only || only === 'cuad') {
  const { runCuad, printCuad, printCuadCv } = await import('./cuad.ts');
  printCuad(runCuad());
  printCuadCv();
}
