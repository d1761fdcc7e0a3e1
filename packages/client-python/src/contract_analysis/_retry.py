"""The client's one retry policy: which failures are retried, and how long to wait."""

from __future__ import annotations

import email.utils
import random
import time
from typing import Mapping, Optional

from ._errors import APIConnectionError, APIError, ContractAnalysisError

MAX_RETRY_AFTER = 60.0


def is_retryable(error: ContractAnalysisError) -> bool:
    """Connection errors, 408, 409 (but not idempotency_conflict), 429 and 5xx."""
    if isinstance(error, APIConnectionError):
        return True
    if not isinstance(error, APIError):
        return False
    if error.status == 409:
        return error.code != "idempotency_conflict"
    return error.status in (408, 429) or error.status >= 500


def retry_after_seconds(headers: Mapping[str, str]) -> Optional[float]:
    """`Retry-After` in seconds (delta-seconds or an HTTP date), or None when absent or unusable."""
    value = headers.get("retry-after")
    if value is None:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(value) if value else None
        if parsed is None:
            return None
        seconds = parsed.timestamp() - time.time()
    if seconds < 0 or seconds > MAX_RETRY_AFTER:
        return None if seconds > MAX_RETRY_AFTER else 0.0
    return seconds


def backoff_seconds(attempt: int, base: float, cap: float = 8.0) -> float:
    """Exponential backoff with jitter: base * 2^attempt, capped, scaled by a random factor in [0.5, 1]."""
    delay = min(cap, base * (2**attempt))
    return delay * (0.5 + random.random() / 2)


def delay_for(error: ContractAnalysisError, attempt: int, base: float) -> float:
    if isinstance(error, APIError):
        after = retry_after_seconds(error.headers)
        if after is not None:
            return after
    return backoff_seconds(attempt, base)
