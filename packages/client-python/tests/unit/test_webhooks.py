import base64
import json
import time

import pytest
from standardwebhooks.webhooks import Webhook as ReferenceWebhook

from contract_analysis import UnknownEvent, Webhook, WebhookVerificationError, parse_event
from contract_analysis._generated.models.contract_review_completed_event import ContractReviewCompletedEvent
from contract_analysis._generated.models.playbook_updated_event import PlaybookUpdatedEvent

from .conftest import contract

SECRET = "whsec_" + base64.b64encode(b"0123456789abcdef0123456789abcdef").decode()
EVENT = {"id": "evt_1", "object": "event", "type": "contract.review.completed", "created_at": "2026-11-20T09:14:08Z",
         "livemode": False, "data": {"object": contract()}}


def signed(payload: str, msg_id: str = "evt_1", ts: int = None):
    from datetime import datetime, timezone

    ts = int(time.time()) if ts is None else ts
    signature = ReferenceWebhook(SECRET).sign(msg_id, datetime.fromtimestamp(ts, tz=timezone.utc), payload)
    return {"webhook-id": msg_id, "webhook-timestamp": str(ts), "webhook-signature": signature}


def test_a_signature_made_by_the_reference_library_verifies():
    payload = json.dumps(EVENT)
    assert Webhook(SECRET).verify(payload.encode(), signed(payload))["id"] == "evt_1"


def test_our_signature_verifies_with_the_reference_library():
    payload = json.dumps(EVENT)
    ts = int(time.time())
    headers = {"webhook-id": "evt_1", "webhook-timestamp": str(ts),
               "webhook-signature": Webhook(SECRET).sign("evt_1", ts, payload)}
    assert ReferenceWebhook(SECRET).verify(payload, headers)["id"] == "evt_1"


def test_one_of_several_signatures_may_match_and_header_case_does_not_matter():
    payload = json.dumps(EVENT)
    headers = signed(payload)
    headers = {k.title(): v for k, v in headers.items()}
    headers["Webhook-Signature"] = "v1,AAAA " + headers["Webhook-Signature"]
    assert Webhook(SECRET).verify(payload, headers)["type"] == "contract.review.completed"


@pytest.mark.parametrize("mutate", [
    lambda p, h: (p.replace("evt_1", "evt_2"), h),
    lambda p, h: (p, {**h, "webhook-id": "evt_other"}),
    lambda p, h: (p, {**h, "webhook-signature": "v1," + base64.b64encode(b"x" * 32).decode()}),
    lambda p, h: (p, {k: v for k, v in h.items() if k != "webhook-signature"}),
])
def test_tampering_fails(mutate):
    payload = json.dumps(EVENT)
    p, h = mutate(payload, signed(payload))
    with pytest.raises(WebhookVerificationError):
        Webhook(SECRET).verify(p, h)


def test_five_minute_tolerance():
    payload = json.dumps(EVENT)
    now = time.time()
    Webhook(SECRET).verify(payload, signed(payload, ts=int(now) - 290), now=now)
    for ts in (int(now) - 301, int(now) + 301):
        with pytest.raises(WebhookVerificationError):
            Webhook(SECRET).verify(payload, signed(payload, ts=ts), now=now)


def test_events_are_typed_by_their_discriminator():
    event = parse_event(json.dumps(EVENT))
    assert isinstance(event, ContractReviewCompletedEvent)
    assert event.data.object.review.risk_score == 46.0
    playbook = {"id": "pbk_1", "object": "playbook", "name": "n", "document_type": "nda", "version": 2,
                "built_in": False, "based_on": "pbk_nda_standard", "checks": [], "created_at": "2026-11-20T09:14:08Z",
                "updated_at": "2026-11-20T09:14:08Z"}
    updated = {**EVENT, "id": "evt_2", "type": "playbook.updated", "data": {"object": playbook}}
    assert isinstance(parse_event(updated), PlaybookUpdatedEvent)


def test_an_unknown_event_type_does_not_crash():
    event = parse_event(json.dumps({**EVENT, "type": "contract.archived"}))
    assert isinstance(event, UnknownEvent) and event.type == "contract.archived"


# Secret rotation: several secrets
PREVIOUS = "whsec_" + base64.b64encode(b"the previous secret, 32 bytes!!!").decode()
STRANGER = "whsec_" + base64.b64encode(b"somebody else's secret, 32 bytes").decode()


def signed_with(secret: str, payload: str, ts: int = None, msg_id: str = "evt_1"):
    ts = int(time.time()) if ts is None else ts
    return {"webhook-id": msg_id, "webhook-timestamp": str(ts), "webhook-signature": Webhook(secret).sign(msg_id, ts, payload)}


def test_any_of_several_secrets_may_match():
    payload = json.dumps(EVENT)
    for secret in (SECRET, PREVIOUS):
        assert Webhook([SECRET, PREVIOUS]).verify(payload, signed_with(secret, payload))["id"] == "evt_1"
        assert Webhook([PREVIOUS, SECRET]).verify(payload.encode(), signed_with(secret, payload))["id"] == "evt_1"
    # during the overlap the server sends both signatures: each secret alone verifies
    both = signed_with(SECRET, payload)
    both["webhook-signature"] = signed_with(PREVIOUS, payload)["webhook-signature"] + " " + both["webhook-signature"]
    for secret in (SECRET, PREVIOUS, [SECRET, PREVIOUS], [STRANGER, PREVIOUS], (PREVIOUS,)):
        Webhook(secret).verify(payload, both)


def test_the_client_unwraps_with_a_list_of_secrets():
    payload = json.dumps(EVENT)
    event = Webhook([SECRET, PREVIOUS]).unwrap(payload, signed_with(PREVIOUS, payload))
    assert isinstance(event, ContractReviewCompletedEvent)
    Webhook([SECRET, PREVIOUS]).verify(payload, signed_with(SECRET, payload))
    with pytest.raises(WebhookVerificationError):
        Webhook([SECRET, PREVIOUS]).verify(payload, signed_with(STRANGER, payload))


def test_rotation_still_rejects_a_bad_signature_a_tampered_body_and_a_stale_timestamp():
    payload = json.dumps(EVENT)
    secrets = [SECRET, PREVIOUS]
    with pytest.raises(WebhookVerificationError, match="No matching"):
        Webhook(secrets).verify(payload, signed_with(STRANGER, payload))
    forged = {**signed_with(SECRET, payload), "webhook-signature": "v1," + base64.b64encode(b"\x07" * 32).decode()}
    with pytest.raises(WebhookVerificationError, match="No matching"):
        Webhook(secrets).verify(payload, forged)
    tampered = payload.replace('"risk_score": 46', '"risk_score": 1')
    assert tampered != payload
    with pytest.raises(WebhookVerificationError, match="No matching"):
        Webhook(secrets).verify(tampered, signed_with(PREVIOUS, payload))
    now = time.time()
    Webhook(secrets).verify(payload, signed_with(PREVIOUS, payload, ts=int(now) - 299), now=now)
    with pytest.raises(WebhookVerificationError, match="too old"):
        Webhook(secrets).verify(payload, signed_with(PREVIOUS, payload, ts=int(now) - 301), now=now)
    with pytest.raises(WebhookVerificationError, match="too new"):
        Webhook(secrets).verify(payload, signed_with(SECRET, payload, ts=int(now) + 301), now=now)
    # a wider tolerance is an explicit choice
    Webhook(secrets, tolerance=3700).verify(payload, signed_with(PREVIOUS, payload, ts=int(now) - 3600), now=now)


def test_no_secret_or_a_bad_one_is_refused():
    for bad in ([], "", ["whsec_"], [SECRET, "whsec_not base64!"]):
        with pytest.raises(WebhookVerificationError):
            Webhook(bad)
