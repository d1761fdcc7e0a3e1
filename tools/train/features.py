"""Feature extraction shared by the trainers. packages/engine/src/learned/features.ts is its exact twin;
parity is tested with vectors that train_clause_types.py exports (packages/engine/test/fixtures/)."""
import re

TOKEN_RE = re.compile(r"[a-z0-9]+")
BUCKETS = 1 << 20
MAX_TOKENS = 400


def fnv1a(s: str) -> int:
    h = 0x811C9DC5
    for b in s.encode("utf-8"):
        h ^= b
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def tokens(text: str) -> list[str]:
    return TOKEN_RE.findall(text.lower())


def features(body: str, heading: str = "", rule_types: list[str] = ()) -> dict[int, float]:
    """The first window's features (see window_features)."""
    return window_features(body, heading, rule_types)[0]


def windows(toks: list[str]) -> list[list[str]]:
    """A clause's tokens cut into windows of MAX_TOKENS (at least one, possibly empty)."""
    return [toks[i:i + MAX_TOKENS] for i in range(0, max(len(toks), 1), MAX_TOKENS)]


def window_features(body: str, heading: str = "", rule_types: list[str] = ()) -> list[dict[int, float]]:
    """For each window of the clause: hashed binary features (unigrams, bigrams, heading unigrams, the
    clause types the engine's rules find in the clause), L2-normalised. Buckets sorted."""
    return [token_features(w, heading, rule_types) for w in windows(tokens(body))]


def feature_names(toks: list[str], heading: str = "", rule_types: list[str] = ()) -> set[str]:
    """"w:" unigrams and "b:" bigrams of the tokens, "h:" heading unigrams (at most 20), "r:" rule types or flags."""
    names = set()
    for i, t in enumerate(toks):
        names.add("w:" + t)
        if i + 1 < len(toks):
            names.add("b:" + t + " " + toks[i + 1])
    for t in tokens(heading)[:20]:
        names.add("h:" + t)
    for t in rule_types:
        names.add("r:" + t)
    return names


def token_features(toks: list[str], heading: str = "", rule_types: list[str] = ()) -> dict[int, float]:
    names = feature_names(toks, heading, rule_types)
    buckets = sorted({fnv1a(n) % BUCKETS for n in names})
    if not buckets:
        return {}
    v = 1.0 / len(buckets) ** 0.5
    return {b: v for b in buckets}
