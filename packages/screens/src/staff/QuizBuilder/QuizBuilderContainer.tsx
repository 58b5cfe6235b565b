import { useQueryClient } from '@tanstack/react-query';
import {
  assessmentAdminQuery,
  errorMessage,
  isApiError,
  type QuizSaveResult,
  useApiClient,
  useAssessmentAdmin,
  useBankQuestions,
  useCourse,
  useSaveQuiz,
} from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuizBuilderMessages } from '../../messages/areas';
import { useQuestionBankMessages } from '../../messages/QuestionBankMessages';
import { toastFailure } from '../_shared/failure';
import { QuizBuilderView } from './QuizBuilder';
import {
  baselineFrom,
  type DrawMessages,
  emptyQuiz,
  planIsEmpty,
  planSave,
  type QuestionDraft,
  type QuizBaseline,
  type QuizDraft,
  questionFromAdmin,
  quizFromAdmin,
  toQuestionBody,
  toQuizFields,
  validateQuiz,
} from './quizForm';

const manageHref = (courseId: number) => `/dashboard/courses/${courseId}/assessments`;
const bankHref = (courseId: number) => `/dashboard/courses/${courseId}/question-bank`;
const editHref = (courseId: number, assessmentId: number) =>
  `${manageHref(courseId)}/${assessmentId}/edit`;

/** What the server holds after a save whose fresh copy could not be fetched. */
function baselineAfter(
  before: QuizBaseline | null,
  draft: QuizDraft,
  result: QuizSaveResult,
): QuizBaseline {
  const questions = new Map(before?.questions ?? []);
  for (const id of result.deleted) questions.delete(id);
  for (const q of Object.values(result.saved)) {
    questions.set(q.id, toQuestionBody(questionFromAdmin(q), q.order_index));
  }
  return {
    id: result.assessmentId,
    fields: result.assessment
      ? toQuizFields(quizFromAdmin(result.assessment))
      : (before?.fields ?? toQuizFields(draft)),
    questions,
  };
}

/**
 * /dashboard/courses/:courseId/assessments/create and .../:assessmentId/edit: the quiz builder.
 * Create mode creates the assessment, then its questions, then opens the edit page; edit mode
 * sends only what changed. A question that fails is named on screen and kept to save again.
 */
export function QuizBuilderContainer() {
  const quizBuilderMessages = useQuizBuilderMessages();
  const m = quizBuilderMessages;
  const params = useParams();
  const courseId = Number(params.courseId);
  const routeId = params.assessmentId ? Number(params.assessmentId) : null;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const course = useCourse(courseId, { enabled: Number.isInteger(courseId) });
  const admin = useAssessmentAdmin(routeId ?? 0, { enabled: routeId !== null });
  const save = useSaveQuiz();
  // The bank's tags for the random blocks (one small page: tags only).
  const bank = useBankQuestions(courseId, { limit: 1 }, { enabled: Number.isInteger(courseId) });
  const bankM = useQuestionBankMessages();
  const drawMessages: DrawMessages = {
    tagRequired: bankM.m.builder.tagRequired,
    tagTwice: bankM.m.builder.tagTwice,
    countError: bankM.m.builder.countError,
    tooFew: (have) => bankM.f(bankM.m.builder.tooFew, { have }),
  };
  const bankCounts = bank.data
    ? new Map(bank.data.tags.map((item) => [item.tag, item.count]))
    : undefined;

  const [draft, setDraft] = useState<QuizDraft>(emptyQuiz);
  const [baseline, setBaseline] = useState<QuizBaseline | null>(null);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [otherFailures, setOtherFailures] = useState<string[]>([]);

  // The draft starts from the server's copy once per assessment (later refetches don't overwrite
  // what the user is editing).
  useEffect(() => {
    const data = admin.data;
    if (!data || loadedId === data.id) return;
    setDraft(quizFromAdmin(data));
    setBaseline(baselineFrom(data));
    setLoadedId(data.id);
  }, [admin.data, loadedId]);

  const loadExpired = admin.isError && isApiError(admin.error) && admin.error.status === 401;
  // An expired session is ended once, by the client's middleware and the site's layout (toast,
  // then the guard sends the user to sign in); the screen only words the failure.

  const assessmentId = routeId ?? baseline?.id ?? null;
  const errors = submitted ? validateQuiz(draft, m.errors, drawMessages, bankCounts) : {};

  const onSave = async () => {
    setSubmitted(true);
    const found = validateQuiz(draft, m.errors, drawMessages, bankCounts);
    if (Object.keys(found).length > 0) {
      setSummaryFocus((n) => n + 1);
      return;
    }
    const plan = planSave(draft, courseId, baseline);
    if (planIsEmpty(plan)) {
      toast.success(m.saved);
      return;
    }
    setSaveError(null);
    setFailures({});
    setOtherFailures([]);
    let result: QuizSaveResult;
    try {
      result = await save.mutateAsync(plan);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setSaveError(m.sessionExpired);
        return;
      }
      const detail = errorMessage(error, '');
      setSaveError(detail ? `${m.saveFailed}: ${detail}` : m.saveFailed);
      toastFailure(toast, m.saveFailed, error);
      return;
    }
    const fresh = await queryClient
      .fetchQuery({ ...assessmentAdminQuery(client, result.assessmentId), staleTime: 0 })
      .catch(() => null);
    const failed: Record<string, string> = {};
    const other: string[] = [];
    for (const failure of result.failures) {
      const detail = errorMessage(failure.error, m.saveFailed);
      if (failure.op === 'delete') other.push(m.questionNotDeleted(detail));
      else failed[failure.key] = detail;
    }
    if (result.failures.length === 0) {
      toast.success(m.saved);
      setSubmitted(false);
      if (routeId === null) {
        navigate(editHref(courseId, result.assessmentId), { replace: true });
        return;
      }
      if (fresh) {
        setDraft(quizFromAdmin(fresh));
        setBaseline(baselineFrom(fresh));
        setLoadedId(fresh.id);
      } else {
        setBaseline(baselineAfter(baseline, draft, result));
      }
      return;
    }
    // Partly saved: keep the draft (with the new ids) so the failed questions can be fixed.
    toast.error(m.partialIntro, { title: m.partialTitle });
    setFailures(failed);
    setOtherFailures(other);
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((q): QuestionDraft => {
        const saved = result.saved[q.key];
        return saved ? { ...q, id: saved.id } : q;
      }),
    }));
    setBaseline(fresh ? baselineFrom(fresh) : baselineAfter(baseline, draft, result));
    setLoadedId(result.assessmentId);
  };

  const onRemoveQuestion = async (question: QuestionDraft, number: number) => {
    const ok = await confirm({
      title: m.question.removeTitle,
      message: m.question.removeConfirm(number),
      confirmLabel: m.question.remove,
      tone: 'danger',
    });
    if (!ok) return;
    setDraft((current) => ({
      ...current,
      questions: current.questions.filter((q) => q.key !== question.key),
    }));
  };

  const loadError =
    routeId === null || !admin.isError
      ? null
      : loadExpired
        ? m.sessionExpired
        : `${m.errorPrefix}${errorMessage(admin.error, m.loadFailed)}`;

  return (
    <QuizBuilderView
      mode={assessmentId === null ? 'create' : 'edit'}
      courseTitle={course.data?.title ?? null}
      backHref={manageHref(courseId)}
      loading={routeId !== null && (admin.isPending || (admin.isSuccess && loadedId === null))}
      error={loadError}
      draft={draft}
      errors={errors}
      summaryFocus={summaryFocus}
      saving={save.isPending}
      saveError={saveError}
      questionFailures={failures}
      otherFailures={otherFailures}
      onChange={setDraft}
      onRemoveQuestion={(question, number) => void onRemoveQuestion(question, number)}
      onSave={() => void onSave()}
      onRetry={() => void admin.refetch()}
      bankTags={bank.data?.tags ?? null}
      bankHref={bankHref(courseId)}
    />
  );
}
