import type { UseMutationOptions } from '@tanstack/react-query';

type AnyFunction = (...args: never[]) => Promise<unknown>;

/** The data a fetcher resolves to. */
type ApiFnReturnType<F extends AnyFunction> = Awaited<ReturnType<F>>;

/**
 * What a caller may add to a mutation hook: its own callbacks (toasts, navigation). The hook
 * keeps the mutation function and runs its cache work before the caller's `onSuccess`.
 */
export type MutationConfig<F extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<ApiFnReturnType<F>, Error, Parameters<F>[0]>,
  'mutationFn'
>;
