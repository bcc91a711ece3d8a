import { createParcel, type ProfileDialogProps } from '@atrium/shared';
import { UserProfile } from '../features/userProfile';
import '../i18n/profile';

/** Another user's profile (spec 1 §2 Dialogs 3): the shell's profile dialog mounts it with the userId of `profile.open`. */
export default createParcel<ProfileDialogProps>(({ userId }) => <UserProfile userId={userId} />);
