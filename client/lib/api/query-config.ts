// What a hook of an endpoint file (client/lib/api/*.ts, issue 9 item 2) lets its caller add to the
// endpoint's own query or mutation options, as bulletproof-react's `QueryConfig` / `MutationConfig`: any
// TanStack Query option except the key and the function, which belong to the endpoint.
//   useMenu(store, { queryConfig: { enabled: false } })   QueryConfig<typeof menuQuery>
import type { DefaultError, UseMutationOptions } from '@tanstack/react-query';

/** The options of an endpoint's queryOptions factory, without its key and function. */
export type QueryConfig<TQueryOptions extends (...args: never[]) => unknown> = Omit<
  ReturnType<TQueryOptions>,
  'queryKey' | 'queryFn'
>;

export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables>,
  'mutationFn' | 'mutationKey'
>;
