import {
  errorMessage,
  useDownloadDatesheet,
  useMyDatesheets,
  usePermissions,
} from '@watni/api-client';
import { Navigate } from 'react-router-dom';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { MyDatesheetView } from './MyDatesheet';

/** /school/datesheet (students and parents); staff find the datesheet on the exam's page. */
export function MyDatesheetContainer() {
  const permissions = usePermissions();
  const family = permissions.can('results.viewOwn');
  const mine = useMyDatesheets({ enabled: family });
  const download = useDownloadDatesheet();
  if (!family) return <Navigate to="/school/exams" replace />;
  return (
    <MyDatesheetView
      parent={permissions.can('children.view')}
      items={mine.data?.items ?? null}
      loading={mine.isPending}
      error={mine.isError ? errorMessage(mine.error, '') || null : null}
      onRetry={() => void mine.refetch()}
      printing={download.isPending}
      onPrint={(item, lang) =>
        download.mutate(
          { examId: item.exam_id, classId: item.class_id, lang },
          {
            onSuccess: (blob) =>
              saveBlob(
                blob,
                `datesheet-${item.exam_name}-${item.class_name}-${lang}.pdf`
                  .replace(/\s+/g, '-')
                  .toLowerCase(),
              ),
          },
        )
      }
    />
  );
}
