import { catalogueModel as m, type CatalogueModel } from "./catalogue";

const truck = { item_type: "truck", seats: 3, doors: 2 } as const;
const motorcycle = (body: string) => ({ item_type: "motorcycle", body, seats: 2, doors: 0 }) as const;
const caravan = (body: string, seats: number) => ({ item_type: "caravan", body, seats, doors: 1 }) as const;

/** Trucks, motorcycles, caravans and motorhomes for the commercial dealer. */
export const commercialCatalogue: CatalogueModel[] = [
  m("Isuzu Trucks", "N Series", "cab chassis", 2008, 75000, ["Diesel 3.0 4 4x2 AMT6 : NLR 45-150 AMT, NLR 200 AMT Tipper", "Diesel 3.0 4 4x2 Manual6 : NLR 45-150"], truck),
  m("Isuzu Trucks", "F Series", "cab chassis", 2008, 165000, ["Diesel 7.8 6 4x2 Auto6 : FVR 165-300 Auto", "Diesel 7.8 6 4x2 Manual6 : FVR 165-260"], truck),
  m("Hino", "300 Series", "cab chassis", 2011, 80000, ["Diesel 4.0 4 4x2 AMT6 : 616 Standard Cab, 716 Wide Cab, 917 Wide Cab", "Hybrid 4.0 4 4x2 AMT6 : 616 IFS Hybrid"], truck),
  m("Hino", "500 Series", "cab chassis", 2008, 175000, ["Diesel 7.7 6 4x2 Auto6 : FE 1426 Standard Cab, FD 1124 Wide Cab"], truck),
  m("Fuso", "Canter", "cab chassis", 2012, 70000, ["Diesel 3.0 4 4x2 DCT6 : 515 Wide, 715 Wide, 815 Wide", "Electric - - 4x2 Auto1 2021 : eCanter 515, eCanter 615"], truck),
  m("Fuso", "Fighter", "cab chassis", 2008, 160000, ["Diesel 7.7 6 4x2 Manual6 : 1024, 1627", "Diesel 7.7 6 4x2 AMT6 2018 : 1627 AMT"], truck),
  m("Harley-Davidson", "Street Glide", "motorcycle", 2017, 50000, ["Petrol 1.87 2 Belt Manual6 2017-2023 : Special", "Petrol 1.92 2 Belt Manual6 2024 : Standard, ST"], motorcycle("Touring")),
  m("Harley-Davidson", "Fat Boy", "motorcycle", 2018, 39000, ["Petrol 1.87 2 Belt Manual6 : 114", "Petrol 1.92 2 Belt Manual6 2025 : 117"], motorcycle("Cruiser")),
  m("Harley-Davidson", "Pan America", "motorcycle", 2021, 34000, ["Petrol 1.25 2 Chain Manual6 : 1250, 1250 Special"], motorcycle("Adventure")),
  m("Yamaha", "MT-07", "motorcycle", 2014, 13000, ["Petrol 0.69 2 Chain Manual6 : LAMS, Standard"], motorcycle("Naked")),
  m("Yamaha", "Tenere 700", "motorcycle", 2019, 19000, ["Petrol 0.69 2 Chain Manual6 : Standard, World Raid, Explore"], motorcycle("Adventure")),
  m("Yamaha", "YZF-R7", "motorcycle", 2022, 15000, ["Petrol 0.69 2 Chain Manual6 : LAMS, Standard"], motorcycle("Sports")),
  m("Kawasaki", "Ninja 650", "motorcycle", 2017, 12500, ["Petrol 0.65 2 Chain Manual6 : LAMS, KRT Edition"], motorcycle("Sports")),
  m("Kawasaki", "Z900", "motorcycle", 2017, 16000, ["Petrol 0.95 4 Chain Manual6 : Standard, SE"], motorcycle("Naked")),
  m("Kawasaki", "KLR650", "motorcycle", 2022, 10500, ["Petrol 0.65 1 Chain Manual5 : Standard, Adventure"], motorcycle("Dual Sport")),
  m("Jayco", "Journey", "caravan", 2010, 75000, ["Towed : 19.61-3 Outback, 21.65-3 Outback, 17.55-3 Outback"], caravan("Caravan", 4)),
  m("Jayco", "Crossover", "caravan", 2015, 62000, ["Towed : 16.49-3 Outback, 17.55-3 Outback"], caravan("Hybrid", 4)),
  m("Jayco", "Conquest", "motorhome", 2010, 180000, ["Diesel 3.0 4 FWD AMT6 2010-2022 : FA.25-2", "Diesel 2.2 4 FWD AMT9 2022 : FA.25-2, RL.25-1"], { item_type: "caravan", seats: 4, doors: 2 }),
  m("New Age", "Manta Ray", "caravan", 2012, 85000, ["Towed : MR19ER, MR21ES, MR23RD"], caravan("Caravan", 4)),
  m("New Age", "Big Red", "caravan", 2012, 110000, ["Towed : BR19ER, BR21ES, BR23RD"], caravan("Caravan", 4)),
  m("Avan", "Aspire", "caravan", 2012, 72000, ["Towed : 503, 553, 617"], caravan("Caravan", 2)),
  m("Avan", "Cruiseliner", "caravan", 2008, 45000, ["Towed : Classic, Deluxe"], caravan("Pop Top", 2)),
];
