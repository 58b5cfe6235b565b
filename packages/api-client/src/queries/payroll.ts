// Payroll: the office's months, payslips, advances and tax slabs; a member of staff's own payslips.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../errors';
import { useApiClient } from '../provider';
import type { Body } from './shared';

export const payrollKeys = {
  all: ['payroll'] as const,
  runs: () => [...payrollKeys.all, 'runs'] as const,
  run: (id: number) => [...payrollKeys.all, 'run', id] as const,
  mine: () => [...payrollKeys.all, 'mine'] as const,
  staff: () => [...payrollKeys.all, 'staff'] as const,
  advances: () => [...payrollKeys.all, 'advances'] as const,
  slabs: () => [...payrollKeys.all, 'slabs'] as const,
};

export type StaffAdvanceBody = Body<'createStaffAdvance'>;
export type IncomeTaxSlabsBody = Body<'saveIncomeTaxSlabs'>;

export function usePayrollRuns() {
  const client = useApiClient();
  return useQuery({
    queryKey: payrollKeys.runs(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/payroll/runs', { signal })),
  });
}

export function usePayrollRun(runId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: payrollKeys.run(runId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/payroll/runs/{runId}', {
          params: { path: { runId: runId ?? 0 } },
          signal,
        }),
      ),
    enabled: runId !== null,
  });
}

export function useMyPayslips() {
  const client = useApiClient();
  return useQuery({
    queryKey: payrollKeys.mine(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/payroll/mine', { signal })),
  });
}

export function usePayrollStaff() {
  const client = useApiClient();
  return useQuery({
    queryKey: payrollKeys.staff(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/payroll/staff', { signal })),
  });
}

export function useStaffAdvances() {
  const client = useApiClient();
  return useQuery({
    queryKey: payrollKeys.advances(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/payroll/advances', { signal })),
  });
}

export function useIncomeTaxSlabs() {
  const client = useApiClient();
  return useQuery({
    queryKey: payrollKeys.slabs(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/payroll/tax-slabs', { signal })),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payrollKeys.all });
}

export function useRunPayrollMonth() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (month: string) =>
      unwrap(await client.POST('/payroll/runs', { body: { month } })),
    onSuccess: invalidate,
  });
}

export function useApprovePayrollRun() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (runId: number) =>
      unwrap(await client.POST('/payroll/runs/{runId}/approve', { params: { path: { runId } } })),
    onSuccess: invalidate,
  });
}

export function useCreateStaffAdvance() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: StaffAdvanceBody) =>
      unwrap(await client.POST('/payroll/advances', { body })),
    onSuccess: invalidate,
  });
}

export function useSaveIncomeTaxSlabs() {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: IncomeTaxSlabsBody) =>
      unwrap(await client.PUT('/payroll/tax-slabs', { body })),
    onSuccess: invalidate,
  });
}

/** One payslip as a PDF (the bearer header needs the client, not a plain link). */
export function useDownloadPayslip() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (v: { payslipId: number; lang: 'en' | 'ur' }) => {
      const result = await client.GET('/payroll/payslips/{payslipId}/pdf', {
        params: { path: { payslipId: v.payslipId }, query: { lang: v.lang } },
        parseAs: 'blob',
      });
      return unwrap(result) as unknown as Blob;
    },
  });
}
