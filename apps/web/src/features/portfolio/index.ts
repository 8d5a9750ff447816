// What other features may import from this one: nothing so far. Its pages are reached
// through the route table (app/routes.tsx).
export {};
