export { callWithProof } from './callWithProof';
export { DeviceCheckStatus } from './DeviceCheckStatus';
