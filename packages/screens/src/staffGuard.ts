// @watni/screens/staff-guard: what the site's staff guard shows (no access, its messages). Its own
// entry: importing these from the '@watni/screens/staff' barrel put every staff screen (39 kB gzip)
// in front of each school page, the teacher's register on a slow phone among them.
export { type StaffMessages, staffMessages } from './messages/staff';
export { NoAccess } from './staff/NoAccess/NoAccess';
