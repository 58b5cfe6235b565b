import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

/** Sends the contact form (public); resolves to the confirmation `{ message }`. */
export function useSubmitContact() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'submitContact'>) =>
      unwrap(await client.POST('/contact', { body })),
  });
}
