import pytest

import contract_analysis as ca
from contract_analysis import ContractAnalysis

from .conftest import problem

CASES = [
    (400, ca.BadRequestError), (401, ca.AuthenticationError), (403, ca.PermissionDeniedError),
    (404, ca.NotFoundError), (409, ca.ConflictError), (413, ca.APIError), (415, ca.APIError),
    (422, ca.UnprocessableEntityError), (429, ca.RateLimitError), (500, ca.InternalServerError),
    (502, ca.InternalServerError),
]


@pytest.mark.parametrize("status,cls", CASES)
def test_one_error_class_per_status(stub, status, cls):
    stub.reply(status, problem(status, "some_code", "req_abc"))
    with pytest.raises(cls) as info:
        ContractAnalysis(api_key="k", base_url=stub.url, max_retries=0).contracts.retrieve("ctr_1")
    err = info.value
    assert type(err) is cls and isinstance(err, ca.APIError)
    assert err.status == status
    assert err.request_id == "req_abc"
    assert err.code == "some_code"
    assert err.problem["detail"] == "some_code happened"


def test_request_id_from_the_header_when_the_body_is_not_json(stub):
    stub.reply(502, "<html>bad gateway</html>", {"Content-Type": "text/html", "Request-Id": "req_hdr"})
    with pytest.raises(ca.InternalServerError) as info:
        ContractAnalysis(api_key="k", base_url=stub.url, max_retries=0).contracts.retrieve("ctr_1")
    assert info.value.request_id == "req_hdr"
    assert info.value.problem is None
