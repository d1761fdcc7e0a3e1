import socket
import time

import pytest

import contract_analysis as ca
from contract_analysis import ContractAnalysis

from .conftest import contract, problem


def make(stub, **kw):
    kw.setdefault("retry_base_delay", 0.01)
    return ContractAnalysis(api_key="cas_test_k", base_url=stub.url, **kw)


def test_retries_429_and_5xx_with_one_idempotency_key(stub):
    stub.reply(429, problem(429, "rate_limited"), {"Retry-After": "0"})
    stub.reply(503, problem(503, "internal_error"))
    stub.reply(201, contract())
    review = make(stub).contracts.review(file=b"hello", document_type="nda")
    assert review.risk_score == 46.0
    assert len(stub.requests) == 3
    keys = {r["headers"]["Idempotency-Key"] for r in stub.requests}
    assert len(keys) == 1 and len(keys.pop()) == 36  # one UUID, reused by both retries


def test_caller_idempotency_key_is_kept(stub):
    stub.reply(500, problem(500, "internal_error")).reply(201, contract())
    make(stub).contracts.review(file=b"hello", document_type="nda", idempotency_key="my-key")
    assert [r["headers"]["Idempotency-Key"] for r in stub.requests] == ["my-key", "my-key"]


def test_retry_after_is_honoured(stub):
    stub.reply(429, problem(429, "rate_limited"), {"Retry-After": "1"}).reply(200, contract())
    started = time.monotonic()
    make(stub).contracts.retrieve("ctr_1")
    assert time.monotonic() - started >= 0.95
    assert len(stub.requests) == 2


def test_two_retries_by_default_then_the_error(stub):
    for _ in range(3):
        stub.reply(500, problem(500, "internal_error", "req_last"))
    with pytest.raises(ca.InternalServerError) as info:
        make(stub).contracts.retrieve("ctr_1")
    assert len(stub.requests) == 3
    assert info.value.request_id == "req_last"


def test_409_is_retried_but_not_idempotency_conflict(stub):
    stub.reply(409, problem(409, "idempotency_in_progress")).reply(201, contract())
    make(stub).contracts.review(file=b"x", document_type="nda")
    assert len(stub.requests) == 2
    stub.requests.clear()
    stub.reply(409, problem(409, "idempotency_conflict"))
    with pytest.raises(ca.ConflictError) as info:
        make(stub).contracts.review(file=b"x", document_type="nda")
    assert info.value.code == "idempotency_conflict"
    assert len(stub.requests) == 1


def test_408_is_retried_and_4xx_is_not(stub):
    stub.reply(408, problem(408, "timeout")).reply(200, contract())
    make(stub).contracts.retrieve("ctr_1")
    assert len(stub.requests) == 2
    stub.requests.clear()
    stub.reply(400, problem(400, "invalid_parameter"))
    with pytest.raises(ca.BadRequestError):
        make(stub).contracts.retrieve("ctr_1")
    assert len(stub.requests) == 1


def test_max_retries_zero(stub):
    stub.reply(429, problem(429, "rate_limited"), {"Retry-After": "0"})
    with pytest.raises(ca.RateLimitError):
        make(stub, max_retries=0).contracts.list()
    assert len(stub.requests) == 1


def test_connection_errors_are_retried_then_raised():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    client = ContractAnalysis(api_key="k", base_url=f"http://127.0.0.1:{port}", retry_base_delay=0.01)
    with pytest.raises(ca.APIConnectionError):
        client.contracts.retrieve("ctr_1")


def test_timeout(stub):
    # The first two attempts are never answered, so only the client's time-out can end them, however loaded the
    # machine is. A third attempt would get the 200 and raise nothing: the error proves there were at most two.
    stub.hang().hang().reply(200, contract())
    with pytest.raises(ca.APITimeoutError):
        make(stub, timeout=0.2, max_retries=1).contracts.retrieve("ctr_1")
    # Both were sent; the stub may still be reading the second one the client gave up on.
    assert [r["path"] for r in stub.wait_for_requests(2)] == ["/contracts/ctr_1"] * 2
