import base64
import io
import json

import pytest

from contract_analysis import ContractAnalysis

from .conftest import contract

PDF = b"%PDF-1.7\n\x00\xff binary \x00 body"


def make(stub):
    return ContractAnalysis(api_key="cas_test_k", base_url=stub.url, max_retries=0)


def sent(stub):
    return json.loads(stub.requests[-1]["body"])


def test_review_accepts_a_binary_file_object(stub):
    stub.reply(201, contract())
    review = make(stub).contracts.review(file=io.BytesIO(PDF), document_type="nda")
    body = sent(stub)
    assert base64.b64decode(body["document"], validate=True) == PDF
    assert body["document_type"] == "nda"
    assert review.risk_score == 46.0
    assert [i.title for i in review.issues] == ["Short survival"]
    assert review.request_id == "req_stub"


def test_review_accepts_bytes(stub):
    stub.reply(201, contract())
    review = make(stub).contracts.review(file=PDF, document_type="nda", filename="nda.pdf")
    body = sent(stub)
    assert body["document"] == base64.b64encode(PDF).decode()  # format: byte, standard padded base64
    assert body["filename"] == "nda.pdf"
    assert review.id == "ctr_1" and review.status == "completed"


def test_review_accepts_a_path_and_an_open_file(stub, tmp_path):
    path = tmp_path / "nda.pdf"
    path.write_bytes(PDF)
    stub.reply(201, contract()).reply(201, contract())
    client = make(stub)
    client.contracts.review(file=str(path), document_type="nda")
    assert sent(stub)["filename"] == "nda.pdf"
    with open(path, "rb") as f:
        client.contracts.review(file=f, document_type="nda")
    assert base64.b64decode(sent(stub)["document"]) == PDF
    assert sent(stub)["filename"] == "nda.pdf"


def test_review_refuses_a_text_mode_file(stub, tmp_path):
    path = tmp_path / "nda.txt"
    path.write_text("hello")
    with open(path) as f, pytest.raises(TypeError):
        make(stub).contracts.review(file=f, document_type="nda")


def test_async_review_sends_prefer_and_has_no_score_yet(stub):
    stub.reply(202, contract(status="queued", review=None, completed_at=None))
    review = make(stub).contracts.review(file=PDF, document_type="nda", respond_async=True)
    assert stub.requests[-1]["headers"]["Prefer"] == "respond-async"
    assert review.status_code == 202 and review.status == "queued"
    assert review.risk_score is None and review.issues == []


def test_key_from_environment(stub, monkeypatch):
    monkeypatch.setenv("CONTRACT_ANALYSIS_API_KEY", "cas_test_env")
    stub.reply(200, contract())
    ContractAnalysis(base_url=stub.url).contracts.retrieve("ctr_1")
    assert stub.requests[-1]["headers"]["Authorization"] == "Bearer cas_test_env"


def test_no_key_is_a_clear_error(monkeypatch):
    from contract_analysis import ContractAnalysisError

    monkeypatch.delenv("CONTRACT_ANALYSIS_API_KEY", raising=False)
    with pytest.raises(ContractAnalysisError):
        ContractAnalysis()
