import {
  errorMessage,
  useAcademicYears,
  useClasses,
  useCreateExam,
  useExams,
  usePermissions,
} from '@watni/api-client';
import { useNavigate } from 'react-router-dom';
import { ExamsView } from './Exams';

/** /school/exams (staff). */
export function ExamsContainer() {
  const permissions = usePermissions();
  const admin = permissions.can('gradebook.administer');
  const exams = useExams();
  const years = useAcademicYears({ enabled: admin });
  const classes = useClasses({ enabled: admin });
  const create = useCreateExam();
  const navigate = useNavigate();
  const terms = (years.data?.items ?? [])
    .slice()
    .sort((a, b) => Number(b.is_current) - Number(a.is_current))
    .flatMap((y) => y.terms.map((term) => ({ id: term.id, label: `${term.name}, ${y.name}` })));
  return (
    <ExamsView
      exams={exams.data?.items ?? null}
      loading={exams.isPending}
      error={exams.isError ? errorMessage(exams.error, '') || null : null}
      onRetry={() => void exams.refetch()}
      canCreate={admin}
      terms={terms}
      classes={classes.data?.items ?? []}
      creating={create.isPending}
      created={create.isSuccess}
      createError={create.isError ? errorMessage(create.error, '') : null}
      onCreate={(body) =>
        create.mutate(body, { onSuccess: (exam) => navigate(`/school/exams/${exam.id}`) })
      }
    />
  );
}
