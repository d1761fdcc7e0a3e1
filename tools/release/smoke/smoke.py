"""Smoke test of the installed wheel contract-analysis (see README.md)."""

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
with open(document, "rb") as f:
    review = client.contracts.review(file=f, document_type="nda")


def fail(message: str) -> None:
    sys.exit(f"smoke: {message}")


status = getattr(review.status, "value", review.status)
if status != "completed":
    fail(f"status is {status}")
if not isinstance(review.risk_score, (int, float)) or not 0 <= review.risk_score <= 100:
    fail(f"risk_score is {review.risk_score!r}")
if not review.issues:
    fail("no issues")
for issue in review.issues:
    if getattr(issue.severity, "value", issue.severity) not in ("low", "medium", "high", "critical") or not issue.title:
        fail(f"bad issue {issue!r}")
first = review.issues[0]
print(json.dumps({
    "language": "python",
    "version": contract_analysis.__version__,
    "runtime": f"python {platform.python_version()}",
    "id": review.id,
    "risk_score": review.risk_score,
    "risk_level": getattr(review.risk_level, "value", review.risk_level),
    "issues": len(review.issues),
    "first_issue": f"[{getattr(first.severity, 'value', first.severity)}] {first.title}",
    "loaded_from": module_path,
}))
