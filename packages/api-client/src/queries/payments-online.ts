// Online payment: the school's providers (admins), the providers a payer may
// use, starting a checkout (then the browser posts the signed form to the provider), and one
// payment's status for the return page (polled while pending).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { components } from '../schema';
import type { Body } from './shared';

type S = components['schemas'];
export type OnlineProviderId = S['OnlineProviderId'];
export type OnlinePaymentProvider = S['OnlinePaymentProvider'];
export type OnlinePaymentProviderUpdate = S['OnlinePaymentProviderUpdate'];
export type OnlineCheckout = S['OnlineCheckout'];
export type OnlinePayment = S['OnlinePayment'];
export type OnlinePaymentReport = S['OnlinePaymentReport'];

export const onlinePaymentKeys = {
  all: ['payments-online'] as const,
  settings: () => [...onlinePaymentKeys.all, 'settings'] as const,
  providers: () => [...onlinePaymentKeys.all, 'providers'] as const,
  payment: (ref: string) => [...onlinePaymentKeys.all, 'payment', ref] as const,
  report: (provider: string, date: string) =>
    [...onlinePaymentKeys.all, 'report', provider, date] as const,
};

/** The office's reconciliation report of one provider and one day (admins). */
export function useOnlinePaymentReport(provider: OnlineProviderId, date: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: onlinePaymentKeys.report(provider, date),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/payments/online/report', {
          params: { query: { provider, date } },
          signal,
        }),
      ),
  });
}

export function useOnlinePaymentSettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: onlinePaymentKeys.settings(),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/payments/online/settings', { signal })),
  });
}

export function useUpdateOnlinePaymentProvider() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      provider,
      body,
    }: {
      provider: OnlineProviderId;
      body: Body<'updateOnlinePaymentProvider'>;
    }) =>
      unwrap(
        await client.PUT('/payments/online/settings/{provider}', {
          params: { path: { provider } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onlinePaymentKeys.all }),
  });
}

export function useOnlinePaymentProviders(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: onlinePaymentKeys.providers(),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/payments/online/providers', { signal })),
    enabled,
  });
}

export function useCreateOnlineCheckout() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: Body<'createOnlineCheckout'>) =>
      unwrap(await client.POST('/payments/online/checkouts', { body })),
  });
}

/** One payment; polled every 2 s while it is pending (the provider's callback may lag). */
export function useOnlinePayment(ref: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: onlinePaymentKeys.payment(ref ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/payments/online/payments/{txnRef}', {
          params: { path: { txnRef: ref ?? '' } },
          signal,
        }),
      ),
    enabled: !!ref,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
}

/** Sends the browser to the provider: a form posted to the checkout's action (a full page). */
export function submitCheckout(checkout: OnlineCheckout, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = checkout.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
