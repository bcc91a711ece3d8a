import { startStandalone } from '@atrium/shared';

startStandalone({ remote: 'mf-meeting', name: 'mf_meeting', module: './Networking' });
