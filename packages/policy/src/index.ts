// @watni/policy: the one table of who may do what, and the other rules the service and the
// client must agree on (input rules, Pakistan time), shared by both.
// Pure data and functions: no dependencies, so both sides may import it.

// Shared input rules (lesson videos, IBANs, mobile, CNIC and B-Form numbers)
export { isValidIban, normalizeIban } from './iban.js';
export { latinDigits, normaliseBForm, normaliseCnic, normaliseMobile } from './identity.js';
export type { CoreModule } from './modules.js';
export {
  CORE_MODULES,
  EDUCATION_TENANT_TYPES,
  hasScreens,
  isAddonComingSoon,
  isComingSoon,
  isCoreModule,
  isOfferedToTenant,
  MODULES_WITH_SCREENS,
  moduleDisabledDetail,
  OTHER_INDUSTRY_MODULES,
} from './modules.js';
export {
  PAKISTAN_TIME_ZONE,
  PAKISTAN_UTC_OFFSET,
  PAKISTAN_UTC_OFFSET_MINUTES,
  pakistanThisMonth,
  pakistanToday,
  pakistanWeekday,
} from './pakistanTime.js';
export type { Permission, PolicyContext, PolicySetting, PolicySettings } from './permissions.js';
export { can, PERMISSION_TABLE, PERMISSIONS, roleCan } from './permissions.js';
export type { Role, RoleSubject } from './roles.js';
export { badgeRoleOf, ROLES, roleOf } from './roles.js';
export type { ScreenPath } from './screens.js';
export { SCREEN_PATHS, SCREEN_PERMISSIONS } from './screens.js';
export type { VideoSource } from './video.js';
export {
  isPlayableVideoUrl,
  parseVideoUrl,
  VIDEO_FRAME_ORIGINS,
  VIDEO_URL_DETAIL,
} from './video.js';
