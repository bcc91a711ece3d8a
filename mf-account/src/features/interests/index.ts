export { InterestTags } from './InterestTags';
