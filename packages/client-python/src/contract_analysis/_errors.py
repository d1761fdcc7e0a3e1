"""One error class per HTTP status, each carrying the status, the request id and the problem body."""

from __future__ import annotations

import json
from typing import Any, Dict, Mapping, Optional, Type


class ContractAnalysisError(Exception):
    """Base of every error this client raises."""


class WebhookVerificationError(ContractAnalysisError):
    """A webhook delivery whose signature or timestamp does not verify."""


class APIConnectionError(ContractAnalysisError):
    """The request did not get a response: the connection failed or broke."""

    def __init__(self, message: str = "Connection error.", *, cause: Optional[BaseException] = None) -> None:
        super().__init__(message)
        self.__cause__ = cause


class APITimeoutError(APIConnectionError):
    """The request timed out."""

    def __init__(self, message: str = "Request timed out.", *, cause: Optional[BaseException] = None) -> None:
        super().__init__(message, cause=cause)


class APIError(ContractAnalysisError):
    """The server answered with an error status. `problem` is the RFC 9457 body (a dict), when it had one."""

    status: int
    request_id: Optional[str]
    problem: Optional[Dict[str, Any]]
    code: Optional[str]
    headers: Dict[str, str]

    def __init__(
        self,
        status: int,
        *,
        problem: Optional[Dict[str, Any]] = None,
        body: Optional[str] = None,
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        self.status = status
        self.problem = problem
        self.body = body
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}
        self.code = problem.get("code") if problem else None
        self.request_id = (problem or {}).get("request_id") or self.headers.get("request-id")
        detail = (problem or {}).get("detail") or (problem or {}).get("title") or (body or "")[:200]
        message = f"{status}"
        if self.code:
            message += f" {self.code}"
        if detail:
            message += f": {detail}"
        if self.request_id:
            message += f" (request_id {self.request_id})"
        super().__init__(message)


class BadRequestError(APIError):
    """400"""


class AuthenticationError(APIError):
    """401"""


class PermissionDeniedError(APIError):
    """403"""


class NotFoundError(APIError):
    """404"""


class ConflictError(APIError):
    """409"""


class UnprocessableEntityError(APIError):
    """422"""


class RateLimitError(APIError):
    """429"""


class InternalServerError(APIError):
    """500 and every other 5xx"""


_BY_STATUS: Dict[int, Type[APIError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def error_for(status: int, body: Optional[str], headers: Optional[Mapping[str, str]]) -> APIError:
    """Builds the error for a response: the class by status, the problem from the body when it is JSON."""
    problem: Optional[Dict[str, Any]] = None
    if body:
        try:
            parsed = json.loads(body)
            if isinstance(parsed, dict):
                problem = parsed
        except ValueError:
            pass
    cls = _BY_STATUS.get(status) or (InternalServerError if status >= 500 else APIError)
    return cls(status, problem=problem, body=body, headers=headers)
