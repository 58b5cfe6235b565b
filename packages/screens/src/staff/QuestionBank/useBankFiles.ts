// The Import dialog's and Export menu's state for one course's bank: the text checked by the
// service (a check is only valid for the text and format it read), the import (run by the job
// queue, one per school at a time: the dialog polls its run), the download.
import {
  type BankImportPreview,
  errorMessage,
  type QuestionFileFormat,
  useBankImportRun,
  useCreateBankImportRun,
  useDownloadBankExport,
  usePreviewBankImport,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { useQuestionBankMessages } from '../../messages/QuestionBankMessages';
import { toastFailure } from '../_shared/failure';
import type { ImportQuestionsDialogProps } from './BankFiles';
import { parseTags } from './bankForm';

/** The service's cap, checked before a large file is read into the page. */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * The format a file suggests: a .zip is a QTI 3.0 package; XML is QTI 3.0 when it holds a
 * qti-assessment-item, else QTI 2.1; GIFT and Aiken are both plain text.
 */
function formatOfFile(name: string, current: QuestionFileFormat, text = ''): QuestionFileFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'qti3';
  if (lower.endsWith('.xml')) return text.includes('qti-assessment-item') ? 'qti3' : 'qti';
  if (lower.endsWith('.gift') || lower.includes('.gift.')) return 'gift';
  if (lower.includes('aiken')) return 'aiken';
  return current === 'qti' || current === 'qti3' ? 'gift' : current;
}

/** A file's bytes as base64, for a package sent in JSON (`content_base64`). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are bounded.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

export function useBankFiles(courseId: number, tag: string | null) {
  const { m, f } = useQuestionBankMessages();
  const x = m.files;
  const toast = useToast();
  const preview = usePreviewBankImport();
  const createRun = useCreateBankImportRun();
  const [runId, setRunId] = useState<number | null>(null);
  const run = useBankImportRun(courseId, runId);
  const download = useDownloadBankExport();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<QuestionFileFormat>('gift');
  const [text, setText] = useState('');
  const [pack, setPack] = useState<{ name: string; base64: string } | null>(null);
  const [tags, setTags] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<BankImportPreview | null>(null);

  // Any change makes the last check stale: the Import button waits for a new one.
  const stale = () => {
    setChecked(null);
    setError(null);
  };

  const tagList = parseTags(tags);
  const body = () => ({
    format,
    ...(pack ? { content_base64: pack.base64 } : { text }),
    ...(tagList.length > 0 ? { tags: tagList } : {}),
  });

  const onCheck = async () => {
    if (!pack && !text.trim()) {
      setTextError(x.textRequired);
      return;
    }
    if (tagList.length > 10 || tagList.some((item) => item.length > 40)) {
      setError(m.form.tagsError);
      return;
    }
    setTextError(null);
    setError(null);
    try {
      setChecked(await preview.mutateAsync({ courseId, body: body() }));
    } catch (failure) {
      const detail = errorMessage(failure, '');
      setError(detail ? `${x.checkFailed}: ${detail}` : x.checkFailed);
    }
  };

  const onImport = async () => {
    setError(null);
    try {
      const queued = await createRun.mutateAsync({ courseId, body: body() });
      setRunId(queued.id);
    } catch (failure) {
      const detail = errorMessage(failure, '');
      setError(detail ? `${x.importFailed}: ${detail}` : x.importFailed);
    }
  };

  // The run's end, once: done closes the dialog with the count; failed keeps it open with why.
  const current = runId === null ? undefined : run.data;
  const pollError = runId === null ? null : run.error;
  useEffect(() => {
    if (current?.status === 'done') {
      setRunId(null);
      toast.success(f(x.imported, { count: current.result?.created ?? 0 }));
      setOpen(false);
      setText('');
      setPack(null);
      setTags('');
      setChecked(null);
    } else if (current?.status === 'failed' || pollError) {
      setRunId(null);
      const detail = current?.error ?? errorMessage(pollError, '');
      setError(detail ? `${x.importFailed}: ${detail}` : x.importFailed);
    }
  }, [current, pollError, toast, f, x]);

  const onFile = async (file: File) => {
    stale();
    if (file.size > MAX_FILE_BYTES) {
      setTextError(x.fileTooBig);
      return;
    }
    setTextError(null);
    if (file.name.toLowerCase().endsWith('.zip')) {
      setFormat('qti3');
      setText('');
      setPack({ name: file.name, base64: await base64Of(file) });
      return;
    }
    const content = await file.text();
    setPack(null);
    setFormat((current) => formatOfFile(file.name, current, content));
    setText(content);
  };

  const onExport = async (exportFormat: QuestionFileFormat) => {
    try {
      const file = await download.mutateAsync({
        courseId,
        query: { format: exportFormat, ...(tag !== null ? { tag } : {}) },
      });
      saveBlob(file.blob, file.fileName);
    } catch (failure) {
      toastFailure(toast, x.exportFailed, failure);
    }
  };

  const dialog: ImportQuestionsDialogProps = {
    format,
    onFormatChange: (next) => {
      stale();
      // Only QTI 3.0 comes as a package: another format goes back to text.
      if (next !== 'qti3') setPack(null);
      setFormat(next);
    },
    packageName: pack?.name ?? null,
    onClearPackage: () => {
      stale();
      setPack(null);
    },
    text,
    onTextChange: (next) => {
      stale();
      setTextError(null);
      setText(next);
    },
    onFile: (file) => void onFile(file),
    tags,
    onTagsChange: (next) => {
      stale();
      setTags(next);
    },
    textError,
    onCheck: () => void onCheck(),
    checking: preview.isPending,
    error,
    preview: checked,
    onImport: () => void onImport(),
    importing: createRun.isPending || runId !== null,
    queued: current?.status === 'queued',
    onClose: () => setOpen(false),
  };

  return {
    open,
    onOpen: () => setOpen(true),
    dialog,
    onExport: (exportFormat: QuestionFileFormat) => void onExport(exportFormat),
    exporting: download.isPending,
  };
}
