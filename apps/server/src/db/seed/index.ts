export { DEMO_SEED, seedDemoData, type SeedOptions } from './demo';
export { seedLargeAgency, type LargeAgencyOptions, type LargeAgencyResult } from './large';
export { DEMO_AGENCIES, DEMO_PASSWORD, DEMO_USERS } from './plans';
