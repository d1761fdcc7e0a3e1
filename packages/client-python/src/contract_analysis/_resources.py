"""The resources of the client (`client.contracts`, `client.drafts`, ...): thin calls into the generated API."""

from __future__ import annotations

import base64
import os
from typing import IO, TYPE_CHECKING, Any, Dict, Iterable, List, Mapping, Optional, Union

from ._errors import ContractAnalysisError
from ._pagination import Page
from ._webhooks import TOLERANCE_SECONDS, Webhook, WebhookSecret
from ._generated.api.benchmarks_api import BenchmarksApi
from ._generated.api.contracts_api import ContractsApi
from ._generated.api.drafts_api import DraftsApi
from ._generated.api.o_auth_api import OAuthApi
from ._generated.api.playbooks_api import PlaybooksApi
from ._generated.api.webhooks_api import WebhooksApi
from ._generated.models.answer import Answer
from ._generated.models.ask_request import AskRequest
from ._generated.models.benchmark_list import BenchmarkList
from ._generated.models.clause_type_list import ClauseTypeList
from ._generated.models.contract import Contract
from ._generated.models.deleted_webhook import DeletedWebhook
from ._generated.models.draft import Draft
from ._generated.models.draft_request import DraftRequest
from ._generated.models.event import Event
from ._generated.models.industry_list import IndustryList
from ._generated.models.issue import Issue
from ._generated.models.playbook import Playbook
from ._generated.models.playbook_create_request import PlaybookCreateRequest
from ._generated.models.playbook_update_request import PlaybookUpdateRequest
from ._generated.models.review_options import ReviewOptions
from ._generated.models.review_request import ReviewRequest
from ._generated.models.token_response import TokenResponse
from ._generated.models.webhook import Webhook as WebhookEndpoint
from ._generated.models.webhook_create_request import WebhookCreateRequest
from ._generated.models.webhook_delivery import WebhookDelivery
from ._generated.models.webhook_secret_rotation_request import WebhookSecretRotationRequest
from ._generated.models.webhook_test_request import WebhookTestRequest
from ._generated.models.webhook_update_request import WebhookUpdateRequest

if TYPE_CHECKING:
    from ._client import _Core

FileInput = Union[bytes, bytearray, memoryview, str, "os.PathLike[str]", IO[bytes]]
Headers = Optional[Mapping[str, str]]

KNOWN_EVENT_TYPES = {"contract.review.completed", "contract.review.failed", "contract.draft.completed", "playbook.updated"}


def read_document(file: FileInput) -> "tuple[bytes, Optional[str]]":
    """The bytes of a document given as bytes, a path, or a binary file object, and its file name when known."""
    if isinstance(file, (bytes, bytearray, memoryview)):
        return bytes(file), None
    if isinstance(file, (str, os.PathLike)):
        path = os.fspath(file)
        with open(path, "rb") as f:
            return f.read(), os.path.basename(path)
    read = getattr(file, "read", None)
    if read is None:
        raise TypeError("file must be bytes, a path, or a binary file object")
    data = read()
    if isinstance(data, str):
        raise TypeError("file must be opened in binary mode: open(path, 'rb')")
    name = getattr(file, "name", None)
    return bytes(data), os.path.basename(name) if isinstance(name, str) else None


def encode_document(data: bytes) -> str:
    """Standard base64 (RFC 4648, padded), as the spec's `format: byte` document expects."""
    return base64.b64encode(data).decode("ascii")


class Review:
    """A reviewed contract: `risk_score` and `issues` at hand, every other Contract field through `.contract`.

    For an asynchronous review (202, `queued`) `review` is None, `risk_score` is None and `issues` is empty.
    """

    def __init__(self, contract: Contract, *, request_id: Optional[str] = None, status_code: int = 201) -> None:
        self.contract = contract
        self.request_id = request_id
        self.status_code = status_code

    @property
    def id(self) -> str:
        return self.contract.id

    @property
    def status(self) -> str:
        return self.contract.status.value

    @property
    def review(self) -> Any:
        return self.contract.review

    @property
    def risk_score(self) -> Optional[float]:
        return self.contract.review.risk_score if self.contract.review else None

    @property
    def risk_level(self) -> Optional[str]:
        level = self.contract.review.risk_level if self.contract.review else None
        return level.value if level is not None else None

    @property
    def issues(self) -> List[Issue]:
        return list(self.contract.review.issues) if self.contract.review else []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.contract, name)

    def __repr__(self) -> str:
        return f"Review(id={self.id!r}, status={self.status!r}, risk_score={self.risk_score!r}, issues={len(self.issues)})"


def _request_id(response: Any) -> Optional[str]:
    headers = getattr(response, "headers", None) or {}
    for key, value in dict(headers).items():
        if key.lower() == "request-id":
            return value
    return None


def _as_list(value: Union[str, Iterable[str], None]) -> Optional[List[str]]:
    if value is None:
        return None
    return [value] if isinstance(value, str) else list(value)


class Contracts:
    def __init__(self, core: "_Core") -> None:
        self._core = core
        self._api = ContractsApi(core.api_client)
        self._drafts = DraftsApi(core.api_client)

    def review(
        self,
        *,
        file: FileInput,
        document_type: str,
        filename: Optional[str] = None,
        options: Optional[Mapping[str, Any]] = None,
        metadata: Optional[Mapping[str, str]] = None,
        respond_async: bool = False,
        idempotency_key: Optional[str] = None,
        extra_headers: Headers = None,
        timeout: Optional[float] = None,
    ) -> Review:
        """Reviews a contract. `file` is a binary file object, bytes or a path; it is base64-encoded here."""
        data, name = read_document(file)
        request = ReviewRequest(
            document=encode_document(data),
            document_type=document_type,
            filename=filename or name,
            options=ReviewOptions(**options) if options else None,
            metadata=dict(metadata) if metadata else None,
        )
        response = self._core.call(
            self._api.review_contract_with_http_info,
            request,
            prefer="respond-async" if respond_async else None,
            idempotency_key=idempotency_key,
            idempotent_post=True,
            extra_headers=extra_headers,
            timeout=timeout,
        )
        return Review(response.data, request_id=_request_id(response), status_code=response.status_code)

    def retrieve(self, id: str, *, include_text: bool = False, extra_headers: Headers = None) -> Contract:
        kwargs: Dict[str, Any] = {"include": "text"} if include_text else {}
        return self._core.call(self._api.retrieve_contract_with_http_info, id, extra_headers=extra_headers, **kwargs).data

    def list(
        self,
        *,
        limit: Optional[int] = None,
        starting_after: Optional[str] = None,
        status: Optional[str] = None,
        document_type: Optional[str] = None,
        extra_headers: Headers = None,
    ) -> Page[Contract]:
        def fetch(cursor: Optional[str]) -> Page[Contract]:
            model = self._core.call(
                self._api.list_contracts_with_http_info,
                limit=limit, starting_after=cursor, status=status, document_type=document_type,
                extra_headers=extra_headers,
            ).data
            return Page(model, fetch)

        return fetch(starting_after)

    def ask(
        self,
        *,
        question: str,
        contract_id: Optional[str] = None,
        file: Optional[FileInput] = None,
        document_type: Optional[str] = None,
        idempotency_key: Optional[str] = None,
        extra_headers: Headers = None,
    ) -> Answer:
        """Asks a question about a stored contract (`contract_id`) or a document given here (`file`)."""
        document = encode_document(read_document(file)[0]) if file is not None else None
        request = AskRequest(contract_id=contract_id, document=document, document_type=document_type, question=question)
        return self._core.call(
            self._api.ask_contract_with_http_info, request,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        ).data

    def draft(
        self,
        *,
        prompt: str,
        kind: str = "document",
        respond_async: bool = False,
        idempotency_key: Optional[str] = None,
        extra_headers: Headers = None,
        **fields: Any,
    ) -> Draft:
        """Drafts a clause or a document (`kind`) from a prompt; other DraftRequest fields as keywords."""
        request = DraftRequest(prompt=prompt, kind=kind, **fields)
        return self._core.call(
            self._drafts.draft_contract_with_http_info, request,
            prefer="respond-async" if respond_async else None,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        ).data


class Drafts:
    def __init__(self, core: "_Core") -> None:
        self._core = core
        self._api = DraftsApi(core.api_client)

    def retrieve(self, id: str, *, extra_headers: Headers = None) -> Draft:
        return self._core.call(self._api.retrieve_draft_with_http_info, id, extra_headers=extra_headers).data


class Benchmarks:
    def __init__(self, core: "_Core") -> None:
        self._core = core
        self._api = BenchmarksApi(core.api_client)

    def list(
        self,
        *,
        clause_type: Union[str, Iterable[str], None] = None,
        industry: Union[str, Iterable[str], None] = None,
        extra_headers: Headers = None,
    ) -> BenchmarkList:
        """Benchmarks for one or more clause types and industries."""
        return self._core.call(
            self._api.list_benchmarks_with_http_info, clause_type=_as_list(clause_type), industry=_as_list(industry),
            extra_headers=extra_headers,
        ).data

    def clause_types(self, *, extra_headers: Headers = None) -> ClauseTypeList:
        return self._core.call(self._api.list_benchmark_clause_types_with_http_info, extra_headers=extra_headers).data

    def industries(self, *, extra_headers: Headers = None) -> IndustryList:
        return self._core.call(self._api.list_benchmark_industries_with_http_info, extra_headers=extra_headers).data


class Playbooks:
    def __init__(self, core: "_Core") -> None:
        self._core = core
        self._api = PlaybooksApi(core.api_client)

    def list(
        self, *, limit: Optional[int] = None, starting_after: Optional[str] = None,
        document_type: Optional[str] = None, extra_headers: Headers = None,
    ) -> Page[Playbook]:
        def fetch(cursor: Optional[str]) -> Page[Playbook]:
            model = self._core.call(
                self._api.list_playbooks_with_http_info, limit=limit, starting_after=cursor,
                document_type=document_type, extra_headers=extra_headers,
            ).data
            return Page(model, fetch)

        return fetch(starting_after)

    def retrieve(self, id: str, *, extra_headers: Headers = None) -> Playbook:
        return self._core.call(self._api.retrieve_playbook_with_http_info, id, extra_headers=extra_headers).data

    def create(
        self, *, based_on: str, name: str, checks: Optional[Iterable[Mapping[str, Any]]] = None,
        idempotency_key: Optional[str] = None, extra_headers: Headers = None,
    ) -> Playbook:
        request = PlaybookCreateRequest.from_dict({"based_on": based_on, "name": name, "checks": list(checks) if checks else None})
        return self._core.call(
            self._api.create_playbook_with_http_info, request,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        ).data

    def update(
        self, id: str, *, name: Optional[str] = None, checks: Optional[Iterable[Mapping[str, Any]]] = None,
        idempotency_key: Optional[str] = None, extra_headers: Headers = None,
    ) -> Playbook:
        body: Dict[str, Any] = {}
        if name is not None:
            body["name"] = name
        if checks is not None:
            body["checks"] = list(checks)
        request = PlaybookUpdateRequest.from_dict(body)
        return self._core.call(
            self._api.update_playbook_with_http_info, id, request,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        ).data


class Webhooks:
    def __init__(self, core: "_Core") -> None:
        self._core = core
        self._api = WebhooksApi(core.api_client)

    def create(
        self, *, url: str, events: Iterable[str], description: Optional[str] = None,
        idempotency_key: Optional[str] = None, extra_headers: Headers = None,
    ) -> WebhookEndpoint:
        request = WebhookCreateRequest(url=url, events=list(events), description=description)
        return self._core.call(
            self._api.create_webhook_with_http_info, request,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        ).data

    def list(
        self, *, limit: Optional[int] = None, starting_after: Optional[str] = None, extra_headers: Headers = None
    ) -> Page[WebhookEndpoint]:
        def fetch(cursor: Optional[str]) -> Page[WebhookEndpoint]:
            model = self._core.call(
                self._api.list_webhooks_with_http_info, limit=limit, starting_after=cursor, extra_headers=extra_headers
            ).data
            return Page(model, fetch)

        return fetch(starting_after)

    def retrieve(self, id: str, *, extra_headers: Headers = None) -> WebhookEndpoint:
        return self._core.call(self._api.retrieve_webhook_with_http_info, id, extra_headers=extra_headers).data

    def delete(self, id: str, *, extra_headers: Headers = None) -> DeletedWebhook:
        return self._core.call(self._api.delete_webhook_with_http_info, id, extra_headers=extra_headers).data

    def test(
        self, id: str, *, type: Optional[str] = None, idempotency_key: Optional[str] = None,
        extra_headers: Headers = None,
    ) -> Any:
        """Sends a test event; returns the event, typed by its `type` (see `parse_event`)."""
        request = WebhookTestRequest(type=type) if type else None
        response = self._core.call(
            self._api.test_webhook_with_http_info, id, webhook_test_request=request,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        )
        event = response.data
        return event.actual_instance if isinstance(event, Event) else event

    def update(
        self, id: str, *, url: Optional[str] = None, events: Optional[Iterable[str]] = None,
        description: Optional[str] = None, status: Optional[str] = None,
        idempotency_key: Optional[str] = None, extra_headers: Headers = None,
    ) -> WebhookEndpoint:
        """Changes the URL, events or description, or turns a disabled webhook back on (`status="enabled"`)."""
        body: Dict[str, Any] = {}
        if url is not None:
            body["url"] = url
        if events is not None:
            body["events"] = list(events)
        if description is not None:
            body["description"] = description
        if status is not None:
            body["status"] = status
        request = WebhookUpdateRequest.from_dict(body)
        return self._core.call(
            self._api.update_webhook_with_http_info, id, request,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        ).data

    def rotate_secret(
        self, id: str, *, expire_previous_after_seconds: Optional[int] = None,
        idempotency_key: Optional[str] = None, extra_headers: Headers = None,
    ) -> WebhookEndpoint:
        """Creates a new signing secret; the webhook comes back with it in `secret` (shown only here).

        Until `previous_secret_expires_at` (a day by default; `expire_previous_after_seconds` sets it, 0 ends it at
        once) deliveries carry a signature from each secret: verify with `secret=[new_secret, previous_secret]`.
        """
        request = (
            WebhookSecretRotationRequest(expire_previous_after_seconds=expire_previous_after_seconds)
            if expire_previous_after_seconds is not None else None
        )
        return self._core.call(
            self._api.rotate_webhook_secret_with_http_info, id, webhook_secret_rotation_request=request,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        ).data

    def list_deliveries(
        self, id: str, *, limit: Optional[int] = None, starting_after: Optional[str] = None,
        status: Optional[str] = None, extra_headers: Headers = None,
    ) -> Page[WebhookDelivery]:
        """The webhook's deliveries, newest first; `status="failed"` for the ones that exhausted their retries."""
        def fetch(cursor: Optional[str]) -> Page[WebhookDelivery]:
            model = self._core.call(
                self._api.list_webhook_deliveries_with_http_info, id, limit=limit, starting_after=cursor,
                status=status, extra_headers=extra_headers,
            ).data
            return Page(model, fetch)

        return fetch(starting_after)

    def replay_delivery(
        self, id: str, delivery_id: str, *, idempotency_key: Optional[str] = None, extra_headers: Headers = None,
    ) -> WebhookDelivery:
        """Queues a delivery's event again (202), same `webhook-id`, fresh retries.

        A disabled webhook must be turned back on first (`update(id, status="enabled")`), else ConflictError
        `webhook_disabled`.
        """
        return self._core.call(
            self._api.replay_webhook_delivery_with_http_info, id, delivery_id,
            idempotency_key=idempotency_key, idempotent_post=True, extra_headers=extra_headers,
        ).data

    def verify(
        self, payload: Union[bytes, str], headers: Mapping[str, Any], *, secret: WebhookSecret,
        tolerance: int = TOLERANCE_SECONDS, now: Optional[float] = None,
    ) -> None:
        """Checks a delivery's Standard Webhooks signature; raises WebhookVerificationError if it is not valid.

        `secret` may be a list during a rotation (`[new_secret, previous_secret]`): any of them may match.
        """
        Webhook(secret, tolerance=tolerance).verify(payload, headers, now=now)

    def unwrap(
        self, payload: Union[bytes, str], headers: Mapping[str, Any], *, secret: WebhookSecret,
        tolerance: int = TOLERANCE_SECONDS, now: Optional[float] = None,
    ) -> Any:
        """Verifies a delivery (Standard Webhooks, see `verify`) and returns its event, typed by `type`."""
        Webhook(secret, tolerance=tolerance).verify(payload, headers, now=now)
        return parse_event(payload)


class UnknownEvent:
    """An event whose `type` this version does not know (the set may grow): its fields as a dict."""

    def __init__(self, data: Dict[str, Any]) -> None:
        self.data = data
        self.id = data.get("id")
        self.type = data.get("type")

    def __repr__(self) -> str:
        return f"UnknownEvent(id={self.id!r}, type={self.type!r})"


def parse_event(payload: Union[bytes, str, Mapping[str, Any]]) -> Any:
    """The event model for a payload, chosen by its `type` discriminator; UnknownEvent for a type not known here."""
    import json

    data = dict(payload) if isinstance(payload, Mapping) else json.loads(payload)
    if data.get("type") not in KNOWN_EVENT_TYPES:
        return UnknownEvent(data)
    return Event.from_dict(data).actual_instance


class OAuth:
    def __init__(self, core: "_Core") -> None:
        self._core = core
        self._api = OAuthApi(core.api_client)

    def create_token(
        self, *, client_id: str, client_secret: str, scope: Optional[str] = None, extra_headers: Headers = None
    ) -> TokenResponse:
        """Exchanges client credentials for an access token (the client does this itself when given them)."""
        kwargs: Dict[str, Any] = {"scope": scope} if scope else {}
        return self._core.call(
            self._api.create_token_with_http_info, grant_type="client_credentials",
            client_id=client_id, client_secret=client_secret, authenticated=False, extra_headers=extra_headers,
            **kwargs,
        ).data


__all__ = ["Review", "Page", "UnknownEvent", "parse_event", "ContractAnalysisError"]
