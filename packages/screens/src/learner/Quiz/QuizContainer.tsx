import { useQueryClient } from '@tanstack/react-query';
import {
  type Attempt,
  assessmentKeys,
  errorMessage,
  invalidateAfterSubmit,
  type Submission,
  useAssessment,
  useMyAttempts,
  useStartAttempt,
  useSubmitAssessment,
} from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { attemptResultPath } from '../_shared/attemptPath';
import { QuizSummaryView } from '../QuizStatus/QuizSummary';
import { type QuizAnswers, QuizView } from './Quiz';
import { clearAnswers, loadAnswers, saveAnswers } from './storage';

/** Back one page, or to the dashboard when the quiz was the first page of the visit. */
function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/dashboard');
  }, [navigate]);
}

/**
 * `/assessments/{assessmentId}/take` (signed in). A learner who has taken the quiz
 * sees where they stand and their attempts first (no clock starts); a new attempt opens from
 * there while one is left. After submitting, the attempt's result page opens.
 */
export function QuizPage() {
  const { assessmentId } = useParams();
  const id = Number(assessmentId);
  const valid = Number.isInteger(id) && id > 0;
  const mine = useMyAttempts(id, { enabled: valid });
  const [taking, setTaking] = useState(false);
  const queryClient = useQueryClient();
  const state = mine.data?.state;
  const fresh = !state || state.status === 'in_progress' || state.attempts_used === 0;
  if (valid && !taking && (mine.isPending || (mine.data && !fresh))) {
    return (
      <QuizSummaryView
        mine={mine.data}
        onRetake={
          state && state.attempts_left !== 0
            ? () => {
                // A timed quiz's view opens the new attempt: read it afresh.
                queryClient.removeQueries({ queryKey: assessmentKeys.detail(id) });
                setTaking(true);
              }
            : undefined
        }
      />
    );
  }
  return (
    <TakeQuiz
      onSubmitted={() => {
        queryClient.removeQueries({ queryKey: assessmentKeys.detail(id) });
        void invalidateAfterSubmit(queryClient);
      }}
    />
  );
}

/**
 * Taking the quiz: opens the attempt (the server's clock), keeps answers in the tab's session
 * storage, confirms, submits, shows the score, then the result (or goes back one page).
 */
function TakeQuiz({ onSubmitted }: { onSubmitted?: (submission: Submission) => void }) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.quiz;
  const { assessmentId } = useParams();
  const id = Number(assessmentId);
  const valid = Number.isInteger(id) && id > 0;
  const assessment = useAssessment(id, { enabled: valid });
  const start = useStartAttempt();
  const submit = useSubmitAssessment();
  const confirm = useConfirm();
  const toast = useToast();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [restored, setRestored] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const openedAt = useRef(Date.now());
  const autoSubmitted = useRef(false);
  const startMutate = start.mutate;

  // The attempt: a timed quiz's view already opened it (its clock runs from the first view);
  // otherwise it is opened (or resumed) once the quiz has loaded.
  useEffect(() => {
    if (!assessment.data) return;
    const opened = (current: Attempt) => {
      setAttempt(current);
      const saved = loadAnswers(id, current.id);
      if (saved && Object.keys(saved).length) {
        setAnswers(saved);
        setRestored(true);
      }
    };
    if (assessment.data.attempt) opened(assessment.data.attempt);
    else startMutate(id, { onSuccess: opened });
  }, [assessment.data, id, startMutate]);

  const expiresAt = attempt?.expires_at ? Date.parse(attempt.expires_at) : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const secondsLeft =
    expiresAt === null
      ? attempt
        ? null
        : undefined
      : Math.max(0, Math.round((expiresAt - now) / 1000));

  const onAnswer = (questionId: number, value: string) => {
    setAnswers((current) => {
      const next = { ...current, [String(questionId)]: value };
      saveAnswers(id, attempt?.id ?? null, next);
      return next;
    });
  };

  const send = useCallback(() => {
    const payload: QuizAnswers = {};
    for (const [key, value] of Object.entries(answers)) if (value.trim()) payload[key] = value;
    submit.mutate(
      {
        assessmentId: id,
        body: {
          answers: payload,
          time_taken_minutes: Math.max(0, Math.round((Date.now() - openedAt.current) / 60_000)),
          ...(attempt ? { attempt_id: attempt.id } : {}),
        },
      },
      {
        onSuccess: (result) => {
          clearAnswers(id, attempt?.id ?? null);
          const lines = [
            t.score(result.score, result.max_score, result.percentage),
            result.passed ? t.passed : t.failed,
            ...(result.grading_pending ? [t.awaitingGrading] : []),
          ];
          toast.success(lines.join(' · '), { title: t.submitted, duration: 10_000 });
          // The learner lands on what they just did: the attempt's result page (its score, each
          // answer, what waits for a teacher); without an attempt, back one page as before.
          onSubmitted?.(result);
          const attemptId = result.attempt_id ?? attempt?.id ?? null;
          if (attemptId) navigate(attemptResultPath(id, attemptId), { replace: true });
          else goBack();
        },
        onError: (error) => toast.error(errorMessage(error, t.submitFailed)),
      },
    );
  }, [answers, attempt, goBack, id, navigate, onSubmitted, submit, toast, t]);

  const onSubmit = async () => {
    const ok = await confirm({
      title: t.confirmTitle,
      message: t.confirm,
      confirmLabel: t.confirmYes,
    });
    if (ok) send();
  };

  // Time up: the answers so far are submitted without asking.
  useEffect(() => {
    if (secondsLeft === 0 && !autoSubmitted.current && !submit.isPending) {
      autoSubmitted.current = true;
      send();
    }
  }, [secondsLeft, send, submit.isPending]);

  const loadError = !valid
    ? t.loadFailed
    : assessment.isError
      ? errorMessage(assessment.error, t.loadFailed)
      : start.isError
        ? errorMessage(start.error, t.loadFailed)
        : null;

  return (
    <QuizView
      assessment={assessment.data}
      error={loadError}
      answers={answers}
      secondsLeft={secondsLeft}
      submitting={submit.isPending}
      restored={restored}
      onAnswer={onAnswer}
      onSubmit={() => void onSubmit()}
      onCancel={goBack}
    />
  );
}
