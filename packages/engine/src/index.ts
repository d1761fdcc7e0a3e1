/**
 * @contract-analysis/engine: pure contract analysis. No HTTP, no storage, deterministic.
 * The server reaches the engine only through these exports.
 */
export * from './types.js';
export { segment, segmentDetailed, splitSentences, looksLikeHeading } from './segment.js';
export { plainText, readMarkup, markupKind, type MarkupDocument, type MarkupBlock, type MarkupRun, type MarkupKind } from './markup.js';
export { clauseTaxonomy, detectClauseTypes, classifyClause, cuadCategoryMap } from './taxonomy.js';
export {
  extractKeyTerms, extractKeyTermsDetailed, toPublicKeyTerms, jurisdictionCode, parseDurations, parseDate, parseNumber, normaliseJurisdiction, durationMonths,
} from './keyterms.js';
export {
  listBuiltInPlaybooks, getBuiltInPlaybook, defaultPlaybookFor, defaultPlaybookIdFor, applyPlaybookOverrides, toPublicPlaybook, withDetection, GENERAL_PLAYBOOK_ID,
  playbookFingerprint,
} from './playbooks/index.js';
export type { PublicPlaybook, PublicPlaybookCheck } from './playbooks/index.js';
export {
  review, evaluateCheck, buildContext, aggregateRisk, riskLevel, SEVERITY_WEIGHT, isOperative,
} from './review.js';
export {
  redlineOperations, redlineEdits, applyRedlines, applyEdits, adaptLanguage, adaptToContract, contractWords, definedTerms, bodyEnd, relatedClauseTypes, statesReplacedPosition,
} from './redline.js';
export { grantedRight, restriction } from './redline-rights.js';
export type { Right, Restriction } from './redline-rights.js';
export type { TextEdit, RedlineEdit, ContractWords } from './redline.js';
export type { DocContext, CheckEvaluation } from './review.js';
export { ask, askRanked, expandQuestion, stem, type RerankOptions } from './ask.js';
export { loadEncoder, encoderFiles, modelsDir, DEFAULT_ENCODER, ENCODERS, type EncoderName, type SentenceEncoder } from './learned/ask-encoder.js';
export { draft, parsePrompt, draftableClauseTypes, isDraftableClauseType, inferDocumentType, ClauseTypeNotDraftableError } from './draft.js';
export type { PromptFacts, PromptParty, PromptCap } from './prompt.js';
export { jurisdictionDisplayName } from './jurisdiction-codes.js';
export { numberWords, countWords, durationWords, isoDurationWords, monthsWords, jurisdictionName, jurisdictionWords, lawWords, amountWords, plural, forPeople, rawCodesIn } from './words.js';
export {
  benchmarks, benchmarkClauseTypes, benchmarkIndustries, benchmarkSource, benchmarksFromReviews, checkBenchmarkQuery, corpusIndustries, corpusIndustrySize,
  BenchmarkQueryError, REVIEWED_INDUSTRIES, REVIEWED_SOURCE,
} from './benchmarks.js';
export type { ReviewedContract } from './benchmarks.js';
export { MIN_SAMPLE, quantile, quartileFigure, shareFigure, distributionFigure, quartileAndValuesFigure } from './statistics.js';
export type { Figure } from './statistics.js';
export { OpenAICompatibleProvider, ProviderError, providerFromEnv } from './provider.js';
export type { LanguageModelProvider, ChatMessage, CompletionRequest, CompletionResult, JsonSchemaFormat, OpenAICompatibleOptions } from './provider.js';
export { parseCsv, parseCsvObjects, parsePyList } from './csv.js';
export { askAsync, reviewAsync, draftAsync, unsureChecks, selectSecondReadings, planSecondReadings, detailSignals } from './llm.js';
export type { ModelOptions, Assisted, SecondReading, SecondReadingPlan, SecondReadingPolicy, DetailSignal } from './llm.js';
export { clauseTypeModel, clauseTypeScores, documentClauseTypes, ruleClauseTypes, clauseRuleTypes } from './learned/clause-types.js';
export type { ClauseTypeModel, DocumentClauseTypes } from './learned/clause-types.js';
export { features as hashedFeatures, windowFeatures, fnv1a, tokens as featureTokens } from './learned/features.js';
export { evidenceRanker, sentenceScore, bestUncited } from './learned/nli.js';
export type { EvidenceRanker, SentenceFlag, RankerInput, RuleReading } from './learned/nli.js';
