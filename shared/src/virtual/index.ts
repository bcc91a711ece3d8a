// Long lists with a bounded DOM (issue 13 item 5), at '@atrium/shared/virtual': the virtualizer loads
// with the first remote that shows such a list (a chat, later the social hub's feed), never with
// the login page.
export { VirtualList } from './VirtualList';
export type { VirtualListProps } from './VirtualList';
