// jsdom has no TextEncoder, which react-router reads as it loads.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
