import { de as account } from '../account/de';
import { de as alerts } from '../alerts/de';
import { de as profile } from '../profile/de';
import { de as rewards } from '../rewards/de';
import { de as tickets } from '../tickets/de';

/** German strings only a signed-in user sees: the member header, its dialogs and the member pages. */
export const de = { ...profile, ...rewards, ...account, ...tickets, ...alerts };
