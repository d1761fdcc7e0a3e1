"""What a caller sees, against the local stub server: typed parameters checked at run time, uploads, per-request options,
raw responses, with_options, OAuth, polling, JSON-safe models, enums, logging without secrets, sync/async parity."""

from __future__ import annotations

import asyncio
import base64
import inspect
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import contract_analysis as ca
from contract_analysis import AsyncContractAnalysis, ContractAnalysis

from .conftest import contract, problem

SRC = Path(__file__).resolve().parents[2] / "src"
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "nda.txt"
PLAYBOOK = {"id": "pbk_1", "object": "playbook", "name": "Ours", "document_type": "nda", "version": 1, "built_in": False,
            "based_on": "pbk_nda_standard", "checks": [], "created_at": "2026-11-20T09:14:08Z", "updated_at": "2026-11-20T09:14:08Z"}


def make(stub, **kwargs) -> ContractAnalysis:
    client = ContractAnalysis(api_key="cas_test_secret_key_1", base_url=stub.url, **kwargs)
    client._sleep = lambda seconds: None
    return client


def test_a_misspelt_option_or_field_is_a_value_error_naming_it_and_nothing_is_sent(stub):
    client = make(stub)
    with pytest.raises(ValueError, match="options.suggest_redline"):
        client.contracts.review(document=b"text", document_type="nda", options={"suggest_redline": True})  # type: ignore[typeddict-unknown-key]
    with pytest.raises(ca.InvalidParamsError, match=r"checks\.0\.severity"):
        client.playbooks.create(based_on="pbk_nda_standard", name="x", checks=[{"check_id": "a", "severity": "extreme"}])  # type: ignore[typeddict-item]
    with pytest.raises(ValueError, match="limt"):
        client.contracts.list(limt=5)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="document_type"):
        client.contracts.review(document=b"text", document_type="novel")  # type: ignore[typeddict-item]
    assert stub.requests == []


def test_mypy_reports_a_misspelt_option_and_a_wrong_enum_value(tmp_path):
    snippet = tmp_path / "use.py"
    snippet.write_text(
        "from contract_analysis import ContractAnalysis\n"
        "client = ContractAnalysis(api_key='k')\n"
        "ContractAnalysis(api_kye='k')\n"
        "client.contracts.review(document=b'x', document_type='nda', options={'suggest_redline': True})\n"
        "client.contracts.review(document=b'x', document_type='novel')\n"
        "client.with_options(timeout=5).contracts.list(limt=5)\n"
        "client.contracts.retrieve('ctr_1', include='text', timeout=5.0, max_retries=0, extra_headers={'A': 'b'})\n"
    )
    # The package itself type-checks too (generated sdk.py included): only the snippet's four wrong lines are errors.
    run = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir=/dev/null", str(snippet), "contract_analysis"],
                         capture_output=True, text=True, cwd=SRC)
    errors = [line for line in run.stdout.splitlines() if ": error:" in line]
    assert all(line.startswith(str(snippet)) for line in errors), run.stdout
    assert [line.split(":")[1] for line in errors] == ["3", "4", "5", "6"], run.stdout
    assert "api_kye" in errors[0] and "suggest_redline" in errors[1] and "novel" in errors[2] and "limt" in errors[3]


def test_a_missing_file_is_the_callers_own_error_not_a_connection_error(stub):
    with pytest.raises(FileNotFoundError):
        make(stub).contracts.review(document="no/such/nda.pdf", document_type="nda")
    assert stub.requests == []


def test_the_document_is_encoded_from_bytes_a_path_or_a_file_and_respond_async_sends_prefer(stub):
    client = make(stub, default_headers={"Prefer": "example=queued"})
    data = EXAMPLE.read_bytes()
    with open(EXAMPLE, "rb") as f:
        for document in (data, str(EXAMPLE), EXAMPLE, f):
            stub.reply(201, contract())
            client.contracts.review(document=document, document_type="nda", respond_async=True)
    for request in stub.requests:
        assert base64.b64decode(json.loads(request["body"])["document"]) == data
        assert request["headers"]["Prefer"] == "respond-async, example=queued"


def test_per_request_options_and_with_options(stub):
    client = make(stub, default_headers={"X-Team": "legal"})
    stub.reply(503, problem(503, "internal_error")).reply(200, contract())
    client.contracts.retrieve("ctr 1/x", extra_headers={"X-Trace": "t1"}, max_retries=1)
    first = stub.requests[0]
    assert first["path"] == "/contracts/ctr%201%2Fx" and first["headers"]["X-Trace"] == "t1" and first["headers"]["X-Team"] == "legal"
    stub.reply(201, PLAYBOOK)
    client.playbooks.create(based_on="pbk_nda_standard", name="Ours", idempotency_key="order-1")
    assert stub.requests[-1]["headers"]["Idempotency-Key"] == "order-1"
    strict = client.with_options(max_retries=0, default_headers={"X-Team": "ops"})
    stub.reply(503, problem(503, "internal_error"))
    with pytest.raises(ca.InternalServerError):
        strict.contracts.retrieve("ctr_1")
    assert stub.requests[-1]["headers"]["X-Team"] == "ops" and client.max_retries == 2 and strict._http is client._http
    stub.hang()
    with pytest.raises(ca.APITimeoutError):
        client.contracts.retrieve("ctr_1", timeout=0.2, max_retries=0)


def test_raw_response_and_request_id_on_every_result(stub):
    client = make(stub)
    stub.reply(200, contract(), {"Request-Id": "req_abc"})
    assert client.contracts.retrieve("ctr_1")._request_id == "req_abc"  # type: ignore[attr-defined]
    stub.reply(200, contract(), {"Request-Id": "req_raw", "RateLimit": "limit=600"})
    raw = client.contracts.with_raw_response.retrieve("ctr_1")
    assert (raw.status_code, raw.request_id, raw.headers["ratelimit"], raw.parse().id) == (200, "req_raw", "limit=600", "ctr_1")


def test_models_serialise_to_json_and_every_enum_is_a_string(stub):
    stub.reply(200, contract(review={**contract()["review"], "risk_level": "extreme"}))
    result = make(stub).contracts.retrieve("ctr_1")
    as_dict = result.to_dict()
    assert json.loads(json.dumps(as_dict))["created_at"] == "2026-11-20T09:14:07Z"
    assert json.loads(result.to_json())["review"]["risk_level"] == "extreme"
    assert result.status == "completed" and type(result.status) is str and type(result.review.risk_level) is str
    assert type(result.review.issues[0].severity) is str and result.review.risk_level == "extreme"


def test_oauth_token_is_fetched_once_form_encoded_and_renewed(stub):
    client = ContractAnalysis(client_id="cli_1", client_secret="cas_secret_topsecret", base_url=stub.url)
    stub.reply(200, {"access_token": "tok_1", "token_type": "Bearer", "expires_in": 900, "scope": "contracts:read"})
    stub.reply(200, contract()).reply(200, contract())
    client.contracts.retrieve("ctr_1")
    client.with_options(timeout=5).contracts.retrieve("ctr_1")  # a copy shares the token
    token, first, second = stub.requests
    assert token["path"] == "/oauth/token" and "Authorization" not in token["headers"]
    assert b"client_secret=cas_secret_topsecret" in token["body"] and b"grant_type=client_credentials" in token["body"]
    assert first["headers"]["Authorization"] == second["headers"]["Authorization"] == "Bearer tok_1"
    client._token["expires_at"] = time.time() - 1
    stub.reply(200, {"access_token": "tok_2", "token_type": "Bearer", "expires_in": 900, "scope": "contracts:read"}).reply(200, contract())
    client.contracts.retrieve("ctr_1")
    assert stub.requests[-1]["headers"]["Authorization"] == "Bearer tok_2"


def test_review_and_poll_polls_the_named_operation_until_completed(stub):
    client = make(stub)
    slept = []
    client._sleep = slept.append
    stub.reply(202, contract(id="ctr_9", status="queued", review=None))
    stub.reply(200, contract(id="ctr_9", status="processing", review=None)).reply(200, contract(id="ctr_9"))
    result = client.contracts.review_and_poll(document=b"text", document_type="nda", poll_interval=2.5)
    assert result.status == "completed" and slept == [2.5, 2.5]
    assert stub.requests[0]["headers"]["Prefer"] == "respond-async"
    assert [r["path"] for r in stub.requests[1:]] == ["/contracts/ctr_9", "/contracts/ctr_9"]


def test_the_async_client_has_the_same_surface_and_works(stub):
    sync, other = make(stub), AsyncContractAnalysis(api_key="k", base_url=stub.url)
    for name, resource in vars(sync).items():
        if isinstance(resource, ca._core.Resource):
            methods = {m for m in dir(resource) if not m.startswith("_")}
            assert methods == {m for m in dir(getattr(other, name)) if not m.startswith("_")}
            for m in methods - {"with_raw_response"}:
                assert inspect.iscoroutinefunction(getattr(getattr(other, name), m))
    stub.reply(200, {"object": "list", "data": [contract(id="ctr_1")], "has_more": True, "next_cursor": "ctr_1"})
    stub.reply(200, {"object": "list", "data": [contract(id="ctr_2")], "has_more": False, "next_cursor": None})

    async def walk():
        async with other as client:
            return [c.id async for c in await client.contracts.list(limit=1)]

    assert asyncio.run(walk()) == ["ctr_1", "ctr_2"]
    assert other._http.is_closed
    with sync as client:
        pass
    assert client._http.is_closed


def test_debug_logging_shows_requests_and_never_a_key_or_secret(stub):
    stub.reply(200, {"access_token": "tok_secret_value", "token_type": "Bearer", "expires_in": 900, "scope": "contracts:read"})
    stub.reply(503, problem(503, "internal_error"), {"Retry-After": "0"}).reply(200, contract())
    code = (f"from contract_analysis import ContractAnalysis\n"
            f"c = ContractAnalysis(client_id='cli_1', client_secret='cas_secret_never_logged', base_url='{stub.url}')\n"
            f"c.contracts.retrieve('ctr_1')\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(SRC), "CONTRACT_ANALYSIS_LOG": "debug"})
    assert run.returncode == 0, run.stderr
    assert "GET " in run.stderr and "/contracts/ctr_1 -> 200" in run.stderr and "retrying in 0.000s" in run.stderr
    for secret in ("cas_secret_never_logged", "tok_secret_value", "Authorization", "Bearer"):
        assert secret not in run.stderr


def test_the_user_agent_names_client_spec_and_python(stub):
    stub.reply(200, contract())
    make(stub).contracts.retrieve("ctr_1")
    agent = stub.requests[0]["headers"]["User-Agent"]
    assert agent.startswith(f"contract-analysis-python/{ca.__version__} (spec 1.") and "; python 3." in agent


def test_a_download_asks_for_its_media_type_and_returns_bytes_that_save_to_a_file(stub, tmp_path):
    docx = b"PK\x03\x04 not really a zip"
    media = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    stub.reply(200, docx, {"Content-Type": media})
    download = make(stub).contracts.download("ctr_1")
    assert stub.requests[0]["headers"]["Accept"] == f"{media}, application/problem+json"
    assert download.content == docx and download.headers["content-type"] == media
    download.write_to_file(tmp_path / "contract.docx")
    assert (tmp_path / "contract.docx").read_bytes() == docx
    stub.reply(409, problem(409, "not_completed"))
    with pytest.raises(ca.ConflictError, match="not_completed"):
        make(stub).drafts.download("drf_1")


def test_retry_after_as_a_future_http_date_is_honoured():
    import email.utils

    import httpx

    at = email.utils.formatdate(time.time() + 30, usegmt=True)
    error = ca.RateLimitError(429, {"code": "rate_limited"}, httpx.Headers({"Retry-After": at}))
    assert 28 <= ca._core.retry_delay(error, 1) <= 30
    final = ca.ConflictError(409, {"code": "idempotency_conflict"}, httpx.Headers({"Retry-After": "1"}))
    assert ca._core.retry_delay(final, 1) is None


def test_the_sync_client_refuses_an_async_http_client_instead_of_returning_nothing(stub):
    import httpx

    async def misuse():  # inside an event loop the async transport suspends; the sync client must say so
        client = ContractAnalysis(api_key="cas_test_secret_key_1", base_url=stub.url, http_client=httpx.AsyncClient())
        with pytest.raises(RuntimeError, match="suspended"):
            client.contracts.retrieve("ctr_1")

    asyncio.run(misuse())


def test_key_terms_carry_their_sources_and_whose_notice_and_read_without_them(stub):
    key_terms = {
        "parties": ["Acme Corp.", "Beta LLC"], "mutual": True, "effective_date": None, "term": None, "survival": None,
        "governing_law": None, "jurisdiction": None, "notice_period": "P30D", "liability_cap": None,
        "notice_period_given_by": "either_party",
        "sources": {"governing_law": {"kind": "by_reference", "reference": "the Cover Page", "quote": "[Governing Law]"},
                    "term": {"kind": "blank", "reference": None, "quote": "[●] years"}},
    }
    client = make(stub)
    stub.reply(200, contract(key_terms=key_terms))
    kt = client.contracts.retrieve("ctr_1").key_terms
    assert kt is not None and kt.notice_period_given_by == "either_party"
    assert kt.sources is not None and kt.sources.survival is None
    assert (kt.sources.governing_law.kind, kt.sources.governing_law.reference, kt.sources.governing_law.quote) == (
        "by_reference", "the Cover Page", "[Governing Law]")
    assert kt.sources.term.kind == "blank" and kt.sources.term.reference is None
    # a contract reviewed before the server reported them reads as before
    older = {k: v for k, v in key_terms.items() if k not in ("sources", "notice_period_given_by")}
    stub.reply(200, contract(key_terms=older))
    kt = client.contracts.retrieve("ctr_1").key_terms
    assert kt is not None and kt.sources is None and kt.notice_period_given_by is None


def test_key_terms_read_the_parties_source_when_the_list_is_empty(stub):
    key_terms = {
        "parties": [], "mutual": True, "effective_date": None, "term": None, "survival": None,
        "governing_law": None, "jurisdiction": None, "notice_period": None, "liability_cap": None,
        "sources": {"parties": {"kind": "blank", "reference": None, "quote": "Company"}},
    }
    client = make(stub)
    stub.reply(200, contract(key_terms=key_terms))
    kt = client.contracts.retrieve("ctr_1").key_terms
    assert kt is not None and kt.parties == []
    assert kt.sources is not None and kt.sources.parties is not None
    assert (kt.sources.parties.kind, kt.sources.parties.reference, kt.sources.parties.quote) == ("blank", None, "Company")


def test_key_terms_say_how_the_term_ends_and_read_without_it(stub):
    key_terms = {
        "parties": ["Acme Corp.", "Beta LLC"], "mutual": True, "effective_date": None, "term": "P2Y", "survival": None,
        "governing_law": None, "jurisdiction": None, "notice_period": "P60D", "liability_cap": None,
        "term_kind": "renewing", "renewal_term": "P1Y",
    }
    client = make(stub)
    stub.reply(200, contract(key_terms=key_terms))
    kt = client.contracts.retrieve("ctr_1").key_terms
    assert kt is not None and (kt.term, kt.term_kind, kt.renewal_term) == ("P2Y", "renewing", "P1Y")
    # an open-ended term: no length, the kind says why
    stub.reply(200, contract(key_terms={**key_terms, "term": None, "term_kind": "until_terminated", "renewal_term": None}))
    kt = client.contracts.retrieve("ctr_1").key_terms
    assert kt is not None and (kt.term, kt.term_kind, kt.renewal_term) == (None, "until_terminated", None)
    # a kind added after this client was built is kept as the string the server sent
    stub.reply(200, contract(key_terms={**key_terms, "term_kind": "until_milestone"}))
    kt = client.contracts.retrieve("ctr_1").key_terms
    assert kt is not None and kt.term_kind == "until_milestone"
    # a contract reviewed before the server reported them reads as before
    stub.reply(200, contract(key_terms={k: v for k, v in key_terms.items() if k not in ("term_kind", "renewal_term")}))
    kt = client.contracts.retrieve("ctr_1").key_terms
    assert kt is not None and kt.term_kind is None and kt.renewal_term is None and kt.term == "P2Y"
