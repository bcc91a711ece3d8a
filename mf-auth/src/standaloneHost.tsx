import { startStandalone } from '@atrium/shared';

startStandalone({ remote: 'mf-auth', name: 'mf_auth', module: './Auth' });
