"""A local stub HTTP server that answers from a script and records every request (no mock of the client)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Dict, List, Optional, Tuple, Union

import pytest

Reply = Tuple[int, Dict[str, str], Union[bytes, str, dict, None]]


class Stub:
    def __init__(self) -> None:
        self.requests: List[Dict[str, Any]] = []
        self.replies: List[Union[Reply, Callable[[Dict[str, Any]], Reply]]] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def _handle(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                request = {"method": self.command, "path": self.path, "headers": dict(self.headers), "body": body}
                stub.requests.append(request)
                reply = stub.replies.pop(0) if stub.replies else (500, {}, {"status": 500})
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

    def close(self) -> None:
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
