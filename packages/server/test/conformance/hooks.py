"""Schemathesis hooks for the server's conformance run (SCHEMATHESIS_HOOKS, set by run.mjs).

Schemathesis reuses Idempotency-Key values across calls (the spec's example value, short generated
strings). The server then does what the spec says: the same key with the same body replays the
first response, and with another body answers 409 idempotency_conflict. In the stateful phase
that reads as a resource that vanished: a replayed POST /webhooks returns a webhook deleted since,
and the next GET answers 404 (ST302). So every call gets a key of its own: a valid generated key
gets a unique suffix and stays valid; an invalid one (empty, or longer than the spec's 255) is left
as generated, so that its rejection is still checked. Replays are tested by the server's own suite.

Schemathesis also feeds ids it read from responses into path parameters: the run's own key, listed
by GET /api_keys, would be revoked by DELETE /api_keys/{id}, and every later call would be 401. So
that one id (CONFORMANCE_KEY_ID, set by run.mjs) is replaced by an id that names no key (404). A key
revoking itself is tested by the server's own suite.
"""
import os
import uuid

import schemathesis


@schemathesis.hook
def before_call(context, case, kwargs):
    own_key = os.environ.get("CONFORMANCE_KEY_ID")
    params = case.path_parameters
    if own_key and case.method.upper() == "DELETE" and case.path == "/api_keys/{id}" and params and params.get("id") == own_key:
        params["id"] = "key_conformanceNotThisOne"
    headers = case.headers
    if not headers:
        return
    for name, value in list(headers.items()):
        if name.lower() == "idempotency-key" and isinstance(value, str) and 0 < len(value) <= 200:
            headers[name] = f"{value}-{uuid.uuid4().hex[:12]}"

