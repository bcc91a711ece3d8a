// Built by the one shared helper (DESIGN.md "Habits"); only the name and exposed parcels differ.
const { createRemoteConfig } = require('@atrium/shared/build');

module.exports = createRemoteConfig(
  'mf_social_hub',
  {
    './SocialHub': './src/parcels/SocialHub.tsx',
  },
  { dirname: __dirname, port: 3105 },
);
