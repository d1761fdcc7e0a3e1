"""Smoke test of the installed wheel contract-analysis-client (see README.md)."""

import json
import os
import platform
import sys

import contract_analysis
from contract_analysis import ContractAnalysis

module_path = os.path.abspath(contract_analysis.__file__)
if not module_path.startswith(os.path.abspath(sys.prefix) + os.sep):
    sys.exit(f"smoke: the client was loaded from {module_path}, not from this venv ({sys.prefix})")

document = os.environ["CONTRACT_ANALYSIS_SMOKE_DOCUMENT"]
client = ContractAnalysis(max_retries=0, timeout=30.0)  # key and base URL from the environment
contract = client.contracts.review(document=document, document_type="nda")  # a path: the client reads and encodes it


def fail(message: str) -> None:
    sys.exit(f"smoke: {message}")


review = contract.review
if contract.status != "completed" or review is None:
    fail(f"status is {contract.status}")
if not isinstance(review.risk_score, (int, float)) or not 0 <= review.risk_score <= 100:
    fail(f"risk_score is {review.risk_score!r}")
if not review.issues:
    fail("no issues")
for issue in review.issues:
    if issue.severity not in ("low", "medium", "high", "critical") or not issue.title:
        fail(f"bad issue {issue!r}")
json.dumps(contract.to_dict())  # models serialise to JSON as they are
first = review.issues[0]
print(json.dumps({
    "language": "python",
    "version": contract_analysis.__version__,
    "runtime": f"python {platform.python_version()}",
    "id": contract.id,
    "risk_score": review.risk_score,
    "risk_level": review.risk_level,
    "issues": len(review.issues),
    "first_issue": f"[{first.severity}] {first.title}",
    "loaded_from": module_path,
}))
