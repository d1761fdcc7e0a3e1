"""Train the evidence ranker the engine loads (packages/engine/data/nli.model.json): for each of the 17
ContractNLI checks of pbk_nda_standard, a sentence ranker that adds the best sentence the rules did not cite.

Reproducible: `tools/train/run.sh` (or this script with the engine built). Reads ContractNLI in place from
$CONTRACT_DATA_DIR (default <repo>/../shared/data) and never copies it. The shared data has only the dev
split (61 NDAs), so every figure is measured by document-level cross-validation over it.

Units: the engine's own sentences and rule signals (tools/train/export-nli.ts runs evaluateCheck).
Ranker: per check, an L2 logistic regression (SGD, fixed seed) over hashed n-grams of a sentence, its clause
heading and flags for what the rules found in it (on the topic, an entailment cue, a contradiction cue, cited).
A sentence is positive when it overlaps a gold evidence span.
Decision: the outcome stays the rules'. Evidence: not mentioned cites nothing; otherwise the rules' evidence
and then the ranker's best sentence that is not already cited.
(A label model over the rules' signals and the ranker's scores was tried, per check and pooled, under nested
cross-validation: 0.851 to 0.861 accuracy against the rules' 0.860, so it is not shipped; see the README.)

Evaluation: 10-fold cross-validation by document: each document's evidence comes from a ranker that never
saw it. The shipped model is fitted on all 61 documents. The out-of-fold predictions are written to
data/nli.cv.json so that `pnpm eval` scores them with the same code as the rules.
"""
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix, vstack
from sklearn.linear_model import SGDClassifier

sys.path.insert(0, str(Path(__file__).parent))
from features import feature_names, fnv1a, tokens  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
OUT = REPO / "packages" / "engine" / "data"
FIXTURES = REPO / "packages" / "engine" / "test" / "fixtures"
BUCKETS = 1 << 18
ALPHA = 1e-4  # L2 strength of the ranker (SGD, fixed seed: deterministic)
KEEP = 2000  # largest ranker weights kept per check (the CV figures use the pruned models)
OUTER = 10
CLASSES = ["entailed", "contradicted", "not_mentioned"]
FLAGS = (("topic", "topic"), ("entail", "entail"), ("contradict", "contradict"), ("evidence", "cited"))


def load():
    out = subprocess.run(["pnpm", "exec", "node", str(REPO / "tools/train/export-nli.ts")],
                         cwd=REPO / "packages" / "engine", check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def sentence_names(text, heading, flags):
    """Feature names of one sentence: its first 400 tokens, its clause heading and the rules' flags
    (features.feature_names). Hashed as in packages/engine/src/learned/nli.ts."""
    return feature_names(tokens(text)[:400], heading, flags)


def hashed(names):
    buckets = sorted({fnv1a(n) % BUCKETS for n in names})
    v = 1.0 / math.sqrt(len(buckets)) if buckets else 0.0
    return buckets, v


def overlaps(a, b):
    return a[0] < b[1] and b[0] < a[1]


def prepare(docs, checks):
    """Per (doc, check): the sentence matrix and labels."""
    data = {}
    for d in docs:
        base = [sentence_names(s["text"], s["heading"], []) for s in d["sentences"]]
        for c in checks:
            ch = d["checks"][c]
            rows, cols, vals = [], [], []
            for i, s in enumerate(d["sentences"]):
                flags = [name for key, name in FLAGS if i in ch[key]]
                b, v = hashed(base[i] | {"r:" + f for f in flags})
                rows += [i] * len(b)
                cols += b
                vals += [v] * len(b)
            X = csr_matrix((vals, (rows, cols)), shape=(len(d["sentences"]), BUCKETS))
            gold = ch["gold_spans"] if ch["gold"] != "not_mentioned" else []
            y = np.array([any(overlaps((s["start"], s["end"]), g) for g in gold) for s in d["sentences"]], dtype=int)
            data[d["id"], c] = (X, y)
    return data


def fit_ranker(data, ids, c):
    X = vstack([data[i, c][0] for i in ids])
    y = np.concatenate([data[i, c][1] for i in ids])
    if y.sum() == 0:
        return None
    m = SGDClassifier(loss="log_loss", alpha=ALPHA, max_iter=50, tol=None, random_state=0)
    m.fit(X, y)
    w = m.coef_[0].copy()
    keep = np.argsort(-np.abs(w), kind="stable")[:KEEP]
    pruned = np.zeros_like(w)
    pruned[keep] = w[keep]
    return float(m.intercept_[0]), pruned


def rank_scores(model, X):
    if model is None:
        return np.zeros(X.shape[0])
    b, w = model
    return X @ w + b


def evidence(ch, outcome, scores):
    if outcome == "not_mentioned":
        return []
    base = list(ch["evidence"]) if ch["outcome"] != "not_mentioned" else []
    extra = 1
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
    add = [i for i in order if i not in base][:extra]
    return base + add


def folds_of(ids, k):
    return {i: n % k for n, i in enumerate(sorted(ids))}


def main():
    docs = load()
    byid = {d["id"]: d for d in docs}
    ids = sorted(byid)
    checks = list(docs[0]["checks"].keys())
    hyp = {c: docs[0]["checks"][c]["hyp"] for c in checks}
    print(f"{len(docs)} documents, {len(checks)} checks", file=sys.stderr)
    data = prepare(docs, checks)

    # cross-validation by document
    outer = folds_of(ids, OUTER)
    oof = {}
    for fold in range(OUTER):
        tr = [i for i in ids if outer[i] != fold]
        te = [i for i in ids if outer[i] == fold]
        for c in checks:
            ranker = fit_ranker(data, tr, c)
            for i in te:
                ch = byid[i]["checks"][c]
                oof[i, c] = (ch["outcome"], evidence(ch, ch["outcome"], rank_scores(ranker, data[i, c][0])))
        print(f"fold {fold + 1}/{OUTER}", file=sys.stderr)

    # shipped model: all documents
    model = {"format": "nli-evidence-ranker/1", "source": "ContractNLI (Koreeda & Manning 2021), dev split, CC BY 4.0; trained by tools/train/train_nli.py",
             "features": {"buckets": BUCKETS}, "checks": {}}
    for c in checks:
        b, w = fit_ranker(data, ids, c)
        nz = np.nonzero(w)[0]
        model["checks"][c] = {"hypothesis": hyp[c], "bias": round(b, 12), "weights": {str(int(k)): round(float(w[k]), 12) for k in nz}}

    # out-of-fold predictions, as citations of sentence spans (the eval scores them like the rules)
    cv = {"about": "ContractNLI dev: the rules' outcomes with out-of-fold evidence (rules + learned ranker), 10-fold cross-validation by document; written by tools/train/train_nli.py",
          "documents": {}}
    for i in ids:
        d = byid[i]
        cv["documents"][str(i)] = {c: {"outcome": oof[i, c][0], "evidence": [[d["sentences"][k]["start"], d["sentences"][k]["end"]] for k in oof[i, c][1]]} for c in checks}
    summary(byid, checks, oof)
    OUT.mkdir(exist_ok=True)
    (OUT / "nli.model.json").write_text(json.dumps(model, separators=(",", ":")) + "\n")
    (OUT / "nli.cv.json").write_text(json.dumps(cv, separators=(",", ":")) + "\n")
    FIXTURES.mkdir(exist_ok=True)
    (FIXTURES / "nli-parity.json").write_text(json.dumps(parity(model)) + "\n")


def summary(byid, checks, preds):
    n = ok = g = h = cited = 0
    for (i, c), (outcome, ev) in preds.items():
        ch = byid[i]["checks"][c]
        n += 1
        ok += outcome == ch["gold"]
        cited += len(ev)
        if ch["gold"] != "not_mentioned":
            for span in ch["gold_spans"]:
                g += 1
                h += any(overlaps((byid[i]["sentences"][k]["start"], byid[i]["sentences"][k]["end"]), span) for k in ev)
    print(f"cross-validated: accuracy {ok / n:.3f}, evidence recall {h / g:.3f}, {cited / n:.2f} sentences cited per check", file=sys.stderr)


def parity(model):
    """Sentence feature buckets and ranker scores for the TypeScript parity test."""
    cases = [
        ("The Recipient shall return or destroy all Confidential Information within ten (10) days.", "Return of Materials", ["topic", "entail"]),
        ("Nothing herein grants any licence; Café Ünïcode – “quoted” text.", "", ["cited"]),
        ("", "Heading only", []),
        (" ".join(f"word{k}" for k in range(450)), "Long", ["contradict"]),
    ]
    out = {"buckets": BUCKETS, "cases": []}
    for text, heading, flags in cases:
        b, v = hashed(sentence_names(text, heading, flags))
        scores = {}
        for c, m in model["checks"].items():
            scores[c] = m["bias"] + sum(m["weights"].get(str(k), 0.0) for k in b) * v
        out["cases"].append({"text": text, "heading": heading, "flags": flags, "buckets": b, "value": v, "scores": scores})
    return out


if __name__ == "__main__":
    main()
