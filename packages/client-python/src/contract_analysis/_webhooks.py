"""Standard Webhooks verification (webhook-id, webhook-timestamp, webhook-signature)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from typing import Any, Mapping, Optional, Union

from ._errors import WebhookVerificationError

TOLERANCE_SECONDS = 5 * 60


class Webhook:
    """Verifies deliveries signed with an endpoint's `whsec_...` secret.

    >>> Webhook("whsec_...").verify(body, request.headers)  # returns the event as a dict
    """

    def __init__(self, secret: str, *, tolerance: int = TOLERANCE_SECONDS) -> None:
        raw = secret[len("whsec_"):] if secret.startswith("whsec_") else secret
        try:
            self._key = base64.b64decode(raw, validate=True)
        except ValueError as e:
            raise WebhookVerificationError("The webhook secret is not valid base64.") from e
        self._tolerance = tolerance

    def sign(self, msg_id: str, timestamp: int, payload: Union[bytes, str]) -> str:
        """The `webhook-signature` value for a payload: `v1,<base64 HMAC-SHA256>`."""
        body = payload.decode("utf-8") if isinstance(payload, bytes) else payload
        digest = hmac.new(self._key, f"{msg_id}.{timestamp}.{body}".encode("utf-8"), hashlib.sha256).digest()
        return "v1," + base64.b64encode(digest).decode("ascii")

    def verify(self, payload: Union[bytes, str], headers: Mapping[str, Any], *, now: Optional[float] = None) -> Any:
        """Checks the signature and the timestamp; returns the parsed JSON body, or raises WebhookVerificationError."""
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
        expected = self.sign(msg_id, ts, payload).split(",", 1)[1].encode("ascii")
        for candidate in signatures.split(" "):
            version, _, signature = candidate.partition(",")
            if version == "v1" and hmac.compare_digest(expected, signature.encode("ascii", "replace")):
                return json.loads(payload)
        raise WebhookVerificationError("No matching signature found.")
