"""Derive the paraphrase-trained token table `ask` uses (packages/engine/data/ask.wordllama.json) from WordLlama.

Reproducible and deterministic: `python tools/train/ask-wordllama.py [--dims N] [--table-only]` (numpy only) after
`pip install --no-deps wordllama==0.4.0.post1`. The table is generated, not tracked: tools/setup.sh installs the
wheel and runs this with --table-only; tools/train/run.sh runs it in full (the table and the test's parity cases). Nothing is trained here and no
contract is read: the script copies part of the weights that ship INSIDE the wordllama wheel (MIT licence,
Lee Miller 2024; https://github.com/dleemiller/WordLlama):

- `wordllama/weights/l2_supercat_256.safetensors`: one 256-dim vector per token of Llama 2's 32,000-token
  codebook, trained with a paraphrase/NLI objective so that the MEAN of a text's token vectors is its
  embedding (Matryoshka: the first 64 or 128 dims are a usable embedding on their own);
- `wordllama/tokenizers/l2_supercat_tokenizer_config.json`: the Llama 2 BPE tokenizer.

Kept: the tokens made only of lower-case letters (optionally after the word-start mark "▁"), and "▁" itself.
The engine lower-cases text and splits it into [a-z]+ words, and BPE over lower-case letters only ever
produces such tokens, so the engine's tokenizer reproduces WordLlama's on those words exactly. The merge
order of Llama 2's BPE is the id order of the merged token (checked below against the tokenizer's own merge
list on every word of the tokenizer's vocabulary and a list of test words), so the file needs only the
pieces in id order, not the merge list.

Stored per kept token: its first DIMS values, quantised to int8 with a per-token scale (the vectors' lengths
differ and WordLlama's mean pooling depends on them).
"""
import argparse
import base64
import importlib.metadata
import importlib.util
import json
import re
import struct
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]
OUT = REPO / "packages" / "engine" / "data" / "ask.wordllama.json"
PARITY = REPO / "packages" / "engine" / "test" / "ask" / "wordllama-parity.json"
# phrases whose WordLlama embedding (full-precision weights, the tokenizer's own merge list) the engine's test compares with its own
PARITY_TEXTS = ["punctual", "kickbacks", "walk off the job", "our own servers", "the supplier may terminate this agreement for convenience",
                "how much warning must we give"]
VERSION = "0.4.0.post1"
PIECE = re.compile(r"▁?[a-z]+|▁")


def package_dir() -> Path:
    spec = importlib.util.find_spec("wordllama")  # located, not imported (its import pulls in tokenizers)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"wordllama is not installed: pip install --no-deps wordllama=={VERSION}")
    installed = importlib.metadata.version("wordllama")
    if installed != VERSION:
        raise SystemExit(f"wordllama {installed} is installed; this table is derived from {VERSION}")
    return Path(list(spec.submodule_search_locations)[0])


def read_safetensors(path: Path) -> dict:
    raw = path.read_bytes()
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8:8 + n])
    out = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        dtype = {"F32": np.float32, "F16": np.float16, "BF16": None}[meta["dtype"]]
        a, b = meta["data_offsets"]
        out[name] = np.frombuffer(raw[8 + n + a:8 + n + b], dtype=dtype).reshape(meta["shape"]).astype(np.float32)
    return out


def bpe(word, ids, key):
    parts = list("▁" + word)
    while len(parts) > 1:
        best = None
        for i in range(len(parts) - 1):
            k = key(parts[i], parts[i + 1])
            if k is not None and (best is None or k < best[0]):
                best = (k, i)
        if best is None:
            break
        i = best[1]
        parts[i:i + 2] = [parts[i] + parts[i + 1]]
    return parts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dims", type=int, default=128)
    ap.add_argument("--table-only", action="store_true", help="write the table only, not the test's parity cases (set-up)")
    args = ap.parse_args()
    pkg = package_dir()
    cfg = json.loads((pkg / "tokenizers" / "l2_supercat_tokenizer_config.json").read_text(encoding="utf-8"))
    vocab = cfg["model"]["vocab"]
    weights = read_safetensors(pkg / "weights" / "l2_supercat_256.safetensors")["embedding.weight"]
    kept = sorted((i, p) for p, i in vocab.items() if PIECE.fullmatch(p))
    pieces = [p for _, p in kept]
    # the merge order is the merged token's id: check it against the tokenizer's merge list
    ranks = {}
    for r, m in enumerate(cfg["model"]["merges"]):
        a, b = m if isinstance(m, list) else m.split(" ")
        ranks.setdefault((a, b), r)
    by_rank = lambda a, b: ranks.get((a, b))  # noqa: E731
    by_id = lambda a, b: vocab.get(a + b)  # noqa: E731
    words = sorted({p.lstrip("▁") for p in pieces if len(p.lstrip("▁")) > 1})
    words += ["punctual", "kickbacks", "copycats", "walkout", "indemnification", "subcontractors", "whereupon"]
    bad = [w for w in words if bpe(w, vocab, by_rank) != bpe(w, vocab, by_id)]
    if bad:
        raise SystemExit(f"merge order differs from id order for {len(bad)} words, e.g. {bad[:5]}")
    if any(t not in vocab or not PIECE.fullmatch(t) for w in words for t in bpe(w, vocab, by_id)):
        raise SystemExit("a lower-case word produced a token outside the kept pieces")
    rows = weights[[i for i, _ in kept], :args.dims]
    scale = np.abs(rows).max(axis=1) / 127
    scale = np.array([float(f"{s:.5g}") for s in scale], dtype=np.float64)
    q = np.clip(np.round(rows / np.maximum(scale, 1e-12)[:, None]), -127, 127).astype(np.int8)
    out = {
        "about": f"Token vectors for ask from WordLlama {VERSION} (l2_supercat_256, MIT licence, Lee Miller 2024, "
                 "https://github.com/dleemiller/WordLlama): the lower-case Llama 2 tokens, first dims only, int8 with a "
                 "scale per token. A text's embedding is the mean of its tokens' vectors. Derived by "
                 "tools/train/ask-wordllama.py.",
        "dims": args.dims,
        "pieces": pieces,
        "scale": [float(s) for s in scale],
        "vectors": base64.b64encode(q.tobytes()).decode("ascii"),
    }
    OUT.write_text(json.dumps(out, separators=(",", ":"), ensure_ascii=False) + "\n", encoding="utf-8")
    err = np.abs(q * scale[:, None] - rows).max()
    print(f"wrote {OUT.relative_to(REPO)}: {len(pieces)} tokens x {args.dims} dims, {OUT.stat().st_size} bytes; "
          f"merge order checked on {len(words)} words; largest quantisation error {err:.4f}")
    if args.table_only:
        return
    parity = []
    for text in PARITY_TEXTS:
        toks = [t for w in text.split() for t in bpe(w, vocab, by_rank)]
        v = weights[[vocab[t] for t in toks], :args.dims].mean(axis=0)
        parity.append({"text": text, "pieces": toks, "embedding": [round(float(x), 6) for x in v / np.linalg.norm(v)]})
    PARITY.write_text(json.dumps({"about": f"WordLlama {VERSION} embeddings ({args.dims} dims, unquantised) written by tools/train/ask-wordllama.py",
                                  "cases": parity}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
