// The shell's shared versions and remote builds the registry suites publish.

export const SHELL = {
  buildVersion: '0.1.0',
  shared: [
    { name: '@atrium/shared', version: '0.1.0' },
    { name: 'react', version: '19.3.1' },
    { name: 'react/jsx-runtime', version: '19.3.1' },
    { name: 'react-dom', version: '19.3.1' },
    { name: 'react-dom/client', version: '19.3.1' },
    { name: 'react-router-dom', version: '7.18.5' },
    { name: 'styled-components', version: '6.6.0' },
    { name: 'rxjs', version: '7.8.2' },
    { name: 'zustand', version: '5.1.0' },
    { name: 'i18next', version: '26.7.2' },
  ],
};

export const BUILT_AGAINST = [
  { name: 'react/jsx-runtime', version: '19.3.1' },
  { name: '@atrium/shared', version: '0.1.0' },
];

interface BuildOptions {
  name?: string;
  text?: string;
  /** KB of random (incompressible) bytes in the exposed module's chunk: its first chunk's weight. */
  chunkKb?: number;
  shared?: { name: string; version: string }[];
  withoutEntry?: boolean;
}

const CHUNK = '__federation_expose_SocialHub.1234abcd.js';

/** Bytes gzip cannot shrink, seeded (xorshift), so one build is always the same build. */
function noise(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let x = 2463534242;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

/** The shape webpack + Module Federation gives a remote's dist/ (mf-manifest.json, entry, a hashed chunk). */
export function mfManifest({ name = 'mf_social_hub', shared = BUILT_AGAINST }: BuildOptions = {}) {
  return {
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: '0.1.0', buildName: '@atrium/mf-social-hub' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: shared.map((s) => ({ ...s, id: `${name}:${s.name}`, singleton: true, requiredVersion: `^${s.version}` })),
    remotes: [],
    exposes: [{ id: `${name}:SocialHub`, name: 'SocialHub', path: './SocialHub', assets: { js: { sync: [CHUNK] } } }],
  };
}

export function build(options: BuildOptions = {}) {
  const { name = 'mf_social_hub', text = 'hub', withoutEntry = false, chunkKb = 0 } = options;
  const padding = noise(chunkKb * 1024);
  const file = (p: string, content: string) => ({ path: p, content: Buffer.from(content).toString('base64') });
  return [
    file('mf-manifest.json', JSON.stringify(mfManifest(options))),
    ...(withoutEntry ? [] : [file('remoteEntry.js', `var ${name} = ${JSON.stringify(text)};`)]),
    file(CHUNK, `document.body.textContent = ${JSON.stringify(text)};/*${padding.toString('base64')}*/`),
  ];
}
