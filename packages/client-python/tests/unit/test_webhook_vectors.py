"""Every webhook verification vector of spec/contract-tests/webhooks.yaml (see the file's header for the format).
The standardwebhooks library reads its clock through `datetime.now`, which the `clock` fixture sets to the vector's
`now`. Data-driven: a new vector runs with no change here; an expectation this runner does not know fails."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from contract_analysis import UnknownEvent, Webhook, WebhookVerificationError

ROOT = Path(__file__).resolve().parents[4]
FILE = yaml.safe_load((ROOT / "spec" / "contract-tests" / "webhooks.yaml").read_text())
SPEC = json.loads((ROOT / "spec" / "dist" / "openapi.json").read_text())


def outcome(run):
    try:
        event = run()
    except WebhookVerificationError as e:
        return {"error": str(e)}
    if isinstance(event, UnknownEvent):
        return {"unknown_event": event.type}
    assert type(event).__name__ == SPEC["components"]["schemas"]["Event"]["discriminator"]["mapping"][event.type].split("/")[-1]
    return {"event": event.type}


@pytest.mark.parametrize("vector", FILE["vectors"], ids=[v["id"] for v in FILE["vectors"]])
def test_webhook_vector(vector, clock):
    assert len(vector["expect"]) == 1 and next(iter(vector["expect"])) in ("event", "unknown_event", "error")
    clock(vector["now"])
    body = FILE["bodies"][vector["body"]]
    secrets = [FILE["secrets"][name] for name in vector["secrets"]]
    for raw in (body, body.encode()):
        assert outcome(lambda: Webhook(secrets).unwrap(raw, vector["headers"])) == vector["expect"]


def test_the_real_clock_is_used_when_not_set():
    vector = next(v for v in FILE["vectors"] if v["id"] == "webhook.valid")
    with pytest.raises(WebhookVerificationError, match="Message timestamp too old"):
        Webhook(FILE["secrets"]["current"]).verify(FILE["bodies"][vector["body"]], vector["headers"])
