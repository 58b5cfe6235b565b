import type { ThemePickerProps } from '@watni/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const ThemePicker = lazy(() => import('./themePickerModule'));

/**
 * The floating theme picker, rendered only after hydration and loaded as its own chunk. The
 * theme itself never waits for it: the boot script in <head> applies the stored theme before the
 * first paint, and ThemeProvider keeps it.
 */
export function DeferredThemePicker(props: ThemePickerProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ThemePicker {...props} />
    </Suspense>
  );
}
