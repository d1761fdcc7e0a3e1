"""webhooks.update / rotate_secret / list_deliveries / replay_delivery against the local stub."""

import json

import pytest

import contract_analysis as ca
from contract_analysis import ContractAnalysis

from .conftest import problem

WEBHOOK = {"id": "whk_1", "object": "webhook", "url": "https://hooks.example.com/cas",
           "events": ["contract.review.completed"], "description": None, "status": "enabled",
           "disabled_reason": None, "previous_secret_expires_at": None, "created_at": "2026-11-20T08:02:44Z"}
DELIVERY = {"id": "dlv_1", "object": "webhook_delivery", "webhook_id": "whk_1", "event_id": "evt_1",
            "event_type": "contract.review.completed", "status": "failed", "attempts": 8, "next_attempt_at": None,
            "last_attempt_at": "2026-11-21T12:41:09Z", "last_response_status": 503,
            "last_error": "The endpoint answered 503.", "created_at": "2026-11-20T09:14:08Z"}


def make(stub, **kw):
    kw.setdefault("retry_base_delay", 0.01)
    return ContractAnalysis(api_key="cas_test_k", base_url=stub.url, **kw)


def test_update_patches_only_the_given_fields_with_one_idempotency_key_across_retries(stub):
    stub.reply(503, problem(503, "internal_error")).reply(200, WEBHOOK)
    webhook = make(stub).webhooks.update("whk_1", status="enabled")
    assert webhook.status == "enabled" and webhook.disabled_reason is None
    assert [(r["method"], r["path"]) for r in stub.requests] == [("PATCH", "/webhooks/whk_1")] * 2
    assert all(json.loads(r["body"]) == {"status": "enabled"} for r in stub.requests)
    keys = {r["headers"]["Idempotency-Key"] for r in stub.requests}
    assert len(keys) == 1 and len(keys.pop()) == 36


def test_rotate_secret_sends_the_overlap_when_given(stub):
    rotated = {**WEBHOOK, "secret": "whsec_bmV3", "previous_secret_expires_at": "2026-11-21T08:02:44Z"}
    stub.reply(200, rotated).reply(200, rotated)
    client = make(stub)
    webhook = client.webhooks.rotate_secret("whk_1", expire_previous_after_seconds=3600)
    assert webhook.secret == "whsec_bmV3" and webhook.previous_secret_expires_at is not None
    client.webhooks.rotate_secret("whk_1", idempotency_key="rotate-1")
    assert [(r["method"], r["path"]) for r in stub.requests] == [("POST", "/webhooks/whk_1/rotate-secret")] * 2
    assert json.loads(stub.requests[0]["body"]) == {"expire_previous_after_seconds": 3600}
    assert stub.requests[1]["body"] == b""  # no body: the server's default overlap (a day)
    assert len(stub.requests[0]["headers"]["Idempotency-Key"]) == 36
    assert stub.requests[1]["headers"]["Idempotency-Key"] == "rotate-1"


def test_list_deliveries_filters_and_walks_every_page(stub):
    stub.reply(200, {"object": "list", "data": [DELIVERY, {**DELIVERY, "id": "dlv_2"}], "has_more": True,
                     "next_cursor": "dlv_2"})
    stub.reply(200, {"object": "list", "data": [{**DELIVERY, "id": "dlv_3"}], "has_more": False, "next_cursor": None})
    page = make(stub).webhooks.list_deliveries("whk_1", status="failed", limit=2)
    assert [d.id for d in page] == ["dlv_1", "dlv_2", "dlv_3"]
    assert page.data[0].status.value == "failed" and page.data[0].last_response_status == 503
    paths = [r["path"] for r in stub.requests]
    assert all(p.startswith("/webhooks/whk_1/deliveries?") and "status=failed" in p and "limit=2" in p for p in paths)
    assert "starting_after=dlv_2" in paths[1]
    assert all("Idempotency-Key" not in r["headers"] for r in stub.requests)


def test_replay_delivery_posts_with_an_idempotency_key(stub):
    stub.reply(202, {**DELIVERY, "status": "pending", "attempts": 0})
    delivery = make(stub).webhooks.replay_delivery("whk_1", "dlv_1")
    assert delivery.status.value == "pending"
    request = stub.requests[0]
    assert (request["method"], request["path"]) == ("POST", "/webhooks/whk_1/deliveries/dlv_1/replay")
    assert len(request["headers"]["Idempotency-Key"]) == 36


def test_replay_to_a_disabled_webhook_is_a_conflict(stub):
    stub.reply(409, problem(409, "webhook_disabled"))
    with pytest.raises(ca.ConflictError) as info:
        make(stub, max_retries=0).webhooks.replay_delivery("whk_1", "dlv_1")
    assert info.value.code == "webhook_disabled"
