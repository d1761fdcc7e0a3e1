"""Deliveries captured from the real server (packages/server, `capture-delivery`): the exact body, headers and
secrets it used, read from the server package at test time (never copied here). Their timestamps are those of the
capture, so the clock the standardwebhooks library reads is set to `verify_at` (the `clock` fixture)."""

import json
from pathlib import Path

import pytest

from contract_analysis import Webhook, WebhookVerificationError
from contract_analysis._generated.models.contract_review_completed_event import ContractReviewCompletedEvent
from contract_analysis._generated.models.playbook_updated_event import PlaybookUpdatedEvent

FIXTURE = Path(__file__).resolve().parents[3] / "server" / "test" / "fixtures" / "captured-delivery.json"


@pytest.fixture(scope="module")
def captured():
    return json.loads(FIXTURE.read_text(encoding="utf-8"))


def test_it_verifies_and_unwraps_into_the_typed_event(captured, clock):
    clock(captured["verify_at"])
    body = captured["body"].encode("utf-8")  # the raw bytes, as a web framework hands them over
    event = Webhook(captured["secret"]).unwrap(body, captured["headers"])
    assert isinstance(event, ContractReviewCompletedEvent)
    assert event.id == captured["event"]["id"] == captured["headers"]["webhook-id"]
    assert event.type == captured["event"]["type"]
    contract = event.data.object
    assert contract.object == "contract" and contract.id.startswith("ctr_")
    assert contract.status == "completed"
    assert isinstance(contract.review.risk_score, float)
    assert contract.review.issues and all(issue.title for issue in contract.review.issues)
    # header names in any case, body as text: Webhook returns the JSON
    headers = {k.title(): v for k, v in captured["headers"].items()}
    assert Webhook(captured["secret"]).verify(captured["body"], headers)["id"] == event.id


def test_the_five_minute_tolerance(captured, clock):
    body, headers, secret, now = captured["body"], captured["headers"], captured["secret"], captured["verify_at"]
    assert captured["tolerance_seconds"] == 300
    clock(now + 299)
    Webhook(secret).verify(body, headers)
    clock(now + 301)
    with pytest.raises(WebhookVerificationError, match="too old"):
        Webhook(secret).verify(body, headers)
    clock(now - 301)
    with pytest.raises(WebhookVerificationError, match="too new"):
        Webhook(secret).verify(body, headers)


def test_it_rejects_the_wrong_secret_a_tampered_body_and_another_signature(captured, clock):
    body, headers, secret = captured["body"], captured["headers"], captured["secret"]
    clock(captured["verify_at"])
    with pytest.raises(WebhookVerificationError, match="No matching"):
        Webhook(captured["wrong_secret"]).verify(body, headers)
    tampered = body.replace('"livemode":false', '"livemode":true', 1)
    assert tampered != body
    with pytest.raises(WebhookVerificationError, match="No matching"):
        Webhook(secret).verify(tampered, headers)
    forged = {**headers, "webhook-signature": captured["rotation"]["headers"]["webhook-signature"]}
    with pytest.raises(WebhookVerificationError, match="No matching"):
        Webhook(secret).verify(body, forged)


def test_during_a_rotation_either_secret_verifies(captured, clock):
    r = captured["rotation"]
    clock(r["timestamp"])
    assert len(r["headers"]["webhook-signature"].split(" ")) == 2
    for secret in (r["secret"], r["previous_secret"], [r["secret"], r["previous_secret"]],
                   [captured["wrong_secret"], r["secret"]]):
        event = Webhook(secret).unwrap(r["body"].encode("utf-8"), r["headers"])
        assert isinstance(event, PlaybookUpdatedEvent)
        assert event.id == r["event"]["id"] and event.data.object.object == "playbook"
    with pytest.raises(WebhookVerificationError, match="No matching"):
        Webhook(captured["wrong_secret"]).verify(r["body"], r["headers"])
    with pytest.raises(WebhookVerificationError, match="No matching"):
        Webhook([r["secret"], r["previous_secret"]]).verify(r["body"] + " ", r["headers"])
