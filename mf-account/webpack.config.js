// Built by the one shared helper (DESIGN.md "Habits"); only the name and exposed parcels differ.
const { createRemoteConfig } = require('@atrium/shared/build');

module.exports = createRemoteConfig(
  'mf_account',
  {
    './AccountSettings': './src/parcels/AccountSettings.tsx',
    './UserProfile': './src/parcels/UserProfile.tsx',
  },
  { dirname: __dirname, port: 3102 },
);
