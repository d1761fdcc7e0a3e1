"""The shared scenarios (spec/contract-tests/scenarios.yaml), one test per scenario id, against Prism.

Run through the harness: `node ../../tools/contract-tests/run.mjs @contract-analysis/client-python`, which
sets CONTRACT_TEST_BASE_URL. `prefer` goes to Prism as the `Prefer` header to choose the response.
"""

from __future__ import annotations

import itertools
import os
import re
from pathlib import Path
from typing import Callable, Dict, Optional, Type

import pytest

import contract_analysis as ca
from contract_analysis import ContractAnalysis

BASE_URL = os.environ.get("CONTRACT_TEST_BASE_URL")
SCENARIOS_FILE = Path(__file__).resolve().parents[4] / "spec" / "contract-tests" / "scenarios.yaml"
NDA = (
    b"MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Mutual Nondisclosure Agreement is entered into between "
    b"Northwind Analytics, Inc. and Bluefin Robotics Ltd.\n\n1. Confidential Information. ...\n"
)

pytestmark = pytest.mark.skipif(not BASE_URL, reason="CONTRACT_TEST_BASE_URL is not set (run through the harness)")


def client(prefer: Optional[str] = None, **kwargs) -> ContractAnalysis:
    headers = {"Prefer": prefer} if prefer else None
    return ContractAnalysis(
        api_key="cas_test_contract_suite", base_url=BASE_URL, max_retries=0, default_headers=headers, timeout=15, **kwargs
    )


def expect_error(cls: Type[ca.APIError], status: int, fn: Callable[[], object]) -> None:
    with pytest.raises(cls) as info:
        fn()
    assert info.value.status == status
    assert info.value.problem is not None and info.value.problem.get("status") == status
    assert info.value.request_id


SCENARIOS: Dict[str, Callable[[], None]] = {}


def scenario(id: str):
    def register(fn: Callable[[], None]) -> Callable[[], None]:
        SCENARIOS[id] = fn
        return fn

    return register


# Contracts
@scenario("reviewContract.created")
def _():
    # `example=completed` picks the spec's named example (Prism's default is the schema's, with review null).
    raw = client("example=completed").contracts.with_raw_response.review(document=NDA, document_type="nda", filename="nda.txt")
    assert raw.status_code == 201 and raw.request_id
    contract = raw.parse()
    assert contract.id.startswith("ctr_") and contract.review is not None
    assert isinstance(contract.review.risk_score, float) and 0 <= contract.review.risk_score <= 100
    assert contract.review.issues and all(issue.title and issue.severity for issue in contract.review.issues)


@scenario("reviewContract.async")
def _():
    raw = client("code=202, example=queued").contracts.with_raw_response.review(document=NDA, document_type="nda", respond_async=True)
    assert raw.status_code == 202
    assert raw.parse().status == "queued" and raw.parse().review is None


@scenario("reviewContract.unprocessable")
def _():
    expect_error(ca.UnprocessableEntityError, 422, lambda: client("code=422").contracts.review(document=NDA, document_type="nda"))


@scenario("reviewContract.too_large")
def _():
    expect_error(ca.APIError, 413, lambda: client("code=413").contracts.review(document=NDA, document_type="nda"))


@scenario("reviewContract.unauthorized")
def _():
    expect_error(ca.AuthenticationError, 401, lambda: client("code=401").contracts.review(document=NDA, document_type="nda"))


@scenario("askContract.ok")
def _():
    answer = client().contracts.ask(contract_id="ctr_4mT9qWzL2bXe7RkN", question="How long do the obligations last?")
    assert answer.id.startswith("ans_")
    scores = [c.score for c in answer.citations]
    assert scores == sorted(scores, reverse=True)


@scenario("askContract.not_found")
def _():
    expect_error(
        ca.NotFoundError, 404,
        lambda: client("code=404").contracts.ask(contract_id="ctr_missing", question="Term?"),
    )


@scenario("draftContract.created")
def _():
    draft = client().contracts.draft(prompt="A mutual NDA under Delaware law", kind="document", document_type="nda")
    assert draft.id.startswith("drf_") and draft.text


@scenario("draftContract.forbidden")
def _():
    expect_error(
        ca.PermissionDeniedError, 403,
        lambda: client("code=403").contracts.draft(prompt="A mutual NDA", kind="document", document_type="nda"),
    )


@scenario("retrieveContract.ok")
def _():
    contract = client().contracts.retrieve("ctr_4mT9qWzL2bXe7RkN")
    assert contract.id.startswith("ctr_") and contract.object == "contract"


@scenario("retrieveContract.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").contracts.retrieve("ctr_missing"))


@scenario("listContracts.ok")
def _():
    page = client().contracts.list(limit=2)
    assert page.data is not None
    if page.has_more:
        assert page.next_cursor and page.next_page() is not None
    for contract in itertools.islice(iter(page), 3):
        assert contract.id.startswith("ctr_")


@scenario("listContracts.rate_limited")
def _():
    expect_error(ca.RateLimitError, 429, lambda: client("code=429").contracts.list())


@scenario("retrieveDraft.ok")
def _():
    assert client().drafts.retrieve("drf_7hQ2nVx9LcPa3ZkM").id.startswith("drf_")


@scenario("retrieveDraft.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").drafts.retrieve("drf_missing"))


def check_docx(download: ca.BinaryResponse) -> None:
    """A DOCX download: bytes of the DOCX media type, the same bytes written to a file."""
    import tempfile

    assert isinstance(download.content, bytes) and download.content
    assert "wordprocessingml" in download.headers["content-type"]
    if os.environ.get("CONTRACT_TEST_TARGET") == "proxy":
        assert download.content.startswith(b"PK")  # a DOCX is a ZIP package
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "download.docx"
        download.write_to_file(path)
        assert path.read_bytes() == download.content


@scenario("downloadContract.ok")
def _():
    check_docx(client().contracts.download("ctr_4mT9qWzL2bXe7RkN"))


@scenario("downloadContract.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").contracts.download("ctr_missing"))


@scenario("downloadContract.conflict")
def _():
    expect_error(ca.ConflictError, 409, lambda: client("code=409").contracts.download("ctr_4mT9qWzL2bXe7RkN"))


@scenario("downloadContract.not_acceptable")
def _():
    expect_error(ca.APIError, 406, lambda: client("code=406").contracts.download("ctr_4mT9qWzL2bXe7RkN"))


@scenario("downloadDraft.ok")
def _():
    check_docx(client().drafts.download("drf_7hQ2nVx9LcPa3ZkM"))


@scenario("downloadDraft.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").drafts.download("drf_missing"))


# API keys
@scenario("listApiKeys.ok")
def _():
    page = client().api_keys.list(limit=10, include_revoked=True)
    for key in page.data:
        assert key.id and key.scopes is not None and "secret" not in key.to_dict()


@scenario("createApiKey.created")
def _():
    key = client().api_keys.create(name="CI pipeline", scopes=["contracts:read"], mode="test")
    assert key.secret and key.secret.startswith(key.prefix) and key.secret.startswith("cas_")
    if os.environ.get("CONTRACT_TEST_TARGET") == "proxy":  # a test key, and it authenticates a request
        assert key.secret.startswith("cas_test_")
        ContractAnalysis(api_key=key.secret, base_url=BASE_URL, max_retries=0).contracts.list(limit=1)


@scenario("createApiKey.forbidden")
def _():
    expect_error(ca.PermissionDeniedError, 403, lambda: client("code=403").api_keys.create(name="x", scopes=["contracts:read"]))


@scenario("deleteApiKey.ok")
def _():
    deleted = client().api_keys.delete("key_3vN8qLm2XbT7wRcK")
    assert deleted.deleted is True


@scenario("deleteApiKey.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").api_keys.delete("key_missing"))


# Benchmarks
@scenario("listBenchmarks.ok")
def _():
    benchmarks = client().benchmarks.list(clause_type=["term"], industry=["software"])
    assert benchmarks.object == "list"
    for b in benchmarks.data:
        assert b.source


@scenario("listBenchmarks.unauthorized")
def _():
    expect_error(ca.AuthenticationError, 401, lambda: client("code=401").benchmarks.list())


@scenario("listBenchmarkClauseTypes.ok")
def _():
    assert client().benchmarks.clause_types().object == "list"


@scenario("listBenchmarkIndustries.ok")
def _():
    assert client().benchmarks.industries().object == "list"


# Playbooks
@scenario("listPlaybooks.ok")
def _():
    page = client().playbooks.list()
    assert all(p.id.startswith("pbk_") for p in page.data)


@scenario("createPlaybook.created")
def _():
    playbook = client().playbooks.create(based_on="pbk_nda_standard", name="Our NDA")
    assert playbook.id.startswith("pbk_")


@scenario("createPlaybook.not_found")
def _():
    expect_error(
        ca.NotFoundError, 404, lambda: client("code=404").playbooks.create(based_on="pbk_missing", name="Our NDA")
    )


@scenario("retrievePlaybook.ok")
def _():
    assert client().playbooks.retrieve("pbk_nda_standard").id.startswith("pbk_")


@scenario("updatePlaybook.ok")
def _():
    playbook = client().playbooks.update("pbk_2Vd8Qm4XtL9aRc6N", name="Our NDA, v2")
    assert playbook.version >= 1


@scenario("updatePlaybook.conflict")
def _():
    expect_error(ca.ConflictError, 409, lambda: client("code=409").playbooks.update("pbk_nda_standard", name="x"))


@scenario("listPlaybookVersions.ok")
def _():
    page = client().playbooks.list_versions("pbk_nda_standard", limit=10)
    versions = list(itertools.islice(iter(page), 3))
    assert len(versions) == (3 if page.has_more else min(3, len(page.data)))
    for version in versions:
        assert version.object == "playbook_version" and isinstance(version.version, int)
        assert version.id == f"{version.playbook_id}@{version.version}"
        assert isinstance(version.changes, list)


@scenario("listPlaybookVersions.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").playbooks.list_versions("pbk_missing"))


@scenario("retrievePlaybookVersion.ok")
def _():
    version = client().playbooks.retrieve_version("pbk_nda_standard", 1)
    assert version.object == "playbook_version" and version.version >= 1
    assert isinstance(version.checks, list)


@scenario("retrievePlaybookVersion.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").playbooks.retrieve_version("pbk_nda_standard", 999))


# Webhooks
@scenario("createWebhook.created")
def _():
    webhook = client().webhooks.create(url="https://hooks.example.com/cas", events=["contract.review.completed"])
    assert webhook.secret and webhook.secret.startswith("whsec_")


@scenario("createWebhook.unprocessable")
def _():
    expect_error(
        ca.UnprocessableEntityError, 422,
        lambda: client("code=422").webhooks.create(url="https://10.0.0.1/hook", events=["contract.review.completed"]),
    )


@scenario("listWebhooks.ok")
def _():
    page = client().webhooks.list()
    assert all(w.id.startswith("whk_") for w in page.data)


@scenario("retrieveWebhook.ok")
def _():
    assert client().webhooks.retrieve("whk_2sLq8Rt4VbNm6YcX").id.startswith("whk_")


@scenario("retrieveWebhook.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").webhooks.retrieve("whk_missing"))


@scenario("deleteWebhook.ok")
def _():
    deleted = client().webhooks.delete("whk_2sLq8Rt4VbNm6YcX")
    assert deleted.deleted is True


@scenario("testWebhook.accepted")
def _():
    from contract_analysis._generated.models.contract_review_completed_event import ContractReviewCompletedEvent

    event = client().webhooks.test("whk_2sLq8Rt4VbNm6YcX", type="contract.review.completed")
    assert isinstance(event, ContractReviewCompletedEvent)
    assert event.id.startswith("evt_")


@scenario("updateWebhook.ok")
def _():
    webhook = client().webhooks.update("whk_2sLq8Rt4VbNm6YcX", status="enabled")
    assert webhook.id.startswith("whk_") and webhook.object == "webhook"
    assert webhook.status == "enabled" and webhook.disabled_reason is None


@scenario("rotateWebhookSecret.ok")
def _():
    webhook = client().webhooks.rotate_secret("whk_2sLq8Rt4VbNm6YcX", expire_previous_after_seconds=3600)
    assert webhook.secret and webhook.secret.startswith("whsec_")
    assert webhook.previous_secret_expires_at is not None


@scenario("listWebhookDeliveries.ok")
def _():
    page = client().webhooks.list_deliveries("whk_2sLq8Rt4VbNm6YcX", status="failed", limit=10)
    deliveries = list(itertools.islice(iter(page), 3))
    assert len(deliveries) == (3 if page.has_more else min(3, len(page.data)))
    for delivery in deliveries:
        assert delivery.id.startswith("dlv_") and delivery.object == "webhook_delivery"
        assert delivery.status == "failed" and delivery.event_id.startswith("evt_")


@scenario("replayWebhookDelivery.accepted")
def _():
    delivery = client().webhooks.replay_delivery("whk_2sLq8Rt4VbNm6YcX", "dlv_5Rk2Wm9QxT4nLb7C")
    assert delivery.id.startswith("dlv_") and delivery.object == "webhook_delivery"
    assert delivery.event_id.startswith("evt_")


@scenario("replayWebhookDelivery.conflict")
def _():
    expect_error(
        ca.ConflictError, 409,
        lambda: client("code=409").webhooks.replay_delivery("whk_2sLq8Rt4VbNm6YcX", "dlv_5Rk2Wm9QxT4nLb7C"),
    )


# OAuth
@scenario("createToken.ok")
def _():
    token = client().oauth.create_token(client_id="cli_9Qw2Er5TyU8iOp3A", client_secret="cas_secret_x", scope="contracts:read")
    assert token.access_token and token.token_type == "Bearer" and token.expires_in > 0


@scenario("createToken.invalid_client")
def _():
    expect_error(
        ca.AuthenticationError, 401,
        lambda: client("code=401").oauth.create_token(client_id="cli_9Qw2Er5TyU8iOp3A", client_secret="wrong"),
    )


# Server errors
@scenario("retrieveContract.server_error")
def _():
    expect_error(ca.InternalServerError, 500, lambda: client("code=500").contracts.retrieve("ctr_4mT9qWzL2bXe7RkN"))


@pytest.mark.parametrize("scenario_id", sorted(SCENARIOS))
def test_scenario(scenario_id: str) -> None:
    SCENARIOS[scenario_id]()


def test_every_scenario_has_a_test() -> None:
    ids = set(re.findall(r"\bid:\s*([A-Za-z]+\.[a-z_]+)", SCENARIOS_FILE.read_text()))
    assert ids and ids == set(SCENARIOS), sorted(ids ^ set(SCENARIOS))
