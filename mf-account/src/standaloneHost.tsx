import { startStandalone } from '@atrium/shared';

startStandalone({ remote: 'mf-account', name: 'mf_account', module: './AccountSettings' });
