import { startStandalone } from '@atrium/shared';

startStandalone({ remote: 'mf-live', name: 'mf_live', module: './LiveSessions' });
