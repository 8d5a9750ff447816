/**
 * Runs an API call and, when it fails, rethrows with the spec's wording ('{prefix}: {error}')
 * after logging it; the original error stays as `cause`.
 */
export async function withMessage<T>(
  prefix: string,
  signal: AbortSignal | undefined,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal?.aborted) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    const wrapped = new Error(`${prefix}: ${detail}`, { cause: error });
    console.error(wrapped.message);
    throw wrapped;
  }
}
