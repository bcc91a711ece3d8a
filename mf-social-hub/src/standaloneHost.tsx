import { startStandalone } from '@atrium/shared';

startStandalone({ remote: 'mf-social-hub', name: 'mf_social_hub', module: './SocialHub' });
