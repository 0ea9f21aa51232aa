import { en as account } from '../account/en';
import { en as alerts } from '../alerts/en';
import { en as profile } from '../profile/en';
import { en as rewards } from '../rewards/en';
import { en as tickets } from '../tickets/en';

/** English strings only a signed-in user sees: the member header, its dialogs and the member pages. */
export const en = { ...profile, ...rewards, ...account, ...tickets, ...alerts };
