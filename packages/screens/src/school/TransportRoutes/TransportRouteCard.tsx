import type { TransportRoute, TransportStop } from '@watni/api-client';
import { Alert, Button, Card, ConfirmDialog, Table, useI18n } from '@watni/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTransportMessages } from '../../messages/TransportMessages';
import * as styles from '../_timetable/timetable.css';
import { readableMobile, useRupees } from '../_transport/TransportPage';
import { RouteForm, StopForm } from './TransportForms';
import type { TransportRoutesViewProps } from './TransportRoutes';

type CardActions = Omit<
  TransportRoutesViewProps,
  'routes' | 'loading' | 'error' | 'onRetry' | 'onCreateRoute'
>;

/** One route: its vehicle and driver, its stops (each editable), and its forms and links. */
export function RouteCard({
  route,
  onCreateStop,
  onUpdateRoute,
  onUpdateStop,
  onDeleteStop,
  onPrintList,
  printing = false,
}: CardActions & { route: TransportRoute }) {
  const t = useTransportMessages();
  const m = t.routes;
  const { format } = useI18n();
  const rupees = useRupees();
  const [editingRoute, setEditingRoute] = useState(false);
  const [editingStop, setEditingStop] = useState<TransportStop | null>(null);
  const [confirming, setConfirming] = useState<TransportStop | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const stopActions = Boolean(onUpdateStop || onDeleteStop);
  const nextOrder = route.stops.reduce((max, s) => Math.max(max, s.stop_order), 0) + 1;
  return (
    <Card.Root data-testid="transport-route">
      <Card.Header>
        <Card.Title level={2}>{route.name}</Card.Title>
        <Card.Description>
          {m.vehicle}: <bdi>{route.vehicle_no}</bdi> · {m.driver}: {route.driver_name}{' '}
          <bdi dir="ltr">{readableMobile(route.driver_mobile)}</bdi> ·{' '}
          {format(t.common.seats, { riders: route.riders, capacity: route.capacity })}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <div className={styles.stack}>
          {onUpdateRoute && editingRoute ? (
            <RouteForm
              title={format(m.editRouteTitle, { route: route.name })}
              level={3}
              submitLabel={m.saveChanges}
              initial={route}
              onSave={async (body) => {
                const detail = await onUpdateRoute(route.id, body);
                if (!detail) setEditingRoute(false);
                return detail;
              }}
              onCancel={() => setEditingRoute(false)}
            />
          ) : null}
          {route.stops.length === 0 ? (
            <p className={styles.muted}>{m.noStops}</p>
          ) : (
            <Table.Root caption={format(m.stopsCaption, { route: route.name })}>
              <Table.Head>
                <Table.Row>
                  <Table.ColumnHeader>{m.orderColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.stopColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.pickupColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.feeColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.ridersColumn}</Table.ColumnHeader>
                  {stopActions ? <Table.ColumnHeader>{m.actionsColumn}</Table.ColumnHeader> : null}
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {route.stops.map((stop) => (
                  <Table.Row key={stop.id}>
                    <Table.Cell label={m.orderColumn}>{stop.stop_order}</Table.Cell>
                    <Table.Cell label={m.stopColumn}>{stop.name}</Table.Cell>
                    <Table.Cell label={m.pickupColumn}>
                      {stop.pickup_time ? (
                        <bdi dir="ltr">{stop.pickup_time}</bdi>
                      ) : (
                        <span className={styles.muted}>{m.noPickup}</span>
                      )}
                    </Table.Cell>
                    <Table.Cell label={m.feeColumn}>{rupees(stop.monthly_fee)}</Table.Cell>
                    <Table.Cell label={m.ridersColumn}>{stop.riders}</Table.Cell>
                    {stopActions ? (
                      <Table.Cell label={m.actionsColumn}>
                        <div className={styles.row}>
                          {onUpdateStop ? (
                            <Button
                              variant="outline"
                              size="sm"
                              aria-label={format(m.editStopLabel, { stop: stop.name })}
                              onClick={() => {
                                setProblem(null);
                                setEditingStop(stop);
                              }}
                            >
                              {m.editStop}
                            </Button>
                          ) : null}
                          {onDeleteStop ? (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={format(m.deleteStopLabel, { stop: stop.name })}
                              onClick={() => {
                                setProblem(null);
                                setConfirming(stop);
                              }}
                            >
                              {m.deleteStop}
                            </Button>
                          ) : null}
                        </div>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {onUpdateStop && editingStop ? (
            <StopForm
              key={editingStop.id}
              label={format(m.editStopLabel, { stop: editingStop.name })}
              submitLabel={m.saveChanges}
              nextOrder={editingStop.stop_order}
              initial={editingStop}
              onSave={async (body) => {
                const detail = await onUpdateStop(editingStop.id, body);
                if (!detail) setEditingStop(null);
                return detail;
              }}
              onCancel={() => setEditingStop(null)}
            />
          ) : null}
          <StopForm
            label={`${m.addStop}: ${route.name}`}
            submitLabel={m.saveStop}
            nextOrder={nextOrder}
            onSave={(body) => onCreateStop(route.id, body)}
          />
          <div className={styles.row}>
            <Link to={`/school/transport/routes/${route.id}`}>{m.students}</Link>
            {onUpdateRoute && !editingRoute ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={format(m.editRouteLabel, { route: route.name })}
                onClick={() => setEditingRoute(true)}
              >
                {m.editRoute}
              </Button>
            ) : null}
            {onPrintList ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={printing}
                  aria-label={format(m.printListLabel, { route: route.name })}
                  onClick={() => onPrintList(route, 'en')}
                >
                  {m.printList}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={printing}
                  aria-label={format(m.printListUrduLabel, { route: route.name })}
                  onClick={() => onPrintList(route, 'ur')}
                >
                  {m.printListUrdu}
                </Button>
              </>
            ) : null}
          </div>
        </div>
      </Card.Body>
      {onDeleteStop ? (
        <ConfirmDialog
          open={confirming !== null}
          title={format(m.deleteStopTitle, { stop: confirming?.name ?? '' })}
          message={format(m.deleteStopBody, { route: route.name })}
          confirmLabel={m.deleteStop}
          cancelLabel={m.cancel}
          tone="danger"
          loading={deleting}
          onConfirm={async () => {
            if (!confirming) return;
            setDeleting(true);
            const detail = await onDeleteStop(confirming.id);
            setDeleting(false);
            setConfirming(null);
            setProblem(detail);
          }}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </Card.Root>
  );
}
