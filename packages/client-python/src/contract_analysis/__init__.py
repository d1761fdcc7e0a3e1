"""Official Python client for the Contract Analysis Service.

    from contract_analysis import ContractAnalysis

    client = ContractAnalysis()  # the key comes from CONTRACT_ANALYSIS_API_KEY
    review = client.contracts.review(file=open("nda.pdf", "rb"), document_type="nda")
    print(review.risk_score, [issue.title for issue in review.issues])
"""

from __future__ import annotations

from typing import Mapping, Optional

from ._client import DEFAULT_BASE_URL, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT, Timeout, _Core
from ._errors import (
    APIConnectionError,
    APIError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ContractAnalysisError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
    WebhookVerificationError,
)
from ._pagination import Page
from ._resources import (
    OAuth,
    Benchmarks,
    Contracts,
    Drafts,
    Playbooks,
    Review,
    UnknownEvent,
    Webhooks,
    parse_event,
)
from ._version import __version__
from ._webhooks import Webhook, WebhookSecret


class ContractAnalysis:
    """The client. Authenticate with an API key (or CONTRACT_ANALYSIS_API_KEY) or with OAuth client credentials.

    Failed requests are retried `max_retries` times (connection errors, 408, 409 except
    `idempotency_conflict`, 429 and 5xx) with exponential backoff and jitter, honouring `Retry-After`;
    a POST keeps one Idempotency-Key across its retries. `timeout` is in seconds.
    """

    def __init__(
        self,
        api_key: Optional[str] = None,
        *,
        client_id: Optional[str] = None,
        client_secret: Optional[str] = None,
        scope: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: Timeout = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        retry_base_delay: float = 0.5,
        default_headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        self._core = _Core(
            api_key=api_key,
            client_id=client_id,
            client_secret=client_secret,
            scope=scope,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            retry_base_delay=retry_base_delay,
            default_headers=default_headers,
        )
        self.contracts = Contracts(self._core)
        self.drafts = Drafts(self._core)
        self.benchmarks = Benchmarks(self._core)
        self.playbooks = Playbooks(self._core)
        self.webhooks = Webhooks(self._core)
        self.oauth = OAuth(self._core)


__all__ = [
    "ContractAnalysis",
    "Review",
    "Page",
    "Webhook",
    "WebhookSecret",
    "UnknownEvent",
    "parse_event",
    "ContractAnalysisError",
    "APIError",
    "APIConnectionError",
    "APITimeoutError",
    "BadRequestError",
    "AuthenticationError",
    "PermissionDeniedError",
    "NotFoundError",
    "ConflictError",
    "UnprocessableEntityError",
    "RateLimitError",
    "InternalServerError",
    "WebhookVerificationError",
    "DEFAULT_BASE_URL",
    "__version__",
]
