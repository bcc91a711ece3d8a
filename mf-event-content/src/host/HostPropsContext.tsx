import type { HostProps } from '@atrium/shared';
import { createContext, useContext } from 'react';

/**
 * The props the shell mounted this parcel with. A parcel this remote embeds (the social hub) gets
 * the shell's own location and navigator from them, not this parcel's basename-relative view.
 */
export const HostPropsContext = createContext<HostProps | null>(null);

export function useParcelHost(): HostProps | null {
  return useContext(HostPropsContext);
}
