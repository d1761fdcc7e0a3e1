import { msa } from './adverse/contracts.js';
import { bad, good, type Row, rows } from './judge-rows.js';

/** The classes, by name (each run as its own block at the end). */
export const CLASSES: [string, [Row, Row][]][] = [];
const cls = (name: string, pairs: [Row, Row][]) => CLASSES.push([name, pairs]);

/*
 * Precision round 12 (issue 11, session 12): classes of false issues the SaaS playbook's price check raised on CUAD's
 * supply, distribution, manufacturing, reseller, hosting and maintenance agreements (sample A of
 * `eval/lawyer/precision.ts --types msa,saas --kinds ...`), each fixed generally and tested in our own wordings; every
 * benign wording has an adverse twin sharing its words that must still raise the issue (precision not bought with recall).
 * The template MSA has no price clause of its own, so a sentence the check does not read leaves it 'acceptable'.
 */
const saas = (clause: string) => msa({ extra: clause });
const flag = (clause: string) => bad('saas', 'saas.price_increases', saas(clause));
const pass = (clause: string, position = 'acceptable') => good('saas', 'saas.price_increases', saas(clause), position);

cls('the price of a change the customer asks for is no power to raise prices (saas.ts priceIncreases exclude)', [
  [flag('Pricing. Within ten days Supplier will either keep the current price or submit to Customer a new price list setting forth a change in price.'),
    pass('Pricing. Within ten days of receiving a Specification change from Customer, Supplier will either accept it at the current price or submit to Customer a proposal that may include a change in price.')],
  [flag('Costs. Manufacturer may at any time advise the Company of a change to the existing Product pricing and shipment schedules.'),
    pass('Costs. Manufacturer shall answer each engineering change the Company requests, advising it of the impact of the change upon existing Product pricing and shipment schedules.')],
  [flag('Variations. The Seller may adjust the price of any Goods by quoting the adjustment to the Buyer.'),
    pass('Variations. Where the Buyer asks for a design change, the Seller shall quote the resulting adjustment to the price of the Goods.')],
  [flag('Work orders. Whenever the Supplier decides, a revision to the work order will be made and the contracted price updated.'),
    pass('Work orders. When a change in effort is requested by the Customer, a revision to the work order will be made and the contracted price updated.')],
]);

cls('a price that can only fall is no price increase (saas.ts priceIncreases exclude)', [
  [flag('Fee changes. If Supplier gives notice, the fee increase shall take effect and invoices shall be adjusted accordingly.'),
    pass('Fee changes. If Supplier does not give notice of its objection, the fee reduction shall be deemed accepted and invoices shall be adjusted accordingly.')],
  [flag('List prices. Where the Vendor changes its list prices, the new prices apply to every open order.'),
    pass('List prices. Where the Vendor lowers its list prices, the lower prices apply to every open order.')],
  [flag('Rates. The Provider may increase the Fees at any time on notice to the Client.'),
    pass('Rates. The Provider may decrease the Fees at any time on notice to the Client.')],
  [flag('Savings. Where a resourcing change by the Supplier raises its costs, the Supplier may change the price accordingly.'),
    pass('Savings. Where a price reduction results from a resourcing change by the Supplier, half of the price reduction will be passed on to the Customer.')],
]);

cls('a price set by the contract\'s own formula or adjusted under another section is no free increase (saas.ts priceIncreases exclude)', [
  [flag('Pricing. Seller may change the price of the Products, including the Base Price and the freight cost, at any time.'),
    pass('Pricing. For each calendar year the price of the Products will comprise the Base Price, the crude adjustment and the freight cost.')],
  [flag('Rates. The hourly rates in Schedule 3 may be adjusted by the Contractor from time to time.'),
    pass('Rates. The hourly rates in Schedule 3 are subject to the adjustments of Section 7.3 of the Statement of Work.')],
  [flag('Charges. The Supplier will adjust the unit price each month as it chooses.'),
    pass('Charges. The Supplier will adjust the unit price each month by the published resin surcharge.')],
  [flag('Adjustments. Any price adjustments the Supplier decides on will be invoiced in the following month.'),
    pass('Adjustments. Any price adjustments that are due per Sections 7.3 a) or 7.3 b) will be invoiced in the following month.')],
  [flag('Terms. The Seller may adjust the price, freight or payment terms of the Products from time to time.'),
    pass('Terms. Any permitted adjustments to the price, freight or payment terms will be governed by the terms of the Pricing and Payment Terms sections of this Agreement.')],
]);

cls('credits for price adjustments the distributor claims are no price increase (saas.ts priceIncreases exclude)', [
  [flag('Price changes. Cisco may change the prices of the Products, and any price adjustment applies to orders not yet shipped.'),
    pass('Credits. For all price adjustment related credits requested by the Distributor, the Distributor shall submit its claim within sixty days.')],
  [flag('Pricing. Vendor may adjust its prices at any time, effective on shipment.'),
    pass('Pricing. Price adjustment credits owed to the Reseller shall be issued by Vendor within thirty days of its claim.')],
  [flag('Price list. The Company may revise the prices on its price list without notice.'),
    pass('Price list. The Company shall grant a credit for any price adjustment on stock the Distributor holds when the price list is revised.')],
]);

cls('passing on a new tax, duty or change in the law is no price increase at will (saas.ts priceIncreases exclude)', [
  [flag('Contract Price. If the cost to Supplier of performing this Agreement increases for any reason, Supplier may, at any time, add such increase to the Contract Price.'),
    pass('Contract Price. If the cost to Supplier of performing this Agreement increases as a result of any change to the law or increase in import duty, Supplier may, at any time, add such increase to the Contract Price.')],
  [flag('Charges. The Provider may increase its rates by notice to the Customer.'),
    pass('Charges. The Provider may increase its rates by notice to the Customer to reflect any change in applicable taxes or regulations.')],
  [flag('Fees. Vendor may adjust the fees from time to time as it sees fit.'),
    pass('Fees. Vendor may adjust the fees from time to time where a change of law or regulation raises its costs of supply.')],
]);

cls('a price word only beside another word that holds the verb ("exchange", "increased damages") is no price change (saas.ts priceIncreases topic, exclude)', [
  [flag('Remedies. Vendor may change the purchase price of any Product on notice.'),
    pass('Remedies. Non-conforming Products may be returned to Vendor in exchange for a full refund of the purchase price.')],
  [flag('Losses. Provider may increase its fees, fines and penalties for late payment at any time.'),
    pass('Losses. "Losses" means any liability, damages (including increased damages for wilful infringement), fines, fees and penalties.')],
  [flag('Trade-ins. The Supplier may change the price of replacement units whenever it chooses.'),
    pass('Trade-ins. Old units may be given in part-exchange against the price of replacement units.')],
]);

cls('prices the parties review together, under an agreed formula or in good faith, are not raised at will (saas.ts priceIncreases entail)', [
  [flag('Pricing. Manufacturer will review the inputs each quarter and adjust Product pricing as necessary.'),
    pass('Pricing. Sonos and the Manufacturer will review all inputs to the Pricing Formula each quarter and adjust Product pricing as necessary.', 'preferred')],
  [flag('Review. Seller shall assess before December 31 the requirements for a price adjustment for the following years.'),
    pass('Review. Seller and Buyer shall meet before December 31 to assess in good faith the requirements for a price adjustment for the following years.', 'preferred')],
  [flag('Fees. The Supplier may revise the fees at each anniversary.'),
    pass('Fees. The Supplier and the Customer shall confer in good faith at each anniversary about any revision of the fees.', 'preferred')],
]);

cls('how notice of a change in pricing is given is no power to change it (saas.ts priceIncreases exclude)', [
  [flag('Notices. Cisco may change its pricing and programs at any time by posting on Cisco.com.'),
    pass('Notices. Notices regarding general changes in product status, pricing or programs may also be made by posting on Cisco.com or by e-mail.')],
  [flag('Notice. The Vendor may change its prices by written notice to the Reseller.'),
    pass('Notice. Any notice of a change of prices shall be sent in writing to the Reseller\'s address in Schedule 1.')],
  [flag('Communications. The Company may change its pricing and policies at will.'),
    pass('Communications. Notices about changes to pricing and policies will be given by e-mail to the Distributor\'s contact.')],
]);

for (const [name, pairs] of CLASSES) rows(name, pairs);
