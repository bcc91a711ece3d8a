// One place that says how every Atrium package is built with webpack + Module Federation
// (DESIGN.md "Runtime composition"). A remote's own webpack.config.js is one line.
const path = require('node:path');
const fs = require('node:fs');
const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, DefinePlugin, sources } = require('webpack');
const REMOTES = require('../src/mf/remotes.json');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) =>
  JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [root] }), 'utf8')).version;

// The singletons of DESIGN.md: one React, one router, one bus/store/socket whichever remote loads
// first. react-dom/ with the trailing slash makes react-dom/client one copy too.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'rxjs',
  'zustand',
  'i18next',
  'react-i18next',
  'styled-components',
  'single-spa',
  'single-spa-react',
  'socket.io-client',
  '@tanstack/react-query',
  // Forms (issue 12 item 5): one copy for every remote with a form, loaded only by the first of them.
  'react-hook-form',
  // Long lists (issue 13 item 5): likewise, with the first remote that shows one.
  '@tanstack/react-virtual',
  '@atrium/shared',
];
const WITH_SUBPATHS = ['react', 'react-dom'];
// Shared under the library's name, only what the page uses of it (a shared module ships whole):
// see shared/src/mf/slim.
const SLIM_ENTRIES = {
  'react-router-dom': path.join(__dirname, '../src/mf/slim/reactRouter.ts'),
  rxjs: path.join(__dirname, '../src/mf/slim/rxjs.ts'),
  'react-i18next': path.join(__dirname, '../src/mf/slim/reactI18next.js'),
  '@tanstack/react-query': path.join(__dirname, '../src/mf/slim/reactQuery.js'),
};
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [root] }));
// The slim entries' deep files, which the packages' `exports` do not list.
const SLIM_ALIASES = {
  'react-i18next/dist/es': path.join(packageDir('react-i18next'), 'dist/es'),
  '@tanstack/react-query/build/modern': path.join(packageDir('@tanstack/react-query'), 'build/modern'),
  // rxjs's ES2015 build (its `es2015` export), not the ES5 one webpack picks: classes instead of
  // tslib's helpers, about 1 KB less gzip on every page.
  'rxjs/internal': path.join(packageDir('rxjs'), 'dist/esm/internal'),
};

/**
 * @param {boolean} consumeOnly a published remote takes every singleton from the shell instead of
 *   shipping its own fallback copy: less to build and nothing duplicated on the page. The registry
 *   refuses builds whose singletons don't match the shell's majors.
 */
function sharedConfig(consumeOnly = false) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(name);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    if (consumeOnly) entry.import = false;
    else if (SLIM_ENTRIES[name]) entry.import = SLIM_ENTRIES[name];
    shared[name] = entry;
    if (WITH_SUBPATHS.includes(name)) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

// react-router 7's package exports only point at its development build; production must not
// ship it (it was 61 KB gzip of the shell in the prototype).
function productionAliases(mode) {
  if (mode !== 'production') return SLIM_ALIASES;
  const rr = path.dirname(require.resolve('react-router/package.json', { paths: [root] }));
  return { ...SLIM_ALIASES, 'react-router$': path.join(rr, 'dist/production/index.mjs') };
}

function baseConfig({ dirname, mode, port, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    entry: path.join(dirname, 'src/index.ts'),
    context: dirname,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: publicPath ?? 'auto',
      // The federation runtime can't name the entry by contenthash; a version's folder is immutable anyway.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      uniqueName: path.basename(dirname),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: productionAliases(mode),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: require.resolve('esbuild-loader'),
          options: { target: 'es2020', jsx: 'automatic' },
        },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port,
      hot: true,
      // Alone, a remote still talks to the real api of `npm start`.
      proxy: [{ context: ['/api', '/socket.io'], target: process.env.API_URL ?? 'http://127.0.0.1:3001', ws: true }],
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      client: { overlay: { warnings: false } },
    },
  };
}

/** base-relative path -> file, of every file under base/dir but tests (they change no build). */
function sourceFiles(base, dir) {
  const top = path.join(base, dir);
  if (!fs.existsSync(top)) return [];
  return fs
    .readdirSync(top, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && !/\.test\.[jt]sx?$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name))
    .map((file) => [path.relative(base, file).split(path.sep).join('/'), file]);
}

/**
 * A name for this build of the remote that no other build of it has: its folder name and a hash of
 * what it is built from (its sources, shared's, the lockfile), wherever the folder is. webpack
 * names the chunk loading global (`self.webpackChunk<uniqueName>`) and its script keys after it.
 * With one name for every version, the last good build loaded after a failed one took the failed
 * build's chunks as its own (same chunk and module ids, other code) and the fallback broke with
 * "Cannot read properties of undefined (reading 'call')" (issue 31).
 */
function buildName(dirname) {
  const shared = path.join(__dirname, '..');
  const inputs = [
    ['remote/package.json', path.join(dirname, 'package.json')],
    ['remote/webpack.config.js', path.join(dirname, 'webpack.config.js')],
    ...sourceFiles(dirname, 'src').map(([name, file]) => [`remote/${name}`, file]),
    ...sourceFiles(shared, 'src').map(([name, file]) => [`shared/${name}`, file]),
    ...sourceFiles(shared, 'build').map(([name, file]) => [`shared/${name}`, file]),
    ['package-lock.json', path.join(root, 'package-lock.json')],
  ].sort(([a], [b]) => a.localeCompare(b));
  const hash = crypto.createHash('sha256');
  for (const [name, file] of inputs) {
    if (!fs.existsSync(file)) continue;
    hash.update(`${name}\0`);
    hash.update(fs.readFileSync(file));
  }
  return `${path.basename(dirname)}-${hash.digest('hex').slice(0, 10)}`;
}

/**
 * A remote: builds to its own dist/ with its own mf-manifest.json and exposes its areas as
 * single-spa parcels (DESIGN.md "The mounting contract"). Its container name, exposes and dev port
 * come from the catalogue (shared/src/mf/remotes.json), keyed by the package folder.
 * @param {string} dirname the remote's folder, e.g. .../mf-auth
 */
function createRemoteConfig(dirname) {
  const remote = path.basename(dirname);
  const { container, exposes, devPort: port } = REMOTES[remote];
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    // In dev the standalone page lives under /:slug/..., so its scripts need an absolute base.
    const publicPath = mode === 'development' ? `http://localhost:${port}/` : 'auto';
    const config = baseConfig({ dirname, mode, port, publicPath });
    // Published builds of one remote can run on one page (a fallback): each keeps its own chunks.
    if (mode === 'production') config.output.uniqueName = buildName(dirname);
    // Alone in its dev server a remote is mounted by the one standalone host of shared; published,
    // it serves only its remoteEntry and has no page of its own.
    config.entry = mode === 'development' ? path.join(__dirname, 'standalone/entry.js') : {};
    config.plugins = [
      new ModuleFederationPlugin({
        name: container,
        // Versions live in their own folders, so the entry's own name can stay fixed.
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig(mode === 'production'),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // Published remotes use the shell's federation runtime; alone in dev a remote brings its own.
        experiments: mode === 'production' ? { externalRuntime: true } : {},
      }),
    ];
    if (mode === 'development') {
      config.plugins.push(
        new DefinePlugin({ 'process.env.ATRIUM_REMOTE': JSON.stringify(remote) }),
        new HtmlWebpackPlugin({ title: container }),
      );
    }
    return config;
  };
}

/**
 * Writes preload.json: the scripts the shell's first render loads (main.js, the chunks of
 * ./bootstrap and of every shared module they take, and what those take in turn), and per shared
 * module the scripts a remote taking it makes the page load. The gateway names them in the
 * document, so the browser asks for them all at once (issue 30 item 2).
 */
class BootScriptsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootScriptsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const { chunkGraph } = compilation;
          const providers = new Map(); // share key -> the provide module's async block
          for (const module of compilation.modules) {
            if (module.type === 'provide-module' && module.blocks[0]) providers.set(module._name, module.blocks[0]);
          }
          /** The scripts of these chunk groups and of the shared modules their chunks take, in order. */
          const scriptsOf = (...groups) => {
            const files = [];
            const seen = new Set();
            const add = (group) => {
              for (const chunk of group?.chunks ?? []) {
                if (seen.has(chunk)) continue;
                seen.add(chunk);
                for (const file of chunk.files) if (file.endsWith('.js')) files.push(`/${file}`);
                for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                  if (module.type !== 'consume-shared-module') continue;
                  // The shell provides every singleton, so the page takes the provided copy; the
                  // consume's own fallback chunk (the same code) loads only without one.
                  const provided = providers.get(module.options?.shareKey);
                  if (provided) add(chunkGraph.getBlockChunkGroup(provided));
                  else for (const block of module.blocks) add(chunkGraph.getBlockChunkGroup(block));
                }
              }
            };
            groups.forEach(add);
            return files;
          };
          const scripts = scriptsOf(compilation.entrypoints.get('main'), compilation.namedChunkGroups.get('bootstrap'));
          const shared = Object.fromEntries(
            [...providers].map(([name, block]) => [name, scriptsOf(chunkGraph.getBlockChunkGroup(block))]),
          );
          compilation.emitAsset('preload.json', new sources.RawSource(JSON.stringify({ scripts, shared }, null, 2)));
        },
      );
    });
  }
}

/**
 * The host (shell): no remotes baked in; they come from the registry manifest at runtime.
 * @param {object} [options.html] HtmlWebpackPlugin options over the defaults
 */
function createHostConfig(name, { dirname, port, proxy, html }) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const config = baseConfig({ dirname, mode, port, publicPath: '/' });
    config.plugins = [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        dts: false,
        // Remotes use this runtime (externalRuntime). Entries are remoteEntry.js, not manifests, so
        // the snapshot (manifest) code and the Node paths are left out of the page.
        experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        template: path.join(dirname, 'src/index.html'),
        inject: 'body',
        ...html,
      }),
      new BootScriptsPlugin(),
    ];
    // The gateway serves these .gz files as they are instead of compressing each request anew: on a
    // first visit that CPU is the browser's too (issue 9 item 6).
    // Brotli too, at its slowest and smallest (about 12% under gzip on the boot scripts): the build
    // pays once what a phone on the venue's network would wait for on every first visit (issue 30).
    if (mode === 'production') {
      config.plugins.push(
        new CompressionPlugin({ test: /\.(js|html)$/, threshold: 1024 }),
        new CompressionPlugin({
          test: /\.(js|html)$/,
          threshold: 1024,
          algorithm: 'brotliCompress',
          filename: '[path][base].br',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
        }),
      );
    }
    // The runtime core it hands to remotes is required as CommonJS, beside the ESM copy the
    // runtime itself imports: one copy of the federation runtime instead of two.
    config.resolve.alias['@module-federation/runtime-tools/runtime-core$'] = path.join(
      path.dirname(require.resolve('@module-federation/runtime-tools/package.json', { paths: [root] })),
      'dist/runtime-core.js',
    );
    config.devServer.proxy = proxy; // the host also proxies the registry
    if (mode === 'production') {
      config.optimization = {
        splitChunks: {
          chunks: 'async',
          cacheGroups: {
            bootLibs: {
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](react-query|query-core)|i18next|react-i18next|styled-components|stylis|@emotion|rxjs|tslib|single-spa|single-spa-react|zustand|use-sync-external-store|shallowequal|void-elements|html-parse-stringify|cookie|set-cookie-parser)[\\/]|[\\/]shared[\\/]src[\\/]mf[\\/]slim[\\/]/,
              name: 'boot-libs',
              chunks: 'all',
              enforce: true,
              priority: 20,
            },
          },
        },
      };
    }
    return config;
  };
}

module.exports = { createRemoteConfig, createHostConfig, SINGLETONS };
