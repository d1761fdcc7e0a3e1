"""The User-Agent names the client, its version, the spec it was generated from and the Python version."""

import json
import platform
from pathlib import Path

import pytest

from contract_analysis import ContractAnalysis, NotFoundError, __version__
from contract_analysis._client import _user_agent

from .conftest import problem

PACKAGE = Path(__file__).resolve().parents[2]
SPEC_VERSION = json.loads((PACKAGE / "../../spec/dist/openapi.json").read_text())["info"]["version"]


def test_the_user_agent_names_the_client_the_spec_of_the_bundle_and_python(stub):
    stub.reply(404, problem(404, "not_found"))
    with pytest.raises(NotFoundError):
        ContractAnalysis(api_key="k", base_url=stub.url, max_retries=0).contracts.retrieve("ctr_1")
    assert stub.requests[0]["headers"]["User-Agent"] == (
        f"contract-analysis-python/{__version__} (spec {SPEC_VERSION}; python {platform.python_version()})"
    )


def test_the_spec_version_comes_from_the_generated_default():
    assert _user_agent("contract-analysis-python/9.9.9 (spec 3.4.5)").startswith(f"contract-analysis-python/{__version__} (spec 3.4.5; python ")
    assert "(spec unknown; python " in _user_agent("OpenAPI-Generator/1.0.0/python")
