"""The README's quick start (examples/quickstart.py) runs as written against Prism (or the real server through the proxy), with the sample NDA beside it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2]
BASE_URL = os.environ.get("CONTRACT_TEST_BASE_URL")


@pytest.mark.skipif(not BASE_URL, reason="CONTRACT_TEST_BASE_URL is not set (run through the harness)")
def test_the_quick_start_runs(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(PACKAGE / "src"), "CONTRACT_ANALYSIS_API_KEY": os.environ.get("CONTRACT_ANALYSIS_TEST_API_KEY", "cas_test_quickstart"),
           "CONTRACT_ANALYSIS_BASE_URL": str(BASE_URL)}
    run = subprocess.run([sys.executable, str(PACKAGE / "examples" / "quickstart.py")], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=300)  # a guard against a hang, never a measure
    assert run.returncode == 0, run.stderr
    assert "not found: 404 not_found" in run.stdout
    assert list(tmp_path.glob("ctr_*.docx"))
