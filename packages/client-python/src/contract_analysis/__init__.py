"""Official Python client for the Contract Analysis Service (PyPI: contract-analysis-client).

    from contract_analysis import ContractAnalysis

    client = ContractAnalysis()  # the key comes from CONTRACT_ANALYSIS_API_KEY
    contract = client.contracts.review(document="nda.txt", document_type="nda")
    print(contract.review.risk_score, [issue.title for issue in contract.review.issues])

The resources, their request types (`contract_analysis.types`) and the error classes per status are generated from
the spec at build time (`_generated/`); `_core.py` runs them.
"""

from . import _core, _webhooks
from ._core import *  # noqa: F403 (its __all__: the errors, pages, responses and options)
from ._generated import models
from ._generated import sdk as types  # the request TypedDicts: contract_analysis.types.ReviewContractParams, ...
from ._generated.sdk import *  # noqa: F403 (the clients, the resources and the error classes)
from ._version import __version__
from ._webhooks import *  # noqa: F403

__all__ = [*_core.__all__, *types.__all__, *_webhooks.__all__, "models", "types", "__version__"]
