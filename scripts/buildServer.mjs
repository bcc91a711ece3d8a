// `npm run build` of a server package (api, registry): each entry becomes one JavaScript file in
// dist/ that `npm start` runs with plain node. The package's own and @atrium/shared's TypeScript
// are bundled in; npm dependencies stay in node_modules. Types are checked by `npm run lint`.
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: process.argv.slice(2),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-dependencies-stay-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@atrium/') ? undefined : { path, external: true },
        );
      },
    },
  ],
});
