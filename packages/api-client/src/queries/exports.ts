// The office's exports: each list the office works from as a CSV or Excel file, from
// the list's sibling `…/export?format=csv|xlsx` operation (same filters and permission).
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { useApiClient } from '../provider';
import type { Query } from './shared';
import { fileNameOf } from './teaching';

export type ExportFormat = 'csv' | 'xlsx';

/** Which list to export, with the list's own filters. */
export type ExportRequest =
  | { list: 'students'; query: Omit<Query<'exportStudents'>, 'format'> }
  | { list: 'feeDefaulters'; query: Omit<Query<'exportFeeDefaulters'>, 'format'> }
  | { list: 'feeCollection'; query: Omit<Query<'exportFeeCollection'>, 'format'> }
  | { list: 'feeLedger'; studentId: number }
  | { list: 'sectionMonth'; sectionId: number; month: string }
  | { list: 'sectionResults'; examId: number; sectionId: number }
  | { list: 'payrollBankSheet'; runId: number };

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

async function fetchExport(client: ApiClient, request: ExportRequest, format: ExportFormat) {
  const options = { parseAs: 'blob' as const };
  switch (request.list) {
    case 'students':
      return client.GET('/students/export', {
        params: { query: { ...request.query, format } },
        ...options,
      });
    case 'feeDefaulters':
      return client.GET('/fees/defaulters/export', {
        params: { query: { ...request.query, format } },
        ...options,
      });
    case 'feeCollection':
      return client.GET('/fees/reports/collection/export', {
        params: { query: { ...request.query, format } },
        ...options,
      });
    case 'feeLedger':
      return client.GET('/fees/students/{studentId}/ledger/export', {
        params: { path: { studentId: request.studentId }, query: { format } },
        ...options,
      });
    case 'sectionMonth':
      return client.GET('/attendance/sections/{sectionId}/months/{month}/export', {
        params: { path: { sectionId: request.sectionId, month: request.month }, query: { format } },
        ...options,
      });
    case 'payrollBankSheet':
      return client.GET('/payroll/runs/{runId}/bank-sheet', {
        params: { path: { runId: request.runId }, query: { format } },
        ...options,
      });
    case 'sectionResults':
      return client.GET('/exams/{examId}/sections/{sectionId}/results/export', {
        params: {
          path: { examId: request.examId, sectionId: request.sectionId },
          query: { format },
        },
        ...options,
      });
  }
}

/** Downloads one list as a file; the name is the server's (the school's date in it). */
export async function downloadExport(
  client: ApiClient,
  request: ExportRequest,
  format: ExportFormat,
): Promise<ExportedFile> {
  const result = await fetchExport(client, request, format);
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return {
    blob: result.data as Blob,
    fileName: fileNameOf(result.response.headers.get('content-disposition'), `export.${format}`),
  };
}

export function useDownloadExport() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ request, format }: { request: ExportRequest; format: ExportFormat }) =>
      downloadExport(client, request, format),
  });
}
