// The one price formatter of the product. Pakistan first: rupees as 'PKR 6,500', dollars as '$10'
// or '$10.50'. Every price on every screen goes through formatPrice, so a figure is never written
// twice in two styles (spec section 9: "one formatting helper").

export type Currency = 'PKR' | 'USD';

/** The exchange rate the public pages use to show rupee equivalents (spec section 9). */
export const PKR_PER_USD = 280;

const groupers = {
  whole: new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * A price for display. Whole amounts carry no decimals ('PKR 78,000', '$10'); anything with
 * cents keeps two ('$10.50', 'PKR 1,234.50'). Amounts are rounded to the cent first, so
 * 9.999 reads '$10'. Negative amounts (refunds, discounts) keep their sign in front: '-$5'.
 * Throws a RangeError for NaN or infinite amounts: a broken figure must not reach a page.
 */
export function formatPrice(amount: number, currency: Currency): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatPrice: not a finite amount: ${amount}`);
  const cents = Math.round(Math.abs(amount) * 100);
  const value = cents / 100;
  const digits = cents % 100 === 0 ? groupers.whole.format(value) : groupers.cents.format(value);
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  return currency === 'USD' ? `${sign}$${digits}` : `${sign}PKR ${digits}`;
}

/**
 * Whole rupees grouped as every figure of the product is ('12,500'), without the currency: for
 * sentences whose language places the currency itself ('PKR {amount}', '{amount} روپے').
 */
export function groupRupees(amount: number): string {
  return formatPrice(amount, 'PKR').replace('PKR ', '');
}

/** Rupees for a dollar amount at PKR 280 per USD, rounded to the whole rupee: usdToPkr(10) = 2800. */
export function usdToPkr(usd: number): number {
  if (!Number.isFinite(usd)) throw new RangeError(`usdToPkr: not a finite amount: ${usd}`);
  return Math.round(usd * PKR_PER_USD);
}

/**
 * A dollar price and its rupee equivalent at PKR 280 per USD: { usd: '$10', pkr: 'PKR 2,800' }.
 * The ONE conversion of the product: the public pricing page and the Subscription Plans screen.
 */
export function usdWithPkr(usd: number): { usd: string; pkr: string } {
  return { usd: formatPrice(usd, 'USD'), pkr: formatPrice(usdToPkr(usd), 'PKR') };
}
