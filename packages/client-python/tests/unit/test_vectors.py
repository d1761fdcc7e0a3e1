"""Every behaviour vector of spec/contract-tests/vectors.yaml, with the sync and the async client, against a local
stub server that answers the vector's responses in order; the client's sleep is a recorder (no real waits).

The vector names the operation by operationId; the method comes from its x-sdk in the bundled spec, as the
generator names it. A vector with a key this runner does not know fails (never skips)."""

from __future__ import annotations

import asyncio
import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Dict, List

import pytest
import yaml

import contract_analysis as ca

from .conftest import misdirected

ROOT = Path(__file__).resolve().parents[4]
VECTORS = yaml.safe_load((ROOT / "spec" / "contract-tests" / "vectors.yaml").read_text())
SPEC = json.loads((ROOT / "spec" / "dist" / "openapi.json").read_text())
KNOWN = {"call": {"operation", "params", "options", "iterate"}, "expect": {"attempts", "delays_ms", "idempotency_key", "outcome", "items", "queries"}}


def snake(name: str) -> str:
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name).lower()


def operation(operation_id: str) -> Dict[str, Any]:
    for path, item in SPEC["paths"].items():
        for op in item.values():
            if isinstance(op, dict) and op.get("operationId") == operation_id:
                return {"path": path, **op["x-sdk"]}
    raise AssertionError(f"no operation {operation_id} in the spec")


def body_of(response: Dict[str, Any]) -> Any:
    if "page" in response:
        page = response["page"]
        example = SPEC["components"]["schemas"][page["of"]]["example"]
        return {"object": "list", "data": [{**example, "id": i} for i in page["ids"]], "has_more": page["has_more"], "next_cursor": page["next_cursor"]}
    if "example" in response:
        return {**SPEC["components"]["schemas"][response["example"]]["example"], **response.get("override", {})}
    return response.get("body")


class Stub:
    def __init__(self, responses: List[Dict[str, Any]]) -> None:
        self.responses, self.requests = list(responses), []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                if misdirected(self):
                    return
                stub.requests.append({"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}})
                response = stub.responses.pop(0)
                if response.get("connection") == "reset":
                    self.close_connection = True
                    return
                body = body_of(response)
                raw = body.encode() if isinstance(body, str) else json.dumps(body).encode()
                self.send_response(response["status"])
                headers = {"Content-Type": "application/json", **response.get("headers", {})}
                for k, v in headers.items():
                    self.send_header(k, str(v))
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            do_GET = do_POST = do_PATCH = do_DELETE = answer

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"


def run(vector: Dict[str, Any], kind: str) -> Dict[str, Any]:
    """Calls the vector's operation; returns what happened (result or error, the recorded sleeps)."""
    stub = Stub(vector["responses"])
    delays: List[float] = []
    call = vector["call"]
    sdk = operation(call["operation"])
    path_names = re.findall(r"{(\w+)}", sdk["path"])
    params = dict(call.get("params", {}))
    args = [params.pop(n) for n in path_names]
    kwargs = {**params, **call.get("options", {})}
    outcome: Dict[str, Any] = {"stub": stub, "delays": delays}

    async def go_async() -> None:
        client = ca.AsyncContractAnalysis(api_key="cas_test_vectors", base_url=stub.url)

        async def sleep(seconds: float) -> None:
            delays.append(seconds)

        client._sleep = sleep
        resource = getattr(client, snake(sdk["resource"]))
        try:
            if call.get("iterate"):
                page = await getattr(resource, snake(sdk["method"]))(*args, **kwargs)
                outcome["items"] = [item.id async for item in page]
            else:
                outcome["raw"] = await getattr(resource.with_raw_response, snake(sdk["method"]))(*args, **kwargs)
        except ca.ContractAnalysisError as e:
            outcome["error"] = e

    def go_sync() -> None:
        client = ca.ContractAnalysis(api_key="cas_test_vectors", base_url=stub.url)
        client._sleep = delays.append
        resource = getattr(client, snake(sdk["resource"]))
        try:
            if call.get("iterate"):
                outcome["items"] = [item.id for item in getattr(resource, snake(sdk["method"]))(*args, **kwargs)]
            else:
                outcome["raw"] = getattr(resource.with_raw_response, snake(sdk["method"]))(*args, **kwargs)
        except ca.ContractAnalysisError as e:
            outcome["error"] = e

    try:
        asyncio.run(go_async()) if kind == "async" else go_sync()
    finally:
        stub.server.shutdown()
    return outcome


@pytest.mark.parametrize("kind", ["sync", "async"])
@pytest.mark.parametrize("vector", VECTORS["vectors"], ids=[v["id"] for v in VECTORS["vectors"]])
def test_vector(vector: Dict[str, Any], kind: str) -> None:
    for part, known in KNOWN.items():
        unknown = set(vector[part]) - known
        assert not unknown, f"{vector['id']}: this runner does not support {part} keys {unknown}"
    got = run(vector, kind)
    expect, requests = vector["expect"], got["stub"].requests
    if "attempts" in expect:
        assert len(requests) == expect["attempts"]
    if "delays_ms" in expect:
        assert len(got["delays"]) == len(expect["delays_ms"]), got["delays"]
        for seconds, (low, high) in zip(got["delays"], expect["delays_ms"]):
            assert low - 1e-6 <= seconds * 1000 <= high + 1e-6, (seconds, low, high)
    keys = [r["headers"].get("idempotency-key") for r in requests]
    if expect.get("idempotency_key") == "same_generated":
        assert keys[0] and re.fullmatch(r"[0-9a-f-]{36}", keys[0]) and len(set(keys)) == 1, keys
    elif expect.get("idempotency_key") == "absent":
        assert keys == [None] * len(keys)
    elif "idempotency_key" in expect:
        assert set(keys) == {expect["idempotency_key"]}
    if "queries" in expect:
        queries = ["&".join(sorted(r["path"].partition("?")[2].split("&"))).strip("&") for r in requests]
        assert queries == expect["queries"]
    if "items" in expect:
        assert got.get("items") == expect["items"], got.get("error")
    outcome = expect.get("outcome", {})
    if "error" in outcome:
        error = got.get("error")
        assert type(error).__name__ == outcome["error"], repr(error)
        for key in ("status", "code", "request_id"):
            if key in outcome:
                assert getattr(error, key) == outcome[key]
    elif outcome:
        assert "error" not in got, repr(got.get("error"))
        assert got["raw"].status_code == outcome["status"]
        if "request_id" in outcome:
            assert got["raw"].request_id == outcome["request_id"]
