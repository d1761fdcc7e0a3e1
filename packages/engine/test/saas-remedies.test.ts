// What a SaaS customer's lawyer reads past the first words: an availability "target" whose remedies are disclaimed
// ("does not guarantee any level of availability, and no service credits apply") is no commitment, and fees said to be
// non-cancellable and non-refundable, with no exception, are kept even when the provider ends the service or is in breach.
import { row, rows } from './judge-rows.js';

const saas = (clause: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis Agreement is made between Larkspur Cloud Inc. ("Provider") and Ostrava Freight s.r.o. ("Customer").\n\n1. Service. Provider shall provide the hosted Service described in the Order.\n\n2. ${clause}\n\n3. Law. This Agreement is governed by the laws of the State of New York.\n`;

rows('an availability target whose remedies are disclaimed', [
  [
    row('saas', 'saas.service_levels', saas('Provider will use commercially reasonable efforts to keep the Service available, but does not guarantee any level of availability, and no service credits apply.'), 'unacceptable'),
    row('saas', 'saas.service_levels', saas('Provider will make the Service available 99.9% of each month; if it does not, service credits apply as set out in Schedule 2.'), 'preferred'),
  ],
  [
    row('saas', 'saas.service_levels', saas('No service credits are offered for downtime, and Provider makes no commitment as to uptime.'), 'unacceptable'),
    row('saas', 'saas.service_levels', saas('Service credits are offered for downtime beyond the 99.9% uptime commitment in the Service Level Agreement.'), 'preferred'),
  ],
  [
    row('saas', 'saas.service_levels', saas('Provider targets 99.9% monthly uptime; this target is not a commitment, and no credits accrue if it is missed.'), 'unacceptable'),
    row('saas', 'saas.service_levels', saas('Provider commits to 99.9% monthly uptime, and service credits accrue if it is missed.'), 'preferred'),
  ],
]);

rows('fees non-cancellable and non-refundable, with no exception', [
  [
    row('saas', 'saas.refunds', saas('Fees. All fees are non-cancellable and non-refundable, including on any termination of this Agreement.'), 'unacceptable'),
    row('saas', 'saas.refunds', saas("Fees. All fees are non-cancellable and non-refundable, except that Provider shall refund prepaid fees pro rata if it terminates without cause or Customer terminates for Provider's breach."), 'preferred'),
  ],
  [
    row('saas', 'saas.refunds', saas('Fees. Subscription fees are non-cancelable and non-refundable.'), 'unacceptable'),
    row('saas', 'saas.refunds', saas('Fees. Subscription fees are non-cancelable, save that on termination for Provider\'s breach Provider will refund any prepaid fees for the unused period.'), 'preferred'),
  ],
  [
    row('saas', 'saas.refunds', saas('Fees. Payment obligations are non-cancellable and all fees paid are non-refundable.'), 'unacceptable'),
    row('saas', 'saas.refunds', saas('Fees. Payment obligations are non-cancellable and all fees paid are non-refundable, except on termination for Provider\'s breach.'), 'acceptable'),
  ],
]);
