/** Image service options for tests: every brand slug is known, and a cache far larger than a test fills. */
export const TEST_IMAGES = { knownBrand: async () => true, cacheBytes: 1024 * 1024 * 1024 };
