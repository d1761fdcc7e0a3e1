// Contracts written for `ask` round 18's rows (test/ask-round18.test.ts), in drafting styles of their own: an Australian
// office cleaning agreement, a Canadian software licence and an Indian cold storage agreement, each with lists under
// lead-ins, terms the agreement defines and a table held as lines of text.

export const CLEANING = `OFFICE CLEANING SERVICES AGREEMENT

This Agreement is made on 14 February 2028 between Brightline Commercial Cleaning Pty Ltd (ABN 63 118 402 907) (the "Contractor") and Wattle Street Property Trust (the "Principal").

1. DEFINITIONS

1.1 "Premises" means levels 3 to 9 of 88 Wattle Street, Parramatta, New South Wales, and the basement car park beneath them.

1.2 "Service Window" means the hours between 7.00 pm and 5.30 am on each Business Day.

1.3 "Business Day" means a day other than a Saturday, Sunday or public holiday in Sydney.

1.4 "Monthly Fee" means AUD 18,400 (exclusive of GST), as adjusted under clause 5.3.

2. SERVICES

2.1 The Contractor must clean the Premises during the Service Window in accordance with the Specification in Schedule 1.

2.2 The Contractor must supply all cleaning materials, equipment and consumables, other than hand towels and soap, which the Principal supplies.

2.3 The Contractor must ensure that its personnel:

(a) hold a current police check;

(b) wear the Contractor's uniform and identification badge at all times on the Premises; and

(c) sign in and out at the security desk on each visit.

3. QUALITY

3.1 The Principal may inspect the Premises at any time and notify the Contractor of any defective cleaning.

3.2 The Contractor must re-clean any area notified as defective within 24 hours of the notice.

3.3 If the Contractor fails to re-clean an area within that time, the Principal may engage another contractor to do so and deduct the cost from the Monthly Fee.

4. INSURANCE

4.1 The Contractor must hold the following insurances for the term of this Agreement:

Insurance		Minimum cover

Public liability		AUD 20,000,000 per occurrence

Workers compensation		As required by law

Professional indemnity		AUD 2,000,000 in the aggregate

5. PAYMENT

5.1 The Principal must pay the Monthly Fee within 21 days after receiving a valid tax invoice.

5.2 The Contractor may charge interest on overdue amounts at 8% per annum.

5.3 The Monthly Fee is adjusted on each anniversary of the commencement date by the percentage change in the Consumer Price Index (All Groups, Sydney).

6. TERMINATION

6.1 The Principal may terminate this Agreement immediately by notice in writing if the Contractor:

(a) becomes insolvent or has a receiver or administrator appointed;

(b) fails to re-clean defective areas on three or more occasions in any calendar month; or

(c) assigns this Agreement without the Principal's consent.

6.2 Either party may terminate this Agreement for convenience by giving the other not less than 90 days' written notice.

7. GENERAL

7.1 This Agreement is governed by the laws of New South Wales.
`;

export const LICENCE = `SOFTWARE LICENCE AGREEMENT

THIS AGREEMENT is made as of April 1, 2028 between Maplegrove Analytics Inc., a corporation incorporated under the laws of British Columbia ("Licensor"), and Ridgeback Freight Ltd., a corporation incorporated under the laws of Alberta ("Licensee").

1. INTERPRETATION

1.1 "Authorized Sites" means the Licensee's dispatch centres in Calgary and Edmonton and any other site in Canada the Licensor approves in writing.

1.2 "Named Users" means the individual employees of the Licensee to whom the Licensee assigns a login, up to a maximum of sixty (60) at any one time.

1.3 "Support Hours" means 7:00 a.m. to 7:00 p.m. Mountain Time on business days.

1.4 "Licence Year" means each period of twelve months beginning on April 1.

2. LICENCE

2.1 The Licensor grants the Licensee a non-exclusive, non-transferable licence to use the Software at the Authorized Sites.

2.2 The Software may be accessed only by Named Users.

2.3 The Licensee shall not:

(a) sublicense, rent or lease the Software;

(b) reverse engineer or decompile the Software; or

(c) use the Software to provide services to third parties.

3. FEES

3.1 The Licensee shall pay the annual licence fee of CAD 96,000 in advance for each Licence Year.

3.2 The Licensee shall pay the Licensor's invoices within thirty (30) days of receipt.

3.3 The Licensor may increase the annual licence fee for a Licence Year by giving the Licensee notice at least ninety (90) days before that Licence Year begins.

3.4 Any increase under section 3.3 shall not exceed five percent (5%) of the fee for the preceding Licence Year.

4. SUPPORT

4.1 The Licensor shall provide telephone and e-mail support during Support Hours.

4.2 The Licensor shall respond to support requests within the following times:

Priority		Response time

Critical		1 hour

High		4 hours

Normal		2 business days

5. TERM AND TERMINATION

5.1 This Agreement continues for three Licence Years and renews for further Licence Years unless either party gives notice of non-renewal at least sixty (60) days before the end of the current Licence Year.

5.2 Either party may terminate this Agreement if the other party:

(a) commits a material breach that remains uncured thirty (30) days after notice; or

(b) becomes bankrupt or insolvent.

6. GENERAL

6.1 This Agreement is governed by the laws of the Province of Alberta and the federal laws of Canada applicable therein.
`;

export const COLDSTORE = `COLD STORAGE AND HANDLING AGREEMENT

This Agreement is entered into at Pune on this 5th day of June 2028 between Sahyadri Cold Chain Private Limited, a company incorporated under the Companies Act, 2013 (hereinafter the "Warehouse Keeper"), and Konkan Fresh Produce LLP (hereinafter the "Depositor").

1. DEFINITIONS

1.1 "Goods" means fresh fruit and vegetables delivered by the Depositor to the Facility for storage.

1.2 "Facility" means the Warehouse Keeper's cold storage warehouse at Plot 17, Chakan Industrial Area, Pune.

1.3 "Storage Temperature" means a temperature of between 2 and 4 degrees Celsius, maintained at all times in the chambers holding the Goods.

1.4 "Lock-in Period" means the first eighteen (18) months from the date of this Agreement.

2. STORAGE

2.1 The Warehouse Keeper shall store the Goods at the Facility at the Storage Temperature.

2.2 The Warehouse Keeper shall maintain a temperature log for each chamber and share it with the Depositor every week.

2.3 The Warehouse Keeper shall be liable for any loss of or damage to the Goods caused by:

(a) failure of its refrigeration plant;

(b) negligence of its staff; or

(c) theft from the Facility.

3. CHARGES

3.1 The Depositor shall pay storage charges at the following rates:

Chamber size		Rate per month

Small (up to 50 tonnes)		INR 1,20,000

Large (above 50 tonnes)		INR 2,10,000

3.2 The Depositor shall pay each invoice within fifteen (15) days of its date.

4. TERM

4.1 Neither party may terminate this Agreement during the Lock-in Period except for a material breach by the other party.

4.2 After the Lock-in Period, either party may terminate this Agreement by giving three (3) months' notice in writing.

5. GOVERNING LAW

5.1 This Agreement shall be governed by the laws of India and the courts at Pune shall have exclusive jurisdiction.
`;
