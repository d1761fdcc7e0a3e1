"""The generator's weak spots, handled deliberately (see tools/openapi-generator/README.md)."""

import itertools

from contract_analysis import ContractAnalysis
from contract_analysis._generated.models.contract import Contract
from contract_analysis._generated.models.review_request import ReviewRequest
from contract_analysis._generated.models.risk_level import RiskLevel

from .conftest import contract


def test_unknown_enum_values_in_a_response_do_not_crash():
    data = contract(status="archived", document_type="franchise")
    data["review"]["risk_level"] = "extreme"  # $ref enum (model_enum override: UNKNOWN pseudo-member)
    data["review"]["issues"][0]["severity"] = "blocker"
    data["review"]["checks"][0]["outcome"] = "partially_entailed"  # inline enum (model_generic override)
    c = Contract.from_dict(data)
    assert c.status.value == "archived" and c.status.name == "UNKNOWN"
    assert c.document_type == "franchise"
    assert c.review.risk_level.value == "extreme"
    assert c.review.issues[0].severity.value == "blocker"
    assert c.review.checks[0].outcome == "partially_entailed"
    assert RiskLevel("low") is RiskLevel.LOW  # known values are still the real members


def test_nullable_fields():
    data = contract(filename=None, pages=None, completed_at=None)
    data["review"]["risk_score"] = None  # type: [number, 'null']
    data["review"]["risk_level"] = None  # anyOf [$ref, {type: 'null'}]
    c = Contract.from_dict(data)
    assert c.filename is None and c.review.risk_score is None and c.review.risk_level is None
    assert c.to_dict()["review"]["risk_level"] is None  # serialised back as null, not dropped


def test_format_byte_is_sent_as_the_base64_string():
    r = ReviewRequest(document="aGVsbG8=", document_type="nda")
    assert r.to_dict()["document"] == "aGVsbG8="


def test_pagination_follows_next_cursor(stub):
    page1 = {"object": "list", "data": [contract(id="ctr_1"), contract(id="ctr_2")], "has_more": True,
             "next_cursor": "ctr_2"}
    page2 = {"object": "list", "data": [contract(id="ctr_3")], "has_more": False, "next_cursor": None}
    stub.reply(200, page1).reply(200, page2)
    page = ContractAnalysis(api_key="k", base_url=stub.url).contracts.list(limit=2)
    assert [c.id for c in page] == ["ctr_1", "ctr_2", "ctr_3"]
    assert "starting_after=ctr_2" in stub.requests[1]["path"] and "limit=2" in stub.requests[1]["path"]
    assert len(stub.requests) == 2


def test_oauth_client_credentials_are_exchanged_and_renewed(stub):
    from urllib.parse import parse_qs

    stub.reply(200, {"access_token": "tok_1", "token_type": "Bearer", "expires_in": 1, "scope": "contracts:read"})
    stub.reply(200, contract())
    stub.reply(200, {"access_token": "tok_2", "token_type": "Bearer", "expires_in": 900, "scope": "contracts:read"})
    stub.reply(200, contract())
    stub.reply(200, contract())
    client = ContractAnalysis(client_id="cli_1", client_secret="sec", scope="contracts:read", base_url=stub.url)
    client.contracts.retrieve("ctr_1")
    import time

    time.sleep(1.0)  # the first token has expired (renewed early, within its last 10%)
    client.contracts.retrieve("ctr_1")
    client.contracts.retrieve("ctr_1")
    token_req = stub.requests[0]
    assert token_req["path"] == "/oauth/token"
    assert token_req["headers"]["Content-Type"].startswith("application/x-www-form-urlencoded")
    form = parse_qs(token_req["body"].decode())
    assert form == {"grant_type": ["client_credentials"], "client_id": ["cli_1"], "client_secret": ["sec"],
                    "scope": ["contracts:read"]}
    auths = [r["headers"].get("Authorization") for r in stub.requests if r["path"] != "/oauth/token"]
    assert auths == ["Bearer tok_1", "Bearer tok_2", "Bearer tok_2"]
    assert sum(r["path"] == "/oauth/token" for r in stub.requests) == 2
