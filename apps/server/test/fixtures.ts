/**
 * The "today" the test database's demo data is built around (dates such as overdue, approaching
 * and recently added are relative to it). Code under test that compares with the clock should
 * be given this date.
 */
export const TEST_TODAY = new Date('2026-06-15T00:00:00+10:00');
