import {
  errorMessage,
  type RosterSort,
  type SortOrder,
  useCourseRoster,
  useExportCourseRoster,
} from '@watni/api-client';
import { useI18n, useToast } from '@watni/ui';
import { useDeferredValue, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import { CourseRosterView } from './CourseRoster';

const PAGE_SIZE = 50;

/** Saves a downloaded file through a temporary link (the browser's own download). */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `/dashboard/courses/:courseId/roster` (and `/admin/courses/:courseId/roster`). */
export function CourseRosterContainer({ backHref = '/dashboard/courses' }: { backHref?: string }) {
  const r = useTeachingMessages().roster;
  const { format } = useI18n();
  const toast = useToast();
  const courseId = Number(useParams().courseId);
  const [sort, setSort] = useState<RosterSort>('name');
  const [order, setOrder] = useState<SortOrder>('asc');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Typing does not send a request per key on a slow phone: the query follows the deferred text.
  const deferredSearch = useDeferredValue(search.trim());
  const query = {
    sort,
    order,
    ...(deferredSearch ? { search: deferredSearch } : {}),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  const roster = useCourseRoster(courseId, query);
  const exporter = useExportCourseRoster();
  const total = roster.data?.total ?? 0;
  return (
    <CourseRosterView
      roster={roster.data}
      loading={roster.isFetching}
      error={roster.isError ? errorMessage(roster.error, r.loadFailed) : null}
      onRetry={() => void roster.refetch()}
      sort={sort}
      order={order}
      search={search}
      onSortChange={(value) => {
        setSort(value);
        setOrder(value === 'name' ? 'asc' : 'desc');
        setPage(1);
      }}
      onOrderChange={(value) => {
        setOrder(value);
        setPage(1);
      }}
      onSearchChange={(value) => {
        setSearch(value);
        setPage(1);
      }}
      page={page}
      pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
      onPageChange={setPage}
      exporting={exporter.isPending}
      onExport={() =>
        exporter.mutate(
          { courseId, query: { sort, order } },
          {
            onSuccess: (file) => {
              saveFile(file.blob, file.fileName);
              toast.success(r.exported);
            },
            onError: (error) =>
              toast.error(format(r.exportFailed, { error: errorMessage(error, r.loadFailed) })),
          },
        )
      }
      backHref={backHref}
    />
  );
}
