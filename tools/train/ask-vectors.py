"""Train the word vectors `ask` uses to relate a question's words to a contract's (packages/engine/data/ask.vectors.json).

Reproducible: `python tools/train/ask-vectors.py` (numpy and scipy, as tools/train/run.sh installs). Reads CUAD v1's
full contract texts in place from $CONTRACT_DATA_DIR (default <repo>/../shared/data) and never copies them.

Held out: every CUAD contract that an `ask` question suite reads (any CUAD file name quoted in
packages/engine/test/ask/*.ts) and every one listed in tools/train/ask-heldout.txt (suites kept outside the
repository, TEST5) is left out of the corpus, so no suite is measured on text the vectors saw.

Method (LSA-style, deterministic): lower-cased word tokens; co-occurrence counts within a window of WINDOW words
inside a sentence; positive PMI with context-distribution smoothing (0.75); truncated SVD (DIMS); word vector =
U * sqrt(S), L2-normalised, quantised to int8. Also shipped per word: its inverse sentence frequency in the corpus
(the weight of the word in a text's vector) and the corpus' first principal direction of sentence vectors (removed
from every text vector, as in smooth-inverse-frequency sentence embeddings).
"""
import base64
import json
import math
import os
import re
from collections import Counter
from pathlib import Path

import numpy as np
from scipy.sparse import coo_matrix, csr_matrix
from scipy.sparse.linalg import svds

REPO = Path(__file__).resolve().parents[2]
DATA = Path(os.environ.get("CONTRACT_DATA_DIR", REPO.parent / "shared" / "data"))
TXT = DATA / "cuad" / "full_contract_txt"
OUT = REPO / "packages" / "engine" / "data" / "ask.vectors.json"
SUITES = REPO / "packages" / "engine" / "test" / "ask"
VOCAB = 12000  # most frequent words kept (among those in at least MIN_DF contracts)
MIN_DF = 3
WINDOW = 5
DIMS = 64
TOKEN = re.compile(r"[a-z]+")
SENT = re.compile(r"(?<=[.;:!?])\s+|\n\s*\n")


def held_out():
    names = set()
    for p in SUITES.glob("*.ts"):
        names |= set(re.findall(r"[^'\"/]+\.txt", p.read_text(encoding="utf-8")))
    listed = Path(__file__).with_name("ask-heldout.txt").read_text(encoding="utf-8").splitlines()
    return names | {n.strip() for n in listed if n.strip() and not n.startswith("#")}


def sentences(text):
    for s in SENT.split(text.lower()):
        toks = TOKEN.findall(s)
        if len(toks) >= 3:
            yield toks


def main():
    skip = held_out()
    files = sorted(f for f in os.listdir(TXT) if f.endswith(".txt") and f not in skip)
    print(f"{len(files)} contracts ({len(skip)} held out: read by ask suites)")
    docs = [list(sentences((TXT / f).read_text(encoding="utf-8", errors="ignore"))) for f in files]
    df = Counter()
    freq = Counter()
    for d in docs:
        seen = set()
        for s in d:
            freq.update(s)
            seen.update(s)
        df.update(seen)
    words = [w for w, _ in sorted(((w, c) for w, c in freq.items() if df[w] >= MIN_DF and len(w) >= 2), key=lambda x: (-x[1], x[0]))][:VOCAB]
    index = {w: i for i, w in enumerate(words)}
    V = len(words)
    counts = csr_matrix((V, V), dtype=np.float64)
    sent_df = np.zeros(V)
    n_sent = 0
    for k in range(0, len(docs), 40):
        rows, cols = [], []
        for d in docs[k:k + 40]:
            for s in d:
                ids = np.array([index.get(t, -1) for t in s])
                n_sent += 1
                u = np.unique(ids[ids >= 0])
                sent_df[u] += 1
                for off in range(1, WINDOW + 1):
                    a, b = ids[:-off], ids[off:]
                    m = (a >= 0) & (b >= 0)
                    rows += [a[m], b[m]]
                    cols += [b[m], a[m]]
        if rows:
            r = np.concatenate(rows)
            c = np.concatenate(cols)
            counts = counts + coo_matrix((np.ones(len(r)), (r, c)), shape=(V, V)).tocsr()
    counts = counts.tocoo()
    total = counts.sum()
    row_sum = np.asarray(counts.sum(axis=1)).ravel()
    ctx = np.asarray(counts.sum(axis=0)).ravel() ** 0.75
    ctx /= ctx.sum()
    pmi = np.log(counts.data * 1.0 / total / (row_sum[counts.row] / total) / ctx[counts.col])
    keep = pmi > 0
    ppmi = csr_matrix((pmi[keep], (counts.row[keep], counts.col[keep])), shape=(V, V))
    u, s, _ = svds(ppmi, k=DIMS, random_state=0, solver="arpack", v0=np.ones(V) / math.sqrt(V))
    order = np.argsort(-s)
    vec = u[:, order] * np.sqrt(s[order])
    # a deterministic sign for each dimension (SVD's signs are arbitrary)
    vec *= np.sign(vec.sum(axis=0) + 1e-12)
    vec /= np.linalg.norm(vec, axis=1, keepdims=True) + 1e-12
    q = np.clip(np.round(vec * 127 / np.abs(vec).max(axis=1, keepdims=True)), -127, 127).astype(np.int8)
    deq = q.astype(np.float64)
    deq /= np.linalg.norm(deq, axis=1, keepdims=True) + 1e-12
    idf = np.log(n_sent / (sent_df + 1))
    # first principal direction of idf-weighted sentence vectors (a sample of the corpus' sentences)
    rng = np.random.default_rng(0)
    sample = [s for d in docs for s in d]
    pick = rng.choice(len(sample), size=min(20000, len(sample)), replace=False)
    sv = []
    for i in pick:
        ids = [index[t] for t in sample[i] if t in index]
        if ids:
            x = (deq[ids] * idf[ids, None]).sum(axis=0)
            sv.append(x / (np.linalg.norm(x) + 1e-12))
    sv = np.array(sv)
    pc = np.linalg.svd(sv, full_matrices=False)[2][0]
    pc *= np.sign(pc.sum() + 1e-12)
    out = {
        "about": "Word vectors for ask: PPMI + truncated SVD over CUAD v1 contracts (CC BY 4.0), the contracts ask's suites read left out. "
                 "Trained by tools/train/ask-vectors.py.",
        "dims": DIMS,
        "window": WINDOW,
        "contracts": len(files),
        "words": words,
        "idf": [round(float(x), 2) for x in idf],
        "pc": [round(float(x), 5) for x in pc],
        "vectors": base64.b64encode(q.tobytes()).decode("ascii"),
    }
    OUT.write_text(json.dumps(out, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(REPO)}: {V} words x {DIMS} dims, {OUT.stat().st_size} bytes")
    for w in ["quit", "terminate", "warning", "books", "kickbacks", "brochures", "bill", "customs", "malware", "rival", "lawyers", "staff", "judge", "logo", "owe"]:
        if w in index:
            sims = deq @ deq[index[w]]
            top = [words[j] for j in np.argsort(-sims)[1:9]]
            print(f"  {w}: {' '.join(top)}")


if __name__ == "__main__":
    main()
