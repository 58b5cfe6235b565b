/** The platform tenant (Watni itself), created by migration 0001. */
export const PLATFORM_TENANT_ID = 1;
