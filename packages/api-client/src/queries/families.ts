// Family challans and "remind every defaulter": under the fees keys, so a family payment
// refreshes the vouchers, defaulters and collection it changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { components } from '../schema';
import { type FeeFile, feesKeys } from './fees';
import type { Body } from './shared';
import { fileNameOf } from './teaching';

export type Family = components['schemas']['FamilyList']['items'][number];
export type FamilyChallan = components['schemas']['FamilyChallan'];
export type FamilyPayment = components['schemas']['FamilyPayment'];
export type FeeReminderPreview = components['schemas']['FeeReminderPreview'];
export type FeeReminderRun = components['schemas']['FeeReminderRun'];
export type FeeRemindersInput = Body<'previewFeeReminders'>;

const familiesKey = () => [...feesKeys.all, 'families'] as const;
const challanKey = (id: number) => [...feesKeys.all, 'family-challan', id] as const;

export function useFamilies() {
  const client = useApiClient();
  return useQuery({
    queryKey: familiesKey(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/fees/families', { signal })),
  });
}

export function useFamilyChallan(challanId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: challanKey(challanId ?? 0),
    enabled: challanId !== null,
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/fees/family-challans/{challanId}', {
          params: { path: { challanId: challanId ?? 0 } },
          signal,
        }),
      ),
  });
}

export function useIssueFamilyChallan() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      guardianId,
      body,
    }: {
      guardianId: number;
      body: Body<'issueFamilyChallan'>;
    }) =>
      unwrap(
        await client.POST('/fees/families/{guardianId}/challans', {
          params: { path: { guardianId } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKeys.all }),
  });
}

export function useRecordFamilyPayment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      challanId,
      body,
    }: {
      challanId: number;
      body: Body<'recordFamilyPayment'>;
    }) =>
      unwrap(
        await client.POST('/fees/family-challans/{challanId}/payments', {
          params: { path: { challanId } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKeys.all }),
  });
}

/** The family challan's PDF or a family payment's receipt, in the given language. */
export function useDownloadFamilyPdf() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({
      kind,
      id,
      lang,
    }: {
      kind: 'challan' | 'receipt';
      id: number;
      lang: 'en' | 'ur';
    }): Promise<FeeFile> => {
      const result =
        kind === 'challan'
          ? await client.GET('/fees/family-challans/{challanId}/pdf', {
              params: { path: { challanId: id }, query: { lang } },
              parseAs: 'blob',
            })
          : await client.GET('/fees/family-payments/{familyPaymentId}/receipt', {
              params: { path: { familyPaymentId: id }, query: { lang } },
              parseAs: 'blob',
            });
      if (!result.response.ok) throw new ApiError(result.response.status, result.error);
      return {
        blob: result.data as Blob,
        fileName: fileNameOf(result.response.headers.get('content-disposition'), `${kind}.pdf`),
      };
    },
  });
}

export function usePreviewFeeReminders() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: FeeRemindersInput) =>
      unwrap(await client.POST('/fees/reminders/preview', { body })),
  });
}

export function useStartFeeReminders() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: FeeRemindersInput) =>
      unwrap(await client.POST('/fees/reminders', { body })),
  });
}

/** A reminder run, asked again every second until it is done or failed. */
export function useFeeReminderRun(runId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...feesKeys.all, 'reminder-run', runId ?? 0],
    enabled: runId !== null,
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/fees/reminders/{runId}', {
          params: { path: { runId: runId ?? 0 } },
          signal,
        }),
      ),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}

export type BillerReport = components['schemas']['BillerReport'];

/** One aggregator's bank-app payments of one transaction day (the office's reconciliation). */
export function useBillerReport(aggregator: '1bill' | 'kuickpay', date: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...feesKeys.all, 'biller-report', aggregator, date],
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/fees/biller/report', {
          params: { query: { aggregator, date } },
          signal,
        }),
      ),
  });
}
