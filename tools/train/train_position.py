"""The learned position reader (packages/engine/src/learned/position.ts, data/position.model.json, data/position.cv.json).

Fitted on the judged readings the repository holds: per (document, check) of the lawyer-read suites (eval/lawyer/suite.ts)
and the adverse suites (test/adverse/), exported by tools/train/export-positions.ts with the engine's own features of
the language the rules cited; and on CUAD's weak labels (tools/train/export-weak-positions.ts: a category's answer spans
read as a position, a training-only group at a weight the search chooses). The target is whether a lawyer raises an issue
(the position unacceptable or missing); the model overrides the rules' position only where the rules cite language and
its probability passes 0.5 by a margin.

Protocol (engine README "Learned position reader", rounds 2, 3 and 4):
1. choose the feature blocks, C, the weak readings' weight and the margin by cross-validation grouped by suite (leave one
   suite out) over the suites the rules were fitted to (FITTED below); the weak readings train every fold and are never
   scored (none is of a lawyer-read suite's contract); the criterion is the number of readings whose issue is right
   (a tie goes to the larger margin, then the smaller C, the fewer blocks, the smaller weak weight);
2. score ONCE on the suites the rules were not fitted to (HELD_OUT, read by the engine at the round's branch point), with
   the chosen setting fitted on every fitted suite and the weak readings, against the rules on the same readings;
3. switch a check family on only where that held-out score beats the rules' (more readings with the right issue) with
   no benign reading newly flagged; the shipped weights are fitted on every labelled reading, held-out ones included,
   and a family that passed stays off if those weights newly flag a benign reading (a judged one of any suite, or a
   check of the engine's own drafts, which read preferred by construction), or if reading the readings it changes over
   CUAD finds it flagging benign clauses (VETOED, with the reason).

The weak export leaves out the contracts named in --exclude lists (file names, one per line); the names are kept in
data/position.cv.json, and a run without --exclude leaves out the names kept there.
Deterministic (liblinear with a fixed seed, inputs sorted).
  python tools/train/train_position.py [positions.jsonl [weak.jsonl]] [--exclude names.txt ...] [--cv-only]
  (without files it runs the exporters; the engine built)
"""
import base64
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

import numpy as np
from joblib import Parallel, delayed
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression

REPO = Path(__file__).resolve().parents[2]
OUT = REPO / "packages/engine/data"
BUCKETS = 1 << 18
# round 4 (session 15): every spent set. The fitted suites are round 3's fitted and held-out ones (every set spent before
# the fourteenth session); the held-out ones the newest (spent at the fourteenth session's end: hold-out 10 with its ten
# more, TEST13A, TEST13B), read by the engine at the fourteenth session's start, 036241f, blind to all of them
# (export-positions.ts HELD_OUT_READ_AT)
FITTED = ["suite", "test2", "test3", "test4", "test5", "test6", "test6more", "test7", "test7more", "test8", "test8more",
          "test9", "test9more", "test10", "test10more", "test11", "test11more", "test12a", "test12b", "cases", "positions",
          "holdout1", "holdout2", "holdout3", "holdout4", "holdout4extra", "holdout5", "holdout5extra", "holdout6",
          "holdout6extra", "holdout7", "holdout7extra", "holdout8", "holdout8extra", "holdout9", "holdout9extra", "tuning2",
          "tuning3"]
HELD_OUT = ["holdout10", "holdout10extra", "test13a", "test13b"]
# the held-out sets as the held-out score reports them (and "all")
SET_GROUPS = {"test13a": ["test13a"], "test13b": ["test13b"], "holdout10": ["holdout10"],
              "holdout10_all": ["holdout10", "holdout10extra"]}
# CUAD's weak labels (tools/train/export-weak-positions.ts): a training-only group, never scored; every lawyer-read suite's
# contracts and the contracts named in the exclude lists below are left out of it (the exporter writes the suites' ones
# with "train": false, for the agreement of weak and human labels only)
# the weight of a weak reading in a fit, relative to a judged one's (0: no weak readings)
WEAK_WEIGHTS = [0.0, 0.3, 1.0]
# what a fit learns from: the blind and the current readings of its suites (training on the blind ones alone was measured
# in exploration, never better; the README gives the figures)
TRAINING = ["both"]
# round 3 added the WordLlama embedding of the cited text (learned/position.ts `embed`) beside the n-grams; held out it
# showed no gain (316 vs 317 of 371 without it), so round 4 searches round 2's two block sets only (the block stays in
# the code: a model file that names it is read)
BLOCK_SETS = [["family", "rules"], ["family", "check", "shared", "rules"]]
CS = [1.0, 3.0, 10.0]
MARGINS = [0.0, 0.1, 0.2, 0.3, 0.4]
# families kept off after reading the readings the shipped weights change over CUAD (README, round 2), with the reason:
# a family passed the held-out rule and the guard, and the read found it flagging benign clauses
VETOED = {
    "explicit_identification": "round 4: passed held out on one reading (TEST13A's ContractNLI 13, marking the only way in, "
                               "p 0.71); over ContractNLI's TUNE half (documents 17 and 595 left out, the TEST half counted "
                               "only: 10 changes) it flagged 7 readings, 6 of them the playbook's fallback (written "
                               "information marked, oral information identified at disclosure and summarised or confirmed "
                               "in writing, documents 3, 29, 54, 64, 478; or marked 'or which under the circumstances' would "
                               "be understood as confidential, 27)",
    "assignment": "round 4: passed held out on one reading (TEST13B's supply agreement, p 0.45); over CUAD (diff.ts against "
                  "base15) it dropped the 2 issues it changed, both deserved: the counterparty free to assign without the "
                  "customer's or licensee's consent ('Tripath is free to assign this contract without Distributor's "
                  "consent'; 'Licensor may freely assign ... without Licensee's consent')",
    "ip_ownership": "round 3: the engine's tests flagged 8 benign rows the guard does not export (judge rounds 11 and 12, "
                    "licence-for-term, users round 14a: the provider owning the deliverables with a perpetual licence, the "
                    "playbook's fallback)",
    "unilateral_changes": "round 3: under each CUAD text's own playbook it flagged 3 amendment clauses requiring a signed writing "
                          "of both parties (the playbook's preferred wording) and mended none",
    "insurance": "with the consulting playbook on all CUAD texts it changed 31 of 181 cited preferred readings to unacceptable; "
                 "about 12 were clauses in which the provider or both parties maintain insurance (benign), about 12 cited "
                 "language with no such obligation, 7 unclear",
}
JOBS = int(os.environ.get("POSITION_JOBS", "2"))
# round 3: families the previous round switched on that stay on where this round's held-out readings of them show no
# wrong change and the guard passes (decided after reading the CUAD diff of round 3's first files, which turned
# sublicensing off and so dropped the issues round 2 had rightly raised; README, round 3)
# round 4: the family main ships on (round 2's; round 3 was not merged, so its non_solicit must pass held out again)
CARRIED = {
    "sublicensing": "on since round 2 (its held-out gain then, TEST8_MORE); kept on where round 4's held-out readings of it "
                    "change nothing wrongly and the guard passes",
}
KEEP = 40000  # the largest weights kept (and quantised to int8) in every fit, CV folds included
ISSUE = {"unacceptable", "missing"}


def export(script, path=None, args=()):
    if path:
        lines = Path(path).read_text().splitlines()
    else:
        out = subprocess.run(["pnpm", "exec", "node", str(REPO / "tools/train" / script), *args], cwd=REPO,
                             check=True, capture_output=True, text=True)
        lines = out.stdout.splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def load(path=None):
    """The judged readings, and apart the engine's own drafts (benign readings kept for the switch-on guard only)."""
    rows = export("export-positions.ts", path)
    groups = {r["group"] for r in rows}
    assert groups == set(FITTED) | set(HELD_OUT) | {"drafts"}, groups
    for r in rows:
        assert r["heldout"] == (r["group"] in HELD_OUT)
    return [r for r in rows if r["group"] != "drafts"], [r for r in rows if r["group"] == "drafts"]


def load_weak(excluded, path=None):
    """CUAD's weak readings, the named contracts left out (the exporter is given them as an --exclude list)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("".join(name + "\n" for name in excluded))
    rows = export("export-weak-positions.ts", path, ["--exclude", f.name])
    os.unlink(f.name)
    assert all(r["doc"] not in excluded for r in rows)
    return rows


_FULL = {}


def matrix(rows, blocks):
    """The rows' features (each row's matrix row built once per block set; rows carry their index as "_i")."""
    key = tuple(blocks)
    if key not in _FULL:
        _FULL[key] = (build(_ALL, blocks))
    return _FULL[key][[r["_i"] for r in rows]]


_ALL = []


def build(rows, blocks):
    data, ind, ptr = [], [], [0]
    for r in rows:
        cols = {}
        for b in blocks:
            ids = r["blocks"].get(b) or []
            if not ids:
                continue
            if b == "embed":
                # dense: each bucket with its value (the embedding's dimensions, shared and crossed with the family)
                for i, v in zip(ids, r["blocks"]["embedValues"]):
                    cols[i] = cols.get(i, 0.0) + v
                continue
            v = 1.0 if b == "rules" else 1.0 / len(ids) ** 0.5
            for i in ids:
                cols[i] = cols.get(i, 0.0) + v
        for i in sorted(cols):
            ind.append(i)
            data.append(cols[i])
        ptr.append(len(ind))
    return csr_matrix((data, ind, ptr), shape=(len(rows), BUCKETS))


def fit(rows, blocks, c, weak=(), weak_weight=0.0):
    """Weights as the engine holds them: the KEEP largest, int8 with one scale; and the bias. `weak` readings join with
    `weak_weight` (none when 0)."""
    rows = list(rows) + (list(weak) if weak_weight > 0 else [])
    y = np.array([1 if r["gold_issue"] else 0 for r in rows])
    w = np.array([weak_weight if r["group"] == "weak" else 1.0 for r in rows])
    # the dual problem: many more features than readings, the same optimum reached several times faster
    m = LogisticRegression(C=c, solver="liblinear", dual=True, random_state=0, max_iter=1000)
    m.fit(matrix(rows, blocks), y, sample_weight=w)
    w = m.coef_[0].copy()
    if np.count_nonzero(w) > KEEP:
        cut = np.sort(np.abs(w))[-KEEP]
        w[np.abs(w) < cut] = 0.0
    scale = float(np.abs(w).max() / 127) if np.abs(w).max() > 0 else 1.0
    q = np.round(w / scale).astype(np.int8)
    return {"q": q, "scale": scale, "bias": float(m.intercept_[0])}


def probabilities(model, rows, blocks):
    z = matrix(rows, blocks) @ (model["q"].astype(np.float64) * model["scale"]) + model["bias"]
    return 1 / (1 + np.exp(-z))


def decide(r, p, margin):
    """The position after the reader (as withPositionReader): only cited readings, only past the margin."""
    if p is None or not r["cited"]:
        return r["position"]
    if r["position"] not in ISSUE and p > 0.5 + margin:
        return "unacceptable"
    if r["position"] in ISSUE and p < 0.5 - margin:
        return "acceptable"
    return r["position"]


def tally(rows, positions):
    """Issue right, position right, adverse / benign sides flagged, newly flagged benign readings."""
    t = defaultdict(int)
    for r, pos in zip(rows, positions):
        issue = pos in ISSUE
        t["readings"] += 1
        t["issue_right"] += issue == r["gold_issue"]
        t["position_right"] += pos in r["gold_positions"]
        t["changed"] += pos != r["position"]
        if r["side"] == "adverse":
            t["adverse"] += 1
            t["adverse_flagged"] += issue
        if r["side"] == "benign":
            t["benign"] += 1
            t["benign_flagged"] += issue
        if not r["gold_issue"] and issue and r["position"] not in ISSUE:
            t["newly_flagged_benign"] += 1
        if r["gold_issue"] and issue and r["position"] not in ISSUE:
            t["newly_flagged_right"] += 1
        if r["gold_issue"] and not issue and r["position"] in ISSUE:
            t["unflagged_wrongly"] += 1
        if not r["gold_issue"] and not issue and r["position"] in ISSUE:
            t["unflagged_right"] += 1
    return dict(sorted(t.items()))


def rules_positions(rows):
    return [r["position"] for r in rows]


def training_rows(rows, kind):
    """The readings a fit learns from: the blind engines' ("blind"), or those and the current engine's ("both")."""
    return [r for r in rows if r["cited"] and (kind == "both" or r["engine"] == "blind")]


def cross_validate(rows, weak):
    """Leave one fitted suite out: the out-of-suite probability of every fitted reading (blind and current), per
    (training kind, blocks, C, weak weight). The weak readings train every fold (none is of a lawyer-read suite's
    contract) and are never scored."""
    fitted = [r for r in rows if not r["heldout"]]
    out = {}
    for kind in TRAINING:
        for bi, blocks in enumerate(BLOCK_SETS):
            for c in CS:
                for ww in WEAK_WEIGHTS:
                    probs = [None] * len(fitted)
                    matrix(fitted[:1], blocks)  # the block set's matrix built before the threads share it

                    def fold(g):
                        train = training_rows([r for r in fitted if r["group"] != g], kind)
                        test = [i for i, r in enumerate(fitted) if r["group"] == g and r["cited"]]
                        model = fit(train, blocks, c, weak, ww)
                        return test, probabilities(model, [fitted[i] for i in test], blocks)
                    # the folds are independent fits (liblinear releases the GIL): two threads, the same numbers
                    for test, ps in Parallel(n_jobs=JOBS, prefer="threads")(delayed(fold)(g) for g in FITTED):
                        for i, p in zip(test, ps):
                            probs[i] = float(p)
                    out[(kind, bi, c, ww)] = probs
                    print(f"cv {kind} {'+'.join(blocks)} C={c} weak={ww}", file=sys.stderr, flush=True)
    return fitted, out


def by_family(rows, positions):
    fam = defaultdict(lambda: ([], []))
    for r, p in zip(rows, positions):
        fam[r["family"]][0].append(r)
        fam[r["family"]][1].append(p)
    return {f: tally(rs, ps) for f, (rs, ps) in sorted(fam.items())}


def export_model(model, blocks, margin, on):
    nz = np.flatnonzero(model["q"])
    index = np.diff(np.concatenate([[0], nz])).tolist()
    return {
        "format": "position-reader/1",
        "buckets": BUCKETS,
        "blocks": blocks,
        "bias": round(model["bias"], 10),
        "margin": margin,
        "on": on,
        "scale": model["scale"],
        "index": index,
        "weights": base64.b64encode(model["q"][nz].astype(np.int8).tobytes()).decode(),
    }


LAWYER_GROUPS = ["suite", "test2", "test3", "test4", "test5", "test6", "test6more", "test7", "test7more", "test8", "test8more",
                 "test9", "test9more", "test10", "test10more", "test11", "test11more", "test12a", "test12b", "test13a", "test13b"]


def agreement(rows, weak):
    """How often a weak label agrees with the lawyer's judgement of the same (contract, check), over the contracts of the
    fitted lawyer-read suites (the held-out ones are not read here), per CUAD category; the rules' agreement beside it."""
    human = {(r["doc"], r["check"]): r for r in rows
             if r["engine"] == "current" and r["group"] in LAWYER_GROUPS and not r["heldout"]}
    out = defaultdict(lambda: defaultdict(int))
    for w in weak:
        h = human.get((w["doc"], w["check"]))
        if w["train"] or not h:
            continue
        for key in (w["category"], "all"):
            t = out[key]
            t["readings"] += 1
            t["weak_agrees"] += w["gold_issue"] == h["gold_issue"]
            t["rules_agree"] += (w["position"] in ISSUE) == h["gold_issue"]
            t["weak_issue"] += w["gold_issue"]
            t["human_issue"] += h["gold_issue"]
            if w["cited"]:
                t["cited"] += 1
                t["cited_weak_agrees"] += w["gold_issue"] == h["gold_issue"]
                t["cited_rules_agree"] += (w["position"] in ISSUE) == h["gold_issue"]
    return {k: dict(sorted(v.items())) for k, v in sorted(out.items())}


def switch_on(passed, guard, held_reader):
    """The families the shipped file switches on: passed held out (or carried from the previous round with no wrong
    held-out change), no guard hit, not vetoed."""
    # (round 4: a family with no held-out reading this round changes nothing wrongly too, and stays on; round 3's code
    # required one, which would have switched main's sublicensing off with no evidence against it)
    carried = [f for f in CARRIED if f not in passed
               and held_reader.get(f, {}).get("newly_flagged_benign", 0) == 0 and held_reader.get(f, {}).get("unflagged_wrongly", 0) == 0]
    return sorted(f for f in list(passed) + carried if not guard.get(f) and f not in VETOED), carried


def guard_of(families, benign, probs, margin):
    """The benign readings (cited, judged or drafted benign, the rules not flagging them) of `families` that the shipped
    weights would newly flag."""
    guard = defaultdict(list)
    for f in families:
        guard[f] = []
    for r, p in zip(benign, probs):
        if r["family"] in families and decide(r, float(p), margin) in ISSUE:
            guard[r["family"]].append(f"{r['group']}|{r['doc']}|{r['check']}|{r['engine']}|{float(p):.3f}")
    return guard


def reapply(path):
    """Re-decide `on` from the written files (the vetoes and carried families above) without refitting: the guard of a
    carried family scored with the shipped weights of data/position.model.json. Deterministic."""
    model_doc = json.loads((OUT / "position.model.json").read_text())
    cv_doc = json.loads((OUT / "position.cv.json").read_text())
    rows, drafts = load(path)
    blocks, margin = model_doc["blocks"], model_doc["margin"]
    q = np.zeros(BUCKETS)
    nz = np.cumsum(model_doc["index"])
    q[nz] = np.frombuffer(base64.b64decode(model_doc["weights"]), dtype=np.int8) * model_doc["scale"]
    passed = cv_doc["passed_held_out"]
    fams = set(passed) | set(CARRIED)
    benign = [r for r in rows + drafts if r["cited"] and not r["gold_issue"] and r["position"] not in ISSUE and r["family"] in fams]
    probs = 1 / (1 + np.exp(-(build(benign, blocks) @ q + model_doc["bias"]))) if benign else []
    guard = guard_of(fams, benign, probs, margin)
    on, carried = switch_on(passed, guard, cv_doc["held_out"]["by_family"]["reader"])
    model_doc["on"] = on
    # the held-out sets' "switched on" tallies follow the new `on` (the held-out changes are kept in the file)
    held = [r for r in rows if r["heldout"] and r["engine"] == "current"]
    changed = {(c["group"], c["doc"], c["check"]): c["reader"] for c in cv_doc["held_out"]["changes"]}
    for name, s in cv_doc["held_out"]["sets"].items():
        groups = HELD_OUT if name == "all" else SET_GROUPS[name]
        sel = [r for r in held if r["group"] in groups]
        s["reader_switched_on"] = tally(sel, [changed.get((r["group"], r["doc"], r["check"]), r["position"])
                                              if r["family"] in on else r["position"] for r in sel])
    cv_doc.update({"guard": {f: sorted(v) for f, v in sorted(guard.items())}, "vetoed": VETOED, "carried": {f: CARRIED[f] for f in carried}, "on": on})
    (OUT / "position.model.json").write_text(json.dumps(model_doc, separators=(",", ":")) + "\n")
    (OUT / "position.cv.json").write_text(json.dumps(cv_doc, indent=1, sort_keys=False) + "\n")
    print("guard:", dict(guard), "carried:", carried, "on:", on)


def main():
    if "--reapply" in sys.argv:
        return reapply(next((a for a in sys.argv[1:] if not a.startswith("--")), None))
    argv = sys.argv[1:]
    excluded = set()
    for i, a in enumerate(argv):
        if a == "--exclude":
            excluded |= {line.strip() for line in Path(argv[i + 1]).read_text().splitlines() if line.strip()}
    if not excluded and (OUT / "position.cv.json").exists():
        # a re-run leaves out what the shipped run left out
        excluded = set(json.loads((OUT / "position.cv.json").read_text()).get("weak", {}).get("excluded", []))
    args = [a for i, a in enumerate(argv) if not a.startswith("--") and (i == 0 or argv[i - 1] != "--exclude")]
    rows, drafts = load(args[0] if args else None)
    weak_all = load_weak(excluded, args[1] if len(args) > 1 else None)
    rows.sort(key=lambda r: (r["group"], r["doc"], r["check"], r["engine"]))
    weak_all.sort(key=lambda r: (r["doc"], r["check"], r["category"]))
    drafts.sort(key=lambda r: (r["doc"], r["check"]))
    for i, r in enumerate(rows + weak_all + drafts):
        r["_i"] = i
    _ALL.extend(rows + weak_all + drafts)
    weak = [r for r in weak_all if r["train"] and r["cited"]]
    fitted, cv = cross_validate(rows, weak)
    split = {e: [i for i, r in enumerate(fitted) if r["engine"] == e] for e in ("blind", "current")}

    def tallies(positions):
        return {e: tally([fitted[i] for i in idx], [positions[i] for i in idx]) for e, idx in split.items()}

    rules_fitted = tallies(rules_positions(fitted))
    grid = []
    for (kind, bi, c, ww), probs in cv.items():
        for m in MARGINS:
            t = tallies([decide(r, p, m) for r, p in zip(fitted, probs)])
            grid.append({"training": kind, "blocks": BLOCK_SETS[bi], "C": c, "weak_weight": ww, "margin": m,
                         "issue_right": t["blind"]["issue_right"] + t["current"]["issue_right"], "blind": t["blind"], "current": t["current"]})
    best = max(grid, key=lambda g: (g["issue_right"], g["margin"], -g["C"], -len(g["blocks"]), -g["weak_weight"]))
    kind, blocks, c, ww, margin = best["training"], best["blocks"], best["C"], best["weak_weight"], best["margin"]
    bi = BLOCK_SETS.index(blocks)
    cv_probs = cv[(kind, bi, c, ww)]
    cv_positions = [decide(r, p, margin) for r, p in zip(fitted, cv_probs)]
    cv_family = {e: {"rules": by_family([fitted[i] for i in idx], [fitted[i]["position"] for i in idx]),
                     "reader": by_family([fitted[i] for i in idx], [cv_positions[i] for i in idx])} for e, idx in split.items()}
    print(f"rules, fitted suites: {rules_fitted}")
    for g in sorted(grid, key=lambda g: -g["issue_right"])[:20]:
        print("+".join(g["blocks"]), g["C"], g["weak_weight"], g["margin"], g["issue_right"], "blind", g["blind"]["issue_right"], g["blind"]["changed"], "current", g["current"]["issue_right"], g["current"]["changed"])
    print(f"chosen: {kind} {blocks} C={c} weak={ww} margin={margin}")
    agree = agreement(rows, weak_all)
    print("weak labels against the lawyer:", json.dumps(agree["all"]) if "all" in agree else "none")
    if "--cv-only" in sys.argv:
        return

    # held out: fitted on every fitted suite (and the weak readings), scored once on the readings of the engine blind to them
    held = [r for r in rows if r["heldout"] and r["engine"] == "current"]
    model = fit(training_rows(fitted, kind), blocks, c, weak, ww)
    hp = probabilities(model, held, blocks)
    held_positions = [decide(r, float(p), margin) for r, p in zip(held, hp)]
    held_rules = by_family(held, rules_positions(held))
    held_reader = by_family(held, held_positions)
    # round 3: a gain in issues and no wrong change at all (no benign reading newly flagged, no deserved issue dropped)
    passed = [f for f in held_reader
              if held_reader[f]["issue_right"] > held_rules[f]["issue_right"] and held_reader[f].get("newly_flagged_benign", 0) == 0
              and held_reader[f].get("unflagged_wrongly", 0) == 0]
    # every labelled reading: the held-out suites' readings join (both engines), and the weak ones at the chosen weight
    final = fit(training_rows(rows, kind), blocks, c, weak, ww)
    # the guard: the shipped weights must newly flag no benign reading of a family that passed, neither a judged one (any
    # suite, either engine) nor one of the engine's own drafts; a family that would is kept off
    fams = set(passed) | set(CARRIED)
    benign = [r for r in rows + drafts if r["cited"] and not r["gold_issue"] and r["position"] not in ISSUE and r["family"] in fams]
    guard = guard_of(fams, benign, probabilities(final, benign, blocks) if benign else [], margin)
    on, carried = switch_on(passed, guard, held_reader)
    sets = {}
    for name, groups in [*SET_GROUPS.items(), ("all", HELD_OUT)]:
        idx = [i for i, r in enumerate(held) if r["group"] in groups]
        sel = [held[i] for i in idx]
        sets[name] = {"rules": tally(sel, rules_positions(sel)), "reader": tally(sel, [held_positions[i] for i in idx])}
        shipped_pos = [held_positions[i] if held[i]["family"] in on else held[i]["position"] for i in idx]
        sets[name]["reader_switched_on"] = tally(sel, shipped_pos)
    changes = [{"group": r["group"], "doc": r["doc"], "check": r["check"], "rules": r["position"], "reader": pos,
                "gold": r["gold_positions"], "p": round(float(p), 4)}
               for r, pos, p in zip(held, held_positions, hp) if pos != r["position"]]

    (OUT / "position.model.json").write_text(json.dumps(export_model(final, blocks, margin, on), separators=(",", ":")) + "\n")
    families = defaultdict(lambda: defaultdict(int))
    for r in rows:
        families[r["family"]][("heldout_" if r["heldout"] else "fitted_") + r["engine"]] += 1
        families[r["family"]]["cited"] += r["cited"]
    for r in weak:
        families[r["family"]]["weak_cited"] += 1
    weak_counts = defaultdict(lambda: defaultdict(int))
    for r in weak_all:
        if r["train"]:
            weak_counts[f"{r['category']} -> {r['family']}"]["issue" if r["gold_issue"] else "no_issue"] += 1
            weak_counts[f"{r['category']} -> {r['family']}"]["cited"] += r["cited"]
    cv_doc = {
        "format": "position-reader-cv/2",
        "protocol": {"fitted_groups": FITTED, "held_out_groups": HELD_OUT, "target": "issue (unacceptable or missing)",
                     "criterion": "issue_right, ties: larger margin, smaller C, fewer blocks, smaller weak weight",
                     "folds": {g: [h for h in FITTED if h != g] for g in FITTED},
                     "held_out_fitted_on": FITTED, "shipped_fitted_on": FITTED + HELD_OUT,
                     "weak": "CUAD weak readings train every fit at the chosen weight; none is of a contract of a lawyer-read suite or of an excluded list"},
        "readings": {"all": len(rows), "fitted": len(fitted), "held_out": len(held),
                     "cited": sum(r["cited"] for r in rows), "weak": len(weak_all), "weak_training": len(weak)},
        "families": {f: dict(sorted(v.items())) for f, v in sorted(families.items())},
        "held_out_items": sorted({f"{r['group']}|{r['doc']}|{r['check']}" for r in held}),
        "weak": {"excluded": sorted(excluded), "docs": sorted({r["doc"] for r in weak}),
                 "by_mapping": {k: dict(sorted(v.items())) for k, v in sorted(weak_counts.items())}, "agreement": agree},
        "cv": {"rules": rules_fitted, "grid": grid, "chosen": {"training": kind, "blocks": blocks, "C": c, "weak_weight": ww, "margin": margin}, "by_family": cv_family},
        "held_out": {"sets": sets, "by_family": {"rules": held_rules, "reader": held_reader}, "changes": changes},
        "passed_held_out": passed,
        "guard": {f: sorted(v) for f, v in sorted(guard.items())},
        "vetoed": VETOED,
        "carried": {f: CARRIED[f] for f in carried},
        "on": on,
        # the shipped model's probabilities of a few readings, for the TypeScript inference to match
        "parity": [{"blocks": {b: r["blocks"][b] for b in blocks + (["embedValues"] if "embed" in blocks else [])}, "p": float(p)}
                   for r, p in zip(rows[::150], probabilities(final, rows[::150], blocks))],
    }
    (OUT / "position.cv.json").write_text(json.dumps(cv_doc, indent=1, sort_keys=False) + "\n")
    for name, s in sets.items():
        print(name, "rules", s["rules"])
        print(name, "reader", s["reader"])
        print(name, "switched on", s["reader_switched_on"])
    print("changes:", json.dumps(changes, indent=0))
    print("passed held out:", passed, "guard:", dict(guard))
    print("on:", on)


if __name__ == "__main__":
    main()
