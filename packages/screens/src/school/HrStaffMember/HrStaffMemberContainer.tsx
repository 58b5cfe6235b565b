import {
  errorMessage,
  useCreateSalaryComponent,
  useDeleteSalaryComponent,
  useDeleteStaffDocument,
  useDownloadStaffDocument,
  useHrStaffMember,
  useSaveHrStaffRecord,
  useSetHrStaffLeaving,
  useUpdateSalaryComponent,
  useUploadStaffDocument,
} from '@watni/api-client';
import { useParams } from 'react-router-dom';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { HrStaffMemberView } from './HrStaffMember';

/** null when the call succeeded, else the service's detail sentence. */
async function attempt(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    return errorMessage(error, '') || 'Not saved.';
  }
}

/** /school/hr/staff/:userId (the office). */
export function HrStaffMemberContainer() {
  const userId = Number(useParams().userId);
  const member = useHrStaffMember(userId);
  const saveRecord = useSaveHrStaffRecord();
  const leaving = useSetHrStaffLeaving();
  const add = useCreateSalaryComponent();
  const update = useUpdateSalaryComponent();
  const remove = useDeleteSalaryComponent();
  const upload = useUploadStaffDocument();
  const download = useDownloadStaffDocument();
  const deleteDocument = useDeleteStaffDocument();
  return (
    <HrStaffMemberView
      member={member.data ?? null}
      loading={member.isPending}
      error={member.isError ? errorMessage(member.error, '') || null : null}
      onRetry={() => void member.refetch()}
      onSaveRecord={(body) => attempt(() => saveRecord.mutateAsync({ userId, body }))}
      onSetLeaving={(leavingDate) => attempt(() => leaving.mutateAsync({ userId, leavingDate }))}
      onAddComponent={(body) => attempt(() => add.mutateAsync({ userId, body }))}
      onUpdateComponent={(componentId, body) =>
        attempt(() => update.mutateAsync({ componentId, body }))
      }
      onRemoveComponent={(componentId) => attempt(() => remove.mutateAsync(componentId))}
      onUpload={(body) => attempt(() => upload.mutateAsync({ userId, body }))}
      onDownload={(document) =>
        download.mutate(document.id, {
          onSuccess: (file) => {
            const bytes = Uint8Array.from(atob(file.data_base64), (c) => c.charCodeAt(0));
            const extension =
              file.content_type.split('/')[1] === 'jpeg' ? 'jpg' : file.content_type.split('/')[1];
            saveBlob(
              new Blob([bytes], { type: file.content_type }),
              `${file.title}.${extension}`.replace(/\s+/g, '-').toLowerCase(),
            );
          },
        })
      }
      onDeleteDocument={(documentId) => attempt(() => deleteDocument.mutateAsync(documentId))}
    />
  );
}
