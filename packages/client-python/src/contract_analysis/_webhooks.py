"""Standard Webhooks verification (webhook-id, webhook-timestamp, webhook-signature) with the `standardwebhooks`
library: a `v1` signature by the secret, or by any of the secrets during a rotation, within 5 minutes of the clock."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any, Mapping, Sequence, Union

from standardwebhooks.webhooks import Webhook as _Library
from standardwebhooks.webhooks import WebhookVerificationError as _LibraryError

from ._core import ContractAnalysisError

__all__ = ["UnknownEvent", "Webhook", "WebhookSecret", "WebhookVerificationError", "parse_event"]
_NO_MATCH = "No matching signature found"

#: An endpoint's `whsec_...` secret, or several while a secret is being rotated (`[new_secret, previous_secret]`).
WebhookSecret = Union[str, Sequence[str]]


class WebhookVerificationError(ContractAnalysisError):
    """A webhook delivery whose headers, signature, timestamp or body do not check out (the library's message)."""


class Webhook:
    """Verifies deliveries signed with an endpoint's `whsec_...` secret: `Webhook(secret).verify(body, headers)`.

    During a rotation pass both secrets, `Webhook([new_secret, previous_secret])`: a delivery is valid when one of its
    `v1,` signatures matches one of the secrets. `sign` uses the first secret.
    """

    def __init__(self, secret: WebhookSecret) -> None:
        secrets = [secret] if isinstance(secret, str) else [s for s in secret if s]
        if not secrets or not all(isinstance(s, str) and s for s in secrets):
            raise WebhookVerificationError("No webhook secret was given.")
        try:
            self._webhooks = [_Library(s) for s in secrets]
        except Exception as e:  # not base64, or empty once decoded
            raise WebhookVerificationError("The webhook secret is empty or not base64.") from e

    def sign(self, msg_id: str, timestamp: int, payload: Union[bytes, str]) -> str:
        """The `webhook-signature` value for a payload (with the first secret): `v1,<base64 HMAC-SHA256>`."""
        body = payload if isinstance(payload, str) else bytes(payload).decode()
        return self._webhooks[0].sign(msg_id, datetime.fromtimestamp(timestamp, tz=timezone.utc), body)

    def verify(self, payload: Union[bytes, str], headers: Mapping[str, Any]) -> Any:
        """Checks the raw body as received (never a re-serialised object) against its headers; returns the body parsed
        as a JSON object, or raises WebhookVerificationError."""
        flat = {str(k).lower(): str(v) for k, v in dict(headers).items()}
        # One signature at a time: the library stops at the first it cannot split or decode (a ValueError), where the
        # other clients' libraries skip it.
        tries = [(w, sig) for w in self._webhooks for sig in flat.get("webhook-signature", "").split(" ")]
        errors = []
        for webhook, signature in tries:
            try:
                webhook.verify(payload, {**flat, "webhook-signature": signature}, json_parse=False)
                break
            except _LibraryError as e:  # only the signature differs from one try to the next
                errors.append(str(e))
            except ValueError:  # a signature the library cannot split or decode, a body that is not UTF-8
                errors.append(_NO_MATCH)
        else:
            raise WebhookVerificationError(next((e for e in errors if e != _NO_MATCH), errors[0]))
        try:
            data = json.loads(payload)
        except ValueError:
            data = None
        if not isinstance(data, dict):
            raise WebhookVerificationError("The payload is not a JSON object.")
        return data

    def unwrap(self, payload: Union[bytes, str], headers: Mapping[str, Any]) -> Any:
        """Verifies a delivery and returns its event, typed by `type` (see `parse_event`)."""
        return parse_event(self.verify(payload, headers))


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
