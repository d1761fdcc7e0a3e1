"""A local stub HTTP server that answers the client from a script and records its requests (no mock of the client).

A request is recorded as soon as it arrives, before its reply is chosen. Nothing here depends on timing: a reply that
must outlast the client's time-out never comes (``Stub.hang``), and a test that needs requests the client may have
given up on waits for them to arrive (``Stub.wait_for_requests``) instead of assuming they have.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Dict, List, Optional, Tuple, Union

import pytest

Reply = Tuple[int, Dict[str, str], Union[bytes, str, dict, None]]

HANG = object()  # a reply that never comes
AWAIT_SECONDS = 60  # upper bound for wait_for_requests: only a broken client gets near it; it fails, not hangs


def misdirected(handler: BaseHTTPRequestHandler) -> bool:
    """Answers 421 to a request that is not the client's: another test process's request (a webhook retry, a probe)
    to a port a stub now holds must not take a scripted reply or show up among the recorded requests."""
    if handler.headers.get("User-Agent", "").startswith("contract-analysis-python/"):
        return False
    handler.send_error(421, "Misdirected Request")
    return True


class Stub:
    def __init__(self) -> None:
        self.requests: List[Dict[str, Any]] = []
        self.replies: List[Union[Reply, Callable[[Dict[str, Any]], Reply], object]] = []
        self._arrived = threading.Condition()
        self._closed = threading.Event()
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def _handle(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                if misdirected(self):
                    return
                request = {"method": self.command, "path": self.path, "headers": dict(self.headers), "body": body}
                with stub._arrived:
                    stub.requests.append(request)
                    reply = stub.replies.pop(0) if stub.replies else (500, {}, {"status": 500})
                    stub._arrived.notify_all()
                if reply is HANG:
                    stub._closed.wait()  # hold the connection, unanswered, until the stub closes
                    self.close_connection = True
                    return
                if callable(reply):
                    reply = reply(request)
                status, headers, payload = reply
                if isinstance(payload, dict):
                    payload = json.dumps(payload)
                data = payload.encode() if isinstance(payload, str) else (payload or b"")
                self.send_response(status)
                content_type = "application/problem+json" if status >= 400 else "application/json"
                self.send_header("Content-Type", headers.pop("Content-Type", content_type))
                self.send_header("Request-Id", headers.pop("Request-Id", "req_stub"))
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PATCH = do_DELETE = _handle

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def reply(self, status: int, body: Any = None, headers: Optional[Dict[str, str]] = None) -> "Stub":
        self.replies.append((status, dict(headers or {}), body))
        return self

    def hang(self) -> "Stub":
        """Queues a reply that never comes: the client's time-out is the only thing that ends that attempt."""
        self.replies.append(HANG)
        return self

    def wait_for_requests(self, n: int) -> List[Dict[str, Any]]:
        """Waits until at least n requests have arrived (one the client gave up on may still be on its way)."""
        with self._arrived:
            if not self._arrived.wait_for(lambda: len(self.requests) >= n, timeout=AWAIT_SECONDS):
                raise AssertionError(f"expected {n} requests, saw {len(self.requests)} (waited {AWAIT_SECONDS} s)")
            return list(self.requests)

    def close(self) -> None:
        self._closed.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def stub():
    s = Stub()
    yield s
    s.close()


def problem(status: int, code: str, request_id: str = "req_123") -> dict:
    return {"type": f"https://docs.contract-analysis.example/errors/{code}", "title": "Error", "status": status,
            "code": code, "detail": f"{code} happened", "request_id": request_id}


def contract(**overrides: Any) -> dict:
    base = {
        "id": "ctr_1", "object": "contract", "status": "completed", "document_type": "nda", "filename": "nda.txt",
        "size_bytes": 5, "sha256": "0" * 64, "pages": None, "text_length": 5, "clauses": [], "key_terms": None,
        "review": {
            "risk_score": 46, "risk_level": "medium", "category_scores": [{"category": "remedies", "score": 10}],
            "issues": [{"id": "iss_1", "check_id": "nda.term_length", "category": "term_and_survival",
                        "severity": "medium", "title": "Short survival", "explanation": "e", "recommendation": "r",
                        "citations": []}],
            "checks": [{"check_id": "nda.governing_law", "title": "t", "outcome": "entailed", "evidence": []}],
            "playbook": {"id": "pbk_nda_standard", "version": 1}, "summary": "s",
        },
        "error": None, "metadata": {}, "livemode": False, "created_at": "2026-11-20T09:14:07Z",
        "completed_at": "2026-11-20T09:14:08Z",
    }
    base.update(overrides)
    return base


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Callable[[float], None]:
    """Sets the clock that the standardwebhooks library reads (its module's `datetime.now`) to a time in seconds."""
    import datetime as real
    from standardwebhooks import webhooks

    def set_to(seconds: float) -> None:
        class Fixed(real.datetime):
            @classmethod
            def now(cls, tz: Optional[real.tzinfo] = None) -> real.datetime:  # type: ignore[override]
                return real.datetime.fromtimestamp(seconds, tz)

        monkeypatch.setattr(webhooks, "datetime", Fixed)

    return set_to
