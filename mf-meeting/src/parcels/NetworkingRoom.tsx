import { createParcel, RemotePlaceholder } from '@atrium/shared';

// Placeholder until its issue lands: really built, published, loaded and mounted.
export default createParcel(() => <RemotePlaceholder area="NetworkingRoom" />);
