import { placePostcode, type Coordinates } from "./nearest";

/**
 * The Geocoder port (spec 001 section 7, "maps geocoding request by postcode in Australia"): a
 * postcode to a point, or null when there is no such postcode (the page says 'Invalid postcode').
 */
export interface Geocoder {
  postcode(postcode: string): Promise<Coordinates | null>;
}

/** The embedded default: the bundled district table (postcode-districts.ts). */
export const localGeocoder: Geocoder = {
  async postcode(postcode) {
    const placed = placePostcode(postcode);
    return placed ? { lat: placed.lat, long: placed.long } : null;
  },
};

interface GeocodeAnswer {
  status?: string;
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
}

/**
 * A maps API with Google's Geocoding shape (GEOCODER_URL, e.g.
 * https://maps.googleapis.com/maps/api/geocode/json): the postcode as a component filter limited to
 * Australia; ZERO_RESULTS is no such postcode, any other failure is an error.
 */
export function httpGeocoder(endpoint: string, apiKey: string | undefined, timeoutMs = 5_000): Geocoder {
  return {
    async postcode(postcode) {
      const url = new URL(endpoint);
      url.searchParams.set("components", `country:AU|postal_code:${postcode}`);
      if (apiKey) url.searchParams.set("key", apiKey);
      const response = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`The maps service answered ${response.status}`);
      const answer = (await response.json()) as GeocodeAnswer;
      if (answer.status === "ZERO_RESULTS") return null;
      const location = answer.results?.[0]?.geometry?.location;
      if (answer.status !== "OK" || typeof location?.lat !== "number" || typeof location.lng !== "number")
        throw new Error(`The maps service answered ${answer.status ?? "without a status"}`);
      return { lat: location.lat, long: location.lng };
    },
  };
}
