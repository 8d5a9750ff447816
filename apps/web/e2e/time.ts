/**
 * How much longer a journey takes in `npm test` than alone. The journeys run beside the API tests
 * on two cores, where a page takes two to three times as long as it does alone: the portfolio's
 * filter journey took 45 s alone and passed 120 s in `npm test` on 2026-11-27. Every limit of the
 * journeys is written as its time alone and stretched by this factor, so a busy machine makes the
 * suite slower without failing it, while a real hang still ends. E2E_SLOWDOWN=1 gives the limits
 * of a quiet machine (to find a journey that got slow).
 */
const SLOWDOWN = Number(process.env.E2E_SLOWDOWN ?? 3);

/** A limit of `ms` on a quiet machine, as allowed in `npm test`. */
export const patience = (ms: number) => ms * SLOWDOWN;
