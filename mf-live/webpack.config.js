// Built by the one shared helper (DESIGN.md "Habits"); only the name and exposed parcels differ.
const { createRemoteConfig } = require('@atrium/shared/build');

module.exports = createRemoteConfig(
  'mf_live',
  {
    './LiveSessions': './src/parcels/LiveSessions.tsx',
    './SessionPage': './src/parcels/SessionPage.tsx',
  },
  { dirname: __dirname, port: 3106 },
);
