/**
 * Where the service reads the time for decisions that tests must be able to steer: how long a cached
 * key lookup stays good, whether an access token has expired, and the time of a webhook attempt (its
 * `webhook-timestamp`, which secrets still sign, when the retry is due). Production uses the system
 * clock; a test passes its own (`createService(config, { now })`) so that it moves time instead of
 * waiting for it. The job queue's times are read from it too: when a job is due, when its lease ends, its
 * renewals (src/jobs.ts), so a test runs a lease out by moving the clock, never by waiting under load. So are the
 * delivery queue's (an event's deliveries are due at its time, a claim takes what is due and leases it by it, an
 * attempt's result and a replay are stamped with it) and the housekeeping's purges (`Service.housekeep`).
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
