import { errorMessage, useAttemptResult } from '@watni/api-client';
import { useParams } from 'react-router-dom';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import { AttemptResultView } from './AttemptResult';

/** `/assessments/{assessmentId}/attempts/{attemptId}` (signed in). */
export function AttemptResultPage() {
  const { assessmentId, attemptId } = useParams();
  const { m } = useLearningLoopMessages();
  const quiz = Number(assessmentId);
  const attempt = Number(attemptId);
  const valid = Number.isInteger(quiz) && quiz > 0 && Number.isInteger(attempt) && attempt > 0;
  const result = useAttemptResult(quiz, attempt, { enabled: valid });
  return (
    <AttemptResultView
      result={result.data}
      error={
        !valid
          ? m.result.loadFailed
          : result.isError
            ? errorMessage(result.error, m.result.loadFailed)
            : null
      }
    />
  );
}
