import {
  errorMessage,
  useCreateTransportRoute,
  useCreateTransportStop,
  useTransportRoutes,
} from '@watni/api-client';
import { TransportRoutesView } from './TransportRoutes';

/** /school/transport: the office's routes and stops. */
export function TransportRoutesContainer() {
  const routes = useTransportRoutes();
  const createRoute = useCreateTransportRoute();
  const createStop = useCreateTransportStop();
  const detailOf = (error: unknown) => errorMessage(error, '') || 'Not saved.';
  return (
    <TransportRoutesView
      routes={routes.data?.items ?? []}
      loading={routes.isPending}
      error={routes.isError ? errorMessage(routes.error, '') || null : null}
      onRetry={() => void routes.refetch()}
      onCreateRoute={async (body) => {
        try {
          await createRoute.mutateAsync(body);
          return null;
        } catch (error) {
          return detailOf(error);
        }
      }}
      onCreateStop={async (routeId, body) => {
        try {
          await createStop.mutateAsync({ routeId, body });
          return null;
        } catch (error) {
          return detailOf(error);
        }
      }}
    />
  );
}
