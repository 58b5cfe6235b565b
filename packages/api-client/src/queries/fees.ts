// Fees: setup (heads, structure, settings, concessions), voucher runs and their
// progress, vouchers, payments, refunds and cancellations, defaulters, the collection, a
// student's ledger, the family's vouchers, and the voucher and receipt PDFs.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { ApiError, unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { components } from '../schema';
import type { Body, Query } from './shared';
import { fileNameOf } from './teaching';

type S = components['schemas'];
export type FeeHead = S['FeeHead'];
export type FeeStructure = S['FeeStructure'];
export type FeeSettings = S['FeeSettings'];
export type Concession = S['Concession'];
export type VoucherRun = S['VoucherRun'];
export type Voucher = S['Voucher'];
export type VoucherDetail = S['VoucherDetail'];
export type FeePayment = S['FeePayment'];
export type FeeDefaulter = S['FeeDefaulter'];
export type FeeCollectionReport = S['FeeCollectionReport'];
export type FeeLedger = S['FeeLedger'];
export type MyVoucher = S['MyVoucherList']['items'][number];
export type VoucherStatus = S['VoucherStatus'];
export type PaymentMethod = S['PaymentMethod'];
/** What the office may record (the sandbox's test money comes only from its checkout). */
export type OfficePaymentMethod = S['OfficePaymentMethod'];
export type VoucherQuery = Query<'listVouchers'>;

export const feesKeys = {
  all: ['fees'] as const,
  heads: () => [...feesKeys.all, 'heads'] as const,
  structure: (yearId: number) => [...feesKeys.all, 'structure', yearId] as const,
  settings: () => [...feesKeys.all, 'settings'] as const,
  concessions: (studentId: number) => [...feesKeys.all, 'concessions', studentId] as const,
  runs: () => [...feesKeys.all, 'runs'] as const,
  run: (id: number) => [...feesKeys.all, 'run', id] as const,
  vouchers: (query: VoucherQuery) => [...feesKeys.all, 'vouchers', query] as const,
  voucher: (id: number) => [...feesKeys.all, 'voucher', id] as const,
  defaulters: (query: Query<'listFeeDefaulters'>) =>
    [...feesKeys.all, 'defaulters', query] as const,
  collection: (from: string, to: string) => [...feesKeys.all, 'collection', from, to] as const,
  ledger: (studentId: number) => [...feesKeys.all, 'ledger', studentId] as const,
  mine: () => [...feesKeys.all, 'mine'] as const,
};

function useInvalidateFees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: feesKeys.all });
}

export function useFeeHeads() {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.heads(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/fees/heads', { signal })),
  });
}

export function useCreateFeeHead() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async (body: Body<'createFeeHead'>) =>
      unwrap(await client.POST('/fees/heads', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateFeeHead() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async ({ headId, body }: { headId: number; body: Body<'updateFeeHead'> }) =>
      unwrap(await client.PATCH('/fees/heads/{headId}', { params: { path: { headId } }, body })),
    onSuccess: invalidate,
  });
}

export function useFeeStructure(yearId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.structure(yearId ?? 0),
    enabled: yearId !== null,
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/fees/structure/{yearId}', {
          params: { path: { yearId: yearId ?? 0 } },
          signal,
        }),
      ),
  });
}

export function useSaveClassFeeStructure() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async ({
      yearId,
      classId,
      body,
    }: {
      yearId: number;
      classId: number;
      body: Body<'saveClassFeeStructure'>;
    }) =>
      unwrap(
        await client.PUT('/fees/structure/{yearId}/classes/{classId}', {
          params: { path: { yearId, classId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useFeeSettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.settings(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/fees/settings', { signal })),
  });
}

export function useUpdateFeeSettings() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async (body: FeeSettings) => unwrap(await client.PUT('/fees/settings', { body })),
    onSuccess: invalidate,
  });
}

export function useConcessions(studentId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.concessions(studentId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/fees/students/{studentId}/concessions', {
          params: { path: { studentId } },
          signal,
        }),
      ),
  });
}

export function useCreateConcession(studentId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async (body: Body<'createConcession'>) =>
      unwrap(
        await client.POST('/fees/students/{studentId}/concessions', {
          params: { path: { studentId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteConcession() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async (concessionId: number) => {
      const result = await client.DELETE('/fees/concessions/{concessionId}', {
        params: { path: { concessionId } },
      });
      if (!result.response.ok) throw new ApiError(result.response.status, result.error);
    },
    onSuccess: invalidate,
  });
}

export function useVoucherRuns(query: Query<'listVoucherRuns'> = {}, poll = false) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...feesKeys.runs(), query],
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/fees/runs', { params: { query }, signal })),
    // While a run is queued or running, its progress is read again every second.
    refetchInterval: (q) =>
      poll || q.state.data?.items.some((r) => r.status === 'queued' || r.status === 'running')
        ? 1000
        : false,
  });
}

export function useStartVoucherRun() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async (body: Body<'startVoucherRun'>) =>
      unwrap(await client.POST('/fees/runs', { body })),
    onSuccess: invalidate,
  });
}

export function useVouchers(query: VoucherQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.vouchers(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/fees/vouchers', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useVoucher(voucherId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.voucher(voucherId ?? 0),
    enabled: voucherId !== null,
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/fees/vouchers/{voucherId}', {
          params: { path: { voucherId: voucherId ?? 0 } },
          signal,
        }),
      ),
  });
}

export function useRecordFeePayment() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async ({
      voucherId,
      body,
    }: {
      voucherId: number;
      body: Body<'recordFeePayment'>;
    }) =>
      unwrap(
        await client.POST('/fees/vouchers/{voucherId}/payments', {
          params: { path: { voucherId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useCancelVoucher() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async ({ voucherId, reason }: { voucherId: number; reason: string }) =>
      unwrap(
        await client.POST('/fees/vouchers/{voucherId}/cancel', {
          params: { path: { voucherId } },
          body: { reason },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useRefundFeePayment() {
  const client = useApiClient();
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: async ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      unwrap(
        await client.POST('/fees/payments/{paymentId}/refund', {
          params: { path: { paymentId } },
          body: { reason },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useFeeDefaulters(query: Query<'listFeeDefaulters'>) {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.defaulters(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/fees/defaulters', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useRemindFeeDefaulter() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (voucherId: number) =>
      unwrap(
        await client.POST('/fees/defaulters/{voucherId}/remind', {
          params: { path: { voucherId } },
        }),
      ),
  });
}

export function useFeeCollection(from: string, to: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.collection(from, to),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/fees/reports/collection', { params: { query: { from, to } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStudentFeeLedger(studentId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.ledger(studentId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/fees/students/{studentId}/ledger', {
          params: { path: { studentId } },
          signal,
        }),
      ),
  });
}

export function useMyVouchers() {
  const client = useApiClient();
  return useQuery({
    queryKey: feesKeys.mine(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/fees/mine', { signal })),
  });
}

export interface FeeFile {
  blob: Blob;
  fileName: string;
}

/** A voucher's PDF (three copies on one A4 page) in the given language. */
export async function downloadVoucherPdf(
  client: ApiClient,
  voucherId: number,
  lang: 'en' | 'ur',
): Promise<FeeFile> {
  const result = await client.GET('/fees/vouchers/{voucherId}/pdf', {
    params: { path: { voucherId }, query: { lang } },
    parseAs: 'blob',
  });
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return {
    blob: result.data as Blob,
    fileName: fileNameOf(result.response.headers.get('content-disposition'), 'voucher.pdf'),
  };
}

/** A payment's receipt PDF in the given language. */
export async function downloadReceiptPdf(
  client: ApiClient,
  paymentId: number,
  lang: 'en' | 'ur',
): Promise<FeeFile> {
  const result = await client.GET('/fees/payments/{paymentId}/receipt', {
    params: { path: { paymentId }, query: { lang } },
    parseAs: 'blob',
  });
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return {
    blob: result.data as Blob,
    fileName: fileNameOf(result.response.headers.get('content-disposition'), 'receipt.pdf'),
  };
}

/** Downloads a voucher or a receipt PDF (`kind`), for a button's click. */
export function useDownloadFeePdf() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      lang,
    }: {
      kind: 'voucher' | 'receipt';
      id: number;
      lang: 'en' | 'ur';
    }) =>
      kind === 'voucher'
        ? downloadVoucherPdf(client, id, lang)
        : downloadReceiptPdf(client, id, lang),
  });
}
