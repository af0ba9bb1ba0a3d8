/** Shapes of the JSON columns, with the spec's field names. */

export interface Address {
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  place_id?: string | null;
  place_url?: string | null;
  map_key?: string | null;
}

export interface OpeningHours {
  /** 0 is Sunday, 6 is Saturday. */
  weekday: number;
  status: "open" | "closed";
  open: string | null;
  close: string | null;
  formated_hours: string;
}

export interface ContactDetail {
  phone: string | null;
  landline_phone: string | null;
  email?: string | null;
  /** A number per department, where it has its own. */
  department_phones?: Partial<Record<"sales" | "service" | "parts", string>>;
  opening_hours: Partial<Record<"sales" | "service" | "parts", OpeningHours[]>>;
}

export interface CarImage {
  image: { url: string };
  thumb: { url: string };
  /** Words for people who cannot see the picture; unset, pages describe it from the car. */
  alt?: string;
}

export interface Hotspot {
  view: "exterior" | "interior";
  angle: number;
  x: number;
  y: number;
  title: string;
  description: string;
}

export interface CarLocation {
  id: number;
  name: string;
  slug: string;
  phone: string | null;
  location_type: string;
  location_subtype: string | null;
  manufacturers: string[];
  manufacturer: string | null;
  distribution_locations: string[];
  address: Pick<Address, "street" | "city" | "state" | "postcode"> & { place_url?: string | null };
}

export interface CarVariant {
  cylinders?: number | null;
  enginesize?: number | null;
  enginesize_litres?: number | null;
  induction?: string | null;
  geartype?: string | null;
  fuelconsumptioncombined?: number | null;
  fuelcapacity?: number | null;
  grossvehiclemass?: number | null;
  vehiclelength?: number | null;
  vehicleheight?: number | null;
  vehiclewidth?: number | null;
  towingcapacitybraked?: number | null;
  bodyconfiguration?: string | null;
  torque?: number | null;
  ancaprating?: number | null;
  /** Issue 57, the fields of a kind: kW. */
  power?: number | null;
  towingcapacityunbraked?: number | null;
  /** A truck's gross combination mass, kg. */
  grosscombinationmass?: number | null;
  wheelbase?: number | null;
  /** A truck's cab: Standard, Wide, Crew. */
  cabtype?: string | null;
  /** A truck's axles and driven wheels: 4x2, 6x4. */
  axleconfiguration?: string | null;
  /** The licence it needs: C, LR, MR, HR; a motorcycle's LAMS or R. */
  licenceclass?: string | null;
  /** A motorcycle's seat height, mm. */
  seatheight?: number | null;
}

/** Caravan specifications; widths and lengths are in feet. */
export interface CarSpecifications {
  body_width?: number | null;
  body_length?: number | null;
  tare_weight?: number | null;
  axle_type?: string | null;
  sleeps?: number | null;
  aggregate_trailer_mass?: number | null;
  /** Issue 57: gross trailer mass (on its axles when hitched), ball weight, axles and tanks, kg and litres. */
  gross_trailer_mass?: number | null;
  ball_weight?: number | null;
  axles?: number | null;
  water_tanks?: number | null;
  grey_water_tanks?: number | null;
}

export interface FinanceLenderSummary {
  disclaimer: string;
  deposit: number;
  paymentMonth: number;
  paymentWeek: number;
  totalPayable: number;
  interestRate: number;
  comparisonRate: number;
  termMonths: number;
  termYears: number;
  balloon: number;
  establishmentFees: number;
}

export interface ReviewImage {
  url: string;
  thumb: { url: string };
}

export interface PromoNodeContent {
  title: string;
  description: string;
  image_url: string;
  url: string;
  button_text: string;
}

/** A page or news post as written (a file's front matter and Markdown, or the console's form): the site's words still to fill. */
export interface ContentFields {
  title: string;
  description: string;
  body: string;
  /** A news post's day, "YYYY-MM-DD". */
  date?: string;
  /** A news post's card picture and its words. */
  image?: string;
  image_alt?: string;
}
