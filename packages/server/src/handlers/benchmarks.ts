import * as analysis from '../analysis.js';
import { auth, type Handler } from '../context.js';

export const listBenchmarks: Handler = async (req, _reply, { storage }) => {
  const q = req.query as { clause_type?: string[]; industry?: string[] };
  const query = { clause_type: q.clause_type, industry: q.industry };
  const corpus = analysis.benchmarks(query);
  const live = analysis.liveBenchmarks(await storage.contracts.completedReviews(auth(req).accountId), query);
  return { object: 'list', data: [...corpus, ...live], has_more: false, next_cursor: null };
};

export const listBenchmarkClauseTypes: Handler = async () => {
  return { object: 'list', data: analysis.benchmarkClauseTypes(), has_more: false, next_cursor: null };
};

export const listBenchmarkIndustries: Handler = async () => {
  return { object: 'list', data: analysis.benchmarkIndustries(), has_more: false, next_cursor: null };
};
