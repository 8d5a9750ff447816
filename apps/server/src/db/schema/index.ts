// The whole data model. Global tables: agencies, users, user_experiments, agency_memberships,
// user_settings, user_invitations, sessions, login_tokens, audit_log, suburbs, cancellation_reasons,
// servicing_categories, compliance_sessions, login_attempts, server_secrets. Every other table is
// agency-owned: it has `agency_id`, forced row-level security (drizzle/*_rls.sql) and indexes that
// lead with agency_id. Background jobs live in pg-boss's own schema (db/job-queue.ts).
export * from './access-issues';
export * from './agencies';
export * from './api-keys';
export * from './webhooks';
export * from './auth';
export * from './bookings';
export * from './documents';
export * from './email';
export * from './entry-preferences';
export * from './hold-cancellation';
export * from './invoices';
export * from './memberships';
export * from './notices';
export * from './portfolio';
export * from './properties';
export * from './quotes';
export * from './reference';
export * from './relations';
export * from './reported-findings';
export * from './sign-in';
export * from './tenancies';
export * from './uploaded-images';
export * from './users';
export * from './quota-usage';
export * from './calendar-feeds';
export * from './portfolio-evidence';
export * from './saved-views';
