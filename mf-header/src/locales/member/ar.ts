import { ar as account } from '../account/ar';
import { ar as alerts } from '../alerts/ar';
import { ar as profile } from '../profile/ar';
import { ar as rewards } from '../rewards/ar';
import { ar as tickets } from '../tickets/ar';

/** Arabic strings only a signed-in user sees: the member header, its dialogs and the member pages. */
export const ar = { ...profile, ...rewards, ...account, ...tickets, ...alerts };
