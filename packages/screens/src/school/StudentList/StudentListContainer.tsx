import { useClasses, usePermissions, useStudentPages } from '@watni/api-client';
import { useDeferredValue, useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { useExport } from '../_shared/useExport';
import { StudentListView } from './StudentList';

const PAGE_SIZE = 25;

/** /school/students: the school's students, searched and filtered by the service. */
export function StudentListContainer() {
  const schoolMessages = useSchoolMessages();
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState<number | null>(null);
  const [sectionId, setSectionId] = useState<number | null>(null);
  const deferred = useDeferredValue(search);
  const permissions = usePermissions();
  const classes = useClasses();
  const students = useStudentPages({
    ...(deferred.trim() ? { search: deferred.trim() } : {}),
    ...(classId === null ? {} : { class_id: classId }),
    ...(sectionId === null ? {} : { section_id: sectionId }),
    limit: PAGE_SIZE,
  });
  const pages = students.data?.pages ?? [];
  const exportMenu = useExport({
    list: 'students',
    query: {
      ...(deferred.trim() ? { search: deferred.trim() } : {}),
      ...(classId === null ? {} : { class_id: classId }),
      ...(sectionId === null ? {} : { section_id: sectionId }),
    },
  });
  return (
    <StudentListView
      exportMenu={exportMenu}
      students={pages.flatMap((p) => p.items)}
      total={pages[0]?.total ?? 0}
      classes={classes.data?.items ?? []}
      loading={students.isPending}
      error={
        students.isError && !students.isFetchNextPageError ? schoolMessages.common.loadFailed : null
      }
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
      }}
      classId={classId}
      onClassChange={(id) => {
        setClassId(id);
        setSectionId(null);
      }}
      sectionId={sectionId}
      onSectionChange={(id) => {
        setSectionId(id);
      }}
      hasMore={students.hasNextPage}
      loadingMore={students.isFetchingNextPage}
      loadMoreFailed={students.isFetchNextPageError}
      onLoadMore={() => void students.fetchNextPage()}
      canImport={permissions.can('tenant.administer')}
      onRetry={() => void students.refetch()}
    />
  );
}
