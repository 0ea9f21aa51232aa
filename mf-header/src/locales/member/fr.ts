import { fr as account } from '../account/fr';
import { fr as alerts } from '../alerts/fr';
import { fr as profile } from '../profile/fr';
import { fr as rewards } from '../rewards/fr';
import { fr as tickets } from '../tickets/fr';

/** French strings only a signed-in user sees: the member header, its dialogs and the member pages. */
export const fr = { ...profile, ...rewards, ...account, ...tickets, ...alerts };
