export { PollPost } from './PollPost';
export type { PollPostProps } from './PollPost';
// The live poll picks and shows its answers as a hub poll does.
export { Choices } from './Choices';
export { Results } from './Results';
