export { seedDemoData } from './demo';
export { seedLargeAgency } from './large';
export { DEMO_PASSWORD } from './plans';
export { seedOccupantPhones } from './occupant-phones';
