// Stands in for node:crypto in the browser bundle (see vite.config.ts). The client imports it only to verify
// webhook signatures, which is a receiver's job, never the dashboard's.
function unavailable(): never {
  throw new Error('node:crypto is not available in the dashboard');
}
export const createHmac = unavailable;
export const timingSafeEqual = unavailable;
export default { createHmac, timingSafeEqual };
