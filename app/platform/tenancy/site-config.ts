import { z } from "zod";
import { leadRouting } from "./lead-routing-config";
import { defaultFooterGroups, defaultHeaderMenu, type FooterGroup, type MenuItem } from "./navigation-defaults";
import { GARAGE_ROUTES } from "./garage-routes";
import { locationList } from "./location-config";
import { domainName, link, prose, text, webLink } from "./config-text";

/**
 * One dealer site's configuration. Every per-site behaviour the specs mention is a named field
 * with the spec's default; docs/site-config.md quotes the sentence each one comes from.
 */

const hexColour = text().regex(/^#[0-9a-fA-F]{6}$/, "Use a #rrggbb colour");
const path = text().startsWith("/", "A path starts with /");

const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    label: text().min(1),
    href: link().min(1),
    emphasised: z.boolean().optional(),
    dynamic: z.enum(["stock", "models", "brands"]).optional(),
    children: z.array(menuItem).optional(),
  }),
);

const footerGroup: z.ZodType<FooterGroup> = z.object({
  heading: text().min(1),
  links: z.array(z.object({ label: text().min(1), href: link().min(1) })),
});

export const templates = ["group", "franchise", "used", "commercial"] as const;

const theme = z.object({
  colors: z.object({
    primary: hexColour,
    primary_foreground: hexColour.default("#ffffff"),
    accent: hexColour,
    accent_foreground: hexColour.default("#ffffff"),
    background: hexColour.default("#ffffff"),
    foreground: hexColour.default("#111827"),
    muted: hexColour.default("#f3f4f6"),
    muted_foreground: hexColour.default("#4b5563"),
    header_background: hexColour.default("#ffffff"),
    header_foreground: hexColour.default("#111827"),
    footer_background: hexColour.default("#111827"),
    footer_foreground: hexColour.default("#f9fafb"),
  }),
  logo: z.object({
    src: link().min(1),
    alt: text().min(1),
    width: z.number().int().positive().default(180),
    height: z.number().int().positive().default(48),
  }),
  fonts: z
    .object({
      heading: text().default("system-ui, sans-serif"),
      body: text().default("system-ui, sans-serif"),
    })
    .default({ heading: "system-ui, sans-serif", body: "system-ui, sans-serif" }),
});

const contact = z.object({
  /** The dealer phone by car type, falling back to new, then used, then the car's location phone. */
  phones: z.object({
    new: text().optional(),
    used: text().optional(),
    demo: text().optional(),
  }),
  email: text().email().optional(),
  lead_email: text().email().optional(),
  social: z.record(text(), webLink()).default({}),
});

const search = z.object({
  hits_per_page: z.number().int().min(1).max(100).default(21),
  promo_positions: z
    .union([z.number().int().positive(), z.array(z.number().int().positive()), z.literal("random")])
    .default(8),
  layout: z.enum(["grid", "carousel"]).default("grid"),
  make_list_length: z.number().int().positive().default(7),
  make_model_facet_limit: z.number().int().positive().default(30),
  collapse_sold_runs: z.boolean().default(true),
  stock_filter: z.boolean().default(false),
  include_sold_cars_days: z.number().int().min(0).default(3),
  price_sort_excludes_zero: z.boolean().default(false),
  hide_certified_false: z.boolean().default(false),
  /** Spec 000 section 3's categories and filtered_features as listing filters (Category, Features). */
  feature_filters: z.boolean().default(false),
  used_car_path: z.boolean().default(false),
  totals_from_in_stock_count: z.boolean().default(false),
});

const cards = z.object({
  green_fuel_tag: z.boolean().default(false),
  certified_badge_image: link().nullable().default(null),
  just_arrived_days: z.number().int().min(0).default(8),
  just_arrived_label: text().default("New"),
  sold_tag_label: text().default("JUST SOLD"),
  weekly_price: z.boolean().default(false),
  show_view_count: z.boolean().default(false),
  favourites_require_used_priced_with_image: z.boolean().default(false),
});

const vehicle = z.object({
  default_media_view: z.enum(["spin", "gallery"]).default("spin"),
  spin_auto_rotate: z.boolean().default(true),
  spin_auto_rotate_interval_ms: z.number().int().positive().default(100),
  custom_slide: z.object({ image_url: link(), href: link().optional(), alt: text() }).nullable().default(null),
  sticky_bottom_bar: z.boolean().default(false),
  hide_twitter_share: z.boolean().default(false),
  share_button_copies_link: z.boolean().default(false),
  print_button: z.boolean().default(true),
  show_unregistered: z.boolean().default(false),
  no_price_text: text().default("Enquire for price."),
  subscriptions: z.boolean().default(false),
  test_drive_hidden_for_coming_soon: z.boolean().default(false),
  finance_estimate: z.boolean().default(false),
  location_block: z.enum(["single", "grid", "map"]).default("single"),
  bottom_block_hidden_location_ids: z.array(z.number().int()).default([793]),
  call_dealer_box: z.boolean().default(true),
  /** Spec 000 section 4: the page's sections open and close, and may be remembered per header. */
  collapsible_sections: z.enum(["fixed", "collapsible", "remembered"]).default("fixed"),
  mask_phone: z.boolean().default(true),
  promo_popup: z
    .object({
      title: text(),
      description: prose(),
      image_url: link(),
      button_text: text(),
      href: link(),
      expiry: text().optional(),
    })
    .nullable()
    .default(null),
  delivery_quotes: z
    .array(
      z.object({
        name: text(),
        price: z.number().nonnegative(),
        postcode_from: z.number().int(),
        postcode_to: z.number().int(),
      }),
    )
    .default([]),
});

const forms = z.object({
  comments_required: z.boolean().default(true),
  terms_required: z.boolean().default(false),
  appointment_slots: z
    .object({ days_ahead: z.number().int().positive(), times: z.array(text().regex(/^\d{2}:\d{2}$/)) })
    .default({ days_ahead: 14, times: ["09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00"] }),
  success_path: path.default("/success"),
  /** Spec 001 section 2, /parts/search: the parts request, sent to the parts counter as a Parts Enquiry. */
  parts_search: z.boolean().default(false),
  rate_limit: z
    .object({
      per_ip: z.number().int().positive().default(20),
      per_site: z.number().int().positive().default(300),
      flood_per_ip: z.number().int().positive().default(3),
      window_minutes: z.number().positive().default(10),
    })
    .prefault({}),
  lead_delivery: z
    .object({
      adf: z.enum(["attachment", "body"]).default("attachment"),
      webhook_url: webLink().nullable().default(null),
      webhook_format: z.enum(["json", "adf"]).default("json"),
    })
    .prefault({}),
});

const finance = z.object({
  page_path: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]).default("/finance"),
  provider: text().nullable().default(null),
  nvic_finance_option: z.boolean().default(false),
  autograb_option: z.boolean().default(false),
  postcode_field: z.boolean().default(false),
  popup_form: z.boolean().default(false),
  side_card_steps: z.array(text()).nullable().default(null),
  hide_steps_panel: z.boolean().default(false),
  call_to_action: z.boolean().default(true),
  default_interest_rate: z.number().min(0).default(10),
  /** A manufacturer's own site shows no lender figures (spec 001 section 5). */
  lender_figures: z.boolean().default(true),
  excluded_dealerships: z.array(text()).default([]),
  /** The broker the disclaimer names: its {phone} and {email} (spec 001 sections 1 and 9). */
  broker: z.object({ phone: text().nullable().default(null), email: text().nullable().default(null) }).prefault({}),
  calculator: z
    .object({
      price_min: z.number().default(1000),
      price_max: z.number().default(250000),
      term_max_years: z.number().default(7),
      rate_min: z.number().default(0.5),
      rate_max: z.number().default(15),
      establishment_fee: z.number().default(0),
      /** Spec 001 section 9: "Comparison-rate ranges of 8.38% to 19.42% apply for one lender". */
      comparison_rate_range: z.object({ min: z.number(), max: z.number() }).nullable().default(null),
      fixed_fee_list: z.boolean().default(false),
      disclaimer_show_more: z.boolean().default(false),
    })
    .prefault({}),
  disclaimer: prose().default(""),
});

/** What the platform does with a reservation the shopper does not go on with, until the dealer words their own. */
export const DEFAULT_REFUND_TERMS =
  "Fully refundable: if you decide not to go ahead before signing a contract of sale, we refund your reservation in full.";

const checkout = z.object({
  enabled: z.boolean().default(false),
  path_segment: z.enum(["checkout", "buy-online"]).default("checkout"),
  gated: z.boolean().default(false),
  reserve_amount: z.number().positive().default(200),
  /** Issue 56: whether and when a reservation comes back, said on the form, the receipt and the confirmation. */
  refund_terms: prose().default(DEFAULT_REFUND_TERMS),
  trade_in: z.boolean().default(true),
  /** Spec 000 section 2: the online purchase journey at /checkout-journey, offered as Buy Online on the car. */
  purchase_journey: z.boolean().default(false),
  /** Reservations only for cars whose feed lists a payment processor ("checkout is enabled for the car"). */
  requires_payment_processor: z.boolean().default(false),
});

/** Spec 001 section 2, /spin-to-win: a prize wheel a signed-in shopper spins once. */
const spinToWin = z.object({
  slug: text().regex(/^[a-z0-9-]+$/),
  title: text().min(1),
  description: prose().default(""),
  prizes: z
    .array(z.object({ label: text().min(1), weight: z.number().int().positive() }))
    .min(2)
    .max(12),
  ends_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  terms: prose().default(""),
});

const tradeIn = z.object({
  /** Spec 000 section 7: the valuation is saved with the lead through /api/miscellaneous, column_name 'valuation'. */
  save_valuation: z.boolean().default(false),
});

const accounts = z.object({
  garage: z.boolean().default(false),
  /** Issue 21: saved searches and price-drop e-mails (docs/alerts.md). */
  alerts: z.boolean().default(true),
  garage_route: z.enum(GARAGE_ROUTES).default("/my-garage"),
  verification_rate_limit: z
    .object({
      per_phone: z.number().int().positive().default(5),
      per_ip: z.number().int().positive().default(20),
      window_minutes: z.number().positive().default(10),
    })
    .prefault({}),
});

const locations = z.object({
  show_licence_numbers: z.boolean().default(false),
  /** The yards as drafted and published in the console; unset, the stored rows stand as they are. */
  list: locationList.optional(),
});

const reviews = z.object({
  minimum_rating: z.number().min(0).max(5).default(4),
  google_full_quantity: z.number().int().positive().default(12),
  hidden: z.boolean().default(false),
});

const offers = z.object({
  excluded: z.boolean().default(false),
  clear_filters_path: path.default("/special-offers"),
});

const home = z.object({
  stats_banner: z.object({ locations: text(), brands: text(), years: text() }).nullable().default(null),
  brand_logo_grid: z.boolean().default(false),
  brand_banner_sort_alphabetically: z.boolean().default(true),
  brand_banner_dedupe_by_make: z.boolean().default(true),
  /** A site's own logo for a brand, by the brand tile's slug. */
  brand_logo_overrides: z.record(text(), link().min(1)).default({}),
  service_banner_sticky: z.boolean().default(false),
  hero_heading: text().optional(),
  hero_text: prose().optional(),
  /** The first slide's picture when the site's slides are generated: a path under /media or an https address. */
  hero_image: link().min(1).default("/media/vehicle/suv/blue/three-quarter.svg"),
  /** Spec 001 section 2, "a Why choose us strip": the dealer's reasons, a title and a sentence each. */
  why_choose_us: z
    .array(z.object({ title: text().min(1), text: prose().min(1) }))
    .max(6)
    .default([
      { title: "Every vehicle checked", text: "Inspected by our technicians before it goes on sale." },
      { title: "Finance made simple", text: "Estimates in minutes with no impact on your credit score." },
      { title: "Fair trade-in offers", text: "Value your car online and put it towards your next one." },
      { title: "Here after you buy", text: "Servicing and parts from a team that knows your vehicle." },
    ]),
  /** Spec 001 section 9, the sales counter, on the sites that show one: the words after the figure. */
  sales_counter: z
    .object({ label: text().min(1) })
    .nullable()
    .default(null),
  /** Spec 001 section 9: the body selector's own bodies (up to 20) in place of the 4 known types. */
  custom_bodies: z.array(text().min(1)).default([]),
  budget_finder: z
    .object({
      enabled: z.boolean().default(true),
      repayment_frequency: z.enum(["monthly", "weekly"]).default("monthly"),
      /** The repayment it starts at; unset, 600 monthly or 200 weekly. */
      initial_repayment: z.number().nonnegative().optional(),
      /** The deposit it starts at; unset, 2000. */
      default_deposit: z.number().nonnegative().optional(),
      /** The money input's presets: $5,000 to $70,000, or $300,000 to $800,000 for the one region variant. */
      money_presets: z.enum(["standard", "high"]).default("standard"),
      /** {carType} in 'View {carType}s In This Range'. */
      car_type_label: text().min(1).default("Car"),
    })
    .prefault({}),
});

const integrations = z.object({
  /** A chat provider and the site's account with it (features/chat/chat-providers.ts); null loads nothing. */
  chat_widget: z
    .object({
      provider: z.enum(["livechat", "tawk"]),
      account: text().regex(/^[\w-]+(\/[\w-]+)?$/, "account is the provider's licence or property/widget id"),
    })
    .nullable()
    .default(null),
  autogauge: z.boolean().default(false),
  car_analysis_download: z.boolean().default(false),
});

export const SiteConfigSchema = z.object({
  slug: text().regex(/^[a-z0-9-]+$/, "A slug is lowercase letters, digits and hyphens"),
  name: text().min(1),
  template: z.enum(templates),
  url: z.url({ protocol: /^https?$/, error: "url is the site's address, such as https://www.dealer.com.au" }),
  domains: z.array(domainName).min(1),
  /** The dealer's clock: "today" for expiry dates, appointment slots and every date shown. */
  time_zone: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-AU", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "time_zone must be an IANA time zone such as Australia/Sydney")
    .default("Australia/Sydney"),
  /** Spec 001 section 3: the city the site is known by in its titles, in place of its main yard's (a suburb's yard selling to "Sydney"). */
  override_city: text().min(1).nullable().default(null),
  /** Spec 001 section 3: a franchise's own site names its manufacturer, which its structured data gives as the dealer's brand. */
  manufacturer: text().min(1).nullable().default(null),
  manufacturer_id: z.number().int().positive().nullable().default(null),
  /**
   * Spec 001 section 3, `autobot`: the platform answers each enquiry at once on the dealer's behalf
   * (the shopper's confirmation e-mail: reference, car, yard, who will call). A dealer whose own
   * system already replies turns it off; receipts for payments are sent either way.
   */
  autobot: z.boolean().default(true),
  theme,
  contact,
  navigation: z
    .object({
      header: z.array(menuItem).default(defaultHeaderMenu),
      footer: z.array(footerGroup).default(defaultFooterGroups),
      /** Spec 001 section 3: a Brands mega-menu of logo tiles after Models (a group's site). */
      brands_menu: z.boolean().default(false),
    })
    .prefault({}),
  search: search.prefault({}),
  cards: cards.prefault({}),
  vehicle: vehicle.prefault({}),
  forms: forms.prefault({}),
  finance: finance.prefault({}),
  checkout: checkout.prefault({}),
  trade_in: tradeIn.prefault({}),
  promotions: z.object({ spin_to_win: spinToWin.nullable().default(null) }).prefault({}),
  accounts: accounts.prefault({}),
  locations: locations.prefault({}),
  reviews: reviews.prefault({}),
  offers: offers.prefault({}),
  home: home.prefault({}),
  integrations: integrations.prefault({}),
  lead_routing: leadRouting,
  /** Issue 55: a full feed that would mark more than this share of the unsold stock sold waits for a person. */
  imports: z.object({ full_feed_sold_limit_percent: z.number().min(0).max(100).default(10) }).prefault({}),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

export function parseSiteConfig(input: unknown, source: string): SiteConfig {
  const parsed = SiteConfigSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
    throw new Error(`Site config ${source} is invalid:\n${problems}`);
  }
  return parsed.data;
}
