import type { AppContext } from '../../context';

/** What the gamification rules need of the app: the database, pushes, the clock and the daily target. */
export type GamificationContext = Pick<AppContext, 'database' | 'realtime' | 'now' | 'config' | 'push'>;
