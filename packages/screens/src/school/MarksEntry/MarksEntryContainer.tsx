import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, examsKeys, saveMarks, useApiClient, useMarksSheet } from '@watni/api-client';
import { useCallback, useState } from 'react';
import { useBlocker, useParams } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { MarksEntryView } from './MarksEntry';

/** /school/exams/:examId/marks/:sectionId/:subjectId (the subject teacher, admins). */
export function MarksEntryContainer() {
  const params = useParams();
  const examId = Number(params.examId);
  const sectionId = Number(params.sectionId);
  const subjectId = Number(params.subjectId);
  const sheet = useMarksSheet(examId, sectionId, subjectId);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notSaved = useExamsMessages().marks.notSaved;
  const [unsaved, setUnsaved] = useState(0);
  // An in-app link away from cells not on the server asks first (the app is a data router).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const onSave = useCallback(
    async (entries: Parameters<typeof saveMarks>[4]['entries']) => {
      try {
        const saved = await saveMarks(client, examId, sectionId, subjectId, { entries });
        void queryClient.invalidateQueries({ queryKey: examsKeys.sheets(examId) });
        void queryClient.invalidateQueries({ queryKey: examsKeys.results(examId, sectionId) });
        return saved;
      } catch (error) {
        throw new Error(errorMessage(error, notSaved));
      }
    },
    [client, queryClient, examId, sectionId, subjectId, notSaved],
  );
  return (
    <MarksEntryView
      sheet={sheet.data ?? null}
      loading={sheet.isPending}
      error={sheet.isError ? errorMessage(sheet.error, '') || null : null}
      onRetry={() => void sheet.refetch()}
      onSave={onSave}
      keepDraft
      onUnsavedChange={setUnsaved}
      leaving={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}
