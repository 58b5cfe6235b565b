import {
  errorMessage,
  useClasses,
  useDeleteTimetableEntry,
  usePermissions,
  useSectionTimetable,
  useSession,
  useSetTimetableEntry,
} from '@watni/api-client';
import { useSearchParams } from 'react-router-dom';
import { TimetableView } from './Timetable';

/** /school/timetable (staff; admins edit). The chosen section is kept in `?section=`. */
export function TimetableContainer() {
  const [params, setParams] = useSearchParams();
  const sectionId = Number(params.get('section')) || null;
  const classes = useClasses();
  const week = useSectionTimetable(sectionId);
  const permissions = usePermissions();
  const session = useSession();
  const save = useSetTimetableEntry();
  const clear = useDeleteTimetableEntry();
  const sections = (classes.data?.items ?? []).flatMap((c) =>
    c.sections.map((s) => ({ id: s.id, label: `${c.name} ${s.name}` })),
  );
  const attempt = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return null;
    } catch (error) {
      return errorMessage(error, '') || String(error);
    }
  };
  return (
    <TimetableView
      sections={sections}
      sectionId={sectionId}
      onSectionChange={(id) => setParams({ section: String(id) })}
      week={week.data ?? null}
      loading={week.isPending}
      error={week.isError ? errorMessage(week.error, '') || null : null}
      onRetry={() => void week.refetch()}
      canEdit={permissions.can('timetable.manage')}
      myId={permissions.can('timetable.manage') ? null : (session.user?.id ?? null)}
      onSave={(weekday, period, body) =>
        attempt(() =>
          save.mutateAsync({ cell: { sectionId: sectionId ?? 0, weekday, period }, body }),
        )
      }
      onClear={(weekday, period) =>
        attempt(() => clear.mutateAsync({ sectionId: sectionId ?? 0, weekday, period }))
      }
    />
  );
}
