// jsdom has no TextEncoder, which react-router reads as it loads.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// On a busy 2-core machine a screen can take longer than testing-library's 1 s default to settle;
// findBy/waitFor still fail when what they wait for never shows.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
