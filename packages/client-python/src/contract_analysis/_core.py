"""The hand-written core. `_generated/sdk.py` describes every operation (an `Operation`) and holds the resources;
this runs them: configuration and authentication, the httpx transport (sync and async), the one retry policy of
spec/contract-tests/vectors.yaml, errors, pagination, uploads, raw responses, polling and debug logging."""

from __future__ import annotations

import asyncio
import base64
import email.utils
import inspect
import logging
import os
import pathlib
import platform
import random
import re
import time
import urllib.parse
import uuid
from typing import IO, TYPE_CHECKING, Any, Dict, Generic, List, Mapping, Optional, Tuple, TypeVar, Union

import httpx
import pydantic
from typing_extensions import Annotated, Self, TypedDict

from ._generated.facts import DEFAULT_BASE_URL, POLICY, SPEC_VERSION, TOKEN_OPERATION
from ._version import __version__

if TYPE_CHECKING:
    from ._generated.sdk import Operation

T = TypeVar("T")
__all__ = ["DEFAULT_BASE_URL", "APIConnectionError", "APIError", "APITimeoutError", "AsyncPage", "BinaryResponse", "ContractAnalysisError",
           "InvalidParamsError", "Page", "RawResponse", "RequestOptions"]

log = logging.getLogger("contract_analysis")
if os.environ.get("CONTRACT_ANALYSIS_LOG", "").lower() == "debug":  # method, URL, status, request id: never headers
    log.setLevel(logging.DEBUG)
    log.addHandler(logging.StreamHandler())


class RequestOptions(TypedDict, total=False):
    timeout: float
    max_retries: int
    extra_headers: Dict[str, str]
    idempotency_key: str


class ContractAnalysisError(Exception):
    """Base of every error this client raises (a caller's own mistake raises Python's: FileNotFoundError, ...)."""


class InvalidParamsError(ContractAnalysisError, ValueError):
    """A parameter the operation does not have, or a value of the wrong type; the message names the field."""


class APIConnectionError(ContractAnalysisError):
    """The request got no response: the connection failed or broke."""


class APITimeoutError(APIConnectionError):
    """The request timed out."""


class APIError(ContractAnalysisError):
    """The server answered with an error status; `problem` is the RFC 9457 body (a dict) when it had one."""

    def __init__(self, status: int, problem: Optional[Dict[str, Any]], headers: httpx.Headers) -> None:
        self.status, self.problem, self.headers = status, problem, headers
        self.code: Optional[str] = (problem or {}).get("code")
        self.request_id: Optional[str] = (problem or {}).get("request_id") or headers.get("request-id")
        detail = (problem or {}).get("detail") or (problem or {}).get("title")
        super().__init__(f"{status} {self.code or ''}".strip() + (f": {detail}" if detail else "") + (f" (request_id {self.request_id})" if self.request_id else ""))


def _error(response: httpx.Response) -> APIError:
    from ._generated.sdk import ERRORS

    try:
        problem = response.json()
    except ValueError:
        problem = None
    cls = ERRORS.get(response.status_code) or (ERRORS.get(500, APIError) if response.status_code >= 500 else APIError)
    return cls(response.status_code, problem if isinstance(problem, dict) else None, response.headers)


class BinaryResponse:
    """A downloaded file: `content` (bytes) and the response `headers`."""

    def __init__(self, content: bytes, headers: httpx.Headers) -> None:
        self.content, self.headers = content, headers

    def write_to_file(self, path: Union[str, "os.PathLike[str]"]) -> None:
        pathlib.Path(path).write_bytes(self.content)


class RawResponse(Generic[T]):
    """The HTTP response of a call (`.with_raw_response`) with its parsed result, `parse()`."""

    def __init__(self, http_response: httpx.Response, parsed: T) -> None:
        self.http_response, self._parsed = http_response, parsed
        self.status_code, self.headers = http_response.status_code, http_response.headers
        self.request_id: Optional[str] = http_response.headers.get("request-id")

    def parse(self) -> T:
        return self._parsed


def retry_delay(error: Union[APIError, APIConnectionError], retry: int) -> Optional[float]:
    """Seconds to wait before retry `retry` (1-based), or None when the error is final (POLICY: vectors.yaml `policy`)."""
    if isinstance(error, APIError):
        retried = error.status in POLICY["retry_statuses"] or (POLICY["retry_any_5xx"] and error.status >= 500)
        if not (retried or (error.status == 409 and error.code in POLICY["retry_conflict_codes"])):
            return None
        for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
            value = (error.headers.get(name) or "").strip()
            try:
                seconds = float(value) * scale
            except ValueError:
                date = email.utils.parsedate_tz(value) if name == "retry-after" else None
                seconds = email.utils.mktime_tz(date) - time.time() if date else -1.0
            if 0 <= seconds * 1000 <= POLICY["retry_after_max_ms"]:
                return seconds
    return min(POLICY["initial_delay_ms"] * 2 ** (retry - 1), POLICY["max_delay_ms"]) / 1000 * (1 - POLICY["jitter"] * random.random())


def _read_document(value: Any) -> str:
    """Bytes, a path or a binary file object, base64-encoded (RFC 4648, padded). A missing file raises Python's own error."""
    if isinstance(value, (str, os.PathLike)):
        value = pathlib.Path(value).read_bytes()
    elif hasattr(value, "read"):
        value = value.read()
    if not isinstance(value, (bytes, bytearray, memoryview)):
        raise TypeError("a document is bytes, a path, or a file opened in binary mode")
    return base64.b64encode(bytes(value)).decode("ascii")


if TYPE_CHECKING:
    FileInput = Union[bytes, str, "os.PathLike[str]", IO[bytes]]
else:  # a document field's value is read and encoded while the parameters are validated
    FileInput = Annotated[Any, pydantic.PlainValidator(_read_document)]


_ADAPTERS: Dict[Any, pydantic.TypeAdapter] = {}


def _validate(params_type: Any, params: Mapping[str, Any]) -> Dict[str, Any]:
    adapter = _ADAPTERS.get(params_type) or _ADAPTERS.setdefault(params_type, pydantic.TypeAdapter(params_type))
    try:
        return dict(adapter.validate_python(params))
    except pydantic.ValidationError as e:
        problems = "; ".join(f"{'.'.join(str(p) for p in x['loc'])}: {x['msg']}" for x in e.errors())
        raise InvalidParamsError(f"invalid parameters: {problems}") from None


class _Page(Generic[T]):
    def __init__(self, client: Any, op: Operation, args: Tuple[Any, ...], params: Mapping[str, Any], model: Any) -> None:
        self._client, self._op, self._args, self._params = client, op, args, params
        self.data: List[T] = list(model.data)
        self.has_more: bool = bool(model.has_more)
        self.next_cursor: Optional[str] = model.next_cursor

    def _next(self) -> Any:  # the next page, or (async client) a coroutine of it
        return self._client._request(self._op, self._args, {**self._params, "starting_after": self.next_cursor})

    def __len__(self) -> int:
        return len(self.data)


class Page(_Page[T]):
    """One page of a list; iterating it walks every item of this page and the pages after it."""

    def next_page(self) -> Optional["Page[T]"]:
        return self._next() if self.has_more and self.next_cursor else None

    def __iter__(self):  # type: ignore[no-untyped-def]
        page: Optional[Page[T]] = self
        while page is not None:
            yield from page.data
            page = page.next_page()


class AsyncPage(_Page[T]):
    """One page of a list; `async for` walks every item of this page and the pages after it."""

    async def next_page(self) -> Optional["AsyncPage[T]"]:
        return await self._next() if self.has_more and self.next_cursor else None

    async def __aiter__(self):  # type: ignore[no-untyped-def]
        page: Optional[AsyncPage[T]] = self
        while page is not None:
            for item in page.data:
                yield item
            page = await page.next_page()


async def _resolve(value: Any) -> Any:
    """The sync client's httpx and sleep answer at once, the async client's with an awaitable: one flow serves both."""
    return await value if inspect.isawaitable(value) else value


def _drive(flow: Any) -> Any:
    """Runs the sync client's flow, a coroutine that never suspends (nothing in it awaits more than a plain call)."""
    try:
        flow.send(None)
    except StopIteration as done:
        return done.value
    flow.close()
    raise RuntimeError("the sync client's flow suspended")


class _Client:
    """Configuration, and each call as one coroutine that the sync client drives itself and the async client awaits."""

    _async = False
    _run: Any  # SyncClient runs a flow to its result, AsyncClient returns it to be awaited
    _attach_resources: Any  # the generated client's: client.contracts = Contracts(client), ...

    def __init__(self, api_key: Optional[str] = None, *, client_id: Optional[str] = None, client_secret: Optional[str] = None,
                 scope: Optional[str] = None, base_url: Optional[str] = None, timeout: float = POLICY["timeout_ms"] / 1000,
                 max_retries: int = POLICY["max_retries"], default_headers: Optional[Dict[str, str]] = None,
                 http_client: Any = None, _token: Optional[Dict[str, Any]] = None) -> None:
        self._options = {k: v for k, v in locals().items() if k not in ("self", "__class__")}
        self.api_key = api_key or os.environ.get("CONTRACT_ANALYSIS_API_KEY")
        self._credentials = {"client_id": client_id, "client_secret": client_secret, "scope": scope}
        if not self.api_key and not (client_id and client_secret):
            raise ContractAnalysisError("No API key: pass api_key=..., set CONTRACT_ANALYSIS_API_KEY, or pass client_id and client_secret.")
        self.base_url = (base_url or os.environ.get("CONTRACT_ANALYSIS_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.timeout, self.max_retries = timeout, max_retries
        self.default_headers = {
            "User-Agent": f"contract-analysis-python/{__version__} (spec {SPEC_VERSION}; python {platform.python_version()})",
            **(default_headers or {}),
        }
        self._http: Any = http_client or (httpx.AsyncClient if self._async else httpx.Client)()
        self._token = _token if _token is not None else {}  # shared with copies: one OAuth token, renewed before it expires
        self._sleep: Any = asyncio.sleep if self._async else time.sleep
        self._attach_resources()

    def with_options(self, **changes: Any) -> Self:
        """A copy of the client with some options changed; it shares the connection pool and the OAuth token."""
        return type(self)(**{**self._options, "http_client": self._http, "_token": self._token, **changes})

    def _prepare(self, op: Operation, args: Tuple[Any, ...], params: Mapping[str, Any]) -> Tuple[Dict[str, Any], Dict[str, Any]]:
        params = _validate(op.params, {**op.defaults, **params})
        options = {k: params.pop(k) for k in list(params) if k in RequestOptions.__annotations__}
        path = re.sub(r"{\w+}", "{}", op.path).format(*(urllib.parse.quote(str(a), safe="") for a in args))
        headers = {"Accept": op.accept, **self.default_headers, **{k: str(params[k]) for k in op.headers if k in params}, **options.get("extra_headers", {})}
        if params.pop("respond_async", False):
            headers["Prefer"] = ", ".join(x for x in ("respond-async", headers.get("Prefer")) if x)
        if op.method in POLICY["idempotency_methods"]:
            headers["Idempotency-Key"] = options.get("idempotency_key") or str(uuid.uuid4())
        if not op.form:  # the token request carries the client's credentials in its form body instead
            headers["Authorization"] = f"Bearer {self.api_key or self._token['value']}"
        body = {k: params[k] for k in op.body or () if k in params}
        return {"method": op.method, "url": self.base_url + path, "headers": headers, "timeout": options.get("timeout", self.timeout),
                "params": {k: params[k] for k in op.query if k in params}, ("data" if op.form else "json"): body if body or op.form else None}, options

    async def _flow(self, op: Operation, args: Tuple[Any, ...], params: Mapping[str, Any], raw: bool = False) -> Any:
        """One call: the token when it is due, then attempts with the retry policy's waits in between."""
        from ._generated.sdk import OPERATIONS

        if not op.form and not self.api_key and self._token.get("expires_at", 0) <= time.time():
            token = await self._flow(OPERATIONS[TOKEN_OPERATION], (), {k: v for k, v in self._credentials.items() if v})
            self._token.update(value=token.access_token, expires_at=time.time() + token.expires_in - min(60.0, token.expires_in * 0.1))
        request, options = self._prepare(op, args, params)
        retries, attempt = options.get("max_retries", self.max_retries), 0
        while True:
            attempt += 1
            try:
                outcome = await _resolve(self._http.request(**request))
            except httpx.TransportError as e:
                outcome = e
            if isinstance(outcome, httpx.Response):
                log.debug("%s %s -> %d request_id=%s (attempt %d)", request["method"], request["url"], outcome.status_code, outcome.headers.get("request-id"), attempt)
                if outcome.is_success:
                    return self._result(op, args, params, outcome, raw)
            error = _error(outcome) if isinstance(outcome, httpx.Response) else (
                APITimeoutError("Request timed out.") if isinstance(outcome, httpx.TimeoutException) else APIConnectionError(f"Connection error: {type(outcome).__name__}"))
            delay = retry_delay(error, attempt) if attempt <= retries else None
            log.debug("%s %s failed (%s); %s", request["method"], request["url"], error, "final" if delay is None else f"retrying in {delay:.3f}s")
            if delay is None:
                raise error from (outcome if isinstance(outcome, Exception) else None)
            await _resolve(self._sleep(delay))

    async def _poll_flow(self, op: Operation, args: Tuple[Any, ...], params: Mapping[str, Any], poll: Operation, interval: float) -> Any:
        result = await self._flow(op, args, {**params, "respond_async": True})
        while result.status not in ("completed", "failed"):
            await _resolve(self._sleep(interval))
            result = await self._flow(poll, (result.id,), {k: v for k, v in params.items() if k in ("timeout", "max_retries", "extra_headers")})
        return result

    def _result(self, op: Operation, args: Tuple[Any, ...], params: Mapping[str, Any], response: httpx.Response, raw: bool) -> Any:
        if op.binary:
            result: Any = BinaryResponse(response.content, response.headers)
        elif op.model is None or not response.content:
            result = response.json() if response.content else None
        else:
            model = op.model.from_dict(response.json())
            result = getattr(model, "actual_instance", None) or model
            if op.paginate:
                result = (AsyncPage if self._async else Page)(self, op, args, params, model)
            object.__setattr__(result, "_request_id", response.headers.get("request-id"))
        return RawResponse(response, result) if raw else result

    def _request(self, op: Operation, args: Tuple[Any, ...], params: Mapping[str, Any], raw: bool = False) -> Any:
        return self._run(self._flow(op, args, params, raw))

    def _poll(self, op: Operation, args: Tuple[Any, ...], params: Mapping[str, Any], poll: Operation, interval: float) -> Any:
        return self._run(self._poll_flow(op, args, params, poll, interval))


class SyncClient(_Client):
    _run = staticmethod(_drive)

    def close(self) -> None:
        """Closes the connection pool (copies made by with_options share it); `with ContractAnalysis() as client:`."""
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


class AsyncClient(_Client):
    _async = True
    _run = staticmethod(lambda flow: flow)

    async def close(self) -> None:
        """Closes the connection pool (copies made by with_options share it); `async with AsyncContractAnalysis() as client:`."""
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()


class Resource:
    """A resource's generated methods call its client's _request and _poll (an async client's return coroutines)."""

    def __init__(self, client: Any) -> None:
        self._client = client
