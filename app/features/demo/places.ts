/** Australian suburbs with real postcodes and approximate coordinates, for demo locations. */
export interface Place {
  suburb: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  street: string;
}

export const places: Place[] = [
  { suburb: "Parramatta", state: "NSW", postcode: "2150", lat: -33.815, long: 151.001, street: "Church Street" },
  { suburb: "Liverpool", state: "NSW", postcode: "2170", lat: -33.92, long: 150.923, street: "Hume Highway" },
  { suburb: "Penrith", state: "NSW", postcode: "2750", lat: -33.751, long: 150.694, street: "Mulgoa Road" },
  { suburb: "Artarmon", state: "NSW", postcode: "2064", lat: -33.809, long: 151.184, street: "Pacific Highway" },
  { suburb: "Kirrawee", state: "NSW", postcode: "2232", lat: -34.034, long: 151.071, street: "Princes Highway" },
  { suburb: "Newcastle West", state: "NSW", postcode: "2302", lat: -32.926, long: 151.76, street: "Hunter Street" },
  { suburb: "Wollongong", state: "NSW", postcode: "2500", lat: -34.424, long: 150.893, street: "Princes Highway" },
  { suburb: "Gosford", state: "NSW", postcode: "2250", lat: -33.425, long: 151.342, street: "Central Coast Highway" },
  { suburb: "Dubbo", state: "NSW", postcode: "2830", lat: -32.243, long: 148.604, street: "Cobra Street" },
  { suburb: "Wagga Wagga", state: "NSW", postcode: "2650", lat: -35.118, long: 147.369, street: "Edward Street" },
  { suburb: "Ringwood", state: "VIC", postcode: "3134", lat: -37.815, long: 145.229, street: "Maroondah Highway" },
  { suburb: "Essendon Fields", state: "VIC", postcode: "3041", lat: -37.724, long: 144.902, street: "English Street" },
  { suburb: "Dandenong", state: "VIC", postcode: "3175", lat: -37.987, long: 145.215, street: "Princes Highway" },
  { suburb: "Geelong", state: "VIC", postcode: "3220", lat: -38.149, long: 144.36, street: "Latrobe Terrace" },
  { suburb: "Ballarat", state: "VIC", postcode: "3350", lat: -37.562, long: 143.85, street: "Sturt Street" },
  { suburb: "Springwood", state: "QLD", postcode: "4127", lat: -27.613, long: 153.129, street: "Pacific Highway" },
  { suburb: "Aspley", state: "QLD", postcode: "4034", lat: -27.364, long: 153.019, street: "Gympie Road" },
  { suburb: "Southport", state: "QLD", postcode: "4215", lat: -27.967, long: 153.4, street: "Ferry Road" },
  { suburb: "Toowoomba", state: "QLD", postcode: "4350", lat: -27.561, long: 151.953, street: "James Street" },
  { suburb: "Townsville", state: "QLD", postcode: "4810", lat: -19.259, long: 146.817, street: "Duckworth Street" },
  { suburb: "Osborne Park", state: "WA", postcode: "6017", lat: -31.9, long: 115.81, street: "Scarborough Beach Road" },
  { suburb: "Cannington", state: "WA", postcode: "6107", lat: -32.017, long: 115.935, street: "Albany Highway" },
  { suburb: "Adelaide", state: "SA", postcode: "5000", lat: -34.928, long: 138.6, street: "West Terrace" },
  { suburb: "Hobart", state: "TAS", postcode: "7000", lat: -42.882, long: 147.327, street: "Argyle Street" },
  { suburb: "Fyshwick", state: "ACT", postcode: "2609", lat: -35.327, long: 149.175, street: "Newcastle Street" },
  { suburb: "Darwin", state: "NT", postcode: "0800", lat: -12.463, long: 130.842, street: "Stuart Highway" },
  { suburb: "Roma", state: "QLD", postcode: "4455", lat: -26.573, long: 148.787, street: "Bungil Street" },
  { suburb: "Box Hill", state: "VIC", postcode: "3128", lat: -37.819, long: 145.122, street: "Whitehorse Road" },
];
