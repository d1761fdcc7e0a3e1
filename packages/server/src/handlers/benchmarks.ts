import * as analysis from '../analysis.js';
import { auth, type Handler } from '../context.js';

export const listBenchmarks: Handler<'listBenchmarks'> = async (req, _reply, { storage }) => {
  const q = req.query;
  const query = { clause_type: q.clause_type, industry: q.industry };
  const corpus = analysis.benchmarks(query);
  const live = analysis.liveBenchmarks(await storage.contracts.completedReviews(auth(req).accountId), query);
  return { object: 'list', data: [...corpus, ...live], has_more: false, next_cursor: null };
};

export const listBenchmarkClauseTypes: Handler<'listBenchmarkClauseTypes'> = async () => {
  return { object: 'list', data: analysis.benchmarkClauseTypes(), has_more: false, next_cursor: null };
};

export const listBenchmarkIndustries: Handler<'listBenchmarkIndustries'> = async () => {
  return { object: 'list', data: analysis.benchmarkIndustries(), has_more: false, next_cursor: null };
};
