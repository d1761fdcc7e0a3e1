import { Component } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Answer, Contract, Issue, components } from '@contract-analysis/client';
import { withApi } from '../api/client.js';
import { DashboardError, toFailure, type Failure } from '../api/problem.js';
import { markupKind } from '@contract-analysis/engine/markup-kind';
import { evidenceSpan, evidenceSpans } from '../review/evidence.js';
import { explanationParts, recommendationParts } from '../review/notes.js';
import { keyTermApplies, keyTermDisplay, type KeyTermKind } from '../review/terms.js';
import { blocks as toBlocks, bySeverity, issueIds, placeRedlines, segment, shownText, type Mark, type Segment } from '../review/segments.js';
import { submitting, useAction, useLoad } from '../ui/load.js';
import { Empty, ErrorNotice, Loading, PageHeader, Time } from '../ui/parts.js';
import { Status } from './contracts.js';
import { documentTypeName } from '../ui/document-types.js';

const POLL_MS = 1000;
const MEDIA_LABEL: Record<string, string> = {
  'text/plain': 'text',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/pdf': 'PDF',
};

/** Loads the contract with its text, and keeps polling while its review is queued or processing. */
function useContract(id: string) {
  const [contract, setContract] = useState<Contract>();
  const [failure, setFailure] = useState<Failure>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setContract(undefined);
    setFailure(undefined);
    const poll = async () => {
      try {
        const c = await withApi((api) => api.contracts.retrieve(id, { include: 'text' }));
        if (stopped) return;
        setContract(c);
        setFailure(undefined);
        if (c.status === 'queued' || c.status === 'processing') timer = setTimeout(poll, POLL_MS);
      } catch (err) {
        if (stopped) return;
        const f = toFailure(err);
        setFailure(f);
        // A passing network failure is retried; an answer such as 404 is final.
        if (f.status === undefined || f.status >= 500) timer = setTimeout(poll, POLL_MS * 3);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);
  return { contract, failure };
}

type MarkupView = typeof import('../review/markup.js');

/**
 * The document view of Markdown and HTML (review/markup.tsx), loaded when `needed`: undefined while it loads,
 * null when it is not needed or could not be loaded (the text is then shown as it is, as text).
 */
function useMarkupView(needed: boolean): MarkupView | null | undefined {
  const [view, setView] = useState<MarkupView | null>();
  useEffect(() => {
    if (!needed || view) return;
    let live = true;
    import('../review/markup.js').then(
      (m) => live && setView(m),
      () => live && setView(null),
    );
    return () => {
      live = false;
    };
  }, [needed, view]);
  return needed ? view : null;
}

export function ReviewPage({ id }: { id: string }) {
  const { contract, failure } = useContract(id);
  if (!contract) {
    return (
      <section>
        <PageHeader title="Review" />
        {failure ? <ErrorNotice failure={failure} /> : <Loading label="Loading the contract…" />}
        <p><a href="#/contracts">Back to contracts</a></p>
      </section>
    );
  }
  return <Review contract={contract} failure={failure} />;
}

const STEPS = ['queued', 'processing', 'completed'] as const;

function Progress({ status }: { status: Contract['status'] }) {
  const at = STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <div class="card" role="status" aria-live="polite">
      <p>{status === 'queued' ? 'Waiting for a worker to pick the review up…' : 'Reviewing the contract…'} This page updates by itself.</p>
      <ol class="steps">
        {STEPS.map((s, i) => (
          <li key={s} class={i < at ? 'done' : i === at ? 'current' : ''} aria-current={i === at ? 'step' : undefined}>{s}</li>
        ))}
      </ol>
      <progress max={STEPS.length - 1} value={at} aria-label="Review progress" />
    </div>
  );
}

function Review({ contract, failure }: { contract: Contract; failure?: Failure }) {
  const review = contract.review;
  const text = contract.text ?? '';
  const [activeIssue, setActiveIssue] = useState<string>();
  const [answer, setAnswer] = useState<Answer>();
  const issues = useMemo(() => bySeverity(review?.issues ?? []), [review]);
  const { placed, unplaced } = useMemo(
    () => placeRedlines(text, contract.clauses, review?.redlines ?? []),
    [text, contract.clauses, review],
  );
  const clauseById = useMemo(() => new Map(contract.clauses.map((c) => [c.id, c])), [contract.clauses]);
  // what each issue highlights: its citations' operative words, not the headings in front of them (evidence.ts)
  const evidence = useMemo(
    () => new Map(issues.map((issue) => [issue.id, evidenceSpans(text, clauseById, issue.citations)])),
    [issues, text, clauseById],
  );
  // each answer citation's span: its operative words, as highlighted
  const answerSpans = useMemo(() => answer?.citations.map((c) => evidenceSpan(text, clauseById, c).span) ?? [], [answer, text, clauseById]);
  const marks = useMemo(() => {
    const m: Mark[] = [];
    for (const issue of issues) {
      for (const e of evidence.get(issue.id) ?? []) m.push({ kind: 'issue', id: issue.id, severity: issue.severity, start: e.start, end: e.end });
    }
    answerSpans.forEach((span, i) => {
      if (span) m.push({ kind: 'citation', id: `cit_${i + 1}`, start: span.start, end: span.end });
    });
    return m;
  }, [issues, evidence, answerSpans]);
  // a Markdown or HTML contract is shown as a document, block by block (its view and parsers are loaded for it
  // alone); a plain text clause by clause
  const markupView = useMarkupView(useMemo(() => markupKind(text) !== 'plain', [text]));
  const markup = useMemo(() => (markupView ? markupView.documentOf(text) : null), [markupView, text]);
  const breaks = useMemo(() => (markup ? markup.blocks.map((b) => b.start) : contract.clauses.map((c) => c.start)), [markup, contract.clauses]);
  // what the answer quotes: the highlighted words, as a reader reads them (no markup, white space collapsed)
  const answerQuotes = useMemo(
    () => answerSpans.map((span, i) => {
      if (!span) return answer!.citations[i].quote;
      return markup && markupView ? markupView.readablePassage(markup.plain, span.start, span.end) : text.slice(span.start, span.end).replace(/\s+/g, ' ').trim();
    }),
    [answerSpans, answer, markup, markupView, text],
  );
  const blocks = useMemo(() => toBlocks(segment(text.length, marks, placed, breaks), breaks), [text, marks, placed, breaks]);
  useEffect(() => {
    // For the bench (bench/run.mts): when the review is first on screen.
    if (review && text && !performance.getEntriesByName('cas:review-ready').length) performance.mark('cas:review-ready');
  }, [review, text]);
  const docRef = useRef<HTMLElement>(null);

  const show = (selector: string) => {
    const el = docRef.current?.querySelector<HTMLElement>(selector);
    if (el) {
      // An instant jump: a smooth scroll would aim at clauses whose layout content-visibility has skipped.
      el.scrollIntoView({ block: 'center' });
      el.focus({ preventScroll: true });
    }
  };
  useEffect(() => {
    if (activeIssue) show(`[data-first~="${activeIssue}"]`);
  }, [activeIssue]);
  useEffect(() => {
    if (answer?.citations.length) show('[data-first~="cit_1"]');
  }, [answer]);

  const busy = contract.status === 'queued' || contract.status === 'processing';
  return (
    <section class="review">
      <PageHeader title={contract.filename || contract.id}>
        <Status status={contract.status} />
        <span class="badge">{documentTypeName(contract.document_type)}</span>
      </PageHeader>
      <p class="small muted">
        <a href="#/contracts">Contracts</a> · {contract.id} · uploaded <Time iso={contract.created_at} />
        {contract.media_type ? ` · ${MEDIA_LABEL[contract.media_type] ?? contract.media_type}` : ''}
        {contract.pages ? ` · ${contract.pages} pages` : ''}
        {review && <> · playbook <PlaybookLink id={review.playbook.id} version={review.playbook.version} /></>}
      </p>
      <ErrorNotice failure={failure} />
      {busy && <Progress status={contract.status} />}
      {contract.status === 'failed' && contract.error && (
        <ErrorNotice failure={{ message: contract.error.detail ?? contract.error.title, requestId: contract.error.request_id ?? undefined }} />
      )}
      {review && (
        // on a phone the panels stack: the issues and the text are far down the page
        <nav class="jump row wrap" aria-label="On this page">
          <button type="button" class="link" onClick={() => jumpTo('issues-title')}>Issues ({issues.length})</button>
          <button type="button" class="link" onClick={() => jumpTo('contract-text')}>Contract text</button>
          <button type="button" class="link" onClick={() => jumpTo('ask-title')}>Ask a question</button>
        </nav>
      )}
      <div class="review-grid">
        <div class="panel">
          {busy && <p class="muted">The risk score, issues, key terms and questions appear here once the review is done.</p>}
          {review && (
            <>
              <RiskCard review={review} />
              <p>{review.summary}</p>
            </>
          )}
          <KeyTerms contract={contract} />
          {review && (
            <section aria-labelledby="issues-title">
              <h2 id="issues-title">Issues ({issues.length})</h2>
              {review.redlines && review.redlines.length > 0 && (
                <p class="small muted" data-redlines={review.redlines.length}>
                  {review.redlines.length} suggested change{review.redlines.length > 1 ? 's' : ''}
                  {placed.length > 0 ? `, ${placed.length} shown as tracked changes in the text` : ''}.
                </p>
              )}
              {issues.length === 0 && <Empty>No deviations from the playbook.</Empty>}
              <ol class="issues">
                {issues.map((issue) => (
                  <IssueItem
                    key={issue.id}
                    issue={issue}
                    active={issue.id === activeIssue}
                    evidenceSection={evidence.get(issue.id)?.[0]?.citation.section}
                    hasEvidence={(evidence.get(issue.id)?.length ?? 0) > 0}
                    unplacedRedline={unplaced.find((r) => r.id === issue.redline_id)}
                    readable={markup && markupView ? markupView.readable : undefined}
                    placedRedline={placed.some((p) => p.redline.id === issue.redline_id) ? issue.redline_id ?? undefined : undefined}
                    onShow={() => {
                      if (issue.id === activeIssue) show(`[data-first~="${issue.id}"]`);
                      else setActiveIssue(issue.id);
                    }}
                    onShowRedline={(id) => show(`[data-redline="${id}"]`)}
                  />
                ))}
              </ol>
            </section>
          )}
          {contract.status === 'completed' && <AskBox contractId={contract.id} answer={answer} quotes={answerQuotes} onAnswer={setAnswer} onShow={(i) => show(`[data-first~="cit_${i + 1}"]`)} />}
        </div>
        <article class="doc" id="contract-text" aria-label="Contract text" ref={docRef} tabIndex={0} onClick={toIssue}>
          {text ? (
            markupView === undefined ? (
              <Loading label="Laying out the document…" />
            ) : markup && markupView ? (
              <markupView.MarkupText doc={markup} blocks={blocks} activeIssue={activeIssue} />
            ) : (
              <Document text={text} blocks={blocks} activeIssue={activeIssue} />
            )
          ) : (
            <Empty>{busy ? 'The text appears once it has been extracted.' : 'No text was extracted from this document.'}</Empty>
          )}
        </article>
      </div>
    </section>
  );
}

/** The review's playbook by its name (its id until the name is in, or when it cannot be read), and version. */
function PlaybookLink({ id, version }: { id: string; version: number }) {
  const playbook = useLoad(() => withApi((c) => c.playbooks.retrieve(id)), [id]);
  return (
    <>
      <a href={`#/playbooks/${encodeURIComponent(id)}`}>{playbook.data?.name ?? id}</a> v{version}
    </>
  );
}

/**
 * A click on a highlighted passage of the text goes to the issue it is evidence of (the most severe when it is
 * evidence of several), so that a reader of the contract can find out why it is marked. A click that ends a
 * selection of text does not.
 */
function toIssue(e: MouseEvent) {
  const mark = (e.target as Element | null)?.closest?.('mark[data-issues]');
  if (!mark || window.getSelection()?.toString()) return;
  const id = mark.getAttribute('data-issues')!.split(' ')[0];
  jumpTo(`${id}-title`, 'center');
}

/** Brings a part of the page into view and gives it focus (for the keyboard and screen readers). */
function jumpTo(id: string, block: ScrollLogicalPosition = 'start') {
  const el = document.getElementById(id);
  if (!el) return;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.scrollIntoView({ block });
  el.focus({ preventScroll: true });
}

function RiskCard({ review }: { review: NonNullable<Contract['review']> }) {
  return (
    <section class="card risk" aria-labelledby="risk-title">
      <h2 id="risk-title">Risk</h2>
      {review.risk_score === null ? (
        <p class="muted">Risk scoring was turned off for this review.</p>
      ) : (
        <>
          <p class="score">
            <span class="big">{review.risk_score}</span>
            <span class="muted"> / 100</span> <span class={`badge risk-${review.risk_level}`}>{review.risk_level}</span>
          </p>
          {review.category_scores.length > 0 && <CategoryBars scores={review.category_scores} />}
        </>
      )}
    </section>
  );
}

/**
 * The categories that carry risk as bars, highest first; the ones that carry none in one line after them, so
 * that a long list of zeros does not hide the few that matter.
 */
function CategoryBars({ scores }: { scores: { category: string; score: number }[] }) {
  const name = (c: string) => c.replace(/_/g, ' ');
  const risky = scores.filter((c) => c.score > 0).sort((a, b) => b.score - a.score);
  const clear = scores.filter((c) => !(c.score > 0));
  return (
    <figure>
      <figcaption class="small">Risk by category</figcaption>
      {risky.length > 0 && (
        <ul class="bars">
          {risky.map((c) => (
            <li key={c.category}>
              <span class="bar-label">{name(c.category)}</span>
              <span class="bar" aria-hidden="true"><span style={{ width: `${Math.min(100, c.score)}%` }} class={barClass(c.score)} /></span>
              <span class="bar-value">{c.score}</span>
            </li>
          ))}
        </ul>
      )}
      {clear.length > 0 && (
        <p class="small muted no-risk">
          {risky.length ? 'No risk in' : 'No risk in any category:'} {clear.map((c) => name(c.category)).join(', ')}.
        </p>
      )}
    </figure>
  );
}

function barClass(score: number): string {
  return score >= 75 ? 'critical' : score >= 50 ? 'high' : score >= 25 ? 'medium' : 'low';
}

const KEY_TERM_LABELS: [string, string, KeyTermKind][] = [
  ['parties', 'Parties', 'text'],
  ['mutual', 'Mutual', 'text'],
  ['effective_date', 'Effective date', 'date'],
  ['term', 'Term', 'duration'],
  ['survival', 'Survival', 'duration'],
  ['governing_law', 'Governing law', 'jurisdiction'],
  ['jurisdiction', 'Jurisdiction', 'text'],
  ['notice_period', 'Notice period', 'duration'],
  ['liability_cap', 'Liability cap', 'text'],
];

function KeyTerms({ contract }: { contract: Contract }) {
  const keyTerms = contract.key_terms;
  if (!keyTerms) return null;
  const terms = keyTerms as unknown as Record<string, unknown>;
  return (
    <section class="card" aria-labelledby="terms-title">
      <h2 id="terms-title">Key terms</h2>
      <dl class="terms">
        {KEY_TERM_LABELS.filter(([k]) => keyTermApplies(k, terms[k], contract.document_type)).map(([k, label, kind]) => {
          const shown = keyTermDisplay(keyTerms, k, kind);
          return (
            <div key={k}>
              <dt>{label}</dt>
              <dd title={shown.title}>{shown.text}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function IssueItem(props: {
  issue: Issue;
  active: boolean;
  /** Whether the issue has words highlighted in the document, and the section of the first. */
  hasEvidence: boolean;
  evidenceSection?: string;
  unplacedRedline?: components['schemas']['Redline'];
  /** A Markdown or HTML contract's redline text without its markup (review/markup.tsx). */
  readable?: (ops: Op[]) => Op[];
  /** The id of the issue's redline when it is shown in the document as a tracked change. */
  placedRedline?: string;
  onShow: () => void;
  onShowRedline: (id: string) => void;
}) {
  const { issue } = props;
  const { finding, check } = explanationParts(issue.title, issue.explanation);
  const rec = recommendationParts(issue.recommendation);
  return (
    <li class={`issue sev-${issue.severity}${props.active ? ' active' : ''}`}>
      <h3 id={`${issue.id}-title`}>
        <span class={`badge sev-${issue.severity}`}>{issue.severity}</span> {issue.title}
      </h3>
      <p>{finding}</p>
      {check && <p class="small muted">{check}</p>}
      {rec ? (
        <dl class="rec">
          <dt>Preferred position</dt>
          <dd>{rec.preferred}</dd>
          {rec.fallbacks.length > 0 && (
            <>
              <dt>{rec.fallbacks.length > 1 ? 'Fallbacks, best first' : 'Fallback'}</dt>
              <dd>
                {rec.fallbacks.length > 1 ? <ol>{rec.fallbacks.map((f, i) => <li key={i}>{f}</li>)}</ol> : rec.fallbacks[0]}
                {rec.closing && <span class="rec-closing"> {rec.closing}</span>}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p><strong>Recommendation:</strong> {issue.recommendation}</p>
      )}
      {(props.hasEvidence || props.placedRedline) && (
        <div class="row wrap">
          {props.hasEvidence && (
            <button type="button" class="secondary" onClick={props.onShow} aria-pressed={props.active} aria-describedby={`${issue.id}-title`}>
              Show in document{props.evidenceSection && !props.evidenceSection.startsWith('¶') ? ` (§ ${props.evidenceSection})` : ''}
            </button>
          )}
          {props.placedRedline && (
            <button type="button" class="secondary" onClick={() => props.onShowRedline(props.placedRedline!)} aria-describedby={`${issue.id}-title`}>
              Show the suggested change
            </button>
          )}
        </div>
      )}
      {props.unplacedRedline && (
        <div class="small">
          <p>Suggested text:</p>
          <p class="redline"><Operations ops={compactOps(props.readable ? props.readable(props.unplacedRedline.operations) : props.unplacedRedline.operations)} /></p>
        </div>
      )}
    </li>
  );
}

type Op = { op: 'insert' | 'delete' | 'equal'; text: string };
const CONTEXT = 60;

/** Shortens unchanged runs to the words next to a change (for redlines shown away from the text). */
export function compactOps(ops: Op[]): Op[] {
  return ops.map((o, i) => {
    if (o.op !== 'equal' || o.text.length <= CONTEXT * 2 + 10) return o;
    const before = i > 0 ? o.text.slice(0, CONTEXT) + ' … ' : '';
    const after = i < ops.length - 1 ? ' … ' + o.text.slice(-CONTEXT) : '';
    return { op: 'equal', text: (before + after || o.text.slice(0, CONTEXT) + ' …').trim() };
  });
}

function Operations({ ops }: { ops: Op[] }) {
  return (
    <>
      {ops.map((o, i) =>
        o.op === 'insert' ? <ins key={i}>{o.text}</ins> : o.op === 'delete' ? <del key={i}>{o.text}</del> : <span key={i}>{o.text}</span>,
      )}
    </>
  );
}

/**
 * The contract text with marks and tracked changes, clause by clause. Contract text is only ever rendered as
 * text nodes. A clause re-renders only when its segments change or the active issue enters or leaves it, and
 * the browser lays out only the clauses near the screen (CSS content-visibility).
 */
function Document({ text, blocks, activeIssue }: { text: string; blocks: Segment[][]; activeIssue?: string }) {
  return (
    <div class="doc-text">
      {blocks.map((segs) => (
        <Block
          key={segs[0].start}
          text={text}
          segs={segs}
          active={activeIssue && segs.some((s) => s.marks.some((m) => m.id === activeIssue)) ? activeIssue : undefined}
        />
      ))}
    </div>
  );
}

class Block extends Component<{ text: string; segs: Segment[]; active?: string }> {
  override shouldComponentUpdate(next: { text: string; segs: Segment[]; active?: string }): boolean {
    return next.segs !== this.props.segs || next.active !== this.props.active || next.text !== this.props.text;
  }

  override render() {
    const { text, segs, active } = this.props;
    return (
      <div class="block">
        {segs.map((s) => {
          const body =
            s.kind === 'redline' ? (
              <span class="redline" title={s.redline.rationale} data-redline={s.redline.id} tabIndex={-1}>
                <span class="sr-only">Suggested change: </span>
                <Operations ops={s.operations} />
              </span>
            ) : (
              shownText(text.slice(s.start, s.end))
            );
          if (s.marks.length === 0) return s.kind === 'redline' ? <span key={s.start}>{body}</span> : body;
          const cls = s.marks.map((m) => (m.kind === 'citation' ? 'cite' : `sev-${m.severity}`));
          if (active && s.marks.some((m) => m.kind === 'issue' && m.id === active)) cls.push('active');
          // The first segment of each mark carries its id, to scroll to and focus.
          return (
            <mark key={s.start} class={cls.join(' ')} data-first={s.starts.length ? s.starts.join(' ') : undefined} data-issues={issueIds(s)} title={issueIds(s) && 'Show the issue'} tabIndex={s.starts.length ? -1 : undefined}>
              {body}
            </mark>
          );
        })}
      </div>
    );
  }
}

function AskBox(props: { contractId: string; answer?: Answer; quotes: string[]; onAnswer: (a: Answer) => void; onShow: (citation: number) => void }) {
  const { contractId, answer, onAnswer } = props;
  const [question, setQuestion] = useState('');
  const ask = useAction(async () => {
    if (!question.trim()) throw new DashboardError({ message: 'Type a question first.' });
    return withApi((c) => c.contracts.ask({ contract_id: contractId, question: question.trim() }));
  });
  return (
    <section class="card" aria-labelledby="ask-title">
      <h2 id="ask-title">Ask about this contract</h2>
      <form
        onSubmit={submitting(ask, onAnswer)}
      >
        <label>
          Question
          <input name="question" value={question} maxLength={2000} required onInput={(e) => setQuestion(e.currentTarget.value)} placeholder="How long do the obligations last?" />
        </label>
        <button type="submit" disabled={ask.busy}>{ask.busy ? 'Asking…' : 'Ask'}</button>
      </form>
      <ErrorNotice failure={ask.failure} />
      {answer && (
        <div class="answer" aria-live="polite">
          <p class="answer-text">{answer.answer}</p>
          <p class="small muted">Confidence {Math.round(answer.confidence * 100)} %</p>
          {answer.citations.length > 0 && (
            <ol class="citations">
              {answer.citations.map((c, i) => (
                <li key={i}>
                  <q>{props.quotes[i] ?? c.quote}</q>{' '}
                  <button type="button" class="link" onClick={() => props.onShow(i)}>
                    Show{c.section ? ` § ${c.section}` : ''} in document
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
