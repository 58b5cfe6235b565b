// Consumer numbers: the school's bill-payment settings (1Bill, Kuickpay). Under the fees keys, so
// a change refreshes the vouchers (their consumer numbers follow the settings).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { components } from '../schema';
import { feesKeys } from './fees';
import type { Body } from './shared';

export type BillerSettings = components['schemas']['BillerSettings'];
export type BillerSettingsInput = Body<'updateBillerSettings'>;
export type Aggregator = BillerSettings['aggregator'];

const billerKey = () => [...feesKeys.all, 'biller'] as const;

export function useBillerSettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: billerKey(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/fees/biller/settings', { signal })),
  });
}

export function useUpdateBillerSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      aggregator,
      body,
    }: {
      aggregator: Aggregator;
      body: BillerSettingsInput;
    }) =>
      unwrap(
        await client.PUT('/fees/biller/settings/{aggregator}', {
          params: { path: { aggregator } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKeys.all }),
  });
}
