"""Official Python client for the Contract Analysis Service (PyPI: contract-analysis-client).

    from contract_analysis import ContractAnalysis

    client = ContractAnalysis()  # the key comes from CONTRACT_ANALYSIS_API_KEY
    contract = client.contracts.review(document="nda.txt", document_type="nda")
    print(contract.review.risk_score, [issue.title for issue in contract.review.issues])

The resources, their request types (`contract_analysis.types`) and the error classes per status are generated from
the spec at build time (`_generated/`); `_core.py` runs them.
"""

from ._core import (
    DEFAULT_BASE_URL, APIConnectionError, APIError, APITimeoutError, AsyncPage, BinaryResponse, ContractAnalysisError,
    InvalidParamsError, Page, RawResponse, RequestOptions, WebhookVerificationError,
)
from ._generated import models
from ._generated.sdk import *  # noqa: F403 (the clients, the resources and the error classes)
from ._generated.sdk import __all__ as _generated_names
from ._version import __version__
from ._webhooks import UnknownEvent, Webhook, WebhookSecret, parse_event

from ._generated import sdk as types  # the request TypedDicts: contract_analysis.types.ReviewContractParams, ...

__all__ = [
    *_generated_names, "DEFAULT_BASE_URL", "APIConnectionError", "APIError", "APITimeoutError", "AsyncPage", "BinaryResponse",
    "ContractAnalysisError", "InvalidParamsError", "Page", "RawResponse", "RequestOptions", "WebhookVerificationError",
    "models", "types", "UnknownEvent", "Webhook", "WebhookSecret", "parse_event", "__version__",
]
