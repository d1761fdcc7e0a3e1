"""Standard Webhooks verification (webhook-id, webhook-timestamp, webhook-signature)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from typing import Any, List, Mapping, Optional, Sequence, Union

from ._core import WebhookVerificationError

TOLERANCE_SECONDS = 5 * 60

#: An endpoint's `whsec_...` secret, or several while a secret is being rotated (`[new_secret, previous_secret]`).
WebhookSecret = Union[str, Sequence[str]]


def _key(secret: str) -> bytes:
    raw = secret[len("whsec_"):] if secret.startswith("whsec_") else secret
    try:
        key = base64.b64decode(raw, validate=True)
    except ValueError as e:
        raise WebhookVerificationError("The webhook secret is not valid base64.") from e
    if not key:
        raise WebhookVerificationError("The webhook secret is empty.")
    return key


def _body(payload: Union[bytes, bytearray, memoryview, str]) -> bytes:
    return payload.encode("utf-8") if isinstance(payload, str) else bytes(payload)


class Webhook:
    """Verifies deliveries signed with an endpoint's `whsec_...` secret.

    >>> Webhook("whsec_...").verify(body, request.headers)  # returns the event as a dict

    During a secret rotation pass both secrets, `Webhook([new_secret, previous_secret])`: a delivery is valid when
    any of its `v1,` signatures matches any of the secrets (while the two overlap, the server signs with both).
    `sign` uses the first secret.
    """

    def __init__(self, secret: WebhookSecret, *, tolerance: int = TOLERANCE_SECONDS) -> None:
        secrets: List[str] = [secret] if isinstance(secret, str) else [s for s in secret if s]
        if not secrets or not all(isinstance(s, str) and s for s in secrets):
            raise WebhookVerificationError("No webhook secret was given.")
        self._keys = [_key(s) for s in secrets]
        self._tolerance = tolerance

    def sign(self, msg_id: str, timestamp: int, payload: Union[bytes, str]) -> str:
        """The `webhook-signature` value for a payload, with the first secret: `v1,<base64 HMAC-SHA256>`."""
        return "v1," + base64.b64encode(self._digest(self._keys[0], msg_id, timestamp, _body(payload))).decode("ascii")

    @staticmethod
    def _digest(key: bytes, msg_id: str, timestamp: int, body: bytes) -> bytes:
        return hmac.new(key, f"{msg_id}.{timestamp}.".encode("utf-8") + body, hashlib.sha256).digest()

    def verify(self, payload: Union[bytes, str], headers: Mapping[str, Any], *, now: Optional[float] = None) -> Any:
        """Checks the signature and the timestamp; returns the parsed JSON body, or raises WebhookVerificationError.

        Pass the raw body exactly as received (bytes, or the decoded string), never a re-serialised object.
        `now` (seconds since the epoch) replaces the clock, for tests and for replaying stored deliveries.
        """
        lower = {str(k).lower(): str(v) for k, v in dict(headers).items()}
        msg_id = lower.get("webhook-id")
        timestamp = lower.get("webhook-timestamp")
        signatures = lower.get("webhook-signature")
        if not msg_id or not timestamp or not signatures:
            raise WebhookVerificationError("Missing webhook-id, webhook-timestamp or webhook-signature header.")
        try:
            ts = int(timestamp)
        except ValueError as e:
            raise WebhookVerificationError("Invalid webhook-timestamp header.") from e
        current = time.time() if now is None else now
        if ts < current - self._tolerance:
            raise WebhookVerificationError("Message timestamp too old.")
        if ts > current + self._tolerance:
            raise WebhookVerificationError("Message timestamp too new.")
        body = _body(payload)
        expected = [base64.b64encode(self._digest(key, msg_id, ts, body)) for key in self._keys]
        for candidate in signatures.split(" "):
            version, _, signature = candidate.partition(",")
            if version != "v1":
                continue
            given = signature.encode("ascii", "replace")
            for digest in expected:
                if hmac.compare_digest(digest, given):
                    return json.loads(body)
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
