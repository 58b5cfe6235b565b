import {
  errorMessage,
  useClasses,
  useExportGradebook,
  useSectionGradebook,
} from '@watni/api-client';
import { useSearchParams } from 'react-router-dom';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { GradebookView } from './Gradebook';

/** /school/gradebook?section= (staff; the server refuses sections a teacher does not teach). */
export function GradebookContainer() {
  const [params, setParams] = useSearchParams();
  const sectionId = Number(params.get('section')) || null;
  const classes = useClasses();
  const book = useSectionGradebook(sectionId ?? 0);
  const exporter = useExportGradebook();
  const sections = (classes.data?.items ?? []).flatMap((c) =>
    c.sections.map((s) => ({ id: s.id, label: `${c.name} ${s.name}` })),
  );
  return (
    <GradebookView
      sections={sections}
      sectionId={sectionId}
      onSection={(id) => setParams({ section: String(id) })}
      book={book.data ?? null}
      loading={book.isPending}
      error={book.isError ? errorMessage(book.error, '') || null : null}
      onRetry={() => void book.refetch()}
      exporting={exporter.isPending}
      onExport={() =>
        sectionId &&
        exporter.mutate(
          { sectionId },
          {
            onSuccess: (blob) =>
              saveBlob(
                blob,
                `gradebook-${book.data?.class_name ?? ''}-${book.data?.section_name ?? ''}.csv`
                  .replace(/\s+/g, '-')
                  .toLowerCase(),
              ),
          },
        )
      }
    />
  );
}
