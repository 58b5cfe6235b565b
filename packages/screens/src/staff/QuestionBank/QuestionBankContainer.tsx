import {
  type BankQuestion,
  errorMessage,
  useBankQuestions,
  useCourse,
  useCreateBankQuestion,
  useDeleteBankQuestion,
  useUpdateBankQuestion,
} from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuizBuilderMessages } from '../../messages/areas';
import { useQuestionBankMessages } from '../../messages/QuestionBankMessages';
import { toastFailure } from '../_shared/failure';
import { assessmentPaths, routeId } from '../ManageAssessments/ManageAssessmentsContainer';
import { ImportQuestionsDialog } from './BankFiles';
import {
  type BankDraft,
  bankDraftFrom,
  emptyBankDraft,
  toBankBody,
  validateBankDraft,
} from './bankForm';
import { QuestionBankView } from './QuestionBank';
import { useBankFiles } from './useBankFiles';

const PAGE_SIZE = 20;

/** The search typed, sent once the typing pauses. */
function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** /dashboard/courses/:courseId/question-bank (staff of the course). */
export function QuestionBankContainer() {
  const { m } = useQuestionBankMessages();
  const builder = useQuizBuilderMessages();
  const courseId = routeId(useParams().courseId);
  const course = useCourse(courseId);
  const [tag, setTag] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const list = useBankQuestions(courseId, {
    ...(tag !== null ? { tag } : {}),
    ...(q ? { q } : {}),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const create = useCreateBankQuestion();
  const update = useUpdateBankQuestion();
  const remove = useDeleteBankQuestion();
  const toast = useToast();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<BankDraft | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const files = useBankFiles(courseId, tag);

  // A filter change starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter values are the triggers
  useEffect(() => setPage(1), [tag, q]);

  const errors =
    submitted && draft ? validateBankDraft(draft, builder.errors, m.form.tagsError) : {};
  const saving = create.isPending || update.isPending;

  const open = (next: BankDraft) => {
    setDraft(next);
    setSubmitted(false);
    setSaveError(null);
  };

  const onSave = async () => {
    if (!draft) return;
    setSubmitted(true);
    if (Object.keys(validateBankDraft(draft, builder.errors, m.form.tagsError)).length) return;
    setSaveError(null);
    const body = toBankBody(draft);
    try {
      if (draft.question.id === null) await create.mutateAsync({ courseId, body });
      else await update.mutateAsync({ id: draft.question.id, body });
    } catch (error) {
      const detail = errorMessage(error, '');
      setSaveError(detail ? `${m.form.saveFailed}: ${detail}` : m.form.saveFailed);
      return;
    }
    toast.success(m.form.saved);
    setDraft(null);
    setSubmitted(false);
  };

  const onDelete = async (question: BankQuestion) => {
    const ok = await confirm({
      title: m.page.removeTitle,
      message: m.page.removeConfirm,
      confirmLabel: m.page.remove,
      tone: 'danger',
    });
    if (!ok) return;
    setDeletingId(question.id);
    try {
      await remove.mutateAsync(question.id);
      toast.success(m.page.removed);
      if (draft?.question.id === question.id) setDraft(null);
    } catch (error) {
      toastFailure(toast, m.page.removeFailed, error);
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <>
      <QuestionBankView
        courseTitle={course.data?.title ?? null}
        backHref={assessmentPaths.list(courseId)}
        loading={list.isPending}
        error={list.isError && !list.data ? errorMessage(list.error, m.page.loadFailed) : null}
        onRetry={() => void list.refetch()}
        items={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        tags={list.data?.tags ?? []}
        tag={tag}
        onTagChange={setTag}
        search={search}
        onSearchChange={setSearch}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        draft={draft}
        errors={errors}
        saving={saving}
        saveError={saveError}
        deletingId={deletingId}
        onAdd={() => open(emptyBankDraft(tag))}
        onEdit={(question) => open(bankDraftFrom(question))}
        onDelete={(question) => void onDelete(question)}
        onDraftChange={setDraft}
        onSave={() => void onSave()}
        onCancel={() => setDraft(null)}
        onImport={files.onOpen}
        onExport={files.onExport}
        exporting={files.exporting}
      />
      {files.open ? <ImportQuestionsDialog {...files.dialog} /> : null}
    </>
  );
}
