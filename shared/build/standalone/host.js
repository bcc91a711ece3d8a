import { startStandalone } from '@atrium/shared';

// createRemoteConfig names the remote being served.
startStandalone(process.env.ATRIUM_REMOTE);
