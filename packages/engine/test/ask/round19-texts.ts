/**
 * Contracts written for `ask` round 19's rows (test/ask-round19.test.ts), in drafting styles of their own: a Canadian
 * snow and ice removal agreement, an English photocopier hire agreement and a New Zealand staff catering agreement. Each
 * states the agreement's own term in a sentence that shares few words with a client's "how long" question, among
 * sentences that use the word "Term" ("during the Term") or speak of notice, survival and payment periods.
 */
export const SNOW = `SNOW AND ICE REMOVAL SERVICES AGREEMENT

This Agreement is dated October 3, 2028 and is between Northshore Grounds Maintenance Inc., a corporation incorporated under the laws of Ontario (the "Contractor"), and Kingsway Plaza Holdings Ltd. (the "Owner").

ARTICLE 1 - SERVICES

1.1 The Contractor shall clear snow from the parking areas, driveways and sidewalks of the Property whenever accumulation reaches five (5) centimetres.

1.2 The Contractor shall apply salt or sand to all sidewalks and entrances within two (2) hours after the end of any freezing rain event.

1.3 During the Term, the Contractor shall keep at least two plough trucks and one loader available for the Property at all times between November 15 and April 15.

ARTICLE 2 - FEES

2.1 The Owner shall pay the Contractor a seasonal fee of CAD 64,000, plus HST, in five equal monthly instalments from December to April.

2.2 Each instalment is payable within thirty (30) days after the Owner receives the Contractor's invoice.

2.3 Salting beyond twenty (20) applications in a season is charged at CAD 180 per application.

ARTICLE 3 - TERM

3.1 This Agreement commences on November 1, 2028 and remains in effect until April 30, 2031.

3.2 Either party may end this Agreement for convenience on sixty (60) days' written notice given between May 1 and August 31 of any year.

ARTICLE 4 - INSURANCE AND LIABILITY

4.1 The Contractor shall maintain commercial general liability insurance of not less than CAD 5,000,000 per occurrence during the Term and for one (1) year after it ends.

4.2 The Contractor shall indemnify the Owner against slip-and-fall claims arising from the Contractor's failure to perform the Services.

ARTICLE 5 - GENERAL

5.1 This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada applicable there.

5.2 Sections 4.1 and 4.2 survive the expiry or termination of this Agreement.
`;

export const COPIER = `EQUIPMENT HIRE AGREEMENT

THIS AGREEMENT is made the 9th day of January 2029 BETWEEN Fenwick Office Solutions Limited, a company registered in England and Wales (the "Owner") AND Hallam & Pryce LLP (the "Hirer").

1. INTERPRETATION

1.1 "Equipment" means the two Kyocera TASKalfa multifunction printers described in the Schedule, with their finishers and trays.

1.2 "Delivery Date" means the date on which the Equipment is delivered to the Hirer's offices at 12 Bridge Street, Leeds.

1.3 "Hire Period" means the period described in clause 6.1.

2. HIRE

2.1 The Owner lets and the Hirer takes the Equipment on hire for the Hire Period on the terms of this Agreement.

2.2 Title to the Equipment remains with the Owner at all times.

3. CHARGES

3.1 The Hirer shall pay a quarterly rental of GBP 1,140 plus VAT, in advance on the first day of each quarter.

3.2 Copies beyond 30,000 in a quarter are charged at 0.6 pence per black-and-white copy and 4.5 pence per colour copy.

3.3 The Hirer shall pay each invoice within fourteen (14) days of its date.

4. SERVICE

4.1 The Owner shall attend any fault reported by the Hirer within eight (8) working hours and shall supply toner and parts without further charge during the Hire Period.

5. RISK

5.1 The Hirer bears the risk of loss of or damage to the Equipment from delivery until it is collected.

6. DURATION

6.1 The Hire Period shall begin on the Delivery Date and shall run for thirty-six (36) months, after which it shall continue from month to month until either party gives one (1) month's written notice.

7. END OF HIRE

7.1 On the expiry or termination of the Hire Period the Hirer shall make the Equipment available for collection, and the Owner shall wipe its hard drives in the Hirer's presence.

8. LAW

8.1 This Agreement is governed by the law of England and Wales.
`;

export const CATERING = `STAFF CATERING SERVICES AGREEMENT

Parties

Harbourside Kitchen Company Limited (company number 6623190) ("Caterer")

Te Awa Logistics Limited ("Client")

Background

The Client wishes the Caterer to operate the staff cafeteria at the Client's distribution centre at 40 Wiri Station Road, Auckland.

1. Commencement and duration

1.1 This agreement starts on 1 March 2029 and ends on the fifth anniversary of that date, unless ended earlier under clause 8.

2. Services

2.1 The Caterer will serve breakfast and lunch on every working day between 6.00 am and 2.30 pm.

2.2 The Caterer will offer at least one vegetarian and one gluten-free hot meal each day.

3. Prices

3.1 Meal prices are set out in Schedule 1 and may be reviewed once a year, with any increase capped at the annual change in the Consumers Price Index.

3.2 The Client will pay a monthly management fee of NZD 3,200 plus GST.

3.3 Invoices are payable by the 20th of the month following the month of invoice.

4. Food safety

4.1 The Caterer will operate under a registered food control plan and keep an A grade from Auckland Council throughout the term.

8. Ending this agreement

8.1 Either party may end this agreement by giving the other ninety (90) days' written notice.

8.2 The Client may end this agreement immediately if the Caterer loses its food control plan registration.

9. General

9.1 This agreement is governed by New Zealand law.

9.2 Clause 4.1 and any payment obligation survive the end of this agreement.
`;
