"""The shared scenarios (spec/contract-tests/scenarios.yaml), one test per scenario id, against Prism or, through
`prism proxy`, the real server.

Run through the harness: `node ../../tools/contract-tests/run.mjs @contract-analysis/client-python [--target proxy]`,
which sets CONTRACT_TEST_BASE_URL and CONTRACT_TEST_TARGET. Against the mock, `prefer` goes to Prism as the `Prefer`
header to choose the response. Against the real server (proxy) the key comes from CONTRACT_ANALYSIS_TEST_API_KEY,
the selector is not sent, errors are provoked by a real bad request, and a scenario that changes an object (delete,
replay, rotate, ...) makes its own object first, so that the suite neither depends on nor spoils the server's
fixtures (the spec's example ids, seeded by packages/server/test/conformance/fixtures.mjs). Scenarios whose error
cannot be provoked against a real server from here run against the mock only (MOCK_ONLY, with the reason).
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
PROXY = os.environ.get("CONTRACT_TEST_TARGET") == "proxy"
API_KEY = os.environ.get("CONTRACT_ANALYSIS_TEST_API_KEY", "cas_test_contract_suite")
INVALID_KEY = "cas_test_not_a_valid_key"
# The spec's example ids: any id works against Prism; the server's conformance run seeds objects with these ids.
CONTRACT, DRAFT, PLAYBOOK = "ctr_4mT9qWzL2bXe7RkN", "drf_7hQ2nVx9LcPa3ZkM", "pbk_2Xc8Vn4MqL7tRw9K"
WEBHOOK, DELIVERY = "whk_2sLq8Rt4VbNm6YcX", "dlv_5Rk2Wm9QxT4nLb7C"
OAUTH_CLIENT, OAUTH_SECRET = "cli_9Qw2Er5TyU8iOp3A", "cas_secret_example"
SCENARIOS_FILE = Path(__file__).resolve().parents[4] / "spec" / "contract-tests" / "scenarios.yaml"
NDA = (
    b"MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Mutual Nondisclosure Agreement is entered into between "
    b"Northwind Analytics, Inc. and Bluefin Robotics Ltd.\n\n1. Confidential Information. ...\n"
)
# A PDF cut off before its end-of-file marker: the server cannot read it (422 corrupt_document).
TRUNCATED_PDF = b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages"

pytestmark = pytest.mark.skipif(not BASE_URL, reason="CONTRACT_TEST_BASE_URL is not set (run through the harness)")


def client(prefer: Optional[str] = None, api_key: str = API_KEY, **kwargs) -> ContractAnalysis:
    """A client of the suite; `prefer` is Prism's selector, sent to the mock only."""
    headers = {"Prefer": prefer} if prefer and not PROXY else None
    # The time-out only guards against a hang (300 s, the server tests' guard): a loaded machine must not fail a scenario.
    return ContractAnalysis(api_key=api_key, base_url=BASE_URL, max_retries=0, default_headers=headers, timeout=300, **kwargs)


def a_webhook() -> str:
    """The example webhook against Prism; against the server, a webhook of the scenario's own."""
    if not PROXY:
        return WEBHOOK
    return client().webhooks.create(url="https://hooks.northwind.example/contract-analysis", events=["contract.review.completed"]).id


def a_delivery(webhook_id: str) -> str:
    """The example delivery against Prism; against the server, the delivery of a test event sent to `webhook_id`."""
    if not PROXY:
        return DELIVERY
    event = client().webhooks.test(webhook_id, type="contract.review.completed")
    for delivery in client().webhooks.list_deliveries(webhook_id):
        if delivery.event_id == event.id:
            return delivery.id
    raise AssertionError(f"no delivery of {event.id} listed for {webhook_id}")


def expect_error(cls: Type[ca.APIError], status: int, fn: Callable[[], object]) -> ca.APIError:
    with pytest.raises(cls) as info:
        fn()
    assert info.value.status == status
    assert info.value.problem is not None and info.value.problem.get("status") == status
    assert info.value.request_id
    return info.value


SCENARIOS: Dict[str, Callable[[], None]] = {}

# Error scenarios that choose their answer with Prism's selector and have no real provocation here, so they run
# against the mock only (the same set as the TypeScript suite's `mockOnly`).
MOCK_ONLY: Dict[str, str] = {
    "reviewContract.too_large": "Prism's proxy refuses a body over 10 MB itself (not as problem+json), before the server",
    "listContracts.rate_limited": "the conformance server's rate limit is raised for Schemathesis",
    "downloadContract.conflict": "the server's worker may complete a queued review before the download: no fixed answer",
    "retrieveContract.server_error": "a healthy server has no request that answers 500",
}


def restricted_key() -> str:
    """Against the server, a key of the suite's own with only benchmarks:read (for the 403 scenarios)."""
    return client().api_keys.create(name="benchmarks only", scopes=["benchmarks:read"]).secret if PROXY else API_KEY


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
    assert isinstance(contract.review.issues, list)
    assert all(issue.title and issue.severity for issue in contract.review.issues)
    # the key terms carry how terms without a value are stated (none in this NDA) and whose notice it is (none)
    assert contract.key_terms is not None and contract.key_terms.sources is not None
    assert contract.key_terms.sources.governing_law is None and contract.key_terms.notice_period_given_by is None
    # how the term ends is one of the spec's kinds (fixed in the example; this NDA states no term), with no renewal
    assert contract.key_terms.term_kind in ("fixed", "not_stated") and contract.key_terms.renewal_term is None


@scenario("reviewContract.async")
def _():
    raw = client("code=202, example=queued").contracts.with_raw_response.review(document=NDA, document_type="nda", respond_async=True)
    assert raw.status_code == 202
    assert raw.parse().status == "queued" and raw.parse().review is None


@scenario("reviewContract.unprocessable")
def _():
    # Against the server: a PDF cut off before its end-of-file marker. (An unknown document_type would be refused
    # by Prism's own request validation before it reached the server.)
    err = expect_error(
        ca.UnprocessableEntityError, 422,
        lambda: client("code=422").contracts.review(document=TRUNCATED_PDF, document_type="nda", filename="contract.pdf"),
    )
    if PROXY:
        assert err.code == "corrupt_document"


@scenario("reviewContract.too_large")
def _():
    err = expect_error(ca.APIError, 413, lambda: client("code=413").contracts.review(document=NDA, document_type="nda"))
    assert err.code == "document_too_large"


@scenario("reviewContract.unauthorized")
def _():
    expect_error(
        ca.AuthenticationError, 401,
        lambda: client("code=401", api_key=INVALID_KEY).contracts.review(document=NDA, document_type="nda"),
    )


@scenario("askContract.ok")
def _():
    answer = client().contracts.ask(contract_id=CONTRACT, question="How long do the obligations last?")
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
        lambda: client("code=403", api_key=restricted_key()).contracts.draft(prompt="A mutual NDA", kind="document", document_type="nda"),
    )


@scenario("retrieveContract.ok")
def _():
    contract = client().contracts.retrieve(CONTRACT)
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
    assert client().drafts.retrieve(DRAFT).id.startswith("drf_")


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
    contract_id = client().contracts.review(document=NDA, document_type="nda").id if PROXY else CONTRACT
    check_docx(client().contracts.download(contract_id))


@scenario("downloadContract.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").contracts.download("ctr_missing"))


@scenario("downloadContract.conflict")
def _():
    expect_error(ca.ConflictError, 409, lambda: client("code=409").contracts.download(CONTRACT))


@scenario("downloadContract.not_acceptable")
def _():
    # Against the server a per-request Accept replaces the client's (Prism cannot answer it: it selects 406).
    headers = {"Accept": "application/pdf"} if PROXY else {}
    expect_error(ca.APIError, 406, lambda: client("code=406").contracts.download(CONTRACT, extra_headers=headers))


@scenario("downloadDraft.ok")
def _():
    check_docx(client().drafts.download(DRAFT))


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
        assert isinstance(ContractAnalysis(api_key=key.secret, base_url=BASE_URL, max_retries=0).contracts.list(limit=1).data, list)


@scenario("createApiKey.forbidden")
def _():
    key = restricted_key()
    expect_error(ca.PermissionDeniedError, 403, lambda: client("code=403", api_key=key).api_keys.create(name="x", scopes=["contracts:read"]))


@scenario("deleteApiKey.ok")
def _():
    key = client().api_keys.create(name="to revoke", scopes=["benchmarks:read"]) if PROXY else None
    deleted = client().api_keys.delete(key.id if key else "key_3vN8qLm2XbT7wRcK")
    assert deleted.deleted is True
    if key:  # the revoked key no longer authenticates
        expect_error(ca.AuthenticationError, 401, lambda: client(api_key=key.secret).benchmarks.clause_types())


@scenario("deleteApiKey.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").api_keys.delete("key_missing"))


# Benchmarks
@scenario("listBenchmarks.ok")
def _():
    benchmarks = client().benchmarks.list(clause_type=["governing_law", "non_compete"], industry=["license"])
    assert benchmarks.object == "list"
    for b in benchmarks.data:
        assert b.source


@scenario("listBenchmarks.unauthorized")
def _():
    expect_error(ca.AuthenticationError, 401, lambda: client("code=401", api_key=INVALID_KEY).benchmarks.list())


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
    playbook = client().playbooks.update(PLAYBOOK, name="Our NDA, v2")
    assert playbook.version >= 1 and (playbook.id == PLAYBOOK or not PROXY)  # Prism answers the example's id


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
    # a built-in playbook serves its current version only: ask for the one the playbook reports
    current = client().playbooks.retrieve("pbk_nda_standard").version
    version = client().playbooks.retrieve_version("pbk_nda_standard", current)
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
    assert client().webhooks.retrieve(WEBHOOK).id == WEBHOOK


@scenario("retrieveWebhook.not_found")
def _():
    expect_error(ca.NotFoundError, 404, lambda: client("code=404").webhooks.retrieve("whk_missing"))


@scenario("deleteWebhook.ok")
def _():
    webhook_id = a_webhook()
    deleted = client().webhooks.delete(webhook_id)
    assert deleted.deleted is True and deleted.id == webhook_id


@scenario("testWebhook.accepted")
def _():
    from contract_analysis._generated.models.contract_review_completed_event import ContractReviewCompletedEvent

    event = client().webhooks.test(a_webhook(), type="contract.review.completed")
    assert isinstance(event, ContractReviewCompletedEvent)
    assert event.id.startswith("evt_")


@scenario("updateWebhook.ok")
def _():
    webhook_id = a_webhook()
    webhook = client().webhooks.update(webhook_id, status="enabled")
    assert webhook.id == webhook_id and webhook.object == "webhook"
    assert webhook.status == "enabled" and webhook.disabled_reason is None


@scenario("rotateWebhookSecret.ok")
def _():
    webhook = client().webhooks.rotate_secret(a_webhook(), expire_previous_after_seconds=3600)
    assert webhook.secret and webhook.secret.startswith("whsec_")
    assert webhook.previous_secret_expires_at is not None


@scenario("listWebhookDeliveries.ok")
def _():
    # Against the server, the fixture webhook's failed delivery (no scenario changes it).
    page = client().webhooks.list_deliveries(WEBHOOK, status="failed", limit=10)
    deliveries = list(itertools.islice(iter(page), 3))
    if PROXY:
        assert DELIVERY in [d.id for d in deliveries]
    assert len(deliveries) == (3 if page.has_more else min(3, len(page.data)))
    for delivery in deliveries:
        assert delivery.id.startswith("dlv_") and delivery.object == "webhook_delivery"
        assert delivery.status == "failed" and delivery.event_id.startswith("evt_") and delivery.webhook_id == WEBHOOK


@scenario("replayWebhookDelivery.accepted")
def _():
    webhook_id = a_webhook()
    delivery_id = a_delivery(webhook_id)
    delivery = client().webhooks.replay_delivery(webhook_id, delivery_id)
    assert delivery.id == delivery_id and delivery.object == "webhook_delivery"
    assert delivery.event_id.startswith("evt_")


@scenario("replayWebhookDelivery.conflict")
def _():
    webhook_id = a_webhook()
    delivery_id = a_delivery(webhook_id)
    if PROXY:  # the real provocation: a replay to a disabled webhook
        assert client().webhooks.update(webhook_id, status="disabled").status == "disabled"
    expect_error(ca.ConflictError, 409, lambda: client("code=409").webhooks.replay_delivery(webhook_id, delivery_id))


# OAuth
@scenario("createToken.ok")
def _():
    token = client().oauth.create_token(client_id=OAUTH_CLIENT, client_secret=OAUTH_SECRET, scope="contracts:read")
    assert token.access_token and token.token_type == "Bearer" and token.expires_in > 0
    if PROXY:  # the issued token authenticates a request
        assert isinstance(client(api_key=token.access_token).contracts.list(limit=1).data, list)


@scenario("createToken.invalid_client")
def _():
    expect_error(
        ca.AuthenticationError, 401,
        lambda: client("code=401").oauth.create_token(client_id=OAUTH_CLIENT, client_secret="wrong"),
    )


# Server errors
@scenario("retrieveContract.server_error")
def _():
    expect_error(ca.InternalServerError, 500, lambda: client("code=500").contracts.retrieve(CONTRACT))


@pytest.mark.parametrize("scenario_id", sorted(SCENARIOS))
def test_scenario(scenario_id: str) -> None:
    if PROXY and scenario_id in MOCK_ONLY:
        pytest.skip(f"against the mock only: {MOCK_ONLY[scenario_id]}")
    SCENARIOS[scenario_id]()


def test_every_scenario_has_a_test() -> None:
    ids = set(re.findall(r"\bid:\s*([A-Za-z]+\.[a-z_]+)", SCENARIOS_FILE.read_text()))
    assert ids and ids == set(SCENARIOS), sorted(ids ^ set(SCENARIOS))
    assert set(MOCK_ONLY) <= ids, sorted(set(MOCK_ONLY) - ids)
