"""The client: configuration, authentication, the one retry loop around every generated call."""

from __future__ import annotations

import os
import platform
import re
import threading
import time
import uuid
from typing import Any, Callable, Dict, Mapping, Optional, TypeVar, Union

import urllib3

from ._errors import APIConnectionError, APITimeoutError, ContractAnalysisError, error_for
from ._retry import delay_for, is_retryable
from ._version import __version__
from ._generated.api_client import ApiClient
from ._generated.api_response import ApiResponse
from ._generated.configuration import Configuration
from ._generated.exceptions import ApiException
from ._generated.api.o_auth_api import OAuthApi

DEFAULT_BASE_URL = "https://api.contract-analysis.example/v1"
DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRIES = 2

T = TypeVar("T")
Timeout = Union[float, tuple]


def _user_agent(generated_default: str) -> str:
    """`contract-analysis-python/<version> (spec <spec version>; python <x.y.z>)`.

    The spec version is the one the generated code was built from: tools/openapi-generator/generate.mjs sets the
    generator's httpUserAgent to `contract-analysis-python/<version> (spec <info.version of the bundle>)`, which is
    the generated ApiClient's default User-Agent. This adds the Python version.
    """
    match = re.search(r"\(spec ([^;)]+)", generated_default or "")
    spec = match.group(1).strip() if match else "unknown"
    return f"contract-analysis-python/{__version__} (spec {spec}; python {platform.python_version()})"


class _ClientCredentials:
    """OAuth 2.0 client credentials: fetches a token from POST /oauth/token and renews it before it expires."""

    def __init__(self, core: "_Core", client_id: str, client_secret: str, scope: Optional[str]) -> None:
        self._core = core
        self._client_id = client_id
        self._client_secret = client_secret
        self._scope = scope
        self._token: Optional[str] = None
        self._expires_at = 0.0
        self._lock = threading.Lock()

    def token(self) -> str:
        with self._lock:
            if self._token is None or time.time() >= self._expires_at:
                api = OAuthApi(self._core.api_client)
                kwargs: Dict[str, Any] = {}
                if self._scope:
                    kwargs["scope"] = self._scope
                result = self._core.call(
                    api.create_token_with_http_info,
                    grant_type="client_credentials",
                    client_id=self._client_id,
                    client_secret=self._client_secret,
                    authenticated=False,
                    **kwargs,
                ).data
                self._token = result.access_token
                # Renew a minute early (or at 90% of a short lifetime), so no request carries an expired token.
                margin = min(60.0, result.expires_in * 0.1)
                self._expires_at = time.time() + result.expires_in - margin
            return self._token


class _Core:
    """Holds the generated ApiClient and runs every call through authentication, retries and error mapping."""

    def __init__(
        self,
        *,
        api_key: Optional[str],
        client_id: Optional[str],
        client_secret: Optional[str],
        scope: Optional[str],
        base_url: Optional[str],
        timeout: Timeout,
        max_retries: int,
        retry_base_delay: float,
        default_headers: Optional[Mapping[str, str]],
    ) -> None:
        base = (base_url or os.environ.get("CONTRACT_ANALYSIS_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        config = Configuration(host=base)
        # Retries belong to this client's own loop (with Idempotency-Key and Retry-After), not to urllib3.
        config.retries = False
        self.api_client = ApiClient(config)
        self.api_client.user_agent = _user_agent(self.api_client.user_agent)
        self.timeout = timeout
        self.max_retries = max_retries
        self.retry_base_delay = retry_base_delay
        # Error bodies are application/problem+json: accept both, so a server (or Prism) may send either.
        self.default_headers = {"Accept": "application/json, application/problem+json", **dict(default_headers or {})}
        self._api_key: Optional[str] = None
        self._oauth: Optional[_ClientCredentials] = None
        if client_id and client_secret:
            self._oauth = _ClientCredentials(self, client_id, client_secret, scope)
        else:
            self._api_key = api_key or os.environ.get("CONTRACT_ANALYSIS_API_KEY")
            if not self._api_key:
                raise ContractAnalysisError(
                    "No API key: pass api_key=..., set CONTRACT_ANALYSIS_API_KEY, or pass client_id and client_secret."
                )

    def bearer(self) -> str:
        return self._oauth.token() if self._oauth else str(self._api_key)

    def call(
        self,
        fn: Callable[..., ApiResponse],
        *args: Any,
        idempotent_post: bool = False,
        authenticated: bool = True,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[Timeout] = None,
        max_retries: Optional[int] = None,
        **kwargs: Any,
    ) -> ApiResponse:
        """Calls a generated `*_with_http_info` method; retries what is retryable; raises this client's errors.

        A POST gets one Idempotency-Key (the caller's or a new UUID v4) that every retry reuses.
        """
        if idempotent_post and not kwargs.get("idempotency_key"):
            kwargs["idempotency_key"] = str(uuid.uuid4())
        retries = self.max_retries if max_retries is None else max_retries
        fixed_headers: Dict[str, str] = {**self.default_headers, **(extra_headers or {})}
        if kwargs.get("prefer") and "Prefer" in fixed_headers:
            # One Prefer header (RFC 7240) carries both the operation's preference and the caller's.
            kwargs["prefer"] = f"{kwargs['prefer']}, {fixed_headers.pop('Prefer')}"
        attempt = 0
        while True:
            # A fresh dict per attempt: the generated code adds its own headers to the one it is given.
            headers = dict(fixed_headers)
            if authenticated:
                headers["Authorization"] = f"Bearer {self.bearer()}"
            try:
                return fn(*args, _headers=headers, _request_timeout=timeout or self.timeout, **kwargs)
            except ApiException as e:
                if not e.status:
                    error: ContractAnalysisError = APIConnectionError(str(e.reason), cause=e)
                else:
                    error = error_for(e.status, e.body, dict(e.headers or {}))
            except urllib3.exceptions.TimeoutError as e:
                error = APITimeoutError(cause=e)
            except urllib3.exceptions.HTTPError as e:
                error = APIConnectionError(f"Connection error: {e}", cause=e)
            if attempt >= retries or not is_retryable(error):
                raise error
            time.sleep(delay_for(error, attempt, self.retry_base_delay))
            attempt += 1
