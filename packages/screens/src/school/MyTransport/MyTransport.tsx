import type { MyTransportChild } from '@watni/api-client';
import { Card, useI18n } from '@watni/ui';
import { useTransportMessages } from '../../messages/TransportMessages';
import * as styles from '../_timetable/timetable.css';
import {
  readableMobile,
  TransportError,
  TransportLoading,
  TransportPage,
  useRupees,
} from '../_transport/TransportPage';

export interface MyTransportViewProps {
  /** A parent sees every child; a student their own record. */
  parent: boolean;
  items: readonly MyTransportChild[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** /school/transport/mine: the route, stop, vehicle and the driver's number, per child. */
export function MyTransportView({
  parent,
  items,
  loading = false,
  error = null,
  onRetry,
}: MyTransportViewProps) {
  const t = useTransportMessages();
  const m = t.mine;
  const { format } = useI18n();
  const rupees = useRupees();
  return (
    <TransportPage title={parent ? m.parentTitle : m.title} description={m.description}>
      {loading ? (
        <TransportLoading />
      ) : error ? (
        <TransportError message={error} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{m.none}</p>
      ) : (
        items.map((child) => {
          const ride = child.transport;
          return (
            <Card.Root key={child.student_id} data-testid="transport-of">
              <Card.Header>
                <Card.Title level={2}>{child.student_name}</Card.Title>
              </Card.Header>
              <Card.Body>
                {ride ? (
                  <dl className={styles.tight}>
                    <div>
                      <dt className={styles.muted}>{m.route}</dt>
                      <dd style={{ margin: 0 }}>{ride.route_name}</dd>
                    </div>
                    <div>
                      <dt className={styles.muted}>{m.stop}</dt>
                      <dd style={{ margin: 0 }}>
                        {ride.stop_name} ({format(t.common.stopOrder, { order: ride.stop_order })})
                      </dd>
                    </div>
                    <div>
                      <dt className={styles.muted}>{m.pickup}</dt>
                      <dd style={{ margin: 0 }} data-testid="pickup-time">
                        {ride.pickup_time ? (
                          <bdi dir="ltr">{ride.pickup_time}</bdi>
                        ) : (
                          m.pickupNotSet
                        )}
                      </dd>
                    </div>
                    <div>
                      <dt className={styles.muted}>{m.vehicle}</dt>
                      <dd style={{ margin: 0 }}>
                        <bdi>{ride.vehicle_no}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt className={styles.muted}>{m.driver}</dt>
                      <dd style={{ margin: 0 }}>
                        {ride.driver_name}{' '}
                        <a
                          href={`tel:${ride.driver_mobile}`}
                          // The number it shows stays in the name (WCAG 2.5.3, label in name).
                          aria-label={`${format(m.call, { name: ride.driver_name })} ${readableMobile(ride.driver_mobile)}`}
                        >
                          <bdi dir="ltr">{readableMobile(ride.driver_mobile)}</bdi>
                        </a>
                      </dd>
                    </div>
                    <div>
                      <dt className={styles.muted}>{m.fee}</dt>
                      <dd style={{ margin: 0 }}>{rupees(ride.monthly_fee)}</dd>
                    </div>
                  </dl>
                ) : (
                  <p className={styles.muted}>{m.noTransport}</p>
                )}
              </Card.Body>
            </Card.Root>
          );
        })
      )}
    </TransportPage>
  );
}
