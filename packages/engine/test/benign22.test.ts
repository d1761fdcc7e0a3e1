// Checks a contract has no use for (session 19, benign22; README "Checks a contract has no use for"): a check whose
// playbook data says which fact about the contract it needs (`detection.needs`, src/contract-facts.ts) is not applicable
// where the document shows no sign of that fact, and still raises its issue where the same kind of contract does make
// the thing. Written for this package; none is a sentence of the hold-outs or the lawyer suite.
import { flagRows, type FlagRow } from './judge-rows.js';

type Row = FlagRow;
const rows = (title: string, list: Row[]) => flagRows(title, list, [{ what: 'variants where the check does not apply', has: (r) => r.applies === false }, { what: 'twins where it does', has: (r) => r.applies !== false && r.issue }]);

// Sub-class "no work product": carriage, supply of goods, share registry, physical upkeep. Nothing is made for the
// customer in which intellectual property could be held, so who owns the deliverables is not a question.
const carriage = (extra = '') => `ROAD HAULAGE AGREEMENT

This Agreement is made on 3 March 2026 between Prairie Grain Cooperative Inc., a Saskatchewan corporation (the "Customer"), and Northline Freight Ltd. (the "Carrier").

1. Carriage. The Carrier shall collect grain from the Customer's elevators and deliver it to the terminals the Customer names, using trailers that meet the applicable safety standards.
2. Rates. The Customer shall pay the rates in Schedule A within thirty (30) days after each monthly statement.${extra}
3. Loss or damage. The Carrier is liable for loss of or damage to the grain while in its custody, up to the value stated on the bill of lading.
4. Term. This Agreement runs for one year from its date. Either party may end it on sixty (60) days' written notice.
5. Governing law. This Agreement is governed by the laws of the Province of Saskatchewan.
`;

const goods = (extra = '') => `FRAMEWORK AGREEMENT FOR THE SUPPLY OF GOODS

THIS AGREEMENT is dated 14 January 2026 and is made between Hallam Fasteners Limited (the "Supplier") and Brindley Joinery Limited (the "Buyer").

1. Orders. The Buyer may place orders for the screws, hinges and brackets listed in the Price List, and each order accepted by the Supplier forms a separate contract on these terms.
2. Delivery and risk. The Supplier shall deliver the goods to the Buyer's yard in Leeds; risk and title pass to the Buyer on delivery.${extra}
3. Price and payment. The Buyer shall pay each invoice within 45 days of the end of the month in which it is received.
4. Quality. The goods shall conform to their description and be of satisfactory quality.
5. Law. This Agreement is governed by the law of England and Wales.
`;

const registry = (extra = '') => `SHARE REGISTRY SERVICES AGREEMENT

This agreement is entered into at Mumbai on 2 February 2026 between Konkan Growth Fund, through its trustee (the "Client"), and Sahyadri Registry Services Private Limited (the "Registrar").

1. Appointment. The Client appoints the Registrar to keep the register of unit holders, record transfers and redemptions, and pay out distributions as the Client directs.
2. Fees. The Client shall pay the fees set out in the Annexure, monthly in arrears.${extra}
3. Standard. The Registrar shall act with due care and in accordance with the regulations applicable to registrars.
4. Termination. Either party may terminate this agreement by giving ninety (90) days' notice in writing.
5. Governing law. This agreement shall be governed by the laws of India.
`;

const upkeep = (extra = '') => `GROUNDS MAINTENANCE CONTRACT

This contract is between Banksia Shire Council (the "Principal") and Coastal Turf Pty Ltd ABN 12 345 678 901 (the "Contractor").

1. The Contractor must mow, edge and water the Principal's parks and ovals listed in Schedule 1, to the frequencies stated there.
2. The Principal must pay the monthly contract sum within 20 business days after a correctly rendered tax invoice.${extra}
3. The Contractor must keep public liability insurance of at least $20 million.
4. The Principal may end this contract at any time by giving the Contractor 30 days' notice.
5. This contract is governed by the laws of New South Wales.
`;

const IP = (p: string) => `${p}.ip_ownership`;
rows('no work product: ownership of deliverables is not applicable', [
  { name: 'Canadian: grain haulage', type: 'services', check: IP('services'), issue: false, applies: false, text: carriage() },
  { name: 'English: framework supply of goods', type: 'msa', check: IP('msa'), issue: false, applies: false, text: goods() },
  { name: 'Indian: a fund\'s share registry', type: 'services', check: IP('services'), issue: false, applies: false, text: registry() },
  { name: 'Australian: mowing a council\'s parks', type: 'services', check: IP('services'), issue: false, applies: false, text: upkeep() },
  { name: 'US: valves supplied with a patent-infringement indemnity (someone else\'s rights, nothing made)', type: 'msa', check: IP('msa'), issue: false, applies: false,
    text: goods('\n2B. Infringement. The Supplier shall defend the Buyer against any claim that the goods infringe a third party\'s patent or copyright, and shall pay any damages awarded.') },
  // twins: the same contracts, where the provider also makes something and nobody says who owns it
  { name: 'twin: the haulier also builds a tracking portal for the customer', type: 'services', check: IP('services'), issue: true, applies: true,
    text: carriage('\n2A. Tracking. The Carrier shall build and host a web portal through which the Customer can follow each load.') },
  { name: 'twin: the supplier designs custom brackets to the buyer\'s brief', type: 'msa', check: IP('msa'), issue: true, applies: true,
    text: goods('\n2A. Bespoke parts. Where the Buyer asks, the Supplier shall prepare drawings for custom brackets and make them to those drawings.') },
  { name: 'twin: the registrar writes an investor analysis report', type: 'services', check: IP('services'), issue: true, applies: true,
    text: registry('\n2A. Reports. Each quarter the Registrar shall prepare an analysis of the unit holder base for the Client\'s board.') },
  { name: 'twin: the contractor produces a landscape design', type: 'services', check: IP('services'), issue: true, applies: true,
    text: upkeep('\n2A. The Contractor must also develop a planting design for the new wetland park.') },
  // and the term stated badly in a contract that has no other sign of work product: still judged as it is
  { name: 'twin: the registrar keeps the register it compiles and may revoke the client\'s licence', type: 'services', check: IP('services'), issue: true, applies: true,
    text: registry('\n2A. Ownership. The Registrar retains ownership of all work product under this agreement and grants the Client a revocable licence to use it.') },
]);
