/**
 * Contracts written for `ask` session 29's rows (test/ask32.test.ts), in drafting styles of their own: a Scottish harbour
 * berthing agreement and an Australian laboratory services agreement. In each, the answer to a client's question sits in
 * the sub-clause next to one that shares more of the question's words: a default defined in one sub-clause and its
 * consequence in the next, a report in one and the right to check it in the next, a meeting's voting rule beside its
 * quorum.
 */
export const BERTH = `BERTHING AGREEMENT

This Agreement is made on 4 February 2030 between Clydeport Marine Authority (the "Authority") and Hebridean Ferries Limited, a company registered in Scotland (the "Operator").

1. BERTHS

1.1 The Authority grants the Operator the use of Berths 3 and 4 at the Port for the Operator's vessels (the "Assigned Berths").

1.2 The Operator shall give the Authority a schedule of sailings for each season no later than sixty (60) days before the season begins.

2. CHARGES

2.1 The Operator shall pay the Authority a berthing charge of GBP 1,150 for each day a vessel occupies an Assigned Berth.

2.2 The Authority shall invoice the berthing charges monthly and each invoice is payable within thirty (30) days of its date.

3. RECORDS

3.1 The Operator shall keep a log of every arrival and departure at the Assigned Berths and give the Authority a copy of the log each month.

3.2 The Authority may, on five (5) working days' notice, inspect the Operator's vessel logs and passenger records to verify the entries against its own harbour records.

4. DEFAULT

4.1 If the Operator fails to pay any sum due under this Agreement by its due date and the failure continues for forty-five (45) days after the Authority's written demand, the Operator is in Payment Default.

4.2 While the Operator is in Payment Default the Authority may withdraw the Assigned Berths and allocate them to another harbour user.

5. LIAISON COMMITTEE

5.1 The parties shall establish a liaison committee of six members, three appointed by each party, which shall meet at least quarterly.

5.2 A meeting of the committee is quorate when at least two members appointed by each party are present.

5.3 The committee shall decide matters by a majority of the members present at a quorate meeting.

6. TERM

6.1 This Agreement starts on 1 April 2030 and ends on 31 March 2035 unless ended earlier under clause 7.

7. TERMINATION

7.1 Either party may end this Agreement by giving the other at least six (6) months' written notice.

8. GOVERNING LAW

8.1 This Agreement is governed by the law of Scotland and the parties submit to the exclusive jurisdiction of the Scottish courts.
`;

export const LAB = `LABORATORY SERVICES AGREEMENT

This agreement is made on 12 August 2030 between Southern Cross Pathology Pty Ltd (ABN 11 222 333 444) ("Laboratory") and Murray Valley Health Network ("Customer").

1. Services

1.1 Laboratory will test the samples Customer sends to it in accordance with the test menu in Schedule 1.

1.2 Laboratory will report each result to the requesting clinician within two (2) business days after it receives the sample.

2. Fees

2.1 Customer will pay the fees in Schedule 2 for each test performed.

2.2 Laboratory will invoice Customer at the end of each calendar month and Customer will pay each invoice within thirty (30) days.

3. Quality

3.1 Laboratory will send Customer a quarterly quality report showing its turnaround times, its rejected samples and the results of its external proficiency testing.

3.2 Customer may, once in each year, appoint an independent assessor to audit Laboratory's quality records and verify the quarterly quality reports.

4. Samples

4.1 Customer will collect, label and package samples in accordance with Laboratory's collection manual.

4.2 Laboratory may reject any sample that is not labelled or packaged in accordance with that manual.

5. Liability

5.1 Laboratory's total liability under this agreement in any contract year is limited to the fees Customer paid in that year.

6. Term and termination

6.1 This agreement runs for three (3) years from 1 September 2030.

6.2 Either party may terminate this agreement on ninety (90) days' written notice to the other.

7. Arrears

7.1 If Customer does not pay an undisputed invoice within fifteen (15) days after Laboratory's written reminder, Customer is in arrears.

7.2 While Customer is in arrears Laboratory may suspend its courier collection service.

8. Records

8.1 Laboratory will keep each test request and result for at least seven (7) years.

8.2 Customer's clinicians may view the records of their own patients through Laboratory's results portal.

9. Law

9.1 This agreement is governed by the laws of New South Wales.
`;
