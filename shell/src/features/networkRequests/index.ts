export { useNetworkRequests } from './useNetworkRequests';
