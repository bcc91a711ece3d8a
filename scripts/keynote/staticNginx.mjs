// The stream's floor: nginx serving a copy of the live segments as plain files, with a fixed
// playlist that lists them in order, so players make the same requests the product answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export async function startStaticNginx({ from, dir }) {
  fs.rmSync(dir, { recursive: true, force: true });
  const files = path.join(dir, 'files');
  fs.mkdirSync(files, { recursive: true });
  // The live playlist's own segments and durations, written again as a fixed list of files.
  const live = fs.readFileSync(path.join(from, 'index.m3u8'), 'utf8');
  const target = /#EXT-X-TARGETDURATION:(\d+)/.exec(live)?.[1] ?? '2';
  const entries = [...live.matchAll(/#EXTINF:([\d.]+),\s*\n([^#\s][^\n]*)/g)]
    .map(([, duration, name]) => ({ duration, name: path.basename(name.trim()) }))
    .filter(({ name }) => {
      try {
        fs.copyFileSync(path.join(from, name), path.join(files, name));
        return true;
      } catch {
        return false; // ffmpeg deleted it meanwhile
      }
    });
  fs.writeFileSync(
    path.join(files, 'index.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${target}`,
      ...entries.flatMap(({ duration, name }) => [`#EXTINF:${duration},`, name]),
      '',
    ].join('\n'),
  );
  const port = 4990;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { application/vnd.apple.mpegurl m3u8; video/mp2t ts; }
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${files};
    location / { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let failed = null;
  child.once('error', (error) => (failed = error));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (failed) throw new Error(`nginx did not start: ${failed.message}`);
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const ok = await fetch(`${url}/index.m3u8`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}
