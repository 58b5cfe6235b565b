import { describe, expect, it } from 'vitest';
import {
  EDUCATION_TENANT_TYPES,
  hasScreens,
  isAddonComingSoon,
  isComingSoon,
  isCoreModule,
  isOfferedToTenant,
  SUITE_MODULES,
} from './modules.js';

describe('pricing add-ons', () => {
  it('sells the education suite while its school modules work, and keeps the others coming soon', () => {
    expect(SUITE_MODULES['education-suite']!.every((slug) => !isComingSoon(slug))).toBe(true);
    expect(isAddonComingSoon('education-suite')).toBe(false);
    expect(isAddonComingSoon('healthcare-suite')).toBe(true);
    expect(isAddonComingSoon('retail-suite')).toBe(true);
    // The suite's own switch still cannot be turned on in Module Management.
    expect(isComingSoon('education-suite')).toBe(true);
  });
});

describe('an honest catalogue', () => {
  it('counts the parent portal as core: parents already sign in and see their children', () => {
    expect(isCoreModule('parent-portal')).toBe(true);
    expect(isComingSoon('parent-portal')).toBe(false);
  });

  it('offers another industry suite to no school, academy or training centre', () => {
    for (const type of EDUCATION_TENANT_TYPES) {
      expect(isOfferedToTenant('healthcare-suite', type)).toBe(false);
      expect(isOfferedToTenant('retail-suite', type)).toBe(false);
      expect(isOfferedToTenant('transport', type)).toBe(true);
      expect(isOfferedToTenant('education-suite', type)).toBe(true);
    }
    // A clinic (not a tenant kind today) would be offered the healthcare suite.
    expect(isOfferedToTenant('healthcare-suite', 'clinic')).toBe(true);
  });

  it('sells transport once its screens exist', () => {
    expect(hasScreens('transport')).toBe(true);
  });
});
