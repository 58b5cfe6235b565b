import {
  errorMessage,
  useCreateTransportRoute,
  useCreateTransportStop,
  useDeleteTransportStop,
  useDownloadTransportRouteList,
  useTransportRoutes,
  useUpdateTransportRoute,
  useUpdateTransportStop,
} from '@watni/api-client';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { TransportRoutesView } from './TransportRoutes';

/** /school/transport: the office's routes and stops. */
export function TransportRoutesContainer() {
  const routes = useTransportRoutes();
  const createRoute = useCreateTransportRoute();
  const createStop = useCreateTransportStop();
  const download = useDownloadTransportRouteList();
  const updateRoute = useUpdateTransportRoute();
  const updateStop = useUpdateTransportStop();
  const deleteStop = useDeleteTransportStop();
  /** null when the call succeeded, else the service's detail sentence. */
  const attempt = async (call: () => Promise<unknown>) => {
    try {
      await call();
      return null;
    } catch (error) {
      return detailOf(error);
    }
  };
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
      printing={download.isPending}
      onPrintList={(route, lang) =>
        download.mutate(
          { routeId: route.id, lang },
          {
            onSuccess: (blob) =>
              saveBlob(
                blob,
                `route-list-${route.name}-${lang}.pdf`.replace(/\s+/g, '-').toLowerCase(),
              ),
          },
        )
      }
      onUpdateRoute={(routeId, body) => attempt(() => updateRoute.mutateAsync({ routeId, body }))}
      onUpdateStop={(stopId, body) => attempt(() => updateStop.mutateAsync({ stopId, body }))}
      onDeleteStop={(stopId) => attempt(() => deleteStop.mutateAsync(stopId))}
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
