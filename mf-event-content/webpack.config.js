// Built by the one shared helper (DESIGN.md "Habits"); only the name and exposed parcels differ.
const { createRemoteConfig } = require('@atrium/shared/build');

module.exports = createRemoteConfig(
  'mf_event_content',
  {
    './Home': './src/parcels/Home.tsx',
    './EventContent': './src/parcels/EventContent.tsx',
  },
  { dirname: __dirname, port: 3104 },
);
