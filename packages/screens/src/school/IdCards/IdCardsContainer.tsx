import {
  errorMessage,
  useClasses,
  useDownloadSectionIdCards,
  useRemoveStudentPhoto,
  useStudentPhoto,
  useUploadStudentPhoto,
} from '@watni/api-client';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { useIdCardsMessages } from '../../messages/IdCardsMessages';
import { PrintIdCardsView, StudentPhotoView } from './IdCards';

/** The photo on a student's profile: everyone who sees the profile; the office uploads. */
export function StudentPhotoContainer({
  studentId,
  studentName,
  canUpload,
}: {
  studentId: number;
  studentName: string;
  canUpload: boolean;
}) {
  const m = useIdCardsMessages().photo;
  const photo = useStudentPhoto(studentId);
  const upload = useUploadStudentPhoto();
  const remove = useRemoveStudentPhoto();
  return (
    <StudentPhotoView
      studentName={studentName}
      photo={photo.data?.photo ?? null}
      loading={photo.isPending}
      error={photo.isError ? errorMessage(photo.error, m.loadFailed) : null}
      onRetry={() => void photo.refetch()}
      canUpload={canUpload}
      saving={upload.isPending}
      saved={upload.isSuccess}
      saveError={upload.isError ? errorMessage(upload.error, m.failed) : null}
      onUpload={(body) => {
        remove.reset();
        upload.mutate({ studentId, body });
      }}
      onRemove={() => {
        upload.reset();
        remove.mutate(studentId);
      }}
      removing={remove.isPending}
      removed={remove.isSuccess}
      removeError={remove.isError ? errorMessage(remove.error, m.removeFailed) : null}
    />
  );
}

/** "Print ID cards" on the Print page (the office). */
export function PrintIdCardsContainer() {
  const m = useIdCardsMessages().cards;
  const classes = useClasses();
  const download = useDownloadSectionIdCards();
  return (
    <PrintIdCardsView
      sections={(classes.data?.items ?? []).flatMap((c) =>
        c.sections.map((s) => ({ id: s.id, name: `${c.name} ${s.name}` })),
      )}
      loading={classes.isPending}
      error={classes.isError ? errorMessage(classes.error, m.loadFailed) : null}
      onRetry={() => void classes.refetch()}
      printing={download.isPending}
      printError={download.isError ? errorMessage(download.error, m.failed) : null}
      onPrint={(sectionId, lang) =>
        download.mutate(
          { sectionId, lang },
          { onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) },
        )
      }
    />
  );
}
