// The prices of the public pages, as numbers (spec section 9). Pages format them with
// `formatPrice` and derive rupee equivalents with `usdToPkr`; nothing here is a display string.
import { type Currency, formatPrice } from '../../format/money';

export { usdWithPkr } from '../../format/money';

export type PlanId = 'starter' | 'professional' | 'enterprise';
export type AddonId = 'education' | 'healthcare' | 'retail';

/** Watni Nexus plans, USD per month; `null` is a custom (Contact Sales) price. */
export const planPricesUsd: Record<PlanId, number | null> = {
  starter: 10,
  professional: 30,
  enterprise: null,
};

/** Industry add-on modules, USD per month. */
export const addonPricesUsd: Record<AddonId, number> = {
  education: 8,
  healthcare: 10,
  retail: 7,
};

/** Live training, PKR. */
export const liveTrainingPkr = {
  hourly: 500,
  /** Weekly package: 4 sessions a month. */
  weekly: 1800,
  /** Monthly package: 12 sessions a month. */
  monthly: 3500,
};

/** The 12-month certification programmes, PKR per month. */
export const programme = {
  monthlyPkr: 6500,
  months: 12,
  get totalPkr(): number {
    return this.monthlyPkr * this.months;
  },
};

export const pkr = (amount: number): string => formatPrice(amount, 'PKR' satisfies Currency);

/** The lowest paid plan price, for 'from $10/month' lines. */
export const lowestPlanUsd = Math.min(
  ...Object.values(planPricesUsd).filter((price): price is number => price !== null),
);
