import { createParcel, type MessagesDialogProps } from '@atrium/shared';
import { MessagesHub } from '../features/hub';
import '../i18n/messages';

/**
 * Mounted by the shell inside its messages dialog on 'messages.open', and on 'chat.open' with the
 * chat asked for (spec 1 §2 Dialogs 2).
 */
export default createParcel<MessagesDialogProps>(({ chat }) => <MessagesHub chat={chat} />);
