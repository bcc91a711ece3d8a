/** 20261121T060000Z: the UTC form calendars read (RFC 5545 §3.3.5, also used by calendar links). */
export function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The add-to-calendar link of spec 2 §2.3 and §7.4 (title, dates, location): a calendar-event link
 * every browser opens, with no account on our side.
 */
export function calendarEventUrl(event: {
  title: string;
  startDate: string;
  endDate: string;
  location?: string | null;
  details?: string | null;
}): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.startDate)}/${utcStamp(event.endDate)}`,
  });
  if (event.location) params.set('location', event.location);
  if (event.details) params.set('details', event.details);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The directions button of spec 2 §2.4: a maps search by latitude and longitude. */
export function mapsSearchUrl(place: { latitude: number; longitude: number } | string): string {
  const query = typeof place === 'string' ? place : `${place.latitude},${place.longitude}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The embedded map of spec 2 §2.4 at the given zoom. */
export function mapEmbedUrl(latitude: number, longitude: number, zoom: number): string {
  return `https://maps.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
}
