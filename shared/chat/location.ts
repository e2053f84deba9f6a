// Location messages (chat-widget.md §3 "custom types ... location"): a custom message of type location whose
// customData holds latitude and longitude in degrees (WGS 84), as CometChat's location messages do; shown as a card
// linking to OpenStreetMap.

export interface LocationData {
  latitude: number;
  longitude: number;
}

/** Degrees with more than 6 decimals (about 0.1 m) say nothing more; kept to 6. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** A position a message may carry: finite, latitude -90..90, longitude -180..180; else null. */
export function checkedLocation(latitude: unknown, longitude: unknown): LocationData | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** The position of a location message's customData, or null. */
export function locationOf(customData: unknown): LocationData | null {
  if (typeof customData !== 'object' || customData === null) return null;
  const { latitude, longitude } = customData as Record<string, unknown>;
  return checkedLocation(latitude, longitude);
}

/** OpenStreetMap's page of this position, with a marker on it. */
export function openStreetMapUrlOf({ latitude, longitude }: LocationData): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
