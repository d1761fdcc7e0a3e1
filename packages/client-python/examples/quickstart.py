from contract_analysis import ContractAnalysis, NotFoundError, Webhook

client = ContractAnalysis()  # reads CONTRACT_ANALYSIS_API_KEY (and CONTRACT_ANALYSIS_BASE_URL, if set)

with open("nda.pdf", "rb") as f:
    review = client.contracts.review(file=f, document_type="nda")
print(review.id, review.status, review.risk_score)
for issue in review.issues:
    print(f"- [{issue.severity.value}] {issue.title}")

for contract in client.contracts.list(limit=20).data:  # iterate the Page itself to walk every page
    print(contract.id, contract.status.value)

try:
    client.contracts.retrieve("ctr_does_not_exist", extra_headers={"Prefer": "code=404"})  # Prefer: for Prism only
except NotFoundError as e:
    print("not found:", e.status, e.code, e.request_id)
