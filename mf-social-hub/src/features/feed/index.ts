export { SocialHub } from './SocialHub';
export type { SocialHubProps } from './SocialHub';
