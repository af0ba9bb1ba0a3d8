/**
 * Issue 55: what a VIN says by itself (ISO 3779), read offline: that it is 17 characters of the
 * VIN alphabet, that its check digit adds up where it carries one, the maker (the first three
 * characters, the WMI) and the model year (the tenth). The model, body and engine come from the
 * platform's stock (vehicle-data.server.ts), since the rest of a VIN is each maker's own code.
 */

/** World manufacturer identifiers of the makes Australian dealers sell, from their makers' VINs. */
const WMI: Record<string, string> = {
  ...Object.fromEntries(
    ["JTD", "JTE", "JTF", "JTK", "JTL", "JTM", "JTN", "MR0", "MR1", "MR2", "6T1", "AHT", "NMT", "VNK", "2T3"].map(
      (w) => [w, "Toyota"],
    ),
  ),
  ...Object.fromEntries(["JTH", "JTJ"].map((w) => [w, "Lexus"])),
  ...Object.fromEntries(["JM0", "JM1", "JM3", "JMZ"].map((w) => [w, "Mazda"])),
  ...Object.fromEntries(["KMH", "KMF", "KM8", "TMA", "MAL", "5NP", "5NM"].map((w) => [w, "Hyundai"])),
  ...Object.fromEntries(["KNA", "KNC", "KND", "KNE", "U5Y", "3KP"].map((w) => [w, "Kia"])),
  ...Object.fromEntries(["MNA", "MPB", "6FP", "WF0", "1FA", "1FM", "1FT", "3FM"].map((w) => [w, "Ford"])),
  ...Object.fromEntries(["JMB", "MMA", "MMB", "MMC", "JA3", "JA4"].map((w) => [w, "Mitsubishi"])),
  ...Object.fromEntries(["WVW", "WVG", "WV1", "WV2", "WV3", "AAV", "3VW", "3VV", "8AW"].map((w) => [w, "Volkswagen"])),
  ...Object.fromEntries(["JF1", "JF2", "4S3", "4S4"].map((w) => [w, "Subaru"])),
  ...Object.fromEntries(["MPA", "JAA", "JAL", "54D"].map((w) => [w, "Isuzu"])),
  ...Object.fromEntries(["LGX", "LC0"].map((w) => [w, "BYD"])),
  ...Object.fromEntries(["JN1", "JN8", "MNT", "VSK", "SJN"].map((w) => [w, "Nissan"])),
  ...Object.fromEntries(["JHM", "JHL", "MRH", "SHH", "SHS", "1HG"].map((w) => [w, "Honda"])),
  ...Object.fromEntries(["6G1", "6G2", "6H8"].map((w) => [w, "Holden"])),
  ...Object.fromEntries(["JS2", "JS3", "JSA", "MA3", "TSM"].map((w) => [w, "Suzuki"])),
  ...Object.fromEntries(["WDD", "WDB", "WDC", "WDF", "W1K", "W1N", "W1V"].map((w) => [w, "Mercedes-Benz"])),
  ...Object.fromEntries(["WBA", "WBS", "WBX", "WBY"].map((w) => [w, "BMW"])),
  ...Object.fromEntries(["WAU", "WA1", "WUA", "TRU"].map((w) => [w, "Audi"])),
  ...Object.fromEntries(["5YJ", "LRW", "7SA", "XP7"].map((w) => [w, "Tesla"])),
  ...Object.fromEntries(["YV1", "YV4", "LYV"].map((w) => [w, "Volvo"])),
  LSJ: "MG",
  LGW: "GWM",
  SAL: "Land Rover",
  SAJ: "Jaguar",
  WP0: "Porsche",
  WP1: "Porsche",
  TMB: "Skoda",
  VF1: "Renault",
  VF3: "Peugeot",
  "1C4": "Jeep",
  "3C6": "RAM",
  JKA: "Kawasaki",
  JYA: "Yamaha",
  JH2: "Honda",
  "1HD": "Harley-Davidson",
  VBK: "KTM",
  ZDM: "Ducati",
  SMT: "Triumph",
};

/** A make's usual WMI, for demo stock whose VINs must read as its maker's. */
export function wmiOf(make: string): string | null {
  return Object.entries(WMI).find(([, m]) => m === make)?.[0] ?? null;
}

const VALUE: Record<string, number> = {
  ...Object.fromEntries("0123456789".split("").map((d) => [d, Number(d)])),
  ...Object.fromEntries("ABCDEFGH".split("").map((c, i) => [c, i + 1])),
  ...Object.fromEntries("JKLMN".split("").map((c, i) => [c, i + 1])),
  P: 7,
  R: 9,
  ...Object.fromEntries("STUVWXYZ".split("").map((c, i) => [c, i + 2])),
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The ninth character a VIN's other sixteen call for: a digit, or X for ten. */
export function checkDigitOf(vin: string): string {
  const sum = [...vin].reduce((total, c, i) => total + (VALUE[c] ?? 0) * WEIGHTS[i]!, 0);
  const digit = sum % 11;
  return digit === 10 ? "X" : String(digit);
}

/** The tenth character's years: A is 1980 and 2010, Y 2000 and 2030, 1 to 9 are 2001 to 2009 and 2031 to 2039. */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/** The model year the tenth character gives: of its years thirty apart, the latest not past next year. */
export function modelYearOf(vin: string, now = new Date()): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? "");
  if (index < 0) return null;
  const latest = now.getFullYear() + 1;
  let year = 1980 + index;
  while (year + 30 <= latest) year += 30;
  return year;
}

/** The code a model year is written with in the tenth place. */
export const yearCodeOf = (year: number) => YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;

/** VINs that must carry an ISO 3779 check digit in the ninth place: North American and Chinese. */
export const carriesCheckDigit = (vin: string) => /^[1-5L]/.test(vin);

export type VinReading =
  { ok: true; vin: string; make: string | null; year: number | null } | { ok: false; error: string };

/**
 * A typed VIN checked and read: spaces and dashes dropped, letters upper-cased. Refused in plain
 * words when it is not 17 characters, holds I, O or Q or other characters, or its check digit does
 * not add up where the VIN must carry one: built for North America (WMI 1 to 5) or in China (L, GB
 * 16735). Elsewhere the ninth place is the maker's own (a Thai-built Ranger's is 0, a European's Z).
 */
export function readVin(typed: string, now = new Date()): VinReading {
  const vin = typed.replace(/[\s-]/g, "").toUpperCase();
  if (vin.length !== 17) return { ok: false, error: `A VIN is 17 characters; this one has ${vin.length}.` };
  const wrong = [...vin].find((c) => VALUE[c] === undefined);
  if (wrong)
    return {
      ok: false,
      error: /[IOQ]/.test(wrong)
        ? `A VIN never holds ${wrong}: it is probably ${wrong === "I" ? "1" : "0"}.`
        : `A VIN is letters and digits only, not "${wrong}".`,
    };
  if (carriesCheckDigit(vin) && checkDigitOf(vin) !== vin[8])
    return {
      ok: false,
      error: "This VIN does not add up (its check digit, the 9th character): look for a mistyped character.",
    };
  return { ok: true, vin, make: WMI[vin.slice(0, 3)] ?? null, year: modelYearOf(vin, now) };
}
