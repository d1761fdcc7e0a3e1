"""What spec/contract-tests/webhooks.yaml (test_webhook_vectors.py) does not cover: deliveries signed now and checked
against the real clock, signing with `Webhook.sign`, the shapes headers come in, typed events and bad secrets."""

import base64
import json
import time
from datetime import datetime, timezone

import pytest
from standardwebhooks.webhooks import Webhook as ReferenceWebhook

from contract_analysis import UnknownEvent, Webhook, WebhookVerificationError, parse_event
from contract_analysis._generated.models.contract_review_completed_event import ContractReviewCompletedEvent
from contract_analysis._generated.models.playbook_updated_event import PlaybookUpdatedEvent

from .conftest import contract

SECRET = "whsec_" + base64.b64encode(b"0123456789abcdef0123456789abcdef").decode()
PREVIOUS = "whsec_" + base64.b64encode(b"the previous secret, 32 bytes!!!").decode()
EVENT = {"id": "evt_1", "object": "event", "type": "contract.review.completed", "created_at": "2026-11-20T09:14:08Z",
         "livemode": False, "data": {"object": contract()}}


def signed(payload: str, secret: str = SECRET, ts: int = None, msg_id: str = "evt_1"):
    ts = int(time.time()) if ts is None else ts
    signature = ReferenceWebhook(secret).sign(msg_id, datetime.fromtimestamp(ts, tz=timezone.utc), payload)
    return {"webhook-id": msg_id, "webhook-timestamp": str(ts), "webhook-signature": signature}


def test_a_delivery_signed_now_verifies_as_text_or_bytes_with_headers_in_any_case():
    payload = json.dumps(EVENT)
    headers = {k.title(): v for k, v in signed(payload, PREVIOUS).items()}
    assert Webhook([SECRET, PREVIOUS]).verify(payload.encode(), headers)["id"] == "evt_1"
    assert isinstance(Webhook(PREVIOUS).unwrap(payload, headers), ContractReviewCompletedEvent)


def test_our_signature_is_the_reference_library_s():
    payload = json.dumps(EVENT)
    ts = int(time.time())
    headers = {"webhook-id": "evt_1", "webhook-timestamp": str(ts), "webhook-signature": Webhook(SECRET).sign("evt_1", ts, payload)}
    assert headers == signed(payload, ts=ts)
    assert ReferenceWebhook(SECRET).verify(payload, headers)["id"] == "evt_1"


def test_six_minutes_away_from_the_real_clock_is_refused():
    payload = json.dumps(EVENT)
    now = int(time.time())
    Webhook(SECRET).verify(payload, signed(payload, ts=now - 240))
    with pytest.raises(WebhookVerificationError, match="^Message timestamp too old$"):
        Webhook([PREVIOUS, SECRET]).verify(payload, signed(payload, ts=now - 360))
    with pytest.raises(WebhookVerificationError, match="^Message timestamp too new$"):
        Webhook(SECRET).verify(payload, signed(payload, ts=now + 360))


def test_events_are_typed_by_their_discriminator():
    event = parse_event(json.dumps(EVENT))
    assert isinstance(event, ContractReviewCompletedEvent)
    assert event.data.object.review.risk_score == 46.0
    playbook = {"id": "pbk_1", "object": "playbook", "name": "n", "document_type": "nda", "version": 2,
                "built_in": False, "based_on": "pbk_nda_standard", "checks": [], "created_at": "2026-11-20T09:14:08Z",
                "updated_at": "2026-11-20T09:14:08Z"}
    updated = {**EVENT, "id": "evt_2", "type": "playbook.updated", "data": {"object": playbook}}
    assert isinstance(parse_event(updated), PlaybookUpdatedEvent)
    unknown = parse_event(json.dumps({**EVENT, "type": "contract.archived"}))
    assert isinstance(unknown, UnknownEvent) and unknown.type == "contract.archived" and unknown.id == "evt_1"


@pytest.mark.parametrize("bad", [[], "", ["whsec_"], [SECRET, "whsec_"], [SECRET, "whsec_not base64!"]])
def test_no_secret_or_a_bad_one_is_refused(bad):
    with pytest.raises(WebhookVerificationError, match="^(No webhook secret was given|The webhook secret is empty or not base64)"):
        Webhook(bad)
