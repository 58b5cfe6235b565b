import {
  errorMessage,
  useClasses,
  useCreatePrintJob,
  useDownloadPrintJobFile,
  useExams,
  usePrintJob,
  usePrintJobs,
} from '@watni/api-client';
import { useState } from 'react';
import { pakistanThisMonth } from '../../format/pakistanTime';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { PrintIdCardsContainer } from '../IdCards/IdCardsContainer';
import { PrintJobsView } from './PrintJobs';

/** /school/print (the school office). */
export function PrintJobsContainer() {
  const exams = useExams();
  const classes = useClasses();
  const jobs = usePrintJobs();
  const create = useCreatePrintJob();
  const [jobId, setJobId] = useState<number | null>(null);
  const current = usePrintJob(jobId);
  const download = useDownloadPrintJobFile();
  const failed = exams.error ?? classes.error ?? jobs.error;
  return (
    <>
      <PrintJobsView
        choices={
          exams.data && classes.data
            ? {
                exams: exams.data.items.map((e) => ({ id: e.id, name: e.name })),
                classes: classes.data.items.map((c) => ({
                  id: c.id,
                  name: c.name,
                  sections: c.sections.map((s) => ({ id: s.id, name: s.name })),
                })),
              }
            : null
        }
        jobs={jobs.data?.items ?? null}
        current={current.data ?? null}
        loading={exams.isPending || classes.isPending || jobs.isPending}
        error={failed ? errorMessage(failed, '') || null : null}
        onRetry={() => {
          void exams.refetch();
          void classes.refetch();
          void jobs.refetch();
        }}
        submitting={create.isPending}
        submitError={create.isError ? errorMessage(create.error, '') : null}
        defaultMonth={pakistanThisMonth()}
        onSubmit={(body) => create.mutate(body, { onSuccess: (job) => setJobId(job.id) })}
        onDownload={(job) =>
          download.mutate(job.id, {
            onSuccess: (blob) =>
              saveBlob(blob, job.file_name ?? `print-${job.id}.${job.file_type}`),
          })
        }
      />
      {/* A section's student ID cards */}
      <PrintIdCardsContainer />
    </>
  );
}
