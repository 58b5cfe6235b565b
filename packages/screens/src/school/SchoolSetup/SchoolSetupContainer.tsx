import {
  errorMessage,
  useAcademicYears,
  useApplyDefaultClasses,
  useClasses,
  useCreateAcademicYear,
  useCreateClass,
  useCreateSection,
  useCreateTerm,
  useUpdateAcademicYear,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { schoolMessages } from '../../messages/school';
import { SchoolSetupView } from './SchoolSetup';

const m = schoolMessages.setup;

/** /school/setup: years and their terms, classes and sections (admins). */
export function SchoolSetupContainer() {
  const years = useAcademicYears();
  const classes = useClasses();
  const createYear = useCreateAcademicYear();
  const updateYear = useUpdateAcademicYear();
  const defaults = useApplyDefaultClasses();
  const createClass = useCreateClass();
  const createSection = useCreateSection();
  const createTerm = useCreateTerm();
  const toast = useToast();
  const feedback = {
    onSuccess: () => toast.success(m.saved),
    onError: (error: unknown) => toast.error(errorMessage(error, m.saveFailed)),
  };
  const busy =
    createYear.isPending ||
    updateYear.isPending ||
    defaults.isPending ||
    createClass.isPending ||
    createSection.isPending ||
    createTerm.isPending;
  return (
    <SchoolSetupView
      years={years.data?.items ?? []}
      classes={classes.data?.items ?? []}
      loading={years.isPending || classes.isPending}
      error={years.isError || classes.isError ? schoolMessages.common.loadFailed : null}
      busy={busy}
      onRetry={() => {
        void years.refetch();
        void classes.refetch();
      }}
      onCreateYear={(year) => createYear.mutate(year, feedback)}
      onMakeCurrent={(year) =>
        updateYear.mutate({ id: year.id, body: { is_current: true } }, feedback)
      }
      onAddTerm={(year, term) =>
        createTerm.mutate({ id: year.id, body: term }, { onSuccess: feedback.onSuccess })
      }
      termError={createTerm.isError ? errorMessage(createTerm.error, m.saveFailed) : null}
      onApplyDefaults={() => defaults.mutate(undefined, feedback)}
      onAddClass={(name) => createClass.mutate({ name }, feedback)}
      onAddSection={(schoolClass, name) =>
        createSection.mutate({ id: schoolClass.id, body: { name } }, feedback)
      }
    />
  );
}
