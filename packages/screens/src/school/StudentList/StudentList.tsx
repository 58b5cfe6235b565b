import type { SchoolClass, StudentSummary } from '@watni/api-client';
import { Badge, Button, EmptyState, Icon, SearchInput, Select, Table } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useSchoolMessages } from '../../messages/areas';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import { ExportMenu, type ExportMenuProps } from '../_shared/ExportMenu';
import * as styles from '../_shared/school.css';

const ALL = 'all';

export interface StudentListViewProps {
  /** The students of the pages loaded so far, in the list's order. */
  students: readonly StudentSummary[];
  /** All the students matching the filters (counted with the first page). */
  total: number;
  classes: readonly SchoolClass[];
  loading?: boolean;
  error?: string | null;
  search: string;
  onSearchChange: (value: string) => void;
  classId: number | null;
  onClassChange: (id: number | null) => void;
  sectionId: number | null;
  onSectionChange: (id: number | null) => void;
  /** More students after these: a "Load more" button asks for the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  /** The next page failed: said under the table, the button tries again. */
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
  /** Admins may import; teachers only read. */
  canImport?: boolean;
  /** The Export menu (CSV / Excel) of the filtered list; absent, no menu. */
  exportMenu?: ExportMenuProps;
  onRetry?: () => void;
}

const statusTone = { active: 'success', left: 'neutral', graduated: 'info' } as const;

export function StudentListView(props: StudentListViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.students;
  const { students, total, loading = false, error = null } = props;
  const sections = props.classes.find((c) => c.id === props.classId)?.sections ?? [];
  return (
    <StaffPage
      title={m.title}
      description={m.description}
      actions={
        props.canImport || props.exportMenu ? (
          <>
            {props.exportMenu ? <ExportMenu listName={m.title} {...props.exportMenu} /> : null}
            {props.canImport ? (
              <Button asChild variant="outline">
                <Link to="/school/students/import">
                  <Icon name="plus" aria-hidden />
                  {m.importStudents}
                </Link>
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      <div className={styles.filters}>
        <SearchInput
          label={m.search}
          showLabel
          placeholder={m.searchPlaceholder}
          value={props.search}
          onValueChange={props.onSearchChange}
        />
        <Select
          label={m.classFilter}
          value={props.classId === null ? ALL : String(props.classId)}
          onValueChange={(v) => props.onClassChange(v === ALL ? null : Number(v))}
          options={[
            { value: ALL, label: m.allClasses },
            ...props.classes.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <Select
          label={m.sectionFilter}
          disabled={props.classId === null}
          value={props.sectionId === null ? ALL : String(props.sectionId)}
          onValueChange={(v) => props.onSectionChange(v === ALL ? null : Number(v))}
          options={[
            { value: ALL, label: m.allSections },
            ...sections.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
      </div>
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} onRetry={props.onRetry} />
      ) : students.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          <Table.Root caption={m.caption}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{m.columns.admissionNo}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.section}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.roll}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.guardian}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.columns.status}</Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {students.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell label={m.columns.admissionNo}>{s.admission_no}</Table.Cell>
                  <Table.Cell label={m.columns.name}>
                    <Link to={`/school/students/${s.id}`}>
                      {s.first_name} {s.last_name}
                    </Link>
                  </Table.Cell>
                  <Table.Cell label={m.columns.section}>
                    {s.placement
                      ? `${s.placement.class_name} ${s.placement.section_name}`
                      : m.notPlaced}
                  </Table.Cell>
                  <Table.Cell label={m.columns.roll}>{s.placement?.roll_no ?? '—'}</Table.Cell>
                  <Table.Cell label={m.columns.guardian}>
                    {s.primary_guardian ? (
                      <span className={styles.who}>
                        <span>{s.primary_guardian.name}</span>
                        <bdi className={styles.muted}>{s.primary_guardian.mobile ?? ''}</bdi>
                      </span>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell label={m.columns.status}>
                    <Badge tone={statusTone[s.status]}>{m.status[s.status]}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <div className={styles.footer}>
            <span className={styles.muted} aria-live="polite">
              {m.shown(students.length, Math.max(total, students.length))}
            </span>
            {props.loadMoreFailed ? (
              <span role="alert" className={styles.muted}>
                {m.loadMoreFailed}
              </span>
            ) : null}
            {props.hasMore ? (
              <Button
                variant="outline"
                loading={props.loadingMore ?? false}
                loadingLabel={m.loadingMore}
                onClick={props.onLoadMore}
              >
                {m.loadMore}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </StaffPage>
  );
}
