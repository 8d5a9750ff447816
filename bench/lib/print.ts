/** The bench prints to stdout; progress lines and the final table alike. */
export const print = (...parts: unknown[]) => process.stdout.write(`${parts.join(' ')}\n`);
