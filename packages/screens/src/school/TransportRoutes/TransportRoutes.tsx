import type {
  TransportRoute,
  TransportRouteSaveBody,
  TransportStopSaveBody,
} from '@watni/api-client';
import { useTransportMessages } from '../../messages/TransportMessages';
import * as styles from '../_timetable/timetable.css';
import { TransportError, TransportLoading, TransportPage } from '../_transport/TransportPage';
import { RouteForm } from './TransportForms';
import { RouteCard } from './TransportRouteCard';

export interface TransportRoutesViewProps {
  routes: readonly TransportRoute[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Resolves to null when saved, or the service's `detail` sentence. */
  onCreateRoute: (body: TransportRouteSaveBody) => Promise<string | null>;
  onCreateStop: (routeId: number, body: TransportStopSaveBody) => Promise<string | null>;
  /** Changes a route's name, vehicle, driver or seats (absent: the route cannot be edited here). */
  onUpdateRoute?: (routeId: number, body: TransportRouteSaveBody) => Promise<string | null>;
  /** Changes a stop's name, order, fee or pickup time. */
  onUpdateStop?: (stopId: number, body: TransportStopSaveBody) => Promise<string | null>;
  /** Deletes a stop; the service refuses one students ride from (its detail is shown). */
  onDeleteStop?: (stopId: number) => Promise<string | null>;
  /** Downloads the route's printable list (PDF) in the language asked for. */
  onPrintList?: (route: TransportRoute, lang: 'en' | 'ur') => void;
  /** A list is being made: the print buttons wait. */
  printing?: boolean;
}

/** /school/transport: the office's routes with their stops, forms to add and change both. */
export function TransportRoutesView({
  routes,
  loading = false,
  error = null,
  onRetry,
  onCreateRoute,
  ...actions
}: TransportRoutesViewProps) {
  const m = useTransportMessages().routes;
  return (
    <TransportPage title={m.title} description={m.description}>
      {loading ? (
        <TransportLoading />
      ) : error ? (
        <TransportError message={error} onRetry={onRetry} />
      ) : (
        <>
          {routes.length === 0 ? <p className={styles.muted}>{m.empty}</p> : null}
          {routes.map((route) => (
            <RouteCard key={route.id} route={route} {...actions} />
          ))}
          <RouteForm title={m.addRoute} submitLabel={m.saveRoute} onSave={onCreateRoute} />
        </>
      )}
    </TransportPage>
  );
}
