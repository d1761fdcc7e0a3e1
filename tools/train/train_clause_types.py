"""Train the CUAD clause-type classifiers the engine loads (packages/engine/data/clause-types.model.json).

Reproducible: `tools/train/run.sh` (or this script with the engine built). Reads CUAD v1 in place from
$CONTRACT_DATA_DIR (default <repo>/../shared/data) and never copies it.

Unit: windows of 400 tokens of the engine's own clauses (tools/train/export-clauses.ts runs the engine's
segmenter). A window is a positive example of a CUAD category when it overlaps a span the CUAD annotators
labelled for that category.
Model: one L2-regularised logistic regression per category over hashed n-gram features and the clause types the
engine's rules find in the clause (features.py, twin of packages/engine/src/learned/features.ts). A contract has the category when its best window scores above a threshold.

Decision: per category, one threshold for contracts where the engine's rules also find the type and one for
contracts where they do not (so the rules and the classifier are combined).

Evaluation: 5-fold cross-validation by contract. For each outer fold the thresholds are chosen by an inner
cross-validation on the four training folds only, so no reported figure is measured on data used for fitting.
The shipped model is fitted on all contracts; its thresholds are chosen on the outer models' out-of-fold scores.
"""
import ast
import csv
import json
import os
import subprocess
import sys
import zlib
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import SGDClassifier

sys.path.insert(0, str(Path(__file__).parent))
from features import BUCKETS, MAX_TOKENS, TOKEN_RE, token_features, window_features  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
DATA = Path(os.environ.get("CONTRACT_DATA_DIR", REPO.parent / "shared" / "data"))
CUAD = DATA / "cuad"
OUT = REPO / "packages" / "engine" / "data"
FIXTURES = REPO / "packages" / "engine" / "test" / "fixtures"
EXCLUDED = {"Document Name", "Parties", "Agreement Date", "Effective Date"}
ALPHA = 1e-6  # L2 strength of the logistic regression (SGD, fixed seed: deterministic)
KEEP = 1200  # largest weights kept per category (the rest are dropped; the CV figures use the pruned models)
FOLDS = 5
csv.field_size_limit(1 << 30)


def load():
    out = subprocess.run(
        ["pnpm", "exec", "node", str(REPO / "tools/train/export-clauses.ts"), str(CUAD / "full_contract_txt")],
        cwd=REPO, check=True, capture_output=True, text=True).stdout.splitlines()
    cat_map = json.loads(out[0])["categories"]
    segs = {d["file"]: d for d in map(json.loads, out[1:])}
    with open(CUAD / "master_clauses.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    keys = {k.lower(): k for k in rows[0].keys()}
    cats = [c for c in cat_map if c not in EXCLUDED and c.lower() in keys]
    docs = []
    missing_pieces = 0
    pieces_total = 0
    for row in rows:
        name = row["Filename"][:-4] + ".txt" if row["Filename"].lower().endswith(".pdf") else row["Filename"]
        if name not in segs:
            continue
        text = (CUAD / "full_contract_txt" / name).read_text(encoding="utf-8")
        # the engine's offsets are UTF-16 code units; they equal Python's code points only without astral characters
        assert all(ord(ch) < 0x10000 for ch in text), name
        seg = segs[name]
        # units: windows of MAX_TOKENS tokens of each clause, with their character ranges in the text
        X, ranges, owner = [], [], []  # owner: the clause index of each window
        for ci, c in enumerate(seg["clauses"]):
            body = text[c["start"]:c["end"]]
            lower = body.lower()
            if len(lower) == len(body):
                found = [(m.group(0), m.start(), m.end()) for m in TOKEN_RE.finditer(lower)]
                for i in range(0, max(len(found), 1), MAX_TOKENS):
                    w = found[i:i + MAX_TOKENS]
                    X.append(token_features([t for t, _, _ in w], c["heading"], c["types"]))
                    owner.append(ci)
                    ranges.append((c["start"] + w[0][1], c["start"] + w[-1][2]) if w else (c["start"], c["end"]))
            else:  # lower-casing changed the length: offsets are unknown, each window gets the clause's range
                for f in window_features(body, c["heading"], c["types"]):
                    X.append(f)
                    owner.append(ci)
                    ranges.append((c["start"], c["end"]))
        Y = np.zeros((len(X), len(cats)), dtype=bool)
        present = np.zeros(len(cats), dtype=bool)
        located = [[] for _ in cats]  # per category, the character ranges of its labelled pieces (train_locator.py)
        for j, cat in enumerate(cats):
            spans = ast.literal_eval(row[keys[cat.lower()]] or "[]")
            present[j] = len(spans) > 0
            for span in spans:
                for piece in span.split("<omitted>"):
                    piece = piece.strip()
                    if len(piece) < 8:
                        continue
                    pieces_total += 1
                    at = text.find(piece)
                    if at < 0:
                        missing_pieces += 1
                        continue
                    located[j].append((at, at + len(piece)))
                    for i, (a, b) in enumerate(ranges):
                        if a < at + len(piece) and at < b:
                            Y[i, j] = True
        rules = set(seg["rules"])
        docs.append({"file": name, "X": X, "Y": Y, "present": present, "owner": np.array(owner, dtype=np.int64),
                     "clauses": [(c["start"], c["end"]) for c in seg["clauses"]], "spans": located,
                     "reads": [c.get("reads", []) for c in seg["clauses"]], "unread": set(seg.get("unread", [])),
                     "rules": np.array([cat_map[c] in rules for c in cats])})
    print(f"{len(docs)} contracts, {sum(len(d['X']) for d in docs)} clause windows, "
          f"{pieces_total - missing_pieces}/{pieces_total} labelled pieces located", file=sys.stderr)
    return cats, cat_map, docs


def matrix(docs):
    rows, cols, vals = [], [], []
    n = 0
    for d in docs:
        for f in d["X"]:
            for b, v in f.items():
                rows.append(n)
                cols.append(b)
                vals.append(v)
            n += 1
    return csr_matrix((vals, (rows, cols)), shape=(n, BUCKETS), dtype=np.float64)


def fold_of(name, k):
    return zlib.crc32(name.encode()) % k


def fit(X, y):
    if y.sum() == 0:
        return None
    m = SGDClassifier(loss="log_loss", alpha=ALPHA, max_iter=8, tol=None, random_state=0)
    m.fit(X, y)
    w = m.coef_[0].copy()
    if KEEP and np.count_nonzero(w) > KEEP:
        cut = np.sort(np.abs(w))[-KEEP]
        w[np.abs(w) < cut] = 0.0
    return w, float(m.intercept_[0])


def doc_scores(model, docs, X):
    """Best clause logit per contract."""
    if model is None:
        return np.full(len(docs), -1e9)
    w, b = model
    s = X @ w + b
    out, at = [], 0
    for d in docs:
        n = len(d["X"])
        out.append(s[at:at + n].max() if n else -1e9)
        at += n
    return np.array(out)


def best_threshold(scores, gold):
    """Threshold on the contract score with the best F1 (ties: the higher threshold)."""
    best, best_f1 = 0.0, -1.0
    for t in np.unique(np.concatenate([scores, [0.0]])):
        pred = scores >= t
        tp = np.sum(pred & gold)
        f1 = 2 * tp / (pred.sum() + gold.sum()) if pred.sum() + gold.sum() else 0.0
        if f1 >= best_f1:
            best, best_f1 = float(t), f1
    return best


def prf(pred, gold):
    tp, fp, fn = int(np.sum(pred & gold)), int(np.sum(pred & ~gold)), int(np.sum(~pred & gold))
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return {"tp": tp, "fp": fp, "fn": fn, "precision": p, "recall": r, "f1": 2 * p * r / (p + r) if p + r else 0.0}


def fold_scores(docs, cats, folds, train_folds):
    """Contract scores (contracts x categories) of the models fitted on `train_folds`, for the other contracts."""
    tr = [d for d, g in zip(docs, folds) if g in train_folds]
    te_mask = np.array([g not in train_folds for g in folds])
    te = [d for d, m in zip(docs, te_mask) if m]
    Xtr, Xte = matrix(tr), matrix(te)
    Ytr = np.vstack([d["Y"] for d in tr])
    S = np.full((len(docs), len(cats)), np.nan)
    for j in range(len(cats)):
        S[te_mask, j] = doc_scores(fit(Xtr, Ytr[:, j]), te, Xte)
    return S


def thresholds(scores, gold, rules):
    """Per category: the thresholds on the contract score for contracts where the rules find the type and
    where they do not, chosen together for the best F1 (coordinate search, ties to the higher threshold)."""
    out = []
    for j in range(gold.shape[1]):
        s, g, r = scores[:, j], gold[:, j], rules[:, j]
        cand = np.unique(np.concatenate([s, [-1e9, 1e9]]))  # -1e9 / 1e9: always / never
        t = best_threshold(s, g)
        ta = tb = t
        for _ in range(3):
            for which in (0, 1):
                best = -1.0
                for c in cand:
                    p = np.where(r, s >= (c if which == 0 else ta), s >= (tb if which == 0 else c))
                    f1 = 2 * np.sum(p & g) / (p.sum() + g.sum()) if p.sum() + g.sum() else 0.0
                    if f1 >= best:
                        best = f1
                        if which == 0:
                            ta = float(c)
                        else:
                            tb = float(c)
        out.append((ta, tb))
    return np.array(out)


def decide(scores, rules, th):
    return np.where(rules, scores >= th[:, 0], scores >= th[:, 1])


def main():
    cats, cat_map, docs = load()
    gold = np.vstack([d["present"] for d in docs])
    rules = np.vstack([d["rules"] for d in docs])
    folds = np.array([fold_of(d["file"], FOLDS) for d in docs])
    # Nested cross-validation by contract. The outer model for fold d is fitted on the other four folds.
    # Its thresholds come from inner out-of-fold scores on those four folds: a contract of fold e gets its
    # score from the model fitted on the three folds other than d and e (each such model serves two outer
    # folds, which is why all three-fold models are fitted once).
    from itertools import combinations
    three = {frozenset(c): fold_scores(docs, cats, folds, set(c)) for c in combinations(range(FOLDS), FOLDS - 2)}
    print("three-fold models done", file=sys.stderr)
    outer = np.full((len(docs), len(cats)), np.nan)
    pred = np.zeros_like(gold)
    fold_thresholds = []
    # For each outer fold d, every training contract scored by a model that saw neither it nor fold d.
    inner_of = {}
    for d in range(FOLDS):
        inner = np.full((len(docs), len(cats)), np.nan)
        for e in range(FOLDS):
            if e != d:
                inner[folds == e] = three[frozenset(set(range(FOLDS)) - {d, e})][folds == e]
        inner_of[d] = inner
    for d in range(FOLDS):
        tr = folds != d
        inner = inner_of[d]
        th = thresholds(inner[tr], gold[tr], rules[tr])
        fold_thresholds.append(th)
        S = fold_scores(docs, cats, folds, set(range(FOLDS)) - {d})
        outer[folds == d] = S[folds == d]
        pred[folds == d] = decide(S[folds == d], rules[folds == d], th)
        print(f"outer fold {d + 1}/{FOLDS} done", file=sys.stderr)
    report = {"method": f"{FOLDS}-fold cross-validation by contract; thresholds chosen by an inner cross-validation on the training folds only",
              "contracts": len(docs),
              "systems": {"rules": "the engine's clause-type rules (detectClauseTypes on every clause)",
                          "learned": "the clause classifier alone (one threshold per category)",
                          "combined": "the clause classifier with a threshold for contracts where the rules find the type and one where they do not"},
              "categories": []}
    single = np.zeros_like(gold)
    for d in range(FOLDS):
        tr = folds != d
        inner = inner_of[d]
        t1 = np.array([best_threshold(inner[tr, j], gold[tr, j]) for j in range(len(cats))])
        single[folds == d] = outer[folds == d] >= t1
    systems = {"rules": rules, "learned": single, "combined": pred}
    for j, cat in enumerate(cats):
        row = {"category": cat, "clause_type": cat_map[cat], "support": int(gold[:, j].sum())}
        for name, P in systems.items():
            row[name] = prf(P[:, j], gold[:, j])
        report["categories"].append(row)
    report["micro"] = {name: prf(P.ravel(), gold.ravel()) for name, P in systems.items()}
    for name, m in report["micro"].items():
        print(f"{name:18} micro P {m['precision']:.3f} R {m['recall']:.3f} F1 {m['f1']:.3f}", file=sys.stderr)

    # the shipped model: fitted on all contracts; thresholds from the outer models' out-of-fold scores
    shipped = thresholds(outer, gold, rules)
    X = matrix(docs)
    Y = np.vstack([d["Y"] for d in docs])
    models = {}
    for j, cat in enumerate(cats):
        m = fit(X, Y[:, j])
        if m is None:
            continue
        w, b = m
        nz = np.nonzero(w)[0]
        models[cat_map[cat]] = {
            "category": cat,
            "bias": round(b, 5),
            "threshold_with_rule": round(float(np.clip(shipped[j, 0], -1e6, 1e6)), 5),
            "threshold_alone": round(float(np.clip(shipped[j, 1], -1e6, 1e6)), 5),
            "weights": {str(int(i)): round(float(w[i]), 5) for i in nz},
        }
    model = {
        "format": "hashed-ngram-logistic/2",
        "features": {"tokens": "[a-z0-9]+ over lower-cased text", "max_tokens": MAX_TOKENS, "ngrams": ["w:unigram", "b:bigram", "h:heading unigram (20)", "r:clause type found by the rules"],
                     "hash": "FNV-1a 32-bit of the UTF-8 feature name, modulo buckets", "buckets": BUCKETS, "value": "binary, L2-normalised"},
        "decision": "a clause scores bias + sum(weights); a contract has the type when its best clause scores >= threshold_with_rule "
                    "(the engine's rules also find the type) or >= threshold_alone (they do not)",
        "source": {"corpus": "CUAD v1", "by": "The Atticus Project", "license": "CC BY 4.0", "url": "https://www.atticusprojectai.org/cuad",
                   "trained_by": "tools/train/train_clause_types.py"},
        "evaluation": {k: report["micro"][k] for k in report["micro"]} | {"method": report["method"]},
        "types": models,
    }
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "clause-types.model.json").write_text(json.dumps(model, separators=(",", ":")) + "\n")
    (OUT / "clause-types.cv.json").write_text(json.dumps(report, indent=1) + "\n")
    # parity vectors for the TypeScript twin (features and scores of the shipped model)
    FIXTURES.mkdir(parents=True, exist_ok=True)
    (FIXTURES / "learned-parity.json").write_text(json.dumps(parity(models)) + "\n")


def parity(models):
    """Feature vectors and clause scores for strings with tokeniser edge cases, for the TypeScript parity test."""
    texts = [
        ("The Licensee shall not assign this Agreement without the prior written consent of Licensor.", "Assignment", ["anti_assignment"]),
        ("GOVERNED BY the laws of the State of New York, U.S.A.; Section 12.3(b)", "", ["governing_law", "notices"]),
        ("Café naïve résumé – “quoted” ‘text’ 1,000,000 USD 30-day İstanbul Kelvin \u212a", "Misc. Terms", []),
        ("", "", []),
        ("a " * 500, "heading " * 30, []),
    ]
    out = []
    texts.append(("word " * 950 + "insurance policy", "Insurance", ["insurance"]))
    for body, heading, types in texts:
        fs = window_features(body, heading, types)
        scores = {t: max(m["bias"] + sum(m["weights"].get(str(k), 0.0) * v for k, v in f.items()) for f in fs) for t, m in models.items()}
        out.append({"body": body, "heading": heading, "rule_types": types,
                    "windows": [{str(k): v for k, v in f.items()} for f in fs], "scores": scores})
    return {"buckets": BUCKETS, "cases": out}


if __name__ == "__main__":
    main()
