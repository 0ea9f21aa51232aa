import { session$ } from '@elearn/platform';
import { useBehaviorSubject } from './use-observable';

/** The signed-in user (or null), shared by every remote through the platform singleton. */
export const useSession = () => useBehaviorSubject(session$);
