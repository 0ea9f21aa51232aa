// Day and week rules come from the one module the browser uses too
// (@elearn/contracts/time: dayjs with its utc and timezone plugins), so the
// server's streak weeks and the streak modal's week view cannot disagree.
export { addDays, type Day, localDay, safeTimeZone, weekStart } from '@elearn/contracts/time';

import type { Day } from '@elearn/contracts/time';

/** The later of two days, either of which may be unknown. */
export const laterDay = (a: Day | null, b: Day | null): Day | null => (a && b ? (a > b ? a : b) : (a ?? b));
