import { isApiError, newIdempotencyKey } from '@portal/api-client';
import { type MutateOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

type Options<TData, TVars> = Omit<UseMutationOptions<TData, unknown, TVars>, 'mutationFn'> & {
  /** Sends the call with `idempotencyKey` (the api-client's credits calls take it as their last argument). */
  mutationFn: (variables: TVars, idempotencyKey: string) => Promise<TData>;
};

/**
 * A mutation for a form that makes invoices or moves credits or money. Every attempt of one submission carries
 * the same Idempotency-Key, so a resend after a lost answer runs once on the server; the key is renewed once a
 * submission went through. A second click before the button shows its loading state sends nothing.
 */
export function useIdempotentMutation<TData, TVars = void>({
  mutationFn,
  ...options
}: Options<TData, TVars>) {
  const key = useRef('');
  if (!key.current) key.current = newIdempotencyKey();
  const running = useRef(false);
  const mutation = useMutation<TData, unknown, TVars>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, key.current),
    onSuccess: (...args) => {
      key.current = newIdempotencyKey();
      return options.onSuccess?.(...args);
    },
    onError: (err, ...rest) => {
      // 422: the key belongs to an earlier submission that went through; this changed one needs its own.
      if (isApiError(err) && err.statusCode === 422) key.current = newIdempotencyKey();
      return options.onError?.(err, ...rest);
    },
    onSettled: (...args) => {
      running.current = false;
      return options.onSettled?.(...args);
    },
  });
  const send = mutation.mutate;
  const mutate = useCallback(
    (variables: TVars, opts?: MutateOptions<TData, unknown, TVars>) => {
      if (running.current) return;
      running.current = true;
      send(variables, opts);
    },
    [send],
  );
  return { ...mutation, mutate };
}
