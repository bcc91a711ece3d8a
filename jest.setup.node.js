// better-sqlite3 hands its error class to its native addon once per process, while jest runs every
// test file of a worker in a realm of its own. Left alone, SQLite errors in later files are not
// `instanceof Error` there, and `rejects.toThrow` reports a statement SQLite refused as one that
// "did not throw". Each file hands over its own class.
const addon = require('better-sqlite3/build/Release/better_sqlite3.node');
addon.setErrorConstructor(require('better-sqlite3/lib/sqlite-error'));
