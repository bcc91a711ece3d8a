// Small inline SVG pictures of the demo seed (covers, logos, avatars), so the demo needs no network.

export const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

export const text = (x: number, y: number, size: number, content: string, fill = '#fff') =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${content}</text>`;

export function avatar(name: string, color: string): string {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return svg(`<rect width="200" height="200" fill="${color}"/>${text(100, 122, 72, initials)}`, 200, 200);
}

export function cover(title: string, from: string, to: string): string {
  return svg(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1120" height="500" fill="url(#g)"/><circle cx="960" cy="90" r="180" fill="#fff" fill-opacity=".08"/><circle cx="140" cy="460" r="220" fill="#fff" fill-opacity=".06"/>${text(560, 270, 64, title)}`,
    1120,
    500,
  );
}

export function logo(letters: string, color: string): string {
  return svg(`<rect width="200" height="200" rx="36" fill="${color}"/>${text(100, 124, 76, letters)}`, 200, 200);
}
