/** The default header menu and footer groups of spec 001 section 2 (Navigation). */

export interface MenuItem {
  label: string;
  href: string;
  emphasised?: boolean;
  /** "stock" items get the dynamic stock dropdown; "models" the models menu with its body tabs; "brands" the brand logo tiles. */
  dynamic?: "stock" | "models" | "brands";
  children?: MenuItem[];
}

export interface FooterGroup {
  heading: string;
  links: { label: string; href: string }[];
}

const serviceAndParts = [
  { label: "Vehicle Service", href: "/service" },
  { label: "Genuine Parts and Accessories", href: "/vehicle-parts-and-accessories" },
  { label: "Warranty", href: "/warranty" },
  { label: "Roadside Assist", href: "/roadside-assist" },
  { label: "Owner Benefits", href: "/owner-benefits" },
];

/** Spec 001 section 3's Company menu, exactly; the footer adds the locations and the privacy policy. */
const company = [
  { label: "About Us", href: "/about-us" },
  { label: "Careers", href: "/careers" },
  { label: "Contact Us", href: "/contact" },
  { label: "Fleet", href: "/fleet" },
  { label: "Terms And Conditions", href: "/terms-and-conditions" },
];

/**
 * A group's sister businesses and campaign pages (spec 000 section 2, spec 001 section 2): each is a
 * content page of the site, so a link shows only where the site has the page.
 */
const group = [
  { label: "TWG Cars", href: "/twg-cars" },
  { label: "TWG Rental", href: "/twg-rental" },
  { label: "TWG Tyres", href: "/twg-tyres" },
  { label: "Neotek", href: "/neotek" },
  { label: "4x4 Outdoor", href: "/4x4-outdoor" },
  { label: "End of Financial Year", href: "/eofy" },
  { label: "EOFY Sale", href: "/pages/eofy-sale" },
  { label: "Electric Vehicles", href: "/pages/electric-vehicles" },
];

export const defaultHeaderMenu: MenuItem[] = [
  { label: "Home", href: "/" },
  { label: "Models", href: "/models", dynamic: "models" },
  { label: "Offers", href: "/special-offers" },
  {
    label: "Our Stock",
    href: "/search/new-used-and-demo-cars",
    dynamic: "stock",
    children: [
      { label: "New Cars", href: "/search/new-cars" },
      { label: "Demo Cars", href: "/search/demo-cars" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "All Stock", href: "/search/new-used-and-demo-cars" },
    ],
  },
  { label: "Service and Parts", href: "/service", children: serviceAndParts },
  { label: "Company", href: "/about-us", children: company },
  { label: "Finance", href: "/finance", emphasised: true },
];

export const defaultFooterGroups: FooterGroup[] = [
  {
    heading: "Buyer Tools",
    links: [
      { label: "New", href: "/search/new-cars" },
      { label: "Demo", href: "/search/demo-cars" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Current Offers", href: "/special-offers" },
      { label: "Finance", href: "/finance" },
      { label: "Fleet", href: "/fleet" },
      { label: "Trade In", href: "/trade-in" },
      { label: "Test Drive", href: "/book-test-drive" },
    ],
  },
  {
    heading: "Servicing and Parts",
    links: [
      { label: "Book a Service", href: "/service#service-booking" },
      { label: "Find a Part", href: "/parts/search" },
      ...serviceAndParts.slice(1),
    ],
  },
  {
    heading: "Company",
    links: [
      ...company.slice(0, 3),
      { label: "Our Locations", href: "/dealer-locator" },
      ...company.slice(3),
      { label: "Privacy Policy", href: "/privacy-policy" },
    ],
  },
  { heading: "Our Group", links: group },
];
