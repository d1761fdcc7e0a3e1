// Synthetic contracts written for these tests (not taken from any data set).
export const SAMPLE_NDA = `MUTUAL NON-DISCLOSURE AGREEMENT

This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of March 3, 2025 (the "Effective Date") by and between Northwind Traders Inc., a Delaware corporation ("Northwind"), and Contoso Ltd., a company registered in England ("Contoso").

1. Definitions
1.1 "Confidential Information" means all business, financial and technical information disclosed by either party (the "Disclosing Party") to the other party (the "Receiving Party"), whether in writing or orally, that is marked as confidential or would reasonably be understood to be confidential, whether or not marked.
1.2 "Purpose" means evaluating a possible supply arrangement between the parties.

2. Obligations. The Receiving Party shall use the Confidential Information solely for the Purpose. The Receiving Party may disclose Confidential Information to its employees and professional advisers who need to know it for the Purpose.
(a) The Receiving Party shall not reverse engineer any prototype provided under this Agreement.
(b) If the Receiving Party is required by law or court order to disclose Confidential Information, it shall give the Disclosing Party prompt written notice.

3. Exclusions
Confidential Information does not include information that is publicly available, that the Receiving Party independently develops without use of the Confidential Information, or that is received from a third party without restriction.

4. Term and Termination. This Agreement shall continue for a period of two (2) years from the Effective Date. Either party may terminate this Agreement on thirty (30) days' written notice. The obligations of confidentiality shall survive termination for three (3) years.

5. Return of Information. Upon termination of this Agreement, the Receiving Party shall return or destroy all Confidential Information, except that it may retain one archival copy as required by law.

6. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of New York, and the parties submit to the exclusive jurisdiction of the courts of New York.

7. Liability. Each party's aggregate liability under this Agreement shall not exceed $50,000.
`;

/** An NDA that takes several positions outside the playbook. */
export const RISKY_NDA = `CONFIDENTIALITY AGREEMENT

This Agreement is made between Fabrikam Corp ("Company") and Tailspin Toys LLC ("Recipient").

1. Confidential Information means technical information relating to the Company's engines.
2. Recipient may use information retained in the unaided memory of its personnel for any purpose (the residuals).
3. Recipient shall not compete with the Company in the field of toy engines for five years.
4. Recipient shall keep the Confidential Information confidential.
`;
