module.exports = require('@atrium/shared/build').createRemoteConfig(__dirname);
