/** The largest value of an integer column: a larger id names nothing that is stored. */
const INT4_MAX = 2_147_483_647;

/** Whether an id from a path or query can name a stored row (else it is simply not found). */
export const isStoredId = (id: number) => Number.isInteger(id) && id > 0 && id <= INT4_MAX;
