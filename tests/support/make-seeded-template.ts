import { seededTemplate } from "./seeded-template";

// `npm run test:template`: builds, then seeds the demo sites for the system and browser tests while
// the unit tests run beside it, so neither stage waits for a seed.
console.log(`seeded demo sites in ${await seededTemplate()}`);
