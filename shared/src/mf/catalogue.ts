import remotes from './remotes.json';

/**
 * The catalogue of remotes (remotes.json): for each package its federation container, dev port,
 * exposed parcels and the areas it mounts. Webpack configs, lint boundaries, the registry, the
 * start scripts and the standalone host read the same file, so adding a remote is one entry.
 */
export const REMOTES = remotes;

export type RemoteName = keyof typeof remotes;
type AreasOf<R extends RemoteName> = keyof (typeof remotes)[R]['areas'] & string;
/** A place a host mounts a parcel: a shell route, a dialog opened through the bus, an event panel. */
export type AreaName = { [R in RemoteName]: AreasOf<R> }[RemoteName];

const AREAS = new Map<string, { remote: RemoteName; module: string }>(
  (Object.entries(remotes) as [RemoteName, { areas: Record<string, string> }][]).flatMap(([remote, entry]) =>
    Object.entries(entry.areas).map(([area, module]) => [area, { remote, module }] as const),
  ),
);

/** Which remote's parcel fills an area: the `remote` and `module` a RemoteSlot takes. */
export function remoteArea(area: AreaName): { remote: RemoteName; module: string } {
  const found = AREAS.get(area);
  if (!found) throw new Error(`no remote mounts the area ${area}`);
  return found;
}
