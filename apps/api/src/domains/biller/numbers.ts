// The consumer numbers of a voucher, one per aggregator the school has switched on: what the
// voucher screens show and every copy of the challan prints (with its barcode).
import type { Tx } from '../../db/client.js';
import type { Aggregator } from '../../db/schema/biller.js';
import { consumerNumberOf } from './protocol.js';
import { listSettings } from './repository.js';

interface ConsumerNumber {
  aggregator: Aggregator;
  number: string;
}

export async function consumerNumbersOf(
  tx: Tx,
  tenantId: number,
  voucherNo: string,
): Promise<ConsumerNumber[]> {
  return consumerNumbersFrom(await listSettings(tx, tenantId), voucherNo);
}

/** The same, from settings read once (bulk printing: a school's vouchers, one read). */
export function consumerNumbersFrom(
  settings: Awaited<ReturnType<typeof listSettings>>,
  voucherNo: string,
): ConsumerNumber[] {
  const numbers: ConsumerNumber[] = [];
  for (const row of [...settings].sort((a, b) => a.aggregator.localeCompare(b.aggregator))) {
    if (!row.enabled) continue;
    const number = consumerNumberOf(row, voucherNo);
    if (number) numbers.push({ aggregator: row.aggregator, number });
  }
  return numbers;
}
