/** Makes and models sold in Australia, for the demo stock. Prices are new drive-away guides. */

export type ItemType = "car" | "truck" | "motorcycle" | "caravan";

export interface CatalogueModel {
  make: string;
  model: string;
  simple_body: string;
  badges: readonly string[];
  price: number;
  fuels: readonly string[];
  seats: number;
  doors: number;
  drive: string;
  engine_litres: number;
  item_type: ItemType;
}

type Row = [model: string, body: string, price: number, fuels: string, extra?: Partial<CatalogueModel>];

function make(name: string, rows: Row[], badges: readonly string[], common: Partial<CatalogueModel> = {}): CatalogueModel[] {
  return rows.map(([model, body, price, fuels, extra]) => ({
    make: name,
    model,
    simple_body: body,
    badges,
    price,
    fuels: fuels.split("|"),
    seats: body === "ute" ? 5 : body === "people mover" ? 8 : body === "coupe" || body === "convertible" ? 4 : 5,
    doors: body === "coupe" || body === "convertible" ? 2 : 4,
    drive: body === "ute" || body === "suv" ? "4x4" : "FWD",
    engine_litres: fuels.startsWith("Electric") ? 0 : body === "ute" ? 2.8 : 2.0,
    item_type: "car",
    ...common,
    ...extra,
  }));
}

/** 42 passenger brands: the group site's brand grid needs 40+. */
export const passengerCatalogue: CatalogueModel[] = [
  ...make("Toyota", [["Corolla", "hatch", 32000, "Petrol|Hybrid"], ["Camry", "sedan", 38000, "Hybrid"], ["RAV4", "suv", 42000, "Hybrid|Petrol"], ["HiLux", "ute", 55000, "Diesel"], ["LandCruiser", "suv", 95000, "Diesel"], ["bZ4X", "suv", 66000, "Electric"]], ["Ascent", "Ascent Sport", "GX", "GXL", "SR5", "Cruiser"]),
  ...make("Mazda", [["Mazda3", "hatch", 33000, "Petrol"], ["CX-5", "suv", 40000, "Petrol|Diesel"], ["CX-60", "suv", 62000, "Hybrid|Petrol"], ["BT-50", "ute", 52000, "Diesel"], ["MX-5", "convertible", 45000, "Petrol"]], ["G20 Pure", "G25 Evolve", "Touring", "GT SP", "Akera"]),
  ...make("Ford", [["Ranger", "ute", 58000, "Diesel|Hybrid"], ["Everest", "suv", 65000, "Diesel"], ["Mustang", "coupe", 70000, "Petrol"], ["Transit", "van", 55000, "Diesel"]], ["XL", "XLS", "XLT", "Sport", "Wildtrak", "Raptor"]),
  ...make("Hyundai", [["i30", "hatch", 30000, "Petrol"], ["Tucson", "suv", 40000, "Petrol|Hybrid"], ["Santa Fe", "suv", 55000, "Hybrid"], ["Ioniq 5", "suv", 72000, "Electric"], ["Kona", "suv", 36000, "Petrol|Electric"]], ["Active", "Elite", "Highlander", "N Line"]),
  ...make("Kia", [["Cerato", "hatch", 29000, "Petrol"], ["Sportage", "suv", 41000, "Petrol|Diesel"], ["Sorento", "suv", 52000, "Hybrid|Diesel"], ["EV6", "suv", 75000, "Electric"], ["Carnival", "people mover", 55000, "Diesel"]], ["S", "Sport", "Sport+", "GT-Line"]),
  ...make("Mitsubishi", [["Outlander", "suv", 42000, "Petrol|Plug-in Hybrid"], ["Triton", "ute", 50000, "Diesel"], ["ASX", "suv", 30000, "Petrol"], ["Pajero Sport", "suv", 52000, "Diesel"]], ["ES", "LS", "Exceed", "GSR"]),
  ...make("Nissan", [["X-Trail", "suv", 42000, "Petrol|Hybrid"], ["Navara", "ute", 52000, "Diesel"], ["Patrol", "suv", 85000, "Petrol"], ["Qashqai", "suv", 36000, "Petrol"]], ["ST", "ST-L", "Ti", "Ti-L", "Warrior"]),
  ...make("Subaru", [["Forester", "suv", 42000, "Petrol|Hybrid"], ["Outback", "wagon", 47000, "Petrol"], ["WRX", "sedan", 50000, "Petrol"], ["Crosstrek", "suv", 37000, "Petrol|Hybrid"]], ["2.0i", "2.0i-L", "Premium", "Sport", "S"]),
  ...make("Volkswagen", [["Golf", "hatch", 38000, "Petrol"], ["Tiguan", "suv", 48000, "Petrol|Diesel"], ["Amarok", "ute", 62000, "Diesel"], ["ID.4", "suv", 65000, "Electric"]], ["Life", "Style", "R-Line", "GTI", "R"]),
  ...make("Honda", [["Civic", "hatch", 40000, "Petrol|Hybrid"], ["CR-V", "suv", 45000, "Petrol|Hybrid"], ["HR-V", "suv", 37000, "Petrol|Hybrid"], ["ZR-V", "suv", 42000, "Petrol"]], ["Vi", "VTi", "VTi L", "e:HEV RS"]),
  ...make("Isuzu", [["D-Max", "ute", 50000, "Diesel"], ["MU-X", "suv", 55000, "Diesel"]], ["SX", "LS-M", "LS-U", "X-Terrain"]),
  ...make("BMW", [["3 Series", "sedan", 75000, "Petrol|Plug-in Hybrid"], ["X3", "suv", 85000, "Petrol|Diesel"], ["X5", "suv", 125000, "Diesel|Plug-in Hybrid"], ["iX3", "suv", 90000, "Electric"]], ["sDrive20i", "xDrive30i", "M Sport", "M340i"]),
  ...make("Mercedes-Benz", [["C-Class", "sedan", 80000, "Petrol|Hybrid"], ["GLC", "suv", 95000, "Petrol|Hybrid"], ["EQA", "suv", 80000, "Electric"], ["Sprinter", "van", 75000, "Diesel"]], ["C200", "C300", "AMG Line", "AMG C43"]),
  ...make("Audi", [["A3", "hatch", 52000, "Petrol"], ["Q5", "suv", 80000, "Petrol|Diesel"], ["Q8 e-tron", "suv", 150000, "Electric"]], ["35 TFSI", "40 TFSI", "S line", "Sportback"]),
  ...make("Lexus", [["NX", "suv", 70000, "Hybrid|Petrol"], ["RX", "suv", 95000, "Hybrid"], ["IS", "sedan", 68000, "Petrol|Hybrid"]], ["Luxury", "Sports Luxury", "F Sport"]),
  ...make("Volvo", [["XC40", "suv", 58000, "Petrol|Electric"], ["XC60", "suv", 75000, "Petrol|Plug-in Hybrid"], ["XC90", "suv", 100000, "Plug-in Hybrid"]], ["Core", "Plus", "Ultimate"]),
  ...make("Land Rover", [["Defender", "suv", 110000, "Diesel|Petrol"], ["Range Rover Evoque", "suv", 75000, "Petrol"], ["Discovery Sport", "suv", 72000, "Diesel"]], ["S", "SE", "HSE", "X-Dynamic"]),
  ...make("Jeep", [["Wrangler", "suv", 80000, "Petrol"], ["Grand Cherokee", "suv", 85000, "Petrol|Plug-in Hybrid"], ["Compass", "suv", 45000, "Petrol"]], ["Night Eagle", "Limited", "Overland", "Rubicon"]),
  ...make("MG", [["ZS", "suv", 26000, "Petrol|Electric"], ["MG4", "hatch", 38000, "Electric"], ["HS", "suv", 33000, "Petrol|Plug-in Hybrid"], ["MG3", "hatch", 23000, "Petrol|Hybrid"]], ["Vibe", "Excite", "Essence"]),
  ...make("GWM", [["Cannon", "ute", 42000, "Diesel"], ["Ora", "hatch", 40000, "Electric"]], ["Lux", "Ultra", "Alpha"]),
  ...make("Haval", [["Jolion", "suv", 30000, "Petrol|Hybrid"], ["H6", "suv", 38000, "Petrol|Hybrid"]], ["Premium", "Lux", "Ultra"]),
  ...make("BYD", [["Atto 3", "suv", 45000, "Electric"], ["Seal", "sedan", 55000, "Electric"], ["Dolphin", "hatch", 38000, "Electric"], ["Shark 6", "ute", 60000, "Plug-in Hybrid"]], ["Dynamic", "Premium", "Performance"]),
  ...make("Tesla", [["Model 3", "sedan", 58000, "Electric"], ["Model Y", "suv", 62000, "Electric"]], ["Rear-Wheel Drive", "Long Range", "Performance"]),
  ...make("Skoda", [["Octavia", "wagon", 42000, "Petrol"], ["Kodiaq", "suv", 55000, "Petrol"], ["Kamiq", "suv", 36000, "Petrol"]], ["Style", "Sportline", "RS"]),
  ...make("Peugeot", [["2008", "suv", 40000, "Petrol"], ["3008", "suv", 50000, "Petrol|Hybrid"]], ["Active", "Allure", "GT"]),
  ...make("Renault", [["Koleos", "suv", 45000, "Petrol"], ["Megane E-Tech", "hatch", 62000, "Electric"]], ["Zen", "Intens", "Techno"]),
  ...make("Suzuki", [["Swift", "hatch", 24000, "Petrol|Hybrid"], ["Vitara", "suv", 33000, "Petrol"], ["Jimny", "suv", 35000, "Petrol"]], ["GL", "GLX", "Turbo", "XL"]),
  ...make("LDV", [["T60", "ute", 45000, "Diesel"], ["Deliver 9", "van", 50000, "Diesel"], ["eT60", "ute", 93000, "Electric"]], ["Pro", "Max", "Luxe"]),
  ...make("Chery", [["Tiggo 4 Pro", "suv", 28000, "Petrol"], ["Omoda 5", "suv", 32000, "Petrol|Electric"]], ["Urban", "Ultimate", "EX"]),
  ...make("Polestar", [["Polestar 2", "sedan", 68000, "Electric"], ["Polestar 4", "suv", 85000, "Electric"]], ["Standard Range", "Long Range", "Dual Motor"]),
  ...make("Genesis", [["GV70", "suv", 75000, "Petrol|Electric"], ["G80", "sedan", 90000, "Petrol"]], ["2.5T", "3.5T Sport", "Luxury"]),
  ...make("Porsche", [["Macan", "suv", 110000, "Petrol|Electric"], ["911", "coupe", 270000, "Petrol"], ["Taycan", "sedan", 190000, "Electric"]], ["Base", "S", "GTS", "Turbo"]),
  ...make("Jaguar", [["F-Pace", "suv", 95000, "Petrol|Diesel"], ["E-Pace", "suv", 75000, "Petrol"]], ["R-Dynamic S", "R-Dynamic SE", "SVR"]),
  ...make("Mini", [["Cooper", "hatch", 42000, "Petrol|Electric"], ["Countryman", "suv", 60000, "Petrol|Electric"]], ["Classic", "Favoured", "JCW"]),
  ...make("Alfa Romeo", [["Giulia", "sedan", 70000, "Petrol"], ["Tonale", "suv", 55000, "Hybrid|Plug-in Hybrid"]], ["Sprint", "Veloce", "Quadrifoglio"]),
  ...make("Cupra", [["Formentor", "suv", 55000, "Petrol"], ["Born", "hatch", 60000, "Electric"]], ["V", "VZ", "VZx"]),
  ...make("Ram", [["1500", "ute", 115000, "Petrol"], ["2500", "ute", 150000, "Diesel"]], ["Express", "Laramie", "Limited"]),
  ...make("Chevrolet", [["Silverado", "ute", 140000, "Petrol|Diesel"], ["Corvette", "coupe", 180000, "Petrol"]], ["LTZ", "ZR2", "Stingray"]),
  ...make("Fiat", [["500", "hatch", 30000, "Petrol|Electric"], ["Ducato", "van", 60000, "Diesel"]], ["Dolcevita", "La Prima", "Maxi"]),
  ...make("Citroen", [["C4", "hatch", 42000, "Petrol"], ["C5 Aircross", "suv", 50000, "Petrol"]], ["Shine", "Feel", "Shine Plus"]),
  ...make("KGM SsangYong", [["Musso", "ute", 42000, "Diesel"], ["Rexton", "suv", 55000, "Diesel"], ["Torres", "suv", 40000, "Petrol"]], ["ELX", "Ultimate", "Ultimate Plus"]),
  ...make("Maserati", [["Grecale", "suv", 140000, "Petrol|Electric"], ["Levante", "suv", 160000, "Petrol"]], ["GT", "Modena", "Trofeo"]),
];

/** Trucks, motorcycles and caravans for the commercial dealer. */
export const commercialCatalogue: CatalogueModel[] = [
  ...make("Isuzu Trucks", [["N Series NLR", "cab chassis", 75000, "Diesel"], ["F Series FVR", "cab chassis", 165000, "Diesel"]], ["200 AMT", "45-150", "Tipper"], { item_type: "truck", seats: 3, doors: 2, drive: "RWD", engine_litres: 3.0 }),
  ...make("Hino", [["300 Series", "cab chassis", 80000, "Diesel|Hybrid"], ["500 Series", "cab chassis", 175000, "Diesel"]], ["616 Standard Cab", "921 Wide Cab", "FE 1426"], { item_type: "truck", seats: 3, doors: 2, drive: "RWD", engine_litres: 4.0 }),
  ...make("Fuso", [["Canter", "cab chassis", 70000, "Diesel|Electric"], ["Fighter", "cab chassis", 160000, "Diesel"]], ["515 Wide", "815 Wide", "1627"], { item_type: "truck", seats: 3, doors: 2, drive: "RWD", engine_litres: 3.0 }),
  ...make("Harley-Davidson", [["Street Glide", "motorcycle", 48000, "Petrol"], ["Fat Boy", "motorcycle", 38000, "Petrol"], ["Pan America", "motorcycle", 33000, "Petrol"]], ["Special", "114", "1250 Special"], { item_type: "motorcycle", seats: 2, doors: 0, drive: "Chain", engine_litres: 1.8 }),
  ...make("Yamaha", [["MT-07", "motorcycle", 13000, "Petrol"], ["Tenere 700", "motorcycle", 19000, "Petrol"], ["YZF-R7", "motorcycle", 15000, "Petrol"]], ["LAMS", "Standard", "World Raid"], { item_type: "motorcycle", seats: 2, doors: 0, drive: "Chain", engine_litres: 0.7 }),
  ...make("Kawasaki", [["Ninja 650", "motorcycle", 12500, "Petrol"], ["Z900", "motorcycle", 16000, "Petrol"], ["KLR650", "motorcycle", 10500, "Petrol"]], ["LAMS", "SE", "Adventure"], { item_type: "motorcycle", seats: 2, doors: 0, drive: "Chain", engine_litres: 0.65 }),
  ...make("Jayco", [["Journey", "caravan", 75000, "None"], ["Crossover", "caravan", 62000, "None"], ["Conquest", "motorhome", 180000, "Diesel"]], ["Outback 19.61", "Touring 21.65", "Family 16.49"], { item_type: "caravan", seats: 4, doors: 1, drive: "Towed", engine_litres: 0 }),
  ...make("New Age", [["Manta Ray", "caravan", 85000, "None"], ["Big Red", "caravan", 110000, "None"]], ["19ER", "21ES", "23RD"], { item_type: "caravan", seats: 4, doors: 1, drive: "Towed", engine_litres: 0 }),
  ...make("Avan", [["Aspire", "caravan", 72000, "None"], ["Cruiseliner", "caravan", 45000, "None"]], ["503", "Pop Top", "Classic"], { item_type: "caravan", seats: 2, doors: 1, drive: "Towed", engine_litres: 0 }),
];

export const colours = ["White", "Silver", "Grey", "Black", "Blue", "Red", "Green", "Orange", "Bronze", "Yellow"] as const;

