// Built by the one shared helper (DESIGN.md "Habits"); only the name and exposed parcels differ.
const { createRemoteConfig } = require('@atrium/shared/build');

module.exports = createRemoteConfig(
  'mf_meeting',
  {
    './Networking': './src/parcels/Networking.tsx',
    './ConferenceRoom': './src/parcels/ConferenceRoom.tsx',
  },
  { dirname: __dirname, port: 3107 },
);
