import { type ExportRequest, errorMessage, useDownloadExport } from '@watni/api-client';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { useSchoolMessages } from '../../messages/areas';
import type { ExportFormat, ExportMenuProps } from './ExportMenu';

/** The Export menu's props for one list: fetches the file and saves it under the server's name. */
export function useExport(request: ExportRequest | null): Omit<ExportMenuProps, 'listName'> {
  const m = useSchoolMessages().exportMenu;
  const download = useDownloadExport();
  return {
    busy: download.isPending,
    error: download.isError ? errorMessage(download.error, m.failed) || m.failed : null,
    onExport: (format: ExportFormat) => {
      if (!request) return;
      download.mutate(
        { request, format },
        { onSuccess: (file) => saveBlob(file.blob, file.fileName) },
      );
    },
  };
}
