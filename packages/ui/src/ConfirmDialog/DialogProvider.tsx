import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReturnFocusTarget } from '../_internal/useReturnFocus';
import { useUiLabels } from '../i18n/labels';
import type { ConfirmTone } from './ConfirmDialog';

// The dialogs (Radix AlertDialog, focus trap, scroll lock) are loaded on the first request, not
// with every page: public pages never ask, and their first load stays small (bundle budget).
const loadDialogs = () => import('./ConfirmDialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadDialogs()).ConfirmDialog }));
const PromptDialog = lazy(async () => ({ default: (await loadDialogs()).PromptDialog }));

export interface ConfirmOptions {
  message: ReactNode;
  /** Heading; defaults to 'Are you sure?'. */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: ConfirmTone;
  /** Where focus goes on close when the control that asked is gone or disabled (it returns there otherwise). */
  returnFocus?: ReturnFocusTarget;
}

export interface PromptOptions extends ConfirmOptions {
  /** Label of the input; defaults to the message when that is a string. */
  inputLabel?: string;
  defaultValue?: string;
  placeholder?: string;
  multiline?: boolean;
  required?: boolean;
}

type Request =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { id: number; kind: 'prompt'; options: PromptOptions; resolve: (value: string | null) => void };

let nextRequestId = 1;

interface DialogApi {
  confirm: (options: ConfirmOptions | string) => Promise<boolean>;
  prompt: (options: PromptOptions | string) => Promise<string | null>;
}

const DialogContext = createContext<DialogApi | null>(null);

const asOptions = <T extends ConfirmOptions>(o: T | string): T =>
  (typeof o === 'string' ? { message: o } : o) as T;

/**
 * Hosts one confirm/prompt dialog for the app, so screens replace window.confirm/prompt with
 * `await confirm({ message })` and `await prompt({ message })`. Requests queue in order.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const queueRef = useRef(queue);
  queueRef.current = queue;

  const confirm = useCallback(
    (options: ConfirmOptions | string) =>
      new Promise<boolean>((resolve) => {
        setQueue((q) => [
          ...q,
          { id: nextRequestId++, kind: 'confirm', options: asOptions(options), resolve },
        ]);
      }),
    [],
  );
  const prompt = useCallback(
    (options: PromptOptions | string) =>
      new Promise<string | null>((resolve) => {
        setQueue((q) => [
          ...q,
          {
            id: nextRequestId++,
            kind: 'prompt',
            options: asOptions<PromptOptions>(options),
            resolve,
          },
        ]);
      }),
    [],
  );
  const api = useMemo(() => ({ confirm, prompt }), [confirm, prompt]);

  const current = queue[0];
  const settle = (value: boolean | string | null) => {
    const head = queueRef.current[0];
    if (!head) return;
    setQueue((q) => q.slice(1));
    if (head.kind === 'confirm') head.resolve(value === true);
    else head.resolve(typeof value === 'string' ? value : null);
  };

  const o = current?.options;
  const labels = useUiLabels();
  return (
    <DialogContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {current?.kind === 'confirm' && o ? (
          <ConfirmDialog
            key={current.id}
            open
            title={o.title ?? labels.areYouSure}
            message={o.message}
            confirmLabel={o.confirmLabel}
            cancelLabel={o.cancelLabel}
            tone={o.tone}
            returnFocus={o.returnFocus}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        ) : null}
        {current?.kind === 'prompt' && o ? (
          <PromptDialog
            key={current.id}
            open
            title={o.title ?? o.message}
            message={o.title ? o.message : undefined}
            inputLabel={
              current.options.inputLabel ?? (typeof o.message === 'string' ? o.message : 'Value')
            }
            hideInputLabel={!current.options.inputLabel && !o.title}
            defaultValue={current.options.defaultValue}
            placeholder={current.options.placeholder}
            multiline={current.options.multiline}
            required={current.options.required}
            confirmLabel={o.confirmLabel}
            cancelLabel={o.cancelLabel}
            tone={o.tone}
            returnFocus={o.returnFocus}
            onConfirm={(value) => settle(value)}
            onCancel={() => settle(null)}
          />
        ) : null}
      </Suspense>
    </DialogContext.Provider>
  );
}

function useDialogApi(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useConfirm/usePrompt must be used inside <DialogProvider>.');
  return api;
}

/** `const confirm = useConfirm(); if (await confirm({ message: 'Delete this assessment?', tone: 'danger' })) …` */
export function useConfirm(): DialogApi['confirm'] {
  return useDialogApi().confirm;
}

/** `const prompt = usePrompt(); const reason = await prompt({ message: 'Enter rejection reason (optional):' })` -> string, or null when cancelled. */
export function usePrompt(): DialogApi['prompt'] {
  return useDialogApi().prompt;
}

/** Both functions at once: `const { confirm, prompt } = useDialogs()`. */
export function useDialogs(): DialogApi {
  return useDialogApi();
}
