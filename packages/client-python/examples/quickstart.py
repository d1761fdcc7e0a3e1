"""Quick start: review the sample NDA next to this file, walk your contracts, download one as DOCX, handle a 404.

    CONTRACT_ANALYSIS_API_KEY=cas_test_... CONTRACT_ANALYSIS_BASE_URL=http://127.0.0.1:8080/v1 python quickstart.py
"""

from pathlib import Path

from contract_analysis import ContractAnalysis, NotFoundError

client = ContractAnalysis()  # reads CONTRACT_ANALYSIS_API_KEY (and CONTRACT_ANALYSIS_BASE_URL, if set)

nda = Path(__file__).with_name("nda.txt")  # a short mutual NDA written for these examples; PDF and DOCX work too
contract = client.contracts.review(document=nda, document_type="nda", options={"suggest_redlines": True})
print(contract.id, contract.status)
if contract.review:  # the service reviews before it answers (Prism's default example has no review)
    print("risk", contract.review.risk_score, contract.review.risk_level)
    for issue in contract.review.issues:
        print(f"- [{issue.severity}] {issue.title}")

for item in client.contracts.list(limit=5).data:  # iterate the page itself to walk every page
    print(item.id, item.status)

client.contracts.download(contract.id).write_to_file(f"{contract.id}.docx")  # the reviewed contract, as DOCX

try:
    client.contracts.retrieve("ctr_does_not_exist", extra_headers={"Prefer": "code=404"})  # Prefer: for Prism only
except NotFoundError as e:
    print("not found:", e.status, e.code, e.request_id)
