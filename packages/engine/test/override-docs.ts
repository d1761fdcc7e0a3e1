// Two short agreements with a Special Conditions / Special Terms clause left open ("OVERRIDE") for a later clause that
// takes an earlier section away; shared by the rows that read sections taken away by their headings (users12,
// users13-wording).
export const DPA_BASE = `DATA PROCESSING ADDENDUM

1. Instructions
1.1 Processor shall process Personal Data only on the documented instructions of Controller.

2. Security
2.1 Processor shall implement appropriate technical and organisational measures to ensure a level of security appropriate to the risk.

3. Audit
3.1 Processor shall make available to Controller all information necessary to demonstrate compliance and shall allow for and contribute to audits, including inspections, conducted by Controller or an auditor it mandates.
3.2 Controller may carry out an audit under this clause 3 once in any twelve month period on thirty days' notice.
3.3 Each party shall bear its own costs of any audit.

4. Fees
4.1 Controller shall pay the fees set out in the Main Agreement.

5. Special Conditions
5.1 OVERRIDE
`;
export const EMP_BASE = `EMPLOYMENT AGREEMENT

1. Employment
1.1 The Employer shall employ the Employee as Head of Sales from 1 March 2026.

2. Non-Solicitation
2.1 For twelve months after the employment ends, the Employee shall not solicit or entice away any employee or customer of the Employer with whom the Employee dealt in the last year of employment.

3. Salary
3.1 The Employer shall pay the Employee a salary of £80,000 a year in equal monthly instalments.

4. Special Terms
4.1 OVERRIDE
`;
/** The agreement with its open clause filled. */
export const withOverride = (base: string, override: string) => base.replace('OVERRIDE', override);
