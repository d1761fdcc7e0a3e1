import * as engine from '@contract-analysis/engine';
import * as analysis from '../analysis.js';
import { auth, type Handler } from '../context.js';
import { ApiError } from '../problem.js';

/** An unknown clause type or industry: 422 with its own code, naming the allowed values. */
function refuse(e: unknown): never {
  if (e instanceof engine.BenchmarkQueryError) {
    throw new ApiError(422, e.code, e.message, { errors: e.values.map((v) => ({ pointer: e.parameter, message: `"${v}" is not one of ${e.allowed.join(', ')}` })) });
  }
  throw e;
}

export const listBenchmarks: Handler<'listBenchmarks'> = async (req, _reply, { storage }) => {
  const q = req.query;
  const query = { clause_type: q.clause_type, industry: q.industry };
  try {
    engine.checkBenchmarkQuery(query);
  } catch (e) {
    refuse(e);
  }
  const corpus = analysis.benchmarks(query);
  const live = analysis.liveBenchmarks(await storage.contracts.completedReviews(auth(req).accountId, query.industry), query);
  return { object: 'list', data: [...corpus, ...live], has_more: false, next_cursor: null };
};

export const listBenchmarkClauseTypes: Handler<'listBenchmarkClauseTypes'> = async () => {
  return { object: 'list', data: analysis.benchmarkClauseTypes(), has_more: false, next_cursor: null };
};

export const listBenchmarkIndustries: Handler<'listBenchmarkIndustries'> = async (req, _reply, { storage }) => {
  const reviewed = await storage.contracts.completedReviewCounts(auth(req).accountId);
  return { object: 'list', data: analysis.benchmarkIndustries(reviewed), has_more: false, next_cursor: null };
};
