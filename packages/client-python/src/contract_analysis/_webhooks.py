"""Standard Webhooks verification (webhook-id, webhook-timestamp, webhook-signature)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from typing import Any, List, Mapping, Optional, Sequence, Union

from ._core import ContractAnalysisError

__all__ = ["UnknownEvent", "Webhook", "WebhookSecret", "WebhookVerificationError", "parse_event"]
TOLERANCE_SECONDS = 5 * 60

#: An endpoint's `whsec_...` secret, or several while a secret is being rotated (`[new_secret, previous_secret]`).
WebhookSecret = Union[str, Sequence[str]]


class WebhookVerificationError(ContractAnalysisError):
    """A webhook delivery whose signature or timestamp does not verify."""


def _key(secret: str) -> bytes:
    try:
        key = base64.b64decode(secret.removeprefix("whsec_"), validate=True)
    except ValueError as e:
        raise WebhookVerificationError("The webhook secret is not valid base64.") from e
    if not key:
        raise WebhookVerificationError("The webhook secret is empty.")
    return key


class Webhook:
    """Verifies deliveries signed with an endpoint's `whsec_...` secret: `Webhook(secret).verify(body, headers)`.

    During a rotation pass both secrets, `Webhook([new_secret, previous_secret])`: a delivery is valid when any of its
    `v1,` signatures matches any of the secrets. `sign` uses the first secret.
    """

    def __init__(self, secret: WebhookSecret, *, tolerance: int = TOLERANCE_SECONDS) -> None:
        secrets: List[str] = [secret] if isinstance(secret, str) else [s for s in secret if s]
        if not secrets or not all(isinstance(s, str) and s for s in secrets):
            raise WebhookVerificationError("No webhook secret was given.")
        self._keys = [_key(s) for s in secrets]
        self._tolerance = tolerance

    def sign(self, msg_id: str, timestamp: int, payload: Union[bytes, str], key: Optional[bytes] = None) -> str:
        """The `webhook-signature` value for a payload (with the first secret): `v1,<base64 HMAC-SHA256>`."""
        body = payload.encode("utf-8") if isinstance(payload, str) else bytes(payload)
        digest = hmac.new(key or self._keys[0], f"{msg_id}.{timestamp}.".encode("utf-8") + body, hashlib.sha256).digest()
        return "v1," + base64.b64encode(digest).decode("ascii")

    def verify(self, payload: Union[bytes, str], headers: Mapping[str, Any], *, now: Optional[float] = None) -> Any:
        """Checks the signature of the raw body as received (never a re-serialised object) and the timestamp (`now`
        replaces the clock); returns the parsed JSON body, or raises WebhookVerificationError."""
        lower = {str(k).lower(): str(v) for k, v in dict(headers).items()}
        msg_id, timestamp, signatures = (lower.get(f"webhook-{h}") for h in ("id", "timestamp", "signature"))
        if not msg_id or not timestamp or not signatures:
            raise WebhookVerificationError("Missing webhook-id, webhook-timestamp or webhook-signature header.")
        try:
            ts = int(timestamp)
        except ValueError as e:
            raise WebhookVerificationError("Invalid webhook-timestamp header.") from e
        current = time.time() if now is None else now
        if abs(ts - current) > self._tolerance:
            raise WebhookVerificationError(f"Message timestamp too {'old' if ts < current else 'new'}.")
        given = [s for s in signatures.split(" ") if s.startswith("v1,")]
        expected = [self.sign(msg_id, ts, payload, key) for key in self._keys]
        if any(hmac.compare_digest(e.encode(), g.encode("ascii", "replace")) for e in expected for g in given):
            return json.loads(payload)
        raise WebhookVerificationError("No matching signature found.")

    def unwrap(self, payload: Union[bytes, str], headers: Mapping[str, Any], *, now: Optional[float] = None) -> Any:
        """Verifies a delivery and returns its event, typed by `type` (see `parse_event`)."""
        return parse_event(self.verify(payload, headers, now=now))


class UnknownEvent(dict):  # type: ignore[type-arg]
    """An event whose `type` this version does not know (the set may grow): the event as a dict, with .id and .type."""

    id = property(lambda self: self.get("id"))
    type = property(lambda self: self.get("type"))


def parse_event(payload: Union[bytes, str, Mapping[str, Any]]) -> Any:
    """The event model for a payload, chosen by its `type` discriminator; UnknownEvent for a type not known here."""
    from ._generated.models import Event

    data = dict(payload) if isinstance(payload, Mapping) else json.loads(payload)
    try:
        return Event.from_dict(data).actual_instance
    except ValueError:
        return UnknownEvent(data)
