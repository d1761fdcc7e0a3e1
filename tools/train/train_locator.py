"""Thresholds for the learned clause locator (packages/engine/data/locator.thresholds.json).

The locator (packages/engine/src/learned/locator.ts) uses the shipped clause-type model (train_clause_types.py) to
find THE clause of a contract for one CUAD category when a check's rules found none, and the check reads it. Its
decision is per unit, not per contract: the best-scoring clause (or, for the categories in SENTENCE, the best-scoring
sentence of a per-sentence model trained here) WHOSE READING DECIDES is located when its score reaches the category's
threshold; export-clauses.ts and export-sentences.ts export, per unit, whether the reading of the check TRAINED_AS
names decides on it, so the reader is in the loop. A false locate (the unit read is not the category's) is worse than
a miss, so the threshold is the lowest at which the located unit is the category's in at least TARGET of the
contracts, measured where that check's rules read nothing (the locator's situation; export-clauses.ts runs it on
every contract). A category ships only when its cross-validated precision there is at least MIN_CV_PRECISION over at
least MIN_CV_LOCATES locates; otherwise it never locates.

Reproducible: `python tools/train/train_locator.py` with the engine built (run.sh runs it). Reads CUAD v1 in place.

Evaluation: 5-fold cross-validation by contract (the folds of train_clause_types.py: crc32(file name) mod 5). Each
contract's clauses are scored by the model fitted on the other four folds (same features, same regularisation and
pruning as the shipped model). For outer fold d the threshold is chosen on the out-of-fold scores of the other four
folds and applied to fold d, so the reported precision and recall are measured on contracts neither the model nor
the threshold saw. (The other folds' scores come from models that saw fold d's labels: the threshold, not the
figures, carries that slight leak.) The shipped threshold is chosen on all out-of-fold scores and applied to the
shipped model, which is fitted on all contracts as before.
"""
import json
import subprocess
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from train_clause_types import CUAD, FOLDS, OUT, REPO, fit, fold_of, load, matrix  # noqa: E402
from features import BUCKETS, MAX_TOKENS, token_features, tokens  # noqa: E402

# the categories the engine's checks map to (packages/engine/src/learned/locator.ts CHECK_CATEGORY)
LOCATED = ["Governing Law", "Termination For Convenience", "Cap On Liability", "License Grant",
           "Ip Ownership Assignment", "Non-Compete"]
# categories whose clause is too coarse a unit (a termination clause holds every ground; a covenant sits among others):
# a per-sentence model locates the sentence instead (data/locator.sentences.json)
SENTENCE = ["Termination For Convenience", "Ip Ownership Assignment", "Non-Compete"]
# clause-located categories whose reader is in the loop (export-clauses.ts exports its verdict per clause)
CLAUSE_READ = ["Governing Law", "Cap On Liability", "License Grant"]
TARGET = 0.9  # precision of a locate
MIN_LOCATES = 5  # a threshold must locate at least this many contracts of the selection data
NEVER = 1e9
# a category is shipped only when its cross-validated precision where the rules miss reaches this (else it never locates)
MIN_CV_PRECISION = 0.85
MIN_CV_LOCATES = 10  # ... over at least this many locates (a precision of 2 of 2 says nothing)


def best_clauses(scores, docs):
    """For each contract: the best clause's score (max over its windows) and whether that clause is labelled."""
    out_s, out_ok, at = [], [], 0
    for d in docs:
        n = len(d["X"])
        s = scores[at:at + n]
        at += n
        if n == 0:
            out_s.append(-NEVER)
            out_ok.append(False)
            continue
        w = int(np.argmax(s))
        clause = d["owner"][w]
        out_s.append(float(s[w]))
        out_ok.append(bool(d["Yj"][d["owner"] == clause].any()))
    return np.array(out_s), np.array(out_ok)


def choose(s, ok):
    """The lowest threshold t with precision(best clause right | score >= t) >= TARGET over >= MIN_LOCATES contracts."""
    order = np.argsort(-s)
    best = NEVER
    hits = 0
    for k, i in enumerate(order, 1):
        hits += ok[i]
        if k >= MIN_LOCATES and hits / k >= TARGET and (k == len(order) or s[order[k]] < s[i]):
            best = float(s[i])
    return best


def figures(s, ok, present, t):
    located = s >= t
    right = located & ok
    return {"contracts": int(len(s)), "with_category": int(present.sum()), "located": int(located.sum()),
            "right": int(right.sum()), "precision": round(float(right.sum() / located.sum()), 4) if located.sum() else None,
            "recall": round(float(right.sum() / present.sum()), 4) if present.sum() else None}


def counts(located, ok, present, m):
    """Located, right, precision and recall over the contracts of mask m."""
    right = located & ok
    return {"contracts": int(m.sum()), "with_category": int((present & m).sum()), "located": int((located & m).sum()),
            "right": int((right & m).sum()), "precision": round(float((right & m).sum() / max((located & m).sum(), 1)), 4),
            "recall": round(float((right & m).sum() / max((present & m).sum(), 1)), 4)}


def evaluate(s, ok, present, norule, folds):
    """Per outer fold, the threshold chosen on the other folds (where the rules miss) applied to the fold; the figures,
    and the shipped threshold (chosen on all out-of-fold scores; NEVER unless the cross-validated precision passes)."""
    located = np.zeros(len(s), dtype=bool)
    for d in range(FOLDS):
        sel = (folds != d) & norule
        located[folds == d] = (s[folds == d] >= choose(s[sel], ok[sel])) & (s[folds == d] > -NEVER)
    figs = {"where_rules_miss": counts(located, ok, present, norule),
            "all_contracts": counts(located, ok, present, np.ones(len(s), dtype=bool))}
    t = choose(s[norule], ok[norule])
    if figs["where_rules_miss"]["precision"] < MIN_CV_PRECISION or figs["where_rules_miss"]["located"] < MIN_CV_LOCATES:
        t = NEVER  # not precise enough on contracts it did not see: never located
    return figs, round(t, 5)


def out_of_fold(docs, folds, columns, readable):
    """For each column (category index in a document's Y, and its name): each contract's best unit among those the
    reader decides on (readable(doc, name) -> mask over its units, or None for all), scored by the model fitted on the
    other folds; returns {name: (scores, whether that unit is labelled)}."""
    oof = {name: (np.zeros(len(docs)), np.zeros(len(docs), dtype=bool)) for _, name in columns}
    for d in range(FOLDS):
        tr = [x for x, g in zip(docs, folds) if g != d]
        te_i = np.nonzero(folds == d)[0]
        te = [docs[i] for i in te_i]
        Xtr, Xte = matrix(tr), matrix(te)
        Ytr = np.vstack([x["Y"] for x in tr])
        for k, name in columns:
            w, b = fit(Xtr, Ytr[:, k])
            for x in te:
                x["Yj"] = x["Y"][:, k]
            raw = Xte @ w + b
            masks = [readable(x, name) for x in te]
            if masks[0] is not None:
                # the engine takes the best-scoring unit whose reading decides: the others do not compete
                raw[~np.concatenate(masks)] = -NEVER
            sc, ok = best_clauses(raw, te)
            oof[name][0][te_i] = sc
            oof[name][1][te_i] = ok
        print(f"fold {d + 1}/{FOLDS} done", file=sys.stderr)
    return oof


def main():
    cats, cat_map, docs = load()
    folds = np.array([fold_of(d["file"], FOLDS) for d in docs])
    idx = {c: cats.index(c) for c in LOCATED}
    # out-of-fold best-clause scores per category (the reader in the loop for CLAUSE_READ)
    oof = out_of_fold(docs, folds, [(idx[c], c) for c in LOCATED],
                      lambda x, c: np.array([cat_map[c] in x["reads"][o] for o in x["owner"]], dtype=bool) if c in CLAUSE_READ else None)
    report = {"method": f"{FOLDS}-fold cross-validation by contract; the unit is the best-scoring clause (or sentence) whose reading decides; per outer fold the threshold is chosen on the other folds' "
                        f"out-of-fold scores (lowest with precision >= {TARGET} over >= {MIN_LOCATES} locates, where the rules "
                        "do not find the type) and applied to the fold",
              "unit": "the contract's best-scoring clause; right when it overlaps a span the CUAD annotators labelled",
              "source": {"corpus": "CUAD v1", "by": "The Atticus Project", "license": "CC BY 4.0",
                         "url": "https://www.atticusprojectai.org/cuad", "computed_by": "tools/train/train_locator.py"},
              "categories": {}}
    shipped = {}
    for c in LOCATED:
        j = idx[c]
        s, ok = oof[c]
        present = np.array([x["present"][j] for x in docs])
        norule = np.array([cat_map[c] in x["unread"] for x in docs])
        figs, t_all = evaluate(s, ok, present, norule, folds)
        row = {"clause_type": cat_map[c], **figs, "shipped_threshold": t_all}
        shipped[cat_map[c]] = {"category": c, "threshold": t_all}
        report["categories"][c] = row
        print(c, json.dumps(row), file=sys.stderr)
    report["sentence_models"] = sentence_models(docs, cats, cat_map)
    out = {"format": "clause-locator-thresholds/1",
           "model": "clause-types.model.json (train_clause_types.py)",
           "decision": "the document's best-scoring clause for the category is located when its score (best window: bias + "
                       "sum of weights) is >= threshold",
           "source": {"corpus": "CUAD v1", "by": "The Atticus Project", "license": "CC BY 4.0",
                      "url": "https://www.atticusprojectai.org/cuad", "trained_by": "tools/train/train_locator.py"},
           "target_precision": TARGET, "min_cv_precision": MIN_CV_PRECISION, "min_cv_locates": MIN_CV_LOCATES,
           "types": shipped}
    (OUT / "locator.thresholds.json").write_text(json.dumps(out, indent=1) + "\n")
    (OUT / "locator.cv.json").write_text(json.dumps(report, indent=1) + "\n")


def load_sentences(docs, cats, cat_map):
    """Each contract's sentences as the locator reads them, labelled per SENTENCE category (overlapping a labelled piece)."""
    out = subprocess.run(["pnpm", "exec", "node", str(REPO / "tools/train/export-sentences.ts"), str(CUAD / "full_contract_txt")],
                         cwd=REPO, check=True, capture_output=True, text=True).stdout.splitlines()
    by_file = {d["file"]: d for d in docs}
    sdocs = []
    for line in out:
        e = json.loads(line)
        d = by_file.get(e["file"])
        if d is None:
            continue
        X = [token_features(tokens(x["text"])[:MAX_TOKENS], x["heading"], []) for x in e["sentences"]]
        Y = np.zeros((len(X), len(SENTENCE)), dtype=bool)
        for k, c in enumerate(SENTENCE):
            spans = d["spans"][cats.index(c)]
            for i, x in enumerate(e["sentences"]):
                Y[i, k] = any(a < x["end"] and x["start"] < b for a, b in spans)
        R = np.array([[cat_map[c] in x["reads"] for c in SENTENCE] for x in e["sentences"]], dtype=bool).reshape(len(X), len(SENTENCE))
        sdocs.append({"file": d["file"], "X": X, "Y": Y, "R": R, "present": d["present"], "rules": d["rules"], "unread": d["unread"],
                      "owner": np.arange(len(X))})
    return sdocs


def sentence_models(docs, cats, cat_map):
    sdocs = load_sentences(docs, cats, cat_map)
    folds = np.array([fold_of(d["file"], FOLDS) for d in sdocs])
    oof = out_of_fold(sdocs, folds, list(enumerate(SENTENCE)), lambda x, c: x["R"][:, SENTENCE.index(c)])
    X = matrix(sdocs)
    Y = np.vstack([x["Y"] for x in sdocs])
    report, shipped = {}, {}
    for k, c in enumerate(SENTENCE):
        j = cats.index(c)
        sc, ok = oof[c]
        present = np.array([x["present"][j] for x in sdocs])
        norule = np.array([cat_map[c] in x["unread"] for x in sdocs])
        figs, t = evaluate(sc, ok, present, norule, folds)
        row = {"clause_type": cat_map[c], "unit": "sentence (with its list lead-ins) and its clause's heading; the best-scoring "
               "sentence whose reading decides (export-sentences.ts)", **figs, "shipped_threshold": t}
        report[c] = row
        print(c, "sentence", json.dumps(row), file=sys.stderr)
        w, b = fit(X, Y[:, k])
        nz = np.nonzero(w)[0]
        shipped[cat_map[c]] = {"category": c, "bias": round(b, 5), "threshold": t,
                               "weights": {str(int(i)): round(float(w[i]), 5) for i in nz}}
    out = {"format": "sentence-locator-logistic/1",
           "features": {"unit": "a sentence with the lead-ins of its list, and its clause's heading (locator.ts sentenceAsLocated)",
                        "tokens": "[a-z0-9]+ over lower-cased text, first 400", "ngrams": ["w:unigram", "b:bigram", "h:heading unigram (20)"],
                        "hash": "FNV-1a 32-bit of the UTF-8 feature name, modulo buckets", "buckets": BUCKETS, "value": "binary, L2-normalised"},
           "decision": "the document's best-scoring sentence is located when bias + sum(weights) x value >= threshold",
           "source": {"corpus": "CUAD v1", "by": "The Atticus Project", "license": "CC BY 4.0",
                      "url": "https://www.atticusprojectai.org/cuad", "trained_by": "tools/train/train_locator.py"},
           "types": shipped}
    (OUT / "locator.sentences.json").write_text(json.dumps(out, separators=(",", ":")) + "\n")
    return report


if __name__ == "__main__":
    main()
