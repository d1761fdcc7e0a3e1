"""Every code sample the generator wrote (samples.json, shown in the reference as x-codeSamples) runs against Prism,
as written, so that a sample can never name a method or a parameter the client does not have."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

import contract_analysis as ca

PACKAGE = Path(__file__).resolve().parents[2]
SAMPLES = json.loads((PACKAGE / ".generated" / "samples.json").read_text())
BASE_URL = os.environ.get("CONTRACT_TEST_BASE_URL")

pytestmark = pytest.mark.skipif(not BASE_URL, reason="CONTRACT_TEST_BASE_URL is not set (run through the harness)")


def test_there_is_one_python_sample_per_operation():
    spec = json.loads((PACKAGE.parents[1] / "spec" / "dist" / "openapi.json").read_text())
    ids = {op["operationId"] for item in spec["paths"].values() for op in item.values() if isinstance(op, dict) and "operationId" in op}
    assert set(SAMPLES) == ids
    assert all(s["lang"] == "Python" and s["label"] == "Python" for s in SAMPLES.values())


# Against the real server (proxy) the samples' example ids name nothing, so they run against the mock only.
@pytest.mark.skipif(os.environ.get("CONTRACT_TEST_TARGET") == "proxy", reason="the samples name the spec's example ids")
@pytest.mark.parametrize("operation_id", sorted(SAMPLES))
def test_the_sample_runs_against_prism(operation_id, tmp_path, monkeypatch):
    shutil.copy(PACKAGE / "examples" / "nda.txt", tmp_path / "nda.txt")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CONTRACT_ANALYSIS_API_KEY", "cas_test_samples")
    monkeypatch.setenv("CONTRACT_ANALYSIS_BASE_URL", BASE_URL)
    # Prism answers every page with the same example (has_more: true): walk two pages, not forever.
    pages = []
    next_page = ca.Page.next_page
    monkeypatch.setattr(ca.Page, "next_page", lambda self: pages.append(1) or (next_page(self) if len(pages) < 2 else None))
    exec(compile(SAMPLES[operation_id]["source"], f"<sample {operation_id}>", "exec"), {"__name__": "__sample__"})  # raises on any error
