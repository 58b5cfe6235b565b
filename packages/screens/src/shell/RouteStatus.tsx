import { createContext, type ReactNode, useContext } from 'react';

// The HTTP status of the page being rendered. On the server (prerender) the renderer provides a
// RouteStatusRecorder; a screen that renders <RouteStatus code={404} /> sets it, so the built
// file is written as the 404 page. In the browser there is no recorder and it does nothing.

export interface RouteStatusRecorder {
  status: number;
}

const RouteStatusContext = createContext<RouteStatusRecorder | null>(null);

export function RouteStatusProvider({
  recorder,
  children,
}: {
  recorder: RouteStatusRecorder;
  children: ReactNode;
}) {
  return <RouteStatusContext.Provider value={recorder}>{children}</RouteStatusContext.Provider>;
}

/** Declares the HTTP status of the page that renders it (e.g. 404 on the not-found page). */
export function RouteStatus({ code }: { code: number }) {
  const recorder = useContext(RouteStatusContext);
  if (recorder) recorder.status = code;
  return null;
}
