import type { Location, Navigator } from 'react-router-dom';

/** What every parcel receives from its host (DESIGN.md "The mounting contract"). */
export interface HostProps {
  slug: string;
  /** Where the host mounted the parcel's routes, e.g. '/demo'. No remote hard-codes it. */
  basename: string;
  location: Location;
  navigator: Navigator;
  params: Record<string, string | undefined>;
  eventId?: string;
}
