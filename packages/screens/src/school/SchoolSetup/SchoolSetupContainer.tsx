import {
  errorMessage,
  useAcademicYears,
  useApplyDefaultClasses,
  useAssignSubjectTeacher,
  useClasses,
  useCreateAcademicYear,
  useCreateClass,
  useCreateSection,
  useCreateTerm,
  useUpdateAcademicYear,
  useUsers,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useSchoolMessages } from '../../messages/areas';
import { SchoolSetupView } from './SchoolSetup';

/** /school/setup: years and their terms, classes and sections (admins). */
export function SchoolSetupContainer() {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.setup;
  const years = useAcademicYears();
  const classes = useClasses();
  const createYear = useCreateAcademicYear();
  const updateYear = useUpdateAcademicYear();
  const defaults = useApplyDefaultClasses();
  const createClass = useCreateClass();
  const createSection = useCreateSection();
  const createTerm = useCreateTerm();
  const assignTeacher = useAssignSubjectTeacher();
  // The school's teachers: active accounts with the teacher role (the list has no role=teacher filter).
  const users = useUsers({ status: 'active', limit: 500 });
  // role-data: the people whose job title is teacher, offered as class teachers (a list, not a permission).
  const teachers = (users.data?.items ?? []).filter((user) => user.user_role === 'teacher');
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
    createTerm.isPending ||
    assignTeacher.isPending;
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
      teachers={teachers}
      onSaveSubjectTeachers={async (subject, changes) => {
        try {
          // One request per section, in order; the first refusal stops the rest.
          for (const change of changes) {
            await assignTeacher.mutateAsync({ id: subject.id, body: change });
          }
          toast.success(m.saved);
        } catch {
          // assignTeacher.error carries the service's detail, shown beside the form.
        }
      }}
      subjectTeachersError={
        assignTeacher.isError ? errorMessage(assignTeacher.error, m.saveFailed) : null
      }
      onApplyDefaults={() => defaults.mutate(undefined, feedback)}
      onAddClass={(name) => createClass.mutate({ name }, feedback)}
      onAddSection={(schoolClass, name) =>
        createSection.mutate({ id: schoolClass.id, body: { name } }, feedback)
      }
    />
  );
}
