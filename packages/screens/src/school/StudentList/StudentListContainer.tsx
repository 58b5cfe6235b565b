import { useClasses, usePermissions, useStudents } from '@watni/api-client';
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
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search);
  const permissions = usePermissions();
  const classes = useClasses();
  const students = useStudents({
    ...(deferred.trim() ? { search: deferred.trim() } : {}),
    ...(classId === null ? {} : { class_id: classId }),
    ...(sectionId === null ? {} : { section_id: sectionId }),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
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
      students={students.data?.items ?? []}
      total={students.data?.total ?? 0}
      classes={classes.data?.items ?? []}
      loading={students.isPending}
      error={students.isError ? schoolMessages.common.loadFailed : null}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        setPage(1);
      }}
      classId={classId}
      onClassChange={(id) => {
        setClassId(id);
        setSectionId(null);
        setPage(1);
      }}
      sectionId={sectionId}
      onSectionChange={(id) => {
        setSectionId(id);
        setPage(1);
      }}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      canImport={permissions.can('tenant.administer')}
      onRetry={() => void students.refetch()}
    />
  );
}
