import { startStandalone } from '@atrium/shared';

startStandalone({ remote: 'mf-messaging', name: 'mf_messaging', module: './MessagesHub' });
