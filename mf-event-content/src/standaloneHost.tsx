import { startStandalone } from '@atrium/shared';

startStandalone({ remote: 'mf-event-content', name: 'mf_event_content', module: './Home' });
