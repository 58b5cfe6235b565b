import {
  errorMessage,
  useAcademicYears,
  useClasses,
  usePromoteSection,
  useStudents,
} from '@watni/api-client';
import { useConfirm } from '@watni/ui';
import { useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { PromotionView, type PromotionViewProps } from './Promotion';
import {
  defaultTargetSection,
  defaultTargetYear,
  type PromotionChoice,
  promotionRequest,
} from './promotionPlan';

/** The largest page the API gives; a section is far smaller. */
const SECTION_LIMIT = 500;

/** /school/promotion: a section of the current year into the next class in a new year. */
export function PromotionContainer() {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.promotion;
  const years = useAcademicYears();
  const classes = useClasses();
  const promote = usePromoteSection();
  const confirm = useConfirm();
  const [fromSectionId, setFromSectionId] = useState<number | null>(null);
  const [chosenYearId, setToYearId] = useState<number | null>(null);
  const [toSectionId, setToSectionId] = useState<number | null>(null);
  const [choices, setChoices] = useState<Record<number, PromotionChoice>>({});
  const [result, setResult] = useState<PromotionViewProps['result']>(null);
  const students = useStudents({
    section_id: fromSectionId ?? undefined,
    status: 'active',
    limit: SECTION_LIMIT,
  });
  const classList = classes.data?.items ?? [];
  const yearList = years.data?.items ?? [];
  const toYearId = chosenYearId ?? defaultTargetYear(yearList)?.id ?? null;
  const items = fromSectionId ? (students.data?.items ?? []) : [];

  const label = (sectionId: number | null) => {
    const c = classList.find((k) => k.sections.some((s) => s.id === sectionId));
    return `${c?.name ?? ''} ${c?.sections.find((s) => s.id === sectionId)?.name ?? ''}`.trim();
  };

  const onConfirm = async () => {
    if (!fromSectionId || !toYearId || !toSectionId) return;
    const counts = { promote: 0, repeat: 0, left: 0 };
    for (const s of items) counts[choices[s.id] ?? 'promote'] += 1;
    const ok = await confirm({
      title: m.confirmTitle,
      message: m.confirmMessage(
        label(fromSectionId),
        label(toSectionId),
        yearList.find((y) => y.id === toYearId)?.name ?? '',
        m.summary(counts.promote, counts.repeat, counts.left),
      ),
      confirmLabel: m.confirm,
    });
    if (!ok) return;
    promote.mutate(promotionRequest(fromSectionId, toYearId, toSectionId, choices), {
      onSuccess: (done) => {
        setResult({ tone: 'success', text: m.done(done.promoted, done.repeated, done.left) });
        setChoices({});
      },
      onError: (error) => setResult({ tone: 'error', text: errorMessage(error, m.failed) }),
    });
  };

  return (
    <PromotionView
      years={yearList}
      classes={classList}
      students={items}
      loading={years.isPending || classes.isPending}
      studentsLoading={Boolean(fromSectionId) && students.isPending}
      error={
        years.isError || classes.isError || students.isError
          ? schoolMessages.common.loadFailed
          : null
      }
      fromSectionId={fromSectionId}
      onFromSectionChange={(id) => {
        setFromSectionId(id);
        setToSectionId(defaultTargetSection(classList, id)?.id ?? null);
        setChoices({});
        setResult(null);
      }}
      toYearId={toYearId}
      onToYearChange={setToYearId}
      toSectionId={toSectionId}
      onToSectionChange={setToSectionId}
      choices={choices}
      onChoiceChange={(id, choice) => setChoices((current) => ({ ...current, [id]: choice }))}
      submitting={promote.isPending}
      result={result}
      onConfirm={() => void onConfirm()}
      onRetry={() => {
        void years.refetch();
        void classes.refetch();
        void students.refetch();
      }}
    />
  );
}
