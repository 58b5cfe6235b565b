import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { useI18n } from '../i18n/I18nProvider';
import { useUiLabels } from '../i18n/labels';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error', 'info', 'warning'] as const;
export type ToastTone = (typeof toastTones)[number];

const toastStyle = cva(styles.root, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'info' },
});

const icons: Record<ToastTone, IconName> = {
  success: 'checkCircle',
  error: 'alertCircle',
  info: 'info',
  warning: 'alertTriangle',
};

export interface ToastOptions {
  title?: ReactNode;
  /** Milliseconds before auto-dismiss (errors stay twice as long). */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  tone: ToastTone;
  message: ReactNode;
  open: boolean;
}

export interface ToastApi {
  show: (tone: ToastTone, message: ReactNode, options?: ToastOptions) => number;
  success: (message: ReactNode, options?: ToastOptions) => number;
  error: (message: ReactNode, options?: ToastOptions) => number;
  info: (message: ReactNode, options?: ToastOptions) => number;
  warning: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

export interface ToastProviderProps {
  children: ReactNode;
  /** Default auto-dismiss in ms. */
  duration?: number;
  /** Names the notifications region for screen readers. */
  label?: string;
  dismissLabel?: string;
}

/** Notification host (Radix Toast). Screens call `useToast().success('Settings saved successfully!')` instead of window.alert. */
export function ToastProvider({
  children,
  duration = 5000,
  label: labelProp,
  dismissLabel: dismissLabelProp,
}: ToastProviderProps) {
  const labels = useUiLabels();
  const { dir, format } = useI18n();
  const label = labelProp ?? labels.notifications;
  const dismissLabel = dismissLabelProp ?? labels.dismissNotification;
  // The region's name with its keyboard shortcut; '{hotkey}' is filled in by Radix.
  const viewportLabel = format(labels.notificationsRegion, { label });
  const [items, setItems] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);
  const remove = useCallback(
    (id: number) => setItems((list) => list.filter((t) => t.id !== id)),
    [],
  );

  const show = useCallback((tone: ToastTone, message: ReactNode, options?: ToastOptions) => {
    const id = nextId++;
    setItems((list) => [...list.slice(-4), { id, tone, message, open: true, ...options }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m, o) => show('success', m, o),
      error: (m, o) => show('error', m, o),
      info: (m, o) => show('info', m, o),
      warning: (m, o) => show('warning', m, o),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider
        duration={duration}
        label={label}
        swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      >
        {children}
        {items.map((t) => (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) {
                dismiss(t.id);
                window.setTimeout(() => remove(t.id), 200);
              }
            }}
            duration={t.duration ?? (t.tone === 'error' ? duration * 2 : duration)}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            className={toastStyle({ tone: t.tone })}
            data-slot="toast"
            data-tone={t.tone}
          >
            <Icon name={icons[t.tone]} size={20} className={styles.icon[t.tone]} />
            <div className={styles.text}>
              {t.title ? (
                <ToastPrimitive.Title className={styles.title}>{t.title}</ToastPrimitive.Title>
              ) : null}
              <ToastPrimitive.Description>{t.message}</ToastPrimitive.Description>
            </div>
            <ToastPrimitive.Close className={styles.close} aria-label={dismissLabel}>
              <Icon name="x" size={16} />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport
          className={styles.viewport}
          data-slot="toast-viewport"
          label={viewportLabel}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success('Lesson marked as complete!'); toast.error('Failed to save lesson');` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
