import { createParcel } from '@atrium/shared';
import { AccountSettings } from '../features/settings';
import '../i18n/account';

/** Mounted by the shell inside its account dialog when the bus says 'account.open' (spec 1 §2 Dialogs 1). */
export default createParcel(AccountSettings);
