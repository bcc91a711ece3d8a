// Built by the one shared helper (DESIGN.md "Habits"); only the name and exposed parcels differ.
const { createRemoteConfig } = require('@atrium/shared/build');

module.exports = createRemoteConfig(
  'mf_messaging',
  {
    './MessagesHub': './src/parcels/MessagesHub.tsx',
    './Notifications': './src/parcels/Notifications.tsx',
  },
  { dirname: __dirname, port: 3103 },
);
