import { createParcel } from '@atrium/shared';
import { MessagesHub } from '../features/hub';
import '../i18n/messages';

/** Mounted by the shell inside its messages dialog when the bus says 'messages.open' (spec 1 §2 Dialogs 2). */
export default createParcel(MessagesHub);
