export { UndoEmailChangeScreen } from './UndoEmailChangeScreen';
