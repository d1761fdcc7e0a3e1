"""Measures round 11's levers for `ask` on the dump test/ask/tune-embed.ts writes (engine README, "`ask` round 11").

  python tools/train/ask-levers.py <dump.json> --split [suite ...]   where the misses of the shipped method are lost:
                                                                     the gold outside the lexical top 30 (candidate
                                                                     recall) or in it but ranked below 3
  python tools/train/ask-levers.py <dump.json> --retrieve            the encoder over every sentence (dump made with
                                                                     --all): the lexical top 30 joined by the encoder's
                                                                     best m, adapter by leave-one-suite-out
  python tools/train/ask-levers.py <dump.json> --grid                the adapter re-fitted with every suite (TEST7 and
                                                                     TEST8 now in) over lambda, the encoder's share w
                                                                     and the lexical pool K (dump made with --all)
                                                                     beside round 10's recipe (the nine older suites)
  python tools/train/ask-levers.py <dump.json> --cuad                the adapter with CUAD's category questions on the
                                                                     suites' own contracts as more pairs (dump made
                                                                     with --cuad)
  python tools/train/ask-levers.py <dump.json> --fusion              a learned fusion over the candidates' features,
                                                                     leave-one-suite-out (adapter and fusion both fitted
                                                                     without the suite scored)

Every figure is leave-one-suite-out over the tuning suites of ask-adapter.py (ContractNLI by the model fitted on all of
them, never on NLI); hit@3 by answerOf's citation rule, as ask-adapter.py scores it.
"""
import importlib.util
import json
import sys
from pathlib import Path

import numpy as np
from scipy.optimize import minimize

here = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("ask_adapter", here / "ask-adapter.py")
aa = importlib.util.module_from_spec(spec)
spec.loader.exec_module(aa)
SUITES, K = aa.SUITES, aa.K


def shipped():
    """The adapter the engine ships (data/ask.adapter.json) as the float matrix the engine applies."""
    d = json.loads(aa.OUT.read_text())
    import base64
    a = np.frombuffer(base64.b64decode(d["vectors"]), dtype=np.int8).astype(np.float64).reshape(d["dims"], d["dims"])
    return np.eye(d["dims"]) + a * d["scale"]


def fused_rank(r, W, w=0.5):
    """the rank (0-based) of the first gold candidate by the fused score, or None when no gold is among the 30"""
    f = aa.fused_scores(r, W, w)
    order = sorted(range(len(f)), key=lambda j: (-f[j], r["i"][j]))
    return next((n for n, j in enumerate(order) if r["g"][j]), None)


def split(rows, suites, W):
    print("suite        n  hit  miss | gold not quotable  outside lexical 30 (30-59 / 60+)  in the 30: fused rank 4-10 / 11-30")
    tot = np.zeros(8, int)
    for s in suites:
        rs = [r for r in rows if r["suite"] == s]
        c = np.zeros(8, int)
        for r in rs:
            c[0] += 1
            if r["q"] is None:
                c[2] += 1; c[3] += 1; continue
            if aa.hit(r, aa.fused_scores(r, W, 0.5)):
                c[1] += 1; continue
            c[2] += 1
            if r["gr"] < 0: c[3] += 1
            elif r["gr"] >= K: c[4 if r["gr"] < 60 else 5] += 1
            else:
                fr = fused_rank(r, W)
                c[6 if fr is not None and fr < 10 else 7] += 1
        tot += c
        print(f"{s:10} {c[0]:3} {c[1]:4} {c[2]:5} | {c[3]:17}  {c[4] + c[5]:18} ({c[4]} / {c[5]})  {c[6]:18} / {c[7]}")
    c = tot
    print(f"{'all':10} {c[0]:3} {c[1]:4} {c[2]:5} | {c[3]:17}  {c[4] + c[5]:18} ({c[4]} / {c[5]})  {c[6]:18} / {c[7]}")
    # recall of the lexical ranking at depth
    grs = [r["gr"] if r["q"] is not None else -1 for r in rows if r["suite"] in suites]
    print("gold in the lexical top 3 / 10 / 30 / 60 / 100 / all:", " / ".join(str(sum(1 for g in grs if 0 <= g < k)) for k in (3, 10, 30, 60, 100, 10**9)), "of", len(grs))


def folds(rows, lam, cuad=()):
    """each suite's adapter, fitted without it (and without the CUAD questions on the contracts it reads)"""
    return {s: aa.fit([r for r in rows if r["suite"] != s] + [r for r in cuad if s not in r["suites"]], 0, lam) for s in SUITES}


def cuad_pairs(rows, nli, cuad):
    """the adapter fitted with and without CUAD's category questions on the suites' own contracts (a dump made with
    --cuad), the lexical 30"""
    title(rows, nli)
    for lam in (0.05, 0.1, 0.2):
        for extra in ((), cuad):
            Ws = folds(rows, lam, extra)
            Wall = aa.fit(rows + list(extra), 0, lam)
            for w in (0.5, 0.55):
                per = {s: aa.score([r for r in rows if r["suite"] == s], Ws[s], w) for s in SUITES}
                head(f"l{lam:g} w {w}{' + CUAD questions' if extra else ''}", per, aa.score(nli, Wall, w))


def head(name, per, nli):
    beside = sum(per[s] for s in SUITES[1:])
    print(f"{name:34}" + "".join(f"{per[s]:>6}" for s in SUITES) + f"   {beside:>5}   {nli}", flush=True)


def title(rows, nli):
    n = {s: sum(1 for r in rows if r["suite"] == s) for s in SUITES}
    print(f"{'suite':34}" + "".join(f"{s[:6]:>6}" for s in SUITES) + "   beside  nli")
    print(f"{'questions':34}" + "".join(f"{n[s]:>6}" for s in SUITES) + f"   {sum(n[s] for s in SUITES[1:]):>5}   {len(nli)}")


# ---- the encoder as a retriever: the lexical 30 joined by the encoder's best m of every other sentence


def widened(r, W, m, by="encoder"):
    """the row with its candidates widened by the m other sentences the (adapted) encoder ranks best, or the lexical
    method's next m (by="lexical")"""
    if m == 0 or "rest" not in r:
        return r
    q = r["q"] if W is None else W @ r["q"]
    q = q / np.linalg.norm(q)
    rest = r["rest"]
    best = np.argsort(-(rest["P"] @ q), kind="stable")[:m] if by == "encoder" else np.arange(min(m, len(rest["s"])))
    out = dict(r)
    for k in ("P", "s", "g", "i", "df", "rc"):
        out[k] = np.concatenate([r[k], rest[k][best]])
    return out


def retrieve(rows, nli, lam):
    title(rows, nli)
    Ws = folds(rows, lam)
    Wall = aa.fit(rows, 0, lam)
    for by, ms in (("encoder", (0, 3, 5, 10, 20)), ("lexical", (10, 30, 70))):
        for m in ms:
            per = {s: aa.score([widened(r, Ws[s], m, by) for r in rows if r["suite"] == s], Ws[s], 0.5) for s in SUITES}
            head(f"lexical 30 + {by}'s next {m}", per, aa.score([widened(r, Wall, m, by) for r in nli], Wall, 0.5))


def pooled(r, k):
    """the row with the lexical method's best k candidates instead of 30 (a dump made with --all)"""
    if k == K:
        return r
    if k < K:
        return {**r, **{f: r[f][:k] for f in ("P", "s", "g", "i", "df", "rc")}}
    return widened(r, None, k - K, "lexical")


def round10(rows, nli):
    """round 10's recipe scored leave-one-suite-out on every suite: each of the nine older suites by the adapter fitted
    on the other eight, TEST7 and TEST8 by the shipped one (fitted on the nine, never on them)"""
    old = SUITES[:9]
    Ws = {s: aa.fit([r for r in rows if r["suite"] in old and r["suite"] != s], 0, 0.2) for s in old}
    Ws["test7"] = Ws["test8"] = shipped()
    return Ws


def grid(rows, nli):
    title(rows, nli)
    W10 = round10(rows, nli)
    for k in (30, 40, 60):
        head(f"round 10's recipe, K {k}", {s: aa.score([pooled(r, k) for r in rows if r["suite"] == s], W10[s], 0.5) for s in SUITES},
             aa.score([pooled(r, k) for r in nli], shipped(), 0.5))
    for lam in (0.05, 0.1, 0.2, 0.4):
        Ws = folds(rows, lam)
        Wall = aa.fit(rows, 0, lam)
        for k in (30, 40, 60):
            for w in (0.45, 0.5, 0.55):
                per = {s: aa.score([pooled(r, k) for r in rows if r["suite"] == s], Ws[s], w) for s in SUITES}
                head(f"all suites, l{lam:g} K {k} w {w}", per, aa.score([pooled(r, k) for r in nli], Wall, w))


# ---- a learned fusion: a linear score over each candidate's features, fitted listwise (softmax over the 30)


def features(r, W):
    q = r["q"] if W is None else W @ r["q"]
    cos_a = r["P"] @ (q / np.linalg.norm(q))
    cos_0 = r["P"] @ r["q"]
    n = len(r["s"])
    lex = r["s"] / r["s"][0]
    rank_lex = np.arange(n) / n
    rank_a = np.argsort(np.argsort(-cos_a, kind="stable"), kind="stable") / n
    return np.stack([lex, aa.minmax(cos_a), aa.minmax(cos_0), 1 - rank_lex, 1 - rank_a, r["df"], r["rc"],
                     (cos_a - cos_a.mean()) / (cos_a.std() or 1.0)], axis=1)


def fit_fusion(rows, Wof, l2):
    data = [(features(r, Wof(r)), r["g"]) for r in rows if r["q"] is not None and r["g"].any() and not r["g"].all()]
    d = data[0][0].shape[1]

    def f(x):
        loss, G = l2 * (x @ x), 2 * l2 * x
        for X, g in data:
            z = X @ x
            z = z - z.max()
            e = np.exp(z)
            p = e / e.sum()
            pg = e * g / (e * g).sum()
            loss -= np.log((e * g).sum() / e.sum()) / len(data)
            G += X.T @ (p - pg) / len(data)
        return loss, G

    x0 = np.zeros(d)
    x0[0], x0[1] = 4.0, 4.0  # the hand fusion, half and half
    return minimize(f, x0, jac=True, method="L-BFGS-B", options=dict(maxiter=200)).x


def fusion_score(rows, W, x):
    n = 0
    for r in rows:
        if r["q"] is None:
            continue
        s = features(r, W) @ x
        s = s - s.min() + 1e-6  # hit() reads the scores as non-negative, the best first
        n += aa.hit(r, s)
    return n


def fusion(rows, nli, lam):
    title(rows, nli)
    Ws = folds(rows, lam)
    Wall = aa.fit(rows, 0, lam)
    head("hand fusion (round 10's), LOSO adapter", {s: aa.score([r for r in rows if r["suite"] == s], Ws[s], 0.5) for s in SUITES},
         aa.score(nli, Wall, 0.5))
    for l2 in (1e-3, 1e-2, 1e-1):
        per = {}
        for s in SUITES:
            # inner: the fusion's training rows read through an adapter fitted without the suite scored (Ws[s]), so
            # nothing about the scored suite reaches either model
            train = [r for r in rows if r["suite"] != s]
            x = fit_fusion(train, lambda r: Ws[s], l2)
            per[s] = fusion_score([r for r in rows if r["suite"] == s], Ws[s], x)
        xa = fit_fusion(rows, lambda r: Wall, l2)
        head(f"learned fusion l2 {l2:g}", per, fusion_score(nli, Wall, xa))
        print("   weights (all suites):", np.round(xa, 2).tolist(), flush=True)


def main():
    args = sys.argv[1:]
    rows = aa.load(args[0])
    nli = [r for r in rows if r["suite"] == "nli"]
    tuning = [r for r in rows if r["suite"] in SUITES]
    lam = float(args[args.index("--lam") + 1]) if "--lam" in args else 0.2
    if "--split" in args:
        which = [a for a in args[args.index("--split") + 1:] if not a.startswith("--")] or SUITES
        print("== the shipped adapter (round 10)")
        split(tuning, which, shipped())
        print("== no adapter (round 9)")
        split(tuning, which, None)
    if "--retrieve" in args:
        retrieve(tuning, nli, lam)
    if "--cuad" in args:
        cuad_pairs(tuning, nli, [r for r in rows if r["suite"] == "cuad" and r["q"] is not None])
    if "--grid" in args:
        grid(tuning, nli)
    if "--fusion" in args:
        fusion(tuning, nli, lam)


if __name__ == "__main__":
    main()
